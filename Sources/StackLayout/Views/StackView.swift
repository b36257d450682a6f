/// A view that lays out a row or a column of views, as `UIStackView`.
///
/// The stack places its ``arrangedSubviews`` along its ``axis`` in order, sizes them by its
/// ``distribution`` and lines them up across the axis by its ``alignment``. It does so only
/// through constraints it generates for itself, with UIKit's identifiers (`UISV-spacing`,
/// `UISV-canvas-connection`, …) and priorities, so a conflict report reads like UIKit's and
/// the frames are the ones UIKit gives.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, badge])
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// stack.spacing = 8
/// stack.alignment = .center
/// root.addSubview(stack)
/// try LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
/// ])
/// root.layoutIfNeeded()
/// ```
///
/// As in current UIKit, a stack made in code has zero layout margins and no intrinsic
/// content size; its size comes from its arranged subviews and the constraints around it.
/// Hidden arranged subviews collapse to zero length and drop out of the chain. Leading and
/// trailing are used everywhere, so a horizontal stack mirrors in a right-to-left layout.
///
/// The constraints are rebuilt at the next layout after any change to a property, to the
/// arranged list, or to an arranged subview's visibility, intrinsic size or priorities;
/// the engine diffs them against the previous set, so a change of spacing or of an intrinsic
/// size takes the cheap path. See `STACKVIEW.md` §8 for the recipe.
open class StackView: View, StackViewProtocol {
    /// How a stack sizes its arranged subviews along its axis, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Items keep their intrinsic lengths; the surplus or deficit goes to the item with the
        /// lowest hugging or compression resistance (ties: the lowest index gives way first).
        case fill = 0
        /// Every visible item has the same length.
        case fillEqually = 1
        /// Items share the stack's length in proportion to their intrinsic (or fitting) lengths.
        case fillProportionally = 2
        /// Items keep their lengths; the gaps between them are equal (at least ``StackView/spacing``).
        case equalSpacing = 3
        /// Items keep their lengths; their centres are equally spaced where the minimum
        /// spacing allows.
        case equalCentering = 4
    }

    /// How a stack places its arranged subviews across its axis, as `UIStackView.Alignment`.
    ///
    /// `top` and `leading` are the same value, and so are `bottom` and `trailing`, as in UIKit.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Every item spans the stack's full cross size.
        case fill = 0
        /// Items sit at the leading edge (vertical stack) or top (horizontal stack).
        case leading = 1
        /// Items' first baselines line up (horizontal stacks; items without one use their top).
        case firstBaseline = 2
        /// Items are centred across the axis.
        case center = 3
        /// Items sit at the trailing edge (vertical stack) or bottom (horizontal stack).
        case trailing = 4
        /// Items' last baselines line up (horizontal stacks; items without one use their bottom).
        case lastBaseline = 5

        /// Items sit at the top: the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// Items sit at the bottom: the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// Creates an empty stack with a frame. Its layout margins are zero, as in current UIKit.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StackArrangement(installingOn: self)
    }

    /// Creates a stack that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The stack's arrangement, which lays it out.
    public var stackArrangement: StackArrangement { unsafeDowncast(role!, to: StackArrangement.self) }
}

/// A view that is a stack: the core's ``StackView`` and the UIKit shim's `UIStackView`, which
/// share one ``StackArrangement`` each kind of stack owns (its properties, its rules). The
/// members below are the stack's API, as `UIStackView`'s.
public protocol StackViewProtocol: View {
    /// The arrangement the stack owns (made by the stack's initializer).
    var stackArrangement: StackArrangement { get }
}

extension StackViewProtocol {
    /// As ``spacing``: no spacing (0). As a custom spacing: "not set, use ``spacing``".
    /// The value is UIKit's sentinel, `FLT_MAX`.
    public static var spacingUseDefault: Double { StackArrangement.spacingUseDefault }
    /// The system spacing between the two neighbours (8 points between two plain views);
    /// the value is UIKit's sentinel, `FLT_MIN`.
    public static var spacingUseSystem: Double { StackArrangement.spacingUseSystem }

    /// The axis the arranged subviews are laid out along; horizontal by default.
    public var axis: LayoutAxis {
        get { stackArrangement.axis }
        set { stackArrangement.axis = newValue }
    }

    /// How the arranged subviews share the stack's length; ``StackView/Distribution/fill`` by default.
    public var distribution: StackView.Distribution {
        get { stackArrangement.distribution }
        set { stackArrangement.distribution = newValue }
    }

    /// How the arranged subviews are placed across the axis; ``StackView/Alignment/fill`` by default.
    public var alignment: StackView.Alignment {
        get { stackArrangement.alignment }
        set { stackArrangement.alignment = newValue }
    }

    /// The gap between neighbouring arranged subviews, 0 by default.
    ///
    /// Exact for fill, fillEqually and fillProportionally; a minimum for equalSpacing and
    /// equalCentering. Negative values let items overlap. ``spacingUseSystem`` asks for the
    /// system spacing; ``spacingUseDefault`` means 0. With a screen scale the gap is rounded
    /// to the pixel grid.
    public var spacing: Double {
        get { stackArrangement.spacing }
        set { stackArrangement.spacing = newValue }
    }

    /// Whether the gaps of a vertical stack run from one item's last baseline to the next
    /// item's first baseline; ignored by horizontal stacks.
    public var isBaselineRelativeArrangement: Bool {
        get { stackArrangement.isBaselineRelativeArrangement }
        set { stackArrangement.isBaselineRelativeArrangement = newValue }
    }

    /// Whether the items are laid out inside the stack's ``View/layoutMarginsGuide`` rather
    /// than its bounds.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { stackArrangement.isLayoutMarginsRelativeArrangement }
        set { stackArrangement.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// The views the stack lays out, in order. Each is also one of ``View/subviews``.
    public var arrangedSubviews: [View] { stackArrangement.arrangedSubviews }

    /// Adds `view` to the end of ``arrangedSubviews``, making it a subview first if needed.
    ///
    /// The view's ``View/translatesAutoresizingMaskIntoConstraints`` becomes false. A view
    /// that is already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        stackArrangement.insertArrangedSubview(view, at: stackArrangement.arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index`, making it a subview (frontmost)
    /// if it is not one yet.
    ///
    /// A view that is already arranged moves to `index`, keeping its custom spacing. UIKit
    /// raises for an index beyond the end; this clamps it to the valid range. The stack
    /// itself or one of its ancestors is refused (nothing happens).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        stackArrangement.insertArrangedSubview(view, at: index)
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit (call
    /// ``View/removeFromSuperview()`` to take it out of the tree). Its custom spacing is cleared.
    public func removeArrangedSubview(_ view: View) {
        stackArrangement.removeArrangedSubview(view)
    }

    /// Sets the gap after `arrangedSubview`, replacing ``spacing`` for that gap only.
    ///
    /// Ignored for a view that is not arranged. Pass ``spacingUseDefault`` to go back to
    /// ``spacing``, ``spacingUseSystem`` for the system spacing. A hidden view's custom
    /// spacing is never used: the gap after a visible view is that view's.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        stackArrangement.setCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when none is set.
    public func customSpacing(after arrangedSubview: View) -> Double {
        stackArrangement.customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackArrangement.spacingUseDefault
    }
}
