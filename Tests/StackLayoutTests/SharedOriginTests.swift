import XCTest
@testable import StackLayout
import StackLayoutSolver

/// A constraint between two positions leaves out of its solver constraint the terms their
/// origins share (the common ancestors' positions, which cancel exactly in the solver's merge):
/// `LayoutEngine.sharedOriginTerms`. The layout is the same; the constraint reads only the
/// variables of its own items.
final class SharedOriginTests: XCTestCase {
    /// Three nested views, 10 points in from each edge, holding two siblings side by side.
    private func makeTree(_ direction: UserInterfaceLayoutDirection) throws
        -> (root: View, a: View, b: View, spacing: LayoutConstraint) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.identifier = "root"
        root.environment.layoutDirection = direction
        var parent = root
        for i in 0..<3 {
            let level = View()
            level.identifier = "level\(i)"
            level.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(level)
            try LayoutConstraint.activate([
                level.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10),
                level.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
                level.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -10),
                level.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10),
            ])
            parent = level
        }
        let a = View(), b = View()
        a.identifier = "a"
        b.identifier = "b"
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        let spacing = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8)
        try LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: parent.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            b.widthAnchor.constraint(equalToConstant: 60),
            b.heightAnchor.constraint(equalToConstant: 20),
            spacing,
        ])
        root.layoutIfNeeded()
        return (root, a, b, spacing)
    }

    func testASiblingConstraintReadsOnlyItsItemsVariables() throws {
        for direction in bothDirections {
            let (root, a, b, spacing) = try makeTree(direction)
            XCTAssertEqual(b.frame.minX, 63, accuracy: 1e-9)
            XCTAssertEqual(b.frame.minY, 24, accuracy: 1e-9)
            XCTAssertEqual(b.frame.width, 60, accuracy: 1e-9)
            // In root coordinates b sits 30 points in (three levels of 10) plus its 63.
            var rootX = 0.0
            var view: View? = b
            while let v = view, v !== root {
                rootX += v.frame.minX
                view = v.superview
            }
            XCTAssertEqual(rootX, 93, accuracy: 1e-9)
            let engine = root.engine
            let own = [engine.variables(of: b).x, engine.variables(of: a).x, engine.variables(of: a).width]
            let terms = try XCTUnwrap(spacing.solverConstraint).expression.terms
            // `b.minX - (a.minX + a.width) - 8`: before, also +1 and -1 times the root's and
            // each level's minX (eleven terms).
            XCTAssertEqual(terms.count, 3, "\(direction)")
            for term in terms {
                XCTAssertTrue(own.contains { $0 === term.variable }, "\(term.variable.name) is not a's or b's")
            }
        }
    }

    /// A constraint between a view and its superview shares the superview's whole origin.
    func testAConstraintToTheSuperviewReadsOnlyTheSubviewsPosition() throws {
        for direction in bothDirections {
            let (root, a, _, _) = try makeTree(direction)
            let engine = root.engine
            let left = try XCTUnwrap(a.superview?.constraints.first {
                $0.firstItem === a && $0.firstAttribute == .left
            })
            let terms = try XCTUnwrap(left.solverConstraint).expression.terms
            // `a.minX - 5`: before, also +1 and -1 times the root's and each level's minX.
            XCTAssertEqual(terms.count, 1, "\(direction)")
            XCTAssertTrue(terms.first?.variable === engine.variables(of: a).x)
            XCTAssertEqual(a.frame.minX, 5, accuracy: 1e-9)
        }
    }
}
