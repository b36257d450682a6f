import XCTest
@testable import StackLayout
@testable import StackLayoutSolver

/// A view's intrinsic size as UIKit installs it: per axis one `NSContentSizeLayoutConstraint`,
/// `width == 40 Hug:250 CompressionResistance:750`, which the solver holds as one row with an
/// error each way. Every case runs in both directions.
final class ContentSizeConstraintTests: XCTestCase {
    /// A 40 × 20 box at the top of a 300-wide root, `inset` from its leading edge, with a
    /// width of 90 at `priority` (hugging is 250, resistance 750).
    func pinnedBox(_ direction: UserInterfaceLayoutDirection, inset: Double,
                   widthAt priority: LayoutPriority) throws -> (root: View, box: View, width: LayoutConstraint) {
        let root = directedRoot(direction, width: 300, height: 200)
        let box = makeView("box", in: root, intrinsic: Size(width: 40, height: 20))
        let width = box.widthAnchor.constraint(equalToConstant: 90)
        width.priority = priority
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            width,
        ])
        return (root, box, width)
    }

    /// One equality per axis, with both priorities, reading as UIKit prints it.
    func testOneConstraintPerAxisWithBothPriorities() throws {
        for direction in bothDirections {
            let root = directedRoot(direction, width: 300, height: 200)
            let label = makeView("label", in: root, intrinsic: Size(width: 40, height: 20))
            label.setContentHuggingPriority(251, for: .horizontal)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            root.layoutIfNeeded()
            assertFrame(label, leadingX(10, 40, in: 300, direction), 10, 40, 20)
            let content = label.generated.intrinsic
            XCTAssertEqual(content.map(\.equation), ["label.width == 40 Hug:251 CompressionResistance:750",
                                                     "label.height == 20 Hug:250 CompressionResistance:750"])
            XCTAssertTrue(content.allSatisfy { $0.relation == .equal && $0.identifier == "NSContentSizeLayoutConstraint" })
            XCTAssertEqual(content.map(\.origin), ["intrinsic width", "intrinsic height"])
            // One solver row each, with its two errors at the two levels.
            let solverConstraint = try XCTUnwrap(content[0].solverConstraint)
            XCTAssertEqual(solverConstraint.priority, 251)
            XCTAssertEqual(solverConstraint.priorityBelow, 750)
            XCTAssertEqual(label.constraintsAffectingLayout(for: .horizontal).filter { $0.identifier == "NSContentSizeLayoutConstraint" }.count, 1)
        }
    }

    /// Each priority still decides its side: a width pinned too wide at 500 stretches the
    /// view past its hugging (250), one pinned too narrow at 500 does not compress it (750);
    /// with the resistance lowered to 400 it does.
    func testEachPriorityDecidesItsSide() throws {
        for direction in bothDirections {
            let (root, box, wide) = try pinnedBox(direction, inset: 10, widthAt: 500)
            root.layoutIfNeeded()
            assertFrame(box, leadingX(10, 90, in: 300, direction), 0, 90, 20)
            wide.constant = 25
            root.layoutIfNeeded()
            assertFrame(box, leadingX(10, 40, in: 300, direction), 0, 40, 20)
            box.setContentCompressionResistancePriority(400, for: .horizontal)
            root.layoutIfNeeded()
            assertFrame(box, leadingX(10, 25, in: 300, direction), 0, 25, 20)
            // The same constraint object, its priority below moved.
            XCTAssertEqual(box.generated.intrinsic[0].equation, "box.width == 40 Hug:250 CompressionResistance:400")
            XCTAssertEqual(box.generated.intrinsic[0].solverConstraint?.priorityBelow, 400)
        }
    }

    /// A required side is a required inequality, and the other side's an optional one: the
    /// solver's two-way equality is optional both ways. Back to optional, one equality again.
    func testARequiredSideIsAnInequalityOfItsOwn() throws {
        for direction in bothDirections {
            let (root, box, _) = try pinnedBox(direction, inset: 0, widthAt: 999)
            box.setContentHuggingPriority(.required, for: .horizontal)
            root.layoutIfNeeded()
            assertFrame(box, leadingX(0, 40, in: 300, direction), 0, 40, 20)
            XCTAssertEqual(box.generated.intrinsic.map(\.equation),
                           ["box.width <= 40", "box.width >= 40 @750", "box.height == 20 Hug:250 CompressionResistance:750"])
            box.setContentHuggingPriority(.defaultLow, for: .horizontal)
            root.layoutIfNeeded()
            assertFrame(box, leadingX(0, 90, in: 300, direction), 0, 90, 20)
            XCTAssertEqual(box.generated.intrinsic.map(\.equation),
                           ["box.width == 40 Hug:250 CompressionResistance:750", "box.height == 20 Hug:250 CompressionResistance:750"])
        }
    }

    /// A content size that cannot be activated (a hugging priority of 0 is no priority) is
    /// reported and left out of the view's content sizes; the other axis's is kept. With a
    /// valid priority again, the width's comes back.
    func testARefusedContentSizeIsReportedAndTheOtherAxisKept() throws {
        for direction in bothDirections {
            let root = directedRoot(direction, width: 300, height: 200)
            let box = makeView("box", in: root, intrinsic: Size(width: 40, height: 20))
            box.setContentHuggingPriority(LayoutPriority(0), for: .horizontal)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 60),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.generated.intrinsic.map(\.equation), ["box.height == 20 Hug:250 CompressionResistance:750"])
            XCTAssertTrue(box.generated.intrinsic.allSatisfy(\.isActive))
            let refused = root.layoutDiagnostics.filter { $0.kind == .invalid && $0.message.contains("priority 0") }
            XCTAssertEqual(refused.map { $0.constraint?.origin }, ["intrinsic width"], "\(root.layoutDiagnostics.map(\.message))")
            assertFrame(box, leadingX(10, 60, in: 300, direction), 10, 60, 20)
            box.setContentHuggingPriority(.defaultLow, for: .horizontal)
            root.layoutIfNeeded()
            XCTAssertEqual(box.generated.intrinsic.map(\.equation),
                           ["box.width == 40 Hug:250 CompressionResistance:750", "box.height == 20 Hug:250 CompressionResistance:750"])
            assertFrame(box, leadingX(10, 60, in: 300, direction), 10, 60, 20)
        }
    }
}
