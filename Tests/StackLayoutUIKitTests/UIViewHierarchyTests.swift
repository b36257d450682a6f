import StackLayoutUIKit
import XCTest

// UIKit code that relies on every UIKit class being a `UIView`: an `extension UIView` helper
// applied to labels, stacks and scroll views, arrays of mixed `[UIView]`, factories returning
// `UIView`, custom subclasses overriding `intrinsicContentSize: CGSize` (a plain view, a
// padded `UILabel`), inside stacks and scroll views. Frames are asserted with a tolerance,
// left to right and right to left, and against the same tree built from the core's classes.

extension UIView {
    /// Pins the view's edges to `other`'s, inset.
    @discardableResult
    func pin(to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    func addSubviews(_ views: [UIView]) {
        views.forEach { addSubview($0) }
    }

    func constrainSize(_ size: CGSize) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: size.width),
                                     heightAnchor.constraint(equalToConstant: size.height)])
    }
}

/// A view with a natural size of its own, as UIKit code writes one.
final class CountBadge: UIView {
    var count = 7 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 20 + 10 * CGFloat(String(count).count), height: 20)
    }
}

/// The common padded label.
final class PaddedLabel: UILabel {
    var padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + padding.left + padding.right,
                      height: size.height + padding.top + padding.bottom)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: padding))
    }
}

/// A stack subclass with UIKit's initializers.
final class RowStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 8
        alignment = .center
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

func makeSeparator() -> UIView {
    let view = UIView()
    view.backgroundColor = .separator
    view.translatesAutoresizingMaskIntoConstraints = false
    view.heightAnchor.constraint(equalToConstant: 1).isActive = true
    return view
}

func makeColumn(_ views: [UIView]) -> UIView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    return stack
}

final class UIViewHierarchyTests: XCTestCase {
    /// A screen: a scroll view pinned to the root, a column pinned to its content, a row of
    /// a badge and a padded label, a wrapping label, a separator.
    struct Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        let badge = CountBadge()
        let name = PaddedLabel()
        let row = RowStack(frame: .zero)
        let body = UILabel()
        let separator = makeSeparator()
        let column: UIView

        init(direction: UISemanticContentAttribute) {
            root.semanticContentAttribute = direction
            name.text = "Ada Lovelace"
            name.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            body.text = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."
            body.numberOfLines = 0
            let rowViews: [UIView] = [badge, name]
            for view in rowViews { row.addArrangedSubview(view) }
            column = makeColumn([row, separator, body])
            root.addSubviews([scroll])
            scroll.addSubview(column)
            scroll.pin(to: root)
            column.pin(to: scroll, insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32).isActive = true
            root.layoutIfNeeded()
        }
    }

    func testAHelperOnUIViewLaysOutStacksLabelsAndScrollViews() {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let screen = Screen(direction: direction)
            let rtl = direction == .forceRightToLeft
            let label = Label(text: screen.name.text, font: screen.name.font)
            let nameHeight = label.intrinsicSize.height + 8
            XCTAssertEqual(screen.name.intrinsicContentSize.width, CGFloat(label.intrinsicSize.width + 16), accuracy: 1e-9)
            XCTAssertEqual(screen.name.intrinsicContentSize.height, CGFloat(nameHeight), accuracy: 1e-9)

            assertFrame(screen.scroll.frame, CGRect(x: 0, y: 0, width: 320, height: 480), direction)
            assertFrame(screen.column.frame.origin, CGPoint(x: 16, y: 16), direction)
            XCTAssertEqual(screen.column.frame.width, 288, accuracy: 1e-9)
            assertFrame(screen.row.frame, CGRect(x: 0, y: 0, width: 288, height: nameHeight), direction)
            // The badge keeps its intrinsic 30 x 20 at the leading edge, centred; the label,
            // which hugs less, takes the rest after 8 points.
            assertFrame(screen.badge.frame, CGRect(x: rtl ? 258 : 0, y: (nameHeight - 20) / 2, width: 30, height: 20),
                        direction)
            assertFrame(screen.name.frame, CGRect(x: rtl ? 0 : 38, y: 0, width: 250, height: nameHeight), direction)
            assertFrame(screen.separator.frame, CGRect(x: 0, y: nameHeight + 10, width: 288, height: 1), direction)
            XCTAssertEqual(screen.body.frame.minY, nameHeight + 21, accuracy: 1e-9)
            XCTAssertEqual(screen.body.frame.width, 288, accuracy: 1e-9)
            // The body wraps at its width: more than one line.
            XCTAssertGreaterThan(screen.body.frame.height, screen.body.font.lineHeight * 1.5)
            XCTAssertEqual(screen.scroll.contentSize.height, screen.column.frame.maxY + 16, accuracy: 1e-9)
            XCTAssertEqual(screen.scroll.contentSize.width, 320, accuracy: 1e-9)
        }
    }

    /// The same tree from the core's classes gives the same frames: one layout code.
    func testTheUIKitClassesLayOutAsTheCoresClasses() throws {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let screen = Screen(direction: direction)
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            root.semanticContentAttribute = direction
            let scroll = ScrollView(), column = StackView(), row = StackView()
            let badge = View(), name = Label(text: screen.name.text), body = Label(text: screen.body.text)
            let separator = View()
            badge.intrinsicSize = Size(width: 30, height: 20)
            name.intrinsicSize = Size(width: name.intrinsicSize.width + 16, height: name.intrinsicSize.height + 8)
            name.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            body.numberOfLines = 0
            row.spacing = 8
            row.alignment = .center
            row.addArrangedSubview(badge)
            row.addArrangedSubview(name)
            column.axis = .vertical
            column.spacing = 10
            for view in [row, separator, body] { column.addArrangedSubview(view) }
            root.addSubview(scroll)
            scroll.addSubview(column)
            scroll.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                separator.heightAnchor.constraint(equalToConstant: 1),
                column.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16),
                column.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -16),
                column.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 16),
                column.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -16),
                column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            column.translatesAutoresizingMaskIntoConstraints = false
            root.layoutIfNeeded()
            let pairs: [(UIView, View)] = [(screen.scroll, scroll), (screen.column, column), (screen.row, row),
                                           (screen.badge, badge), (screen.name, name), (screen.separator, separator),
                                           (screen.body, body)]
            for (shim, core) in pairs {
                assertFrame(shim.frame, CGRect(x: core.frame.minX, y: core.frame.minY,
                                               width: core.frame.width, height: core.frame.height), direction)
            }
            XCTAssertEqual(screen.scroll.contentSize.height, CGFloat(scroll.contentSize.height), accuracy: 1e-9)
        }
    }

    /// Mixed arrays and factories typed `UIView`, a stack given to a `UIView` parameter, a
    /// scroll view as a controller's view.
    func testMixedUIViewArraysAndFactories() {
        let label = UILabel(), button = UIButton(type: .system), toggle = UISwitch()
        label.text = "Notifications"
        button.setTitle("Edit", for: .normal)
        let stack: UIStackView = RowStack(frame: .zero)
        let views: [UIView] = [label, button, toggle]
        views.forEach(stack.addArrangedSubview)
        let column = makeColumn([stack, makeSeparator()])
        XCTAssertTrue(column is UIStackView)
        let all: [UIView] = [column, stack, label, UIScrollView(), UIImageView(image: nil), UITextField()]
        XCTAssertEqual(all.count, 6)

        final class SettingsViewController: UIViewController {
            let column: UIView
            init(column: UIView) {
                self.column = column
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func loadView() {
                let scroll = UIScrollView()
                scroll.backgroundColor = .systemBackground
                view = scroll
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(column)
                column.pin(to: view, insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
                let scroll = view as! UIScrollView
                column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40).isActive = true
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = SettingsViewController(column: column)
        window.makeKeyAndVisible()
        let rowHeight = max(label.intrinsicContentSize.height, button.intrinsicContentSize.height, 31)
        XCTAssertEqual(column.frame.origin.x, 20, accuracy: 1e-9)
        XCTAssertEqual(column.frame.width, 335, accuracy: 1e-9)
        XCTAssertEqual(stack.frame.height, rowHeight, accuracy: 1e-9)
        XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.frame.maxX, 335 + 2 - 0, accuracy: 1e-9) // aligned by 49 wide, framed 51
        XCTAssertEqual(column.frame.height, rowHeight + 10 + 1, accuracy: 1e-9)
        XCTAssertEqual((window.rootViewController?.view as? UIScrollView)?.contentSize.height ?? 0,
                       rowHeight + 11, accuracy: 1e-9)
    }

    /// A custom view's `intrinsicContentSize` is read by layout, and its invalidation followed.
    func testIntrinsicContentSizeOverrideInsideAStack() {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            root.semanticContentAttribute = direction
            let badge = CountBadge(), other = CountBadge()
            other.count = 1234
            let stack = UIStackView(arrangedSubviews: [badge, other])
            stack.spacing = 4
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                         stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
            root.layoutIfNeeded()
            let rtl = direction == .forceRightToLeft
            assertFrame(stack.frame, CGRect(x: rtl ? 200 - 10 - 94 : 10, y: 10, width: 94, height: 20), direction)
            assertFrame(badge.frame, CGRect(x: rtl ? 64 : 0, y: 0, width: 30, height: 20), direction)
            assertFrame(other.frame, CGRect(x: rtl ? 0 : 34, y: 0, width: 60, height: 20), direction)
            badge.count = 100
            root.layoutIfNeeded()
            XCTAssertEqual(stack.frame.width, 50 + 4 + 60, accuracy: 1e-9)
            XCTAssertEqual(badge.frame.width, 50, accuracy: 1e-9)
            XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width, 114, accuracy: 1e-9)
        }
    }

    /// The hierarchy callbacks UIKit subclasses override, in UIKit's types.
    func testHierarchyCallbacksTakeUIViews() {
        final class Card: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) {
                super.willMove(toSuperview: newSuperview)
                events.append(newSuperview == nil ? "leaving" : "joining \(type(of: newSuperview!))")
            }
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                events.append("moved")
            }
            override func didAddSubview(_ subview: UIView) {
                super.didAddSubview(subview)
                events.append("added \(type(of: subview))")
            }
            override func willRemoveSubview(_ subview: UIView) {
                super.willRemoveSubview(subview)
                events.append("removing \(type(of: subview))")
            }
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: min(size.width, 200), height: 60) }
        }
        let stack = UIStackView()
        let card = Card()
        stack.addArrangedSubview(card)
        let label = UILabel()
        card.addSubview(label)
        label.removeFromSuperview()
        card.removeFromSuperview()
        XCTAssertEqual(card.events, ["joining UIStackView", "moved", "added UILabel", "removing UILabel", "leaving", "moved"])
        XCTAssertTrue(stack.arrangedSubviews.isEmpty)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 10)
        card.sizeToFit()
        XCTAssertEqual(card.frame.size, CGSize(width: 200, height: 60))
    }

    /// `subviews`, `superview` and `arrangedSubviews` are UIKit's `UIView`s; a label's text and
    /// a stack's arranging methods can be overridden.
    func testUIViewTypedHierarchyAndOverridableMembers() {
        final class CountingLabel: UILabel {
            var changes = 0
            override var text: String? {
                didSet { changes += 1 }
            }
        }
        final class LoggingStack: UIStackView {
            var added: [UIView] = []
            override func addArrangedSubview(_ view: UIView) {
                added.append(view)
                super.addArrangedSubview(view)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stack = LoggingStack()
        let label = CountingLabel()
        label.text = "One"
        label.text = "Two"
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(UISwitch())
        root.addSubview(stack)
        XCTAssertEqual(label.changes, 2)
        XCTAssertEqual(stack.added.count, 2)
        // UIKit-typed members: the helper from `extension UIView` applies to each.
        stack.superview?.backgroundColor = .white
        root.subviews.forEach { $0.pin(to: root, insets: UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)) }
        let arranged: [UIView] = stack.arrangedSubviews
        XCTAssertTrue(arranged.first === label)
        XCTAssertTrue(label.superview === stack)
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 10, width: 260, height: 80))
        XCTAssertEqual(arranged[1].frame.maxX, 262, accuracy: 1e-9) // a switch's frame outgrows its alignment rect by 2
        XCTAssertEqual(label.frame.minX, 0, accuracy: 1e-9)
    }

    /// `alignmentRectInsets` overridden as UIKit code overrides it (read-only): a card whose
    /// shadow lies outside the rectangle it lines up by.
    func testAlignmentRectInsetsOverride() {
        final class ShadowCard: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 6) }
            override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 50) }
        }
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            root.semanticContentAttribute = direction
            let card = ShadowCard(), other = CountBadge()
            let stack = UIStackView(arrangedSubviews: [card, other])
            stack.alignment = .bottom
            root.addSubview(stack)
            stack.pin(to: root, insets: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
            stack.distribution = .equalSpacing
            root.layoutIfNeeded()
            let rtl = direction == .forceRightToLeft
            // Lined up by 100 x 50 at the stack's bottom (y 80 - 50), framed 106 x 54.
            assertFrame(card.frame, CGRect(x: rtl ? 300 - 100 : 0, y: 30, width: 106, height: 54), direction)
            assertFrame(other.frame, CGRect(x: rtl ? 0 : 270, y: 60, width: 30, height: 20), direction)
        }
    }

    /// `willMove(toWindow:)` and `didMoveToWindow()` reach every view of a subtree that
    /// enters or leaves a window, and no other.
    func testWindowCallbacks() {
        final class Watcher: UIView {
            var events: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) {
                events.append(newWindow == nil ? "will leave" : "will enter")
            }
            override func didMoveToWindow() {
                events.append(window == nil ? "left" : "entered")
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(), outer = Watcher(), inner = Watcher()
        outer.addSubview(inner)
        container.addSubview(outer)
        XCTAssertEqual(inner.events, [])
        window.addSubview(container)
        XCTAssertEqual(outer.events, ["will enter", "entered"])
        XCTAssertEqual(inner.events, ["will enter", "entered"])
        outer.addSubview(UIView())
        inner.removeFromSuperview()
        XCTAssertEqual(inner.events, ["will enter", "entered", "will leave", "left"])
        XCTAssertEqual(outer.events, ["will enter", "entered"])
    }

    private func assertFrame(_ actual: CGRect, _ expected: CGRect, _ direction: UISemanticContentAttribute,
                             file: StaticString = #filePath, line: UInt = #line) {
        let tolerance: CGFloat = 1e-6
        let close = abs(actual.minX - expected.minX) < tolerance && abs(actual.minY - expected.minY) < tolerance
            && abs(actual.width - expected.width) < tolerance && abs(actual.height - expected.height) < tolerance
        XCTAssertTrue(close, "\(direction): \(actual) is not \(expected)", file: file, line: line)
    }

    private func assertFrame(_ actual: CGPoint, _ expected: CGPoint, _ direction: UISemanticContentAttribute,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.x, expected.x, accuracy: 1e-6, "\(direction)", file: file, line: line)
        XCTAssertEqual(actual.y, expected.y, accuracy: 1e-6, "\(direction)", file: file, line: line)
    }
}
