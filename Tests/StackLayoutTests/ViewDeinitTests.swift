import XCTest
@testable import StackLayout

/// What a view subclass's `deinit` may do, as UIKit code does it: deactivate its constraints,
/// take its subviews out, empty a stack; and what is left once the view is gone.
final class ViewDeinitTests: XCTestCase {
    /// Deactivates its own constraints in `deinit`.
    final class Deactivating: View {
        var own: [LayoutConstraint] = []
        deinit { LayoutConstraint.deactivate(own) }
    }

    /// Takes its subviews out in `deinit`.
    final class Clearing: View {
        deinit { for subview in subviews { subview.removeFromSuperview() } }
    }

    /// Empties itself in `deinit`.
    final class Emptying: StackView {
        deinit { for view in arrangedSubviews { removeArrangedSubview(view) } }
    }

    private func laidOut<Root: View>(_ root: Root, child: View, _ direction: UserInterfaceLayoutDirection) throws -> [LayoutConstraint] {
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        root.semanticContentAttribute = direction == .leftToRight ? .forceLeftToRight : .forceRightToLeft
        child.translatesAutoresizingMaskIntoConstraints = false
        if let stack = root as? StackView { stack.addArrangedSubview(child) } else { root.addSubview(child) }
        let constraints = [
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ]
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let x = direction == .leftToRight ? 10.0 : 140
        XCTAssertEqual(child.frame.minX, x, accuracy: 1e-9)
        return constraints
    }

    func testADeinitThatDeactivatesItsConstraintsSeesItselfAndLeavesNothingBehind() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let child = View()
            var root: Deactivating? = Deactivating()
            let constraints = try laidOut(root!, child: child, direction)
            root!.own = constraints
            weak let gone = root
            root = nil
            XCTAssertNil(gone)
            XCTAssertNil(child.superview)
            XCTAssertTrue(constraints.allSatisfy { !$0.isActive })
            XCTAssertNil(constraints[0].secondItem, "the view is gone: its handle says nil")
            XCTAssertTrue(constraints[0].firstItem === child)
        }
    }

    func testTheItemsADeinitReadsAreTheViewItself() throws {
        final class Recording: View {
            var own: [LayoutConstraint] = []
            var onEnd: ((Bool) -> Void)?
            deinit { onEnd?(own.first?.secondItem === self) }
        }
        let child = View()
        var root: Recording? = Recording()
        var seen: Bool?
        root!.own = try laidOut(root!, child: child, .leftToRight)
        root!.onEnd = { seen = $0 }
        root = nil
        XCTAssertEqual(seen, true)
    }

    func testADeinitThatRemovesItsSubviews() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let child = View()
            var root: Clearing? = Clearing()
            let constraints = try laidOut(root!, child: child, direction)
            root = nil
            XCTAssertNil(child.superview)
            XCTAssertTrue(constraints.allSatisfy { !$0.isActive || $0.secondItem == nil })
            // The child lives on and lays out on its own.
            child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            child.layoutIfNeeded()
            XCTAssertEqual(child.frame.width, 10)
        }
    }

    func testAStackSubclassThatEmptiesItselfInItsDeinit() throws {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let child = View()
            var stack: Emptying? = Emptying()
            stack!.axis = .vertical
            _ = try laidOut(stack!, child: child, direction)
            stack = nil
            XCTAssertNil(child.superview)
        }
    }

    func testAGuideOutlivingItsOwnerHasNoOwner() {
        let guide = LayoutGuide(identifier: "g")
        var owner: View? = View()
        owner!.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === owner)
        owner = nil
        XCTAssertNil(guide.owningView)
    }
}
