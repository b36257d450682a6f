import XCTest
@testable import StackLayout

/// Seed 000 ported nearly line for line: `MyTabView`, a `UIView` subclass with a centred 50×50
/// image view, in a horizontal stack pinned to a scroll view's content layout guide.
final class MyTabView: View {
    let imgView = View()

    override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    func commonInit() {
        imgView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imgView)
        try! LayoutConstraint.activate([
            // centered
            imgView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imgView.centerYAnchor.constraint(equalTo: centerYAnchor),
            // 50x50
            imgView.widthAnchor.constraint(equalToConstant: 50.0),
            imgView.heightAnchor.constraint(equalTo: imgView.widthAnchor),
        ])
    }
}

final class SeedPortTests: XCTestCase {
    /// The view controller of seed 000: a scroll view 58 high under the status bar, a stack
    /// inside it, and `n` tabs each a third of the scroll view's frame.
    func makeTabStrip(tabs n: Int, direction: UserInterfaceLayoutDirection, spacing: Double = 0)
        -> (root: View, scrollView: ScrollView, stackView: StackView, tabs: [MyTabView]) {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        view.environment = Device.iPhone14.environment(in: .portrait, layoutDirection: direction)
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let stackView = StackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.distribution = .fill
        stackView.spacing = spacing
        scrollView.addSubview(stackView)
        let g = view.safeAreaLayoutGuide
        let contentG = scrollView.contentLayoutGuide
        let frameG = scrollView.frameLayoutGuide
        try! LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: g.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 58),
            stackView.topAnchor.constraint(equalTo: contentG.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentG.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentG.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentG.bottomAnchor),
            stackView.heightAnchor.constraint(equalTo: frameG.heightAnchor),
        ])
        var tabs: [MyTabView] = []
        for _ in 0..<n {
            let v = MyTabView()
            stackView.addArrangedSubview(v)
            try! LayoutConstraint.activate([
                v.widthAnchor.constraint(equalTo: frameG.widthAnchor, multiplier: 1.0 / 3.0),
                v.heightAnchor.constraint(equalTo: frameG.heightAnchor),
            ])
            tabs.append(v)
        }
        return (view, scrollView, stackView, tabs)
    }

    /// G37: tabs of 130×58, images at (40, 4), content 130n wide; it scrolls past 3 tabs.
    func testTabStripFrames() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            for n in [1, 3, 4, 9] {
                let (root, scroll, stack, tabs) = makeTabStrip(tabs: n, direction: direction)
                root.layoutIfNeeded()
                let width = 130.0 * Double(n)
                assertFrame(scroll, 0, 47, 390, 58)
                assertFrame(stack, 0, 0, width, 58)
                for (i, tab) in tabs.enumerated() {
                    let x = direction == .leftToRight ? 130.0 * Double(i) : width - 130.0 * Double(i + 1)
                    assertFrame(tab, x, 0, 130, 58)
                    assertFrame(tab.imgView, 40, 4, 50, 50)
                }
                XCTAssertEqual(scroll.contentSize.width, width, accuracy: 1e-9)
                XCTAssertEqual(scroll.contentSize.height, 58, accuracy: 1e-9)
                XCTAssertEqual(scroll.scrollsHorizontally, n > 3, "\(n) tabs")
                XCTAssertFalse(scroll.scrollsVertically)
                // contentOffset.x ∈ [0, 130n − 390] (G37: [0, 130] for 4 tabs, [0, 780] for 9).
                XCTAssertEqual(scroll.minimumContentOffset.x, 0, accuracy: 1e-9)
                XCTAssertEqual(scroll.maximumContentOffset.x, max(0, width - 390), accuracy: 1e-9)
                XCTAssertEqual(scroll.maximumContentOffset.y, 0, accuracy: 1e-9)
                XCTAssertTrue(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
            }
        }
    }

    /// G37's note: with spacing 8 the stack is 130n + 8(n − 1) wide: 130, 406 (3 tabs now
    /// scroll, by 16), 544, 1234.
    func testTabStripWithSpacing() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            for (n, width) in [(1, 130.0), (3, 406), (4, 544), (9, 1234)] {
                let (root, scroll, stack, tabs) = makeTabStrip(tabs: n, direction: direction, spacing: 8)
                root.layoutIfNeeded()
                assertFrame(stack, 0, 0, width, 58)
                for (i, tab) in tabs.enumerated() {
                    let x = 138.0 * Double(i)
                    assertFrame(tab, direction == .leftToRight ? x : width - x - 130, 0, 130, 58)
                }
                XCTAssertEqual(scroll.contentSize.width, width, accuracy: 1e-9)
                XCTAssertEqual(scroll.scrollsHorizontally, n >= 3, "\(n) tabs")
                XCTAssertEqual(scroll.maximumContentOffset.x, max(0, width - 390), accuracy: 1e-9)
            }
        }
    }

    /// The seed's tap handler: add tabs one by one up to 9, then remove them; the layout
    /// follows each change incrementally.
    func testAddingAndRemovingTabs() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (root, scroll, stack, _) = makeTabStrip(tabs: 1, direction: direction)
            root.layoutIfNeeded()
            // n tabs of 130 × 58 in a 130n-wide stack; right to left tab i is at 130n − 130(i + 1).
            func expectTabs(_ n: Int, line: UInt = #line) {
                let width = 130.0 * Double(n)
                XCTAssertEqual(scroll.contentSize.width, width, accuracy: 1e-9, line: line)
                assertFrame(stack, 0, 0, width, 58, line: line)
                for (i, tab) in stack.arrangedSubviews.enumerated() {
                    assertFrame(tab, leadingX(130 * Double(i), 130, in: width, direction), 0, 130, 58, line: line)
                }
            }
            expectTabs(1)
            for n in 2...9 {
                let v = MyTabView()
                stack.addArrangedSubview(v)
                v.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, multiplier: 1.0 / 3.0).isActive = true
                root.layoutIfNeeded()
                expectTabs(n)
            }
            while let last = stack.arrangedSubviews.last, stack.arrangedSubviews.count > 1 {
                last.removeFromSuperview()
                root.layoutIfNeeded()
                expectTabs(stack.arrangedSubviews.count)
            }
            XCTAssertFalse(scroll.scrollsHorizontally)
        }
    }

    /// Every device preset: a view pinned to the safe area fills the root inset by the
    /// device's insets, and one pinned to the margins is inset by the view controller's
    /// minimum margins plus the safe area. Right to left the same rectangles: each view is
    /// pinned to both sides of a guide, the safe area is absolute, and the side margins are
    /// equal, so the margins keep their absolute values (left = safe left + side).
    ///
    /// The side minimums are AUTOLAYOUT.md §4.1's measured ones, written out per preset:
    /// 20 on 414 pt and wider iPhones in portrait (compact width all the same), 16 beyond the
    /// safe area on notched iPhones in landscape (regular width on the Plus and Max models all
    /// the same), 20 on notchless iPhones in landscape and on iPads.
    func testSafeAreaAndMarginsOnEveryDevice() throws {
        let sides: [String: (portrait: Double, landscape: Double)] = [
            "iphone-se": (16, 20), "iphone-8-plus": (20, 20), "iphone-x": (16, 16), "iphone-13-mini": (16, 16),
            "iphone-14": (16, 16), "iphone-14-plus": (20, 16), "iphone-15-pro": (16, 16),
            "iphone-15-pro-max": (20, 16), "ipad": (20, 20), "ipad-pro": (20, 20),
        ]
        XCTAssertEqual(Set(sides.keys), Set(Device.all.map(\.name)))
        for device in Device.all {
            for (orientation, direction) in [Device.Orientation.portrait, .landscape].flatMap({ o in
                [UserInterfaceLayoutDirection.leftToRight, .rightToLeft].map { (o, $0) } }) {
                let size = device.size(in: orientation)
                let root = View(frame: Rect(origin: .zero, size: size))
                root.environment = device.environment(in: orientation, layoutDirection: direction)
                let safe = View(), inset = View()
                for v in [safe, inset] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(v)
                }
                try LayoutConstraint.activate([
                    safe.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                    safe.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                    safe.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                    safe.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                    inset.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                    inset.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
                    inset.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                    inset.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                ])
                root.layoutIfNeeded()
                let s = orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea
                let label = "\(device.name) \(orientation) \(direction)"
                XCTAssertTrue(safe.frame.isClose(to: Rect(origin: .zero, size: size).inset(by: s), tolerance: 1e-9), label)
                let side = orientation == .portrait ? sides[device.name]!.portrait : sides[device.name]!.landscape
                let margins = EdgeInsets(top: s.top, left: s.left + side, bottom: s.bottom, right: s.right + side)
                XCTAssertTrue(inset.frame.isClose(to: Rect(origin: .zero, size: size).inset(by: margins), tolerance: 1e-9),
                              "\(label): \(inset.frame)")
                XCTAssertEqual(root.effectiveLayoutMargins, margins, label)
            }
        }
    }

    /// The presets against AUTOLAYOUT.md §4.2's device table and FORMAT.md's device list,
    /// written out here (the test above derives its expectations from the presets themselves).
    /// iPads are not in the table: 24 top and 20 bottom in both orientations, as the README says.
    func testDevicePresetsMatchTheSpecTable() {
        typealias Row = (name: String, width: Double, height: Double, portrait: [Double], landscape: [Double], scale: Double)
        let table: [Row] = [
            ("iphone-se", 375, 667, [20, 0, 0, 0], [0, 0, 0, 0], 2),
            ("iphone-8-plus", 414, 736, [20, 0, 0, 0], [0, 0, 0, 0], 3),
            ("iphone-x", 375, 812, [44, 0, 34, 0], [0, 44, 21, 44], 3),
            ("iphone-13-mini", 375, 812, [50, 0, 34, 0], [0, 50, 21, 50], 3),
            ("iphone-14", 390, 844, [47, 0, 34, 0], [0, 47, 21, 47], 3),
            ("iphone-14-plus", 428, 926, [47, 0, 34, 0], [0, 47, 21, 47], 3),
            ("iphone-15-pro", 393, 852, [59, 0, 34, 0], [0, 59, 21, 59], 3),
            ("iphone-15-pro-max", 430, 932, [59, 0, 34, 0], [0, 59, 21, 59], 3),
            ("ipad", 820, 1180, [24, 0, 20, 0], [24, 0, 20, 0], 2),
            ("ipad-pro", 1024, 1366, [24, 0, 20, 0], [24, 0, 20, 0], 2),
        ]
        XCTAssertEqual(Device.all.map(\.name), table.map(\.name))
        func insets(_ e: EdgeInsets) -> [Double] { [e.top, e.left, e.bottom, e.right] }
        for row in table {
            guard let (device, _) = Device.named(row.name) else { XCTFail("no preset \(row.name)"); continue }
            XCTAssertEqual(device.size(in: .portrait), Size(width: row.width, height: row.height), row.name)
            XCTAssertEqual(device.size(in: .landscape), Size(width: row.height, height: row.width), row.name)
            XCTAssertEqual(insets(device.environment(in: .portrait).safeAreaInsets), row.portrait, row.name)
            XCTAssertEqual(insets(device.environment(in: .landscape).safeAreaInsets), row.landscape, row.name)
            XCTAssertEqual(device.environment(in: .portrait).scale, row.scale, row.name)
        }
    }
}
