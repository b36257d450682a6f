/// The alignment rectangle: the rectangle Auto Layout places, which may differ from the frame
/// by ``View/alignmentRectInsets``.
extension View {
    /// Sets ``alignmentRectInsets`` (zero unless set; a switch, slider and segmented control
    /// start with their kind's).
    public func setAlignmentRectInsets(_ insets: EdgeInsets) {
        setAlignmentRectInsets(SidedInsets(insets))
    }

    /// Sets the alignment-rectangle insets by absolute side or by reading direction (the
    /// document's `"alignmentRectInsets"` accepts either form).
    func setAlignmentRectInsets(_ insets: SidedInsets) {
        let isZero = insets.edgeInsets(for: .leftToRight) == .zero && insets.edgeInsets(for: .rightToLeft) == .zero
        let value: SidedInsets? = isZero ? nil : insets
        guard value != storedAlignmentInsets else { return }
        storedAlignmentInsets = value
        invalidateAlignmentRectInsets()
    }

    /// Tells the layout that ``alignmentRectInsets`` changed: the tree's constraints are
    /// translated again at the next layout (the insets enter the frame constraints of the
    /// view and its subviews, its guides and the coordinate space of constraints it holds).
    public func invalidateAlignmentRectInsets() {
        superview?.arrangedSubviewDidChange(self)
        setNeedsUpdateSubtree()
    }

    /// The alignment rectangle of a frame, as `UIView.alignmentRect(forFrame:)`.
    public func alignmentRect(forFrame frame: Rect) -> Rect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame of an alignment rectangle, as `UIView.frame(forAlignmentRect:)`.
    public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let insets = alignmentRectInsets
        return Rect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                    width: alignmentRect.width + insets.left + insets.right,
                    height: alignmentRect.height + insets.top + insets.bottom)
    }
}
