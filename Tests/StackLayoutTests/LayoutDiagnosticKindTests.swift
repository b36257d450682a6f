import XCTest
@testable import StackLayout

/// Diagnostic kinds are a struct over an internal enum: new kinds do not break a caller's
/// `switch`, and snapshots carry the kind and axis as types, not strings.
final class LayoutDiagnosticKindTests: XCTestCase {
    func testKindsByNameAndBack() {
        let names = ["unsatisfiable", "ambiguous", "invalid", "unexamined", "unsettled", "negativeSize",
                     "unused", "misplaced", "unoptimized"]
        for name in names {
            let kind = LayoutDiagnostic.Kind(rawValue: name)
            XCTAssertEqual(kind?.rawValue, name)
            XCTAssertEqual(kind.map { "\($0)" }, name)
        }
        XCTAssertNil(LayoutDiagnostic.Kind(rawValue: "Unsatisfiable"))
        XCTAssertEqual(Set(names.compactMap(LayoutDiagnostic.Kind.init(rawValue:))).count, names.count)
        XCTAssertEqual(LayoutDiagnostic.Kind.Name.allCases.map(\.rawValue), names, "every kind has a static member")
    }

    /// A caller's `switch` names the kinds it handles, with a `default` for those to come.
    func testAKindMatchesInASwitch() {
        func handled(_ kind: LayoutDiagnostic.Kind) -> String {
            switch kind {
            case .unsatisfiable: return "conflict"
            case .ambiguous, .unused: return "loose"
            default: return "other"
            }
        }
        XCTAssertEqual(handled(.unsatisfiable), "conflict")
        XCTAssertEqual(handled(.unused), "loose")
        XCTAssertEqual(handled(.negativeSize), "other")
    }

    /// A document's snapshot names an unused view's problem with the kind, and an ambiguous
    /// view's axis with the axis type.
    func testASnapshotCarriesTypedKindsAndAxes() throws {
        let layout = try DocumentLayout(text: """
        {"root": {"size": {"width": 100, "height": 100}, "subviews": [{"id": "loose"}, {"id": "free"}],
         "constraints": ["free.top == root.top", "free.height == 10", "free.width == 10"]}}
        """)
        let snapshot = try layout.solve()
        let unused = layout.unusedViewDiagnostics()
        XCTAssertEqual(unused.map(\.kind), [.unused])
        XCTAssertEqual(unused.first?.view, "loose")
        let ambiguous = try XCTUnwrap(snapshot.diagnostics.first { $0.kind == .ambiguous && $0.view == "free" })
        XCTAssertEqual(ambiguous.axis, .horizontal)
    }
}

/// `LayoutItem` names views and guides as one type; another conformer is refused with an
/// error, not laid out as nothing.
final class LayoutItemTests: XCTestCase {
    final class Stranger: LayoutAnchors {
        let owner: View
        init(owner: View) { self.owner = owner }
        var layoutOwner: View? { owner }
        var layoutName: String { "stranger" }
    }

    func testAnItemThatIsNeitherAViewNorAGuideIsRefused() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let stranger = Stranger(owner: root)
        XCTAssertThrowsError(try LayoutConstraint(item: stranger, attribute: .width, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, constant: 10)) { error in
            XCTAssertTrue("\(error)".contains("neither a View nor a LayoutGuide"), "\(error)")
        }
        let anchored = stranger.widthAnchor.constraint(equalTo: root.widthAnchor)
        XCTAssertThrowsError(try anchored.activate())
        XCTAssertFalse(anchored.isActive)
        anchored.isActive = true
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutDiagnostics.contains { $0.kind == .invalid && $0.message.contains("neither a View") },
                      "\(root.layoutDiagnostics.map(\.message))")
    }
}

/// `LayoutError` carries a code: a caller tells refusals apart without reading the message.
final class LayoutErrorCodeTests: XCTestCase {
    func code(_ make: () throws -> Void) -> LayoutError.Code? {
        do {
            try make()
            return nil
        } catch {
            return (error as? LayoutError)?.code
        }
    }

    func testEachRefusalHasItsCode() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        root.addSubview(box)
        let stranger = View()
        let guide = LayoutGuide()
        XCTAssertEqual(code { _ = try LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root,
                                                       attribute: .top) }, .illegalAttributes)
        XCTAssertEqual(code { _ = try LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                                       attribute: .left) }, .illegalAttributes)
        XCTAssertEqual(code { _ = try LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                                       attribute: .notAnAttribute, constant: .infinity) }, .nonFiniteNumber)
        XCTAssertEqual(code { try box.widthAnchor.constraint(equalToConstant: 1).withPriority(LayoutPriority(0)).activate() },
                       .invalidPriority)
        XCTAssertEqual(code { try box.widthAnchor.constraint(equalTo: stranger.widthAnchor).activate() }, .noCommonAncestor)
        XCTAssertEqual(code { try guide.widthAnchor.constraint(equalToConstant: 1).activate() }, .noOwningView)
        let active = box.widthAnchor.constraint(equalToConstant: 1)
        try active.activate()
        XCTAssertEqual(code { try active.setPriority(.defaultLow) }, .requiredMutation)
        XCTAssertEqual(LayoutError.Code.Name.allCases.count, 8)
        XCTAssertEqual("\(LayoutError.Code.noCommonAncestor)", "noCommonAncestor")
    }
}
