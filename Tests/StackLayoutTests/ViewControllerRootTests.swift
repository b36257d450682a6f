import XCTest
@testable import StackLayout

/// A view controller's root view: the system minimum margins by AUTOLAYOUT.md §4.1's measured
/// rule (the presets' side margins are in `SeedPortTests.testSafeAreaAndMarginsOnEveryDevice`),
/// the document's `"viewController": true`, and `readableContentGuide`. Every layout is solved
/// left to right and right to left.
final class ViewControllerRootTests: XCTestCase {
    let directions: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

    func sides(_ width: Double, _ height: Double, safe: EdgeInsets = .zero, idiom: UserInterfaceIdiom = .phone) -> Double {
        let m = LayoutEnvironment.systemMinimumLayoutMargins(forViewControllerRootOf: Size(width: width, height: height),
                                                             safeAreaInsets: safe, idiom: idiom)
        XCTAssertEqual(m.top, 0)
        XCTAssertEqual(m.bottom, 0)
        XCTAssertEqual(m.leading, m.trailing)
        return m.leading
    }

    /// The rule at the measured widths and at sizes no preset has.
    func testSystemMinimumMarginsByWidthOrientationAndIdiom() {
        // Portrait iPhones: 16 below 414 pt, 20 from 414 pt (compact width all the same).
        for width in [320.0, 375, 390, 393, 413.5] { XCTAssertEqual(sides(width, 844), 16, "\(width)") }
        for width in [414.0, 428, 430, 440] { XCTAssertEqual(sides(width, 932), 20, "\(width)") }
        // Landscape: 16 beyond the safe area with a sensor housing, 20 without one.
        XCTAssertEqual(sides(812, 375, safe: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)), 16)
        XCTAssertEqual(sides(926, 428, safe: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)), 16)
        XCTAssertEqual(sides(667, 375), 20)
        XCTAssertEqual(sides(568, 320), 20)
        // Freeform canvases follow the width; iPads get 20 at any size.
        XCTAssertEqual(sides(600, 600), 20)
        XCTAssertEqual(sides(300, 300), 16)
        XCTAssertEqual(sides(320, 1024, idiom: .pad), 20)
        XCTAssertEqual(sides(1366, 1024, safe: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad), 20)
    }

    /// A view flagged as a view controller's root, not at the top of the tree, gets the system
    /// minimum for its own size; margins it was never given count as 0 above and below.
    func testAnyViewCanBeAViewControllersRoot() throws {
        for direction in directions {
            let window = View(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
            window.environment.layoutDirection = direction
            let narrow = View(frame: Rect(x: 0, y: 0, width: 375, height: 800))
            let wide = View(frame: Rect(x: 375, y: 0, width: 625, height: 800))
            for v in [narrow, wide] {
                v.isViewControllerRoot = true
                window.addSubview(v)
            }
            let a = View(), b = View()
            for (child, parent) in [(a, narrow), (b, wide)] {
                child.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(child)
                try LayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
                    child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
                    child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
                    child.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            window.layoutIfNeeded()
            XCTAssertTrue(a.frame.isClose(to: Rect(x: 16, y: 0, width: 343, height: 10), tolerance: 1e-9), "\(direction) \(a.frame)")
            XCTAssertTrue(b.frame.isClose(to: Rect(x: 20, y: 0, width: 585, height: 10), tolerance: 1e-9), "\(direction) \(b.frame)")
            XCTAssertEqual(narrow.systemMinimumLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            XCTAssertNil(window.systemMinimumLayoutMargins)
            // Resized past 414 pt, the narrow root's margins follow.
            narrow.frame = Rect(x: 0, y: 0, width: 414, height: 800)
            window.layoutIfNeeded()
            XCTAssertTrue(a.frame.isClose(to: Rect(x: 20, y: 0, width: 374, height: 10), tolerance: 1e-9), "\(direction) \(a.frame)")
        }
    }

    // MARK: The document's "viewController"

    func solve(_ text: String, _ configuration: LayoutConfiguration) throws -> LayoutSnapshot {
        try DocumentLayout(text: text, file: "vc.json").solve(configuration)
    }

    func frame(_ snapshot: LayoutSnapshot, _ id: String) -> Rect? {
        snapshot.views.first { $0.id == id }?.frame
    }

    /// A scene's root as the Interface Builder importer writes it: a size and a safe area, no
    /// device, `"viewController": true`; the margins are the rule's for the size, plus the
    /// safe area, at the document's size and at any `--size`.
    func testDocumentViewControllerRootWithSizeAndSafeArea() throws {
        let text = """
        {"root": {"viewController": true, "size": {"width": 414, "height": 896},
                  "safeArea": {"top": 44, "left": 0, "bottom": 34, "right": 0},
          "subviews": [{"id": "a", "constraints": [
            "a.leading == root.leadingMargin", "a.trailing == root.trailingMargin",
            "a.top == root.topMargin", "a.bottom == root.bottomMargin"]}]}}
        """
        for direction in directions {
            let portrait = try solve(text, LayoutConfiguration(layoutDirection: direction))
            XCTAssertEqual(frame(portrait, "a"), Rect(x: 20, y: 44, width: 374, height: 818), "\(direction)")
            let narrow = try solve(text, LayoutConfiguration(size: Size(width: 375, height: 812), layoutDirection: direction))
            XCTAssertEqual(frame(narrow, "a"), Rect(x: 16, y: 44, width: 343, height: 734), "\(direction)")
        }
        // Without the key the root's margins are an ordinary view's 8.
        let plain = try solve(text.replacingOccurrences(of: "\"viewController\": true, ", with: ""), LayoutConfiguration())
        XCTAssertEqual(frame(plain, "a"), Rect(x: 8, y: 52, width: 398, height: 802))
    }

    /// A landscape scene with a sensor housing: 16 beyond the side safe area.
    func testDocumentViewControllerRootInLandscape() throws {
        let text = """
        {"root": {"viewController": true, "size": {"width": 844, "height": 390},
                  "safeArea": {"top": 0, "left": 47, "bottom": 21, "right": 47},
          "subviews": [{"id": "a", "constraints": ["a.leading == root.leadingMargin", "a.trailing == root.trailingMargin",
                                                   "a.top == root.top", "a.height == 10"]}]}}
        """
        for direction in directions {
            let snapshot = try solve(text, LayoutConfiguration(layoutDirection: direction))
            XCTAssertEqual(frame(snapshot, "a"), Rect(x: 63, y: 0, width: 718, height: 10), "\(direction)")
        }
    }

    /// A device with a `--size` that is not its own: the minimum follows the size solved.
    func testDeviceMarginsFollowTheSizeSolved() throws {
        let text = """
        {"device": "iphone-14", "root": {"subviews": [{"id": "a", "constraints": [
          "a.leading == root.leadingMargin", "a.trailing == root.trailingMargin", "a.top == root.top", "a.height == 10"]}]}}
        """
        for direction in directions {
            let own = try solve(text, LayoutConfiguration(layoutDirection: direction))
            XCTAssertEqual(frame(own, "a"), Rect(x: 16, y: 0, width: 358, height: 10))
            let plus = try solve(text, LayoutConfiguration(device: "iphone-14-plus", layoutDirection: direction))
            XCTAssertEqual(frame(plus, "a"), Rect(x: 20, y: 0, width: 388, height: 10))
            let wide = try solve(text, LayoutConfiguration(size: Size(width: 430, height: 932), layoutDirection: direction))
            XCTAssertEqual(frame(wide, "a"), Rect(x: 20, y: 0, width: 390, height: 10))
        }
    }

    /// The key on a subview, and its type checked.
    func testDocumentViewControllerOnASubviewAndItsErrors() throws {
        let text = """
        {"root": {"size": {"width": 1000, "height": 500}, "subviews": [
          {"id": "scene", "viewController": true, "frame": {"x": 0, "y": 0, "width": 600, "height": 500}, "subviews": [
            {"id": "a", "constraints": ["a.leading == scene.leadingMargin", "a.trailing == scene.trailingMargin",
                                        "a.top == scene.topMargin", "a.height == 10"]}]}]}}
        """
        for direction in directions {
            let snapshot = try solve(text, LayoutConfiguration(layoutDirection: direction))
            XCTAssertEqual(frame(snapshot, "a"), Rect(x: 20, y: 0, width: 560, height: 10), "\(direction)")
        }
        do {
            _ = try solve(#"{"root": {"size": {"width": 10, "height": 10}, "viewController": "yes"}}"#, LayoutConfiguration())
            XCTFail("a string was taken for a bool")
        } catch let error as DocumentError {
            XCTAssertEqual(error.message, "expected true or false, found a string")
        }
    }

    // MARK: readableContentGuide

    func readableFrame(size: Size, traits: TraitCollection, safe: EdgeInsets = .zero,
                       direction: UserInterfaceLayoutDirection) throws -> Rect {
        let root = View(frame: Rect(origin: .zero, size: size))
        root.environment = LayoutEnvironment(
            safeAreaInsets: safe, layoutDirection: direction,
            systemMinimumLayoutMargins: LayoutEnvironment.systemMinimumLayoutMargins(
                forViewControllerRootOf: size, safeAreaInsets: safe, idiom: traits.userInterfaceIdiom),
            traits: traits)
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: root.readableContentGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(root.readableContentGuide.layoutFrame.isClose(to: text.frame, tolerance: 1e-9))
        return text.frame
    }

    /// The measured case: an iPad in landscape at the default text size has a 672 pt guide
    /// inset 176 from each edge; a larger text size widens it; a compact width keeps the
    /// margins guide.
    func testReadableContentGuideBySizeClassAndTextSize() throws {
        let pad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        for direction in directions {
            let ipad = try readableFrame(size: Size(width: 1024, height: 768), traits: pad, direction: direction)
            XCTAssertTrue(ipad.isClose(to: Rect(x: 176, y: 0, width: 672, height: 768), tolerance: 1e-9), "\(ipad)")
            var larger = pad
            larger.preferredContentSizeCategory = .extraExtraExtraLarge
            let wide = try readableFrame(size: Size(width: 1024, height: 768), traits: larger, direction: direction)
            XCTAssertTrue(wide.isClose(to: Rect(x: 57.5, y: 0, width: 909, height: 768), tolerance: 1e-9), "\(wide)")
            // Narrower than the readable width: the margins guide.
            let portrait = try readableFrame(size: Size(width: 600, height: 800), traits: pad, direction: direction)
            XCTAssertTrue(portrait.isClose(to: Rect(x: 20, y: 0, width: 560, height: 800), tolerance: 1e-9), "\(portrait)")
            // A compact width is not narrowed, even where it is wider than the readable width.
            let phone = try readableFrame(size: Size(width: 844, height: 390), traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact),
                                          safe: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), direction: direction)
            XCTAssertTrue(phone.isClose(to: Rect(x: 63, y: 0, width: 718, height: 369), tolerance: 1e-9), "\(phone)")
        }
        XCTAssertEqual(ContentSizeCategory.allCases.map(LayoutEnvironment.readableContentWidth(for:)),
                       [553, 593, 632, 672, 751, 830, 909, 1107, 1304, 1581, 1858, 2095])
    }

    /// The document's `readable` guide, on the iPad Pro preset in landscape.
    func testDocumentReadableGuide() throws {
        let text = """
        {"device": "ipad-pro", "root": {"subviews": [{"id": "a", "constraints": [
          "a.leading == root.readable.leading", "a.trailing == root.readable.trailing",
          "a.top == root.readable.top", "a.height == 10"]}]}}
        """
        for direction in directions {
            let snapshot = try solve(text, LayoutConfiguration(device: "ipad-pro-landscape", layoutDirection: direction))
            XCTAssertEqual(frame(snapshot, "a"), Rect(x: 347, y: 24, width: 672, height: 10), "\(direction)")
        }
        do {
            _ = try solve(text.replacingOccurrences(of: "root.readable.top", with: "root.readible.top"), LayoutConfiguration())
            XCTFail("a misspelt guide was accepted")
        } catch let error as DocumentError {
            XCTAssertTrue(error.message.contains("did you mean 'readable'"), error.message)
        }
    }
}
