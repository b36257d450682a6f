/// The stack's own baselines (`STACKVIEW.md` §5.8), and which items have a baseline.
///
/// A stack shows no text, so its first and last baselines are an arranged subview's:
/// a horizontal stack forwards both to its tallest visible item, a vertical stack its first
/// baseline to its first visible item and its last baseline to its last one. The rule
/// recurses, because a nested stack forwards in turn. A stack with no visible item is its
/// own baseline view (its top and bottom stand in).
extension StackArrangement {
    /// The visible item that provides a baseline.
    ///
    /// "Tallest" compares the intrinsic height where the item has one, else its height after
    /// the last layout; the first of equally tall items wins. (UIKit does not say which
    /// height it compares; the intrinsic one does not change with the layout it feeds.)
    func baselineItem(first: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? visible.first : visible.last }
        var best: View?
        var bestHeight = -Double.infinity
        for item in visible {
            let intrinsic = item.intrinsicSize.height
            let height = intrinsic != View.noIntrinsicMetric ? intrinsic : item.frame.height
            if height > bestHeight {
                best = item
                bestHeight = height
            }
        }
        return best
    }
}

extension View {
    /// Whether the view (through the view it forwards to) declares a first or last baseline;
    /// a view without one uses its top or bottom edge in baseline alignment.
    func hasBaseline(first: Bool) -> Bool {
        if first { return forFirstBaselineLayout.firstBaselineOffsetFromTop != nil }
        return forLastBaselineLayout.lastBaselineOffsetFromTop != nil
    }
}
