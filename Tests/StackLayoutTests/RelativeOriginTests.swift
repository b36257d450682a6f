import XCTest
@testable import StackLayout

/// Views' variables are relative to their superview's coordinate space (`LayoutEngine.variables(of:)`):
/// the tableau of a long screen stays linear in its views, and what is read in root
/// coordinates (ambiguity, the constraints affecting a view) reads the sum along the path.
final class RelativeOriginTests: XCTestCase {
    /// A scroll view holding a vertical stack of `n` list rows: a centred horizontal stack of
    /// an icon, a stack of title and subtitle, and a chevron (the document benchmark's row).
    func makeList(_ n: Int, _ direction: UserInterfaceLayoutDirection) throws -> (root: View, rows: [StackView]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.identifier = "root"
        root.environment.layoutDirection = direction
        let scroll = ScrollView()
        scroll.identifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let list = StackView()
        list.identifier = "list"
        list.axis = .vertical
        list.spacing = 8
        list.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(list)
        var rows: [StackView] = []
        for i in 0..<n {
            let row = StackView()
            row.identifier = "row\(i)"
            row.alignment = .center
            row.spacing = 12
            let text = StackView()
            text.identifier = "text\(i)"
            text.axis = .vertical
            text.addArrangedSubview(makeView("title\(i)", intrinsic: Size(width: 200, height: 20)))
            text.addArrangedSubview(makeView("subtitle\(i)", intrinsic: Size(width: 160, height: 16)))
            row.addArrangedSubview(makeView("icon\(i)", intrinsic: Size(width: 40, height: 40)))
            row.addArrangedSubview(text)
            row.addArrangedSubview(makeView("chevron\(i)", intrinsic: Size(width: 8, height: 13)))
            list.addArrangedSubview(row)
            rows.append(row)
        }
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            list.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            list.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            list.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            list.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        root.layoutIfNeeded()
        return (root, rows)
    }

    func testALongListKeepsTheTableauLinear() throws {
        for direction in bothDirections {
            let (small, smallRows) = try makeList(50, direction)
            let (large, largeRows) = try makeList(200, direction)
            // 40-point rows 8 apart: the last row sits at 48 × (n − 1) in the list.
            assertFrame(smallRows.last!, 0, 48 * 49, 358, 40)
            assertFrame(largeRows.last!, 0, 48 * 199, 358, 40)
            let ratio = Double(large.layoutTableauSize.cells) / Double(small.layoutTableauSize.cells)
            // Four times the rows: in root coordinates each row's centring constraint carried
            // the sum of every height above it, and the cells grew with the square.
            XCTAssertLessThan(ratio, 6, "\(direction): \(small.layoutTableauSize) → \(large.layoutTableauSize)")
            XCTAssertTrue(large.ambiguityDiagnostics().isEmpty, "\(direction)")
        }
    }

    /// A view whose superview is ambiguous is ambiguous (its frame moves with it), though its
    /// position relative to the superview is fixed; one pinned to the root is not, though
    /// its relative position moves.
    func testAmbiguityIsOfTheFrameInRootCoordinates() throws {
        for direction in bothDirections {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            root.identifier = "root"
            root.environment.layoutDirection = direction
            let loose = makeView("loose", in: root)
            let pinnedToLoose = makeView("pinnedToLoose", in: loose)
            let pinnedToRoot = makeView("pinnedToRoot", in: loose)
            try LayoutConstraint.activate([
                // loose: a size and a vertical position, no horizontal position.
                loose.widthAnchor.constraint(equalToConstant: 100),
                loose.heightAnchor.constraint(equalToConstant: 100),
                loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                pinnedToLoose.leadingAnchor.constraint(equalTo: loose.leadingAnchor, constant: 5),
                pinnedToLoose.topAnchor.constraint(equalTo: loose.topAnchor, constant: 5),
                pinnedToLoose.widthAnchor.constraint(equalToConstant: 10),
                pinnedToLoose.heightAnchor.constraint(equalToConstant: 10),
                pinnedToRoot.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                pinnedToRoot.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                pinnedToRoot.widthAnchor.constraint(equalToConstant: 10),
                pinnedToRoot.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertTrue(loose.hasAmbiguousLayout(for: .horizontal), "\(direction)")
            XCTAssertFalse(loose.hasAmbiguousLayout(for: .vertical), "\(direction)")
            XCTAssertTrue(pinnedToLoose.hasAmbiguousLayout(for: .horizontal), "\(direction)")
            XCTAssertFalse(pinnedToLoose.hasAmbiguousLayout(for: .vertical), "\(direction)")
            XCTAssertFalse(pinnedToRoot.hasAmbiguousLayout, "\(direction)")
            let ambiguous = root.ambiguityDiagnostics().map { "\($0.view?.name ?? "?") \($0.axis.map { "\($0)" } ?? "")" }
            XCTAssertEqual(ambiguous, ["loose horizontal", "pinnedToLoose horizontal"], "\(direction)")
            // Followed in root coordinates, loose's horizontal constraints are its width and
            // the pin of the view pinned to it, not the pin of the one pinned to the root
            // (whose relative position reads loose's). Right to left, the mirrored pin reads
            // the widths too.
            let affecting = loose.constraintsAffectingLayout(for: .horizontal)
            XCTAssertFalse(affecting.contains { $0.firstItem === pinnedToRoot }, "\(direction): \(affecting)")
            XCTAssertTrue(affecting.contains { $0.firstItem === loose && $0.firstAttribute == .width }, "\(direction)")
            XCTAssertTrue(affecting.contains { $0.firstItem === pinnedToLoose && $0.firstAttribute == .leading }, "\(direction)")
        }
    }
}
