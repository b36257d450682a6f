/// `UISV-text-width-disambiguation` (`STACKVIEW.md` §4): in a horizontal stack that fills,
/// spaces equally or centres equally, two or more visible multi-line labels would otherwise
/// leave their widths to chance (any split of the room wraps them); current UIKit caps each at
/// an equal share of the canvas, just above compression resistance.
extension StackRules {
    /// For k ≥ 2 visible multi-line labels: `x.width <= (1/k) × canvas.width − spacing × (k − 1)/k`
    /// at 950, 950 + δ, 950 + 2δ, … in arranged order (δ = min(25/k, 1)).
    mutating func buildTextWidthDisambiguation() {
        guard stack.axis == .horizontal,
              [.fill, .equalSpacing, .equalCentering].contains(stack.distribution) else { return }
        let candidates = visible.map(\.view).filter { ($0.role as? LabelText).map { $0.numberOfLines != 1 } ?? false }
        let k = Double(candidates.count)
        guard candidates.count >= 2 else { return }
        let delta = min(25 / k, 1)
        for (i, label) in candidates.enumerated() {
            add("UISV-text-width-disambiguation", label, .width, .lessThanOrEqual, canvas, .width, multiplier: 1 / k,
                constant: -resolvedSpacing * (k - 1) / k, priority: LayoutPriority(Float(950 + Double(i) * delta)))
        }
    }
}
