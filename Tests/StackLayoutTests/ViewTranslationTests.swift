import XCTest
@testable import StackLayout
import StackLayoutSolver

/// A constraint between plain attributes of views is translated by reading the views' sides
/// in place (`LayoutEngine.translateBetweenViews`); every other one through attribute values
/// and spans. The first must make exactly what the second makes for the constraints it takes:
/// the same variables in the same order, the same coefficients and constant to the bit (a
/// difference in the last bit, or a term in another place, can move a frame or a pivot).
final class ViewTranslationTests: XCTestCase {
    /// Random trees (scroll views and alignment insets among them, in both directions) and
    /// random constraints between their views' edges, centers, sizes, margins and baselines:
    /// each translated both ways, half of them after a layout (which variables the solver
    /// already reads decides which shared origin terms are left out).
    func testViewSidesTranslateAsTheAttributeValuesDo() throws {
        var compared = 0, readInPlace = 0
        for seed in 0..<60 {
            var random = SplitMix64(seed: 0x71E5_0000 + UInt64(seed))
            let direction: UserInterfaceLayoutDirection = random.chance(0.5) ? .leftToRight : .rightToLeft
            let (root, views) = makeTree(&random, direction)
            var constraints: [LayoutConstraint] = []
            var attempts = 0
            while constraints.count < 60 && attempts < 1_000 {
                attempts += 1
                if let constraint = try randomConstraint(&random, views) { constraints.append(constraint) }
            }
            XCTAssertEqual(constraints.count, 60, "seed \(seed)")
            try LayoutConstraint.activate(constraints.filter { _ in random.chance(0.5) })
            root.layoutIfNeeded()
            let engine = root.engine
            // A margin's first translation pins its guide's insets in the solver: made before
            // the comparison, so that both translations see the same solver.
            for constraint in constraints { _ = engine.translate(constraint, readingViewSides: false) }
            for constraint in constraints {
                let direct = engine.translate(constraint)
                let general = engine.translate(constraint, readingViewSides: false)
                assertSame(direct, general, "seed \(seed): \(constraint.equation)")
                compared += 1
                if takesViewSides(constraint, engine) { readInPlace += 1 }
            }
        }
        XCTAssertEqual(compared, 3_600)
        // Most of them take the direct path; the rest (margins, baselines, scroll views' edges,
        // mirrored or relative constraints) go through the attribute values both times.
        XCTAssertGreaterThan(readInPlace, compared / 3, "the direct path is hardly taken")
        XCTAssertLessThan(readInPlace, compared, "every constraint took the direct path")
    }

    /// The benchmark's own screen, every constraint of its layout: the shapes a stack makes.
    func testAScreensConstraintsTranslateAsTheAttributeValuesDo() throws {
        for direction in bothDirections {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            root.environment.layoutDirection = direction
            let stack = StackView(arrangedSubviews: [])
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            for i in 0..<6 {
                let row = StackView(arrangedSubviews: [])
                row.axis = .horizontal
                row.alignment = i % 2 == 0 ? .center : .fill
                row.spacing = 12
                row.isLayoutMarginsRelativeArrangement = i % 3 == 0
                for k in 0..<3 {
                    let item = View()
                    item.intrinsicSize = Size(width: Double(20 + 10 * k + i), height: Double(16 + k))
                    row.addArrangedSubview(item)
                }
                stack.addArrangedSubview(row)
            }
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            root.layoutIfNeeded()
            let engine = root.engine
            var all: [LayoutConstraint] = []
            root.forEachInSubtree { all.append(contentsOf: $0.constraints) }
            XCTAssertGreaterThan(all.count, 100)
            var readInPlace = 0
            for constraint in all {
                assertSame(engine.translate(constraint), engine.translate(constraint, readingViewSides: false),
                           "\(direction): \(constraint.equation)")
                if takesViewSides(constraint, engine) { readInPlace += 1 }
            }
            XCTAssertGreaterThan(readInPlace, all.count / 3, "\(direction)")
        }
    }

    // MARK: Helpers

    private func makeTree(_ random: inout SplitMix64, _ direction: UserInterfaceLayoutDirection) -> (View, [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.identifier = "root"
        root.environment.layoutDirection = direction
        var views = [root]
        for i in 0..<random.int(6...18) {
            let view = random.chance(0.15) ? ScrollView() : View()
            view.identifier = "v\(i)"
            view.translatesAutoresizingMaskIntoConstraints = random.chance(0.2)
            if random.chance(0.3) {
                view.setAlignmentRectInsets(EdgeInsets(top: Double(random.int(0...3)), left: 0.5 * Double(random.int(0...3)),
                                                       bottom: Double(random.int(0...3)), right: 0.25 * Double(random.int(0...5))))
            }
            if random.chance(0.2) { view.intrinsicSize = Size(width: Double(random.int(10...90)), height: View.noIntrinsicMetric) }
            random.pick(views).addSubview(view)
            views.append(view)
        }
        return (root, views)
    }

    private static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX,
                                                         .leadingMargin, .rightMargin]
    private static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin]

    /// A legal constraint between two views of the tree (or one view and a constant), or nil
    /// for a pair UIKit refuses (leading with left, say), which the caller draws again.
    private func randomConstraint(_ random: inout SplitMix64, _ views: [View]) throws -> LayoutConstraint? {
        let first = random.pick(views), second = random.pick(views)
        let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let constant = Double(random.int(-40...40)) * 0.5
        let constraint: LayoutConstraint
        if random.chance(0.3) {
            // A size: to a constant, or to another size with any multiplier.
            let attribute = random.pick([LayoutAttribute.width, .height])
            if random.chance(0.3) {
                constraint = try LayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: nil,
                                                  attribute: .notAnAttribute, constant: abs(constant))
            } else {
                constraint = try LayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second,
                                                  attribute: random.pick([LayoutAttribute.width, .height]),
                                                  multiplier: random.pick([1, 1, 0.5, 2]), constant: constant)
            }
        } else {
            let attributes = random.chance(0.5) ? Self.horizontal : Self.vertical
            let a = random.pick(attributes), b = random.pick(attributes)
            // Leading and trailing do not relate to left and right.
            let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
            let physical: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
            if (directional.contains(a) && physical.contains(b)) || (physical.contains(a) && directional.contains(b)) {
                return nil
            }
            constraint = try LayoutConstraint(item: first, attribute: a, relatedBy: relation, toItem: second,
                                              attribute: b, multiplier: random.pick([1, 1, 1, 0.5]), constant: constant)
        }
        constraint.priority = random.chance(0.5) ? .required : LayoutPriority(Float(random.int(1...999)))
        return constraint
    }

    /// Whether `constraint` takes the direct path: plain attributes of views, neither mirrored
    /// nor relative (as `translate` decides).
    private func takesViewSides(_ constraint: LayoutConstraint, _ engine: LayoutEngine) -> Bool {
        let container = constraint.installedOn ?? constraint.firstItem?.layoutOwner
        let direction = container.map { engine.layoutDirection(of: $0) } ?? .leftToRight
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        if direction == .rightToLeft
            && (directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute)) {
            return false
        }
        if constraint.multiplier != 1 && !constraint.firstAttribute.isDimension && constraint.secondItem != nil { return false }
        return engine.translateBetweenViews(constraint, direction: direction) != nil
    }

    private func assertSame(_ a: Constraint, _ b: Constraint, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.expression.terms.count, b.expression.terms.count, "terms: \(what)", file: file, line: line)
        for (x, y) in zip(a.expression.terms, b.expression.terms) {
            XCTAssertTrue(x.variable === y.variable, "\(x.variable.name) against \(y.variable.name): \(what)",
                          file: file, line: line)
            XCTAssertEqual(x.coefficient.bitPattern, y.coefficient.bitPattern,
                           "coefficient \(x.coefficient) against \(y.coefficient): \(what)", file: file, line: line)
        }
        XCTAssertEqual(a.expression.constant.bitPattern, b.expression.constant.bitPattern,
                       "constant \(a.expression.constant) against \(b.expression.constant): \(what)", file: file, line: line)
        XCTAssertEqual(a.relation, b.relation, what, file: file, line: line)
        XCTAssertEqual(a.priority, b.priority, what, file: file, line: line)
        XCTAssertEqual(a.priorityBelow, b.priorityBelow, what, file: file, line: line)
        XCTAssertEqual(a.weight.bitPattern, b.weight.bitPattern, what, file: file, line: line)
    }
}
