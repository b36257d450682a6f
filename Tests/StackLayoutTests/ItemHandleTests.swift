import XCTest
@testable import StackLayout

/// The references back to views and guides (a constraint's items and the view it is installed
/// on, a guide's owning view, a subview's superview) are ``ItemHandle``s and safe `unowned`
/// references, not weak ones: they must still read nil once the view or guide is freed, and
/// still form no cycle.
final class ItemHandleTests: XCTestCase {
    func testAConstraintOutlivingItsViewsReadsNil() throws {
        var constraint: LayoutConstraint?
        var guideConstraint: LayoutConstraint?
        weak var freedRoot: View?
        weak var freedGuide: LayoutGuide?
        try {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let guide = LayoutGuide(identifier: "g")
            root.addLayoutGuide(guide)
            let c = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            let g = guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
            try LayoutConstraint.activate([c, g])
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame.width, 50, accuracy: 1e-9)
            XCTAssertTrue(c.firstItem === child)
            XCTAssertTrue(c.secondItem === root)
            XCTAssertTrue(c.installedOn === root)
            XCTAssertTrue(c.isActive)
            XCTAssertTrue(g.firstItem === guide)
            XCTAssertTrue(guide.owningView === root)
            constraint = c
            guideConstraint = g
            freedRoot = root
            freedGuide = guide
        }()
        XCTAssertNil(freedRoot)
        XCTAssertNil(freedGuide)
        XCTAssertNil(constraint?.firstItem)
        XCTAssertNil(constraint?.secondItem)
        XCTAssertNil(constraint?.installedOn)
        XCTAssertEqual(constraint?.isActive, false)
        XCTAssertNil(guideConstraint?.firstItem)
        XCTAssertEqual(guideConstraint?.isActive, false)
        XCTAssertNotNil(constraint?.description)
    }

    func testASubviewOutlivingItsSuperviewHasNoSuperview() {
        var child: View?
        var guide: LayoutGuide?
        weak var freedParent: View?
        let make = {
            let parent = View()
            let c = View()
            parent.addSubview(c)
            parent.layoutIfNeeded()
            XCTAssertTrue(c.superview === parent)
            child = c
            guide = parent.layoutMarginsGuide
            XCTAssertTrue(guide?.owningView === parent)
            freedParent = parent
        }
        make()
        XCTAssertNil(freedParent)
        XCTAssertNil(child?.superview)
        XCTAssertTrue(child?.rootView === child)
        XCTAssertNil(guide?.owningView)
        XCTAssertEqual(guide?.layoutName, "?.layoutMarginsGuide")
    }

    func testARemovedViewIsFreedWhileTheTreeLives() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        weak var freed: View?
        try {
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            try LayoutConstraint.activate(pinEdges(child, to: root))
            root.layoutIfNeeded()
            child.removeFromSuperview()
            root.layoutIfNeeded()
            freed = child
        }()
        XCTAssertNil(freed)
        XCTAssertTrue(root.constraints.allSatisfy(\.isGenerated), "\(root.constraints)")
    }
}
