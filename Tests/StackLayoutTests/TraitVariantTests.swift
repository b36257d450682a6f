import XCTest
@testable import StackLayout

/// The model's trait variants beyond key paths: properties read and written by closures,
/// constraints active under a condition, and evaluation on demand. The document builds its
/// `variants` and its constraints' `when` with these.
final class TraitVariantTests: XCTestCase {
    private let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
    private let landscape = Rect(x: 0, y: 0, width: 844, height: 390)

    /// A property no single key path reaches (here: two properties set together, and a
    /// record kept beside the view) takes variants through `read` and `write`.
    func testAVariantOfAPropertyReadAndWrittenByClosures() throws {
        let root = View(frame: portrait)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var writes: [Double] = []
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([width, height])
        let read: (View) -> Double = { _ in width.constant }
        let write: (View, Double) -> Void = { _, side in
            writes.append(side)
            width.constant = side
            height.constant = side
        }
        box.setVariant(40, forProperty: "side", when: TraitCondition(orientation: .landscape), read: read, write: write)
        box.setVariant(60, forProperty: "side", when: TraitCondition(verticalSizeClass: .compact, orientation: .landscape),
                       read: read, write: write)
        XCTAssertTrue(box.hasTraitVariants)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, Size(width: 10, height: 10), "portrait: the base")
        root.frame = landscape
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, Size(width: 40, height: 40))
        root.environment.traits.verticalSizeClass = .compact
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, Size(width: 60, height: 60), "the more specific variant")
        root.frame = portrait
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, Size(width: 10, height: 10), "back to the base")
        XCTAssertEqual(writes, [40, 60, 10])
        box.removeVariants(forProperty: "side")
        XCTAssertFalse(box.hasTraitVariants)
    }

    /// `activate(when:)`: the constraint takes part in layout only while its condition holds,
    /// and is checked when it is made, as `activate()` checks.
    func testAConstraintActiveUnderACondition() throws {
        let root = View(frame: portrait)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([box.heightAnchor.constraint(equalToConstant: 10),
                                       box.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow)])
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        try wide.activate(when: TraitCondition(orientation: .landscape))
        XCTAssertEqual(wide.activationCondition, TraitCondition(orientation: .landscape))
        root.layoutIfNeeded()
        XCTAssertFalse(wide.isActive)
        XCTAssertEqual(box.frame.width, 50)
        root.frame = landscape
        root.layoutIfNeeded()
        XCTAssertTrue(wide.isActive)
        XCTAssertEqual(box.frame.width, 300)
        root.frame = portrait
        root.layoutIfNeeded()
        XCTAssertFalse(wide.isActive)
        XCTAssertEqual(box.frame.width, 50)
        // Deactivating ends the condition: rotating no longer brings it back.
        wide.deactivate()
        XCTAssertNil(wide.activationCondition)
        root.frame = landscape
        root.layoutIfNeeded()
        XCTAssertFalse(wide.isActive)
        XCTAssertEqual(box.frame.width, 50)

        let stranger = View()
        let illegal = box.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        XCTAssertThrowsError(try illegal.activate(when: TraitCondition(orientation: .landscape)))
        XCTAssertNil(illegal.activationCondition)
    }

    /// A constraint that comes back with the traits keeps its place in the activation order:
    /// in a conflict the constraint activated later breaks, whichever traits came first.
    func testAConditionalConstraintKeepsItsActivationOrder() throws {
        let root = View(frame: portrait)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try box.heightAnchor.constraint(equalToConstant: 10).activate()
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        try first.activate(when: TraitCondition(orientation: .landscape))
        let later = box.widthAnchor.constraint(equalToConstant: 200)
        try later.activate()
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        root.frame = landscape
        root.layoutIfNeeded()
        XCTAssertTrue(later.isBroken, "the newer constraint breaks")
        XCTAssertFalse(first.isBroken)
        XCTAssertEqual(box.frame.width, 100)
    }

    /// `updateTraitsIfNeeded()` applies the variants now, before any layout pass.
    func testUpdateTraitsIfNeededAppliesVariantsAtOnce() throws {
        let root = View(frame: landscape)
        let flow = FlowLayout()
        root.addSubview(flow)
        flow.arrangedCount = 1
        flow.setVariant(\.arrangedCount, 3, when: TraitCondition(orientation: .landscape))
        let box = View()
        root.addSubview(box)
        let constraint = box.widthAnchor.constraint(equalToConstant: 5)
        try constraint.activate(when: TraitCondition(orientation: .portrait))
        XCTAssertEqual(flow.arrangedCount, 1)
        root.updateTraitsIfNeeded()
        XCTAssertEqual(flow.arrangedCount, 3)
        XCTAssertFalse(constraint.isActive)
        root.frame = portrait
        box.updateTraitsIfNeeded()   // any view of the tree
        XCTAssertEqual(flow.arrangedCount, 1)
        XCTAssertTrue(constraint.isActive)
    }

    /// A document's variants and conditional constraints are the model's: the views carry
    /// them, so a document's tree rotates like one built in Swift.
    func testADocumentBuildsItsVariantsInTheModel() throws {
        let layout = try DocumentLayout(text: """
        {"root": {"size": {"width": 390, "height": 844}, "subviews": [
          {"id": "box", "intrinsicSize": {"width": 10, "height": 10},
           "variants": [{"when": {"orientation": "landscape"}, "set": {"intrinsicSize": {"width": 20, "height": 10}}}]}],
         "constraints": ["box.top == root.top", "box.leading == root.leading",
                         {"first": "box.top", "constant": 7, "second": "root.top", "when": {"orientation": "landscape"}, "id": "low"}]}}
        """)
        let box = try XCTUnwrap(layout.view(withID: "box"))
        XCTAssertTrue(box.hasTraitVariants)
        let low = try XCTUnwrap(layout.allConstraints.first { $0.identifier == "low" })
        XCTAssertEqual(low.activationCondition, TraitCondition(orientation: .landscape))
        // Rotating the tree itself, without the document's solve, applies them.
        layout.root.frame = landscape
        layout.root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 20)
        XCTAssertTrue(low.isActive)
    }
}
