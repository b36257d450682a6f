/// The size a view's constraints give it, as `UIView.systemLayoutSizeFitting(_:)`: how a
/// self-sizing cell learns its height at a fixed width.
extension View {
    /// The target of the smallest size, as `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The target of the largest size, as `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` the view's constraints allow, both dimensions at
    /// ``LayoutPriority/fittingSizeLevel`` (50): below hugging and compression resistance, so
    /// content decides.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` the view's constraints allow, each dimension pulled
    /// toward the target at its priority: a self-sizing cell's height is
    /// `systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
    /// verticalFittingPriority: .fittingSizeLevel).height`.
    ///
    /// For a view that is the root of its tree (a cell's content view built on its own), the
    /// tree's own engine lays it out with the target in place of its size, through the same
    /// layout passes as ``layoutIfNeeded()``: wrapping labels wrap at the widths that layout
    /// gives them. Frames are left as they were; the next layout restores the root's size.
    /// For a view inside a tree (a cell's content view in its cell), the subtree is laid out
    /// on its own, as UIKit measures a detached content view: constraints to views outside it
    /// are left out, and a scratch engine translates the rest as the tree's engine does (in
    /// the tree's layout direction) and runs the same passes, so wrapping labels wrap at the
    /// widths the fitting gives them; none of the app's `layoutSubviews()` is called, and the
    /// tree is left exactly as it was. A conflict met on the way is broken for the fitting only
    /// and reported in ``layoutDiagnostics``. Sizes are alignment-rectangle sizes.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        guard superview == nil else {
            return measureSubtree(target: targetSize, horizontal: horizontal, vertical: vertical)
        }
        var frames: [(View, Rect)] = []
        forEachInSubtree { frames.append(($0, $0.storedFrame)) }
        let engine = self.engine
        engine.fittingTarget = (targetSize, horizontal, vertical)
        engine.viewNeedsUpdate(self)
        engine.layoutIfNeeded()
        let v = engine.variables(of: self)
        let size = Size(width: v.width.value, height: v.height.value)
        engine.fittingTarget = nil
        engine.viewNeedsUpdate(self)
        for (view, frame) in frames { view.storedFrame = frame }
        return size
    }
}
