/// What makes a view of a kind more than a rectangle: a stack's arrangement, a scroll view's
/// content, a label's text, a control's measured content. A role holds the kind's state and
/// answers the hooks the engine calls on every view (its own constraints, what it does after a
/// solve, its intrinsic size, its baselines, its bounds' origin).
///
/// A class of the kind owns one and installs it on itself: the core's ``StackView`` and the
/// UIKit shim's `UIStackView` (a `UIView`) each own a ``StackArrangement``, so one code lays
/// both out, and the engine, the fitting sizes and the outputs ask the role, never the class.
public class ViewRole {
    /// The view the role belongs to, which owns the role: `unowned(unsafe)`, as a safe
    /// reference would trap when a subclass's `deinit` reaches the role (removing an arranged
    /// subview), while the view is being deinitialized but its memory is still there.
    package unowned(unsafe) let view: View

    /// Makes the role `view`'s (``View/role``).
    init(installingOn view: View) {
        self.view = view
        view.role = self
    }

    /// The constraints the kind generates for the view (a stack's `UISV-…`), rebuilt when the
    /// view is marked for an update.
    func internalConstraints() -> [LayoutConstraint] { [] }
    /// Called after each solve (a scroll view's content size, a wrapping label's width).
    func didSolve(_ engine: LayoutEngine) {}
    /// What a layout leaves in the role, captured before a fitting (``View/captureLayoutState()``).
    func captureLayoutState() -> (() -> Void)? { nil }
    /// An arranged subview's visibility, intrinsic size or priorities changed.
    func arrangedSubviewDidChange(_ subview: View) {}
    /// `subview` is about to leave the view.
    func willRemoveSubview(_ subview: View) {}
    /// A layout with changes begins (``View/prepareForFirstIntrinsicContentSizeCalculation()``).
    func prepareForFirstIntrinsicContentSizeCalculation() {}
    /// What text is measured with changed.
    func contentMeasurementDidChange() {}
    /// The kind's intrinsic size; nil: the view's own (as set).
    var intrinsicSize: Size? { nil }
    /// Sets an explicit intrinsic size; false: the kind does not take one (the view keeps it).
    func setIntrinsicSize(_ size: Size) -> Bool { false }
    /// The origin of the view's bounds (a scroll view's content offset).
    var boundsOrigin: Point { .zero }
    /// The view whose first (or last) baseline is the view's; nil: the view itself.
    func viewForBaselineLayout(first: Bool) -> View? { nil }
}
