import Foundation
import StackLayout

/// Text workloads (`--labels N`): the built-in measurer on N label texts, and N labels laid out
/// in a vertical stack against the same stack of plain views with the sizes typed in.
///
/// - measure: N texts (2 to 12 words) measured on one line, then wrapped at 200 points;
/// - labels: a vertical stack 390 wide of √N sections, each a vertical stack of √N one-line
///   labels (a long settings screen), first layout;
/// - typed: the same stack of N plain views whose intrinsic sizes are the labels' (what a
///   document without text types holds), first layout: the ratio to `labels` is the cost of
///   measuring inside layout;
/// - wrapping: N labels with `numberOfLines = 0` whose texts wrap at the stack's width, first
///   layout (two passes: unwrapped, then wrapped at the solved width) and one resize to 300.
struct TextResult {
    var labels: Int
    var measureOneLineMs: Double
    var measureWrappedMs: Double
    var labelsLayoutMs: Double
    var typedLayoutMs: Double
    var wrappingLayoutMs: Double
    var wrappingResizeMs: Double
}

/// Deterministic label texts of 2 to 12 words.
func labelTexts(_ count: Int) -> [String] {
    let words = ("settings account privacy storage network display sound battery general notifications "
        + "wallpaper camera photos music messages calendar reminders weather maps wallet health").split(separator: " ")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(state >> 33)
    }
    return (0..<count).map { _ in
        (0..<(2 + next() % 11)).map { _ in String(words[next() % words.count]) }.joined(separator: " ")
    }
}

func benchLabels(_ count: Int) -> TextResult {
    let texts = labelTexts(count)
    let font = Font.systemFont(ofSize: 17)
    let measurer = SystemFontMeasurer()
    var sink = 0.0
    var t = now()
    for text in texts {
        sink += measurer.measure(text, font: font, maximumWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail).size.width
    }
    let oneLine = seconds(t, now()) * 1e3
    t = now()
    for text in texts {
        sink += measurer.measure(text, font: font, maximumWidth: 200, numberOfLines: 0, lineBreakMode: .byWordWrapping).size.height
    }
    let wrapped = seconds(t, now()) * 1e3
    if sink.isNaN { print(sink) }

    func stack(_ views: [LayoutView]) -> LayoutView {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.environment.scale = 3
        let outer = StackView()
        outer.axis = .vertical
        outer.spacing = 24
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        try! LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            outer.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let perSection = max(1, Int(Double(views.count).squareRoot().rounded(.up)))
        var start = 0
        while start < views.count {
            let section = StackView()
            section.axis = .vertical
            section.spacing = 8
            for view in views[start..<min(start + perSection, views.count)] { section.addArrangedSubview(view) }
            outer.addArrangedSubview(section)
            start += perSection
        }
        return root
    }
    func firstLayout(_ root: LayoutView) -> Double {
        let start = now()
        root.layoutIfNeeded()
        return seconds(start, now()) * 1e3
    }
    let labels = texts.map { Label(text: $0) }
    let labelRoot = stack(labels)
    let labelsMs = firstLayout(labelRoot)
    let typed: [LayoutView] = labels.map { label in
        let view = LayoutView()
        view.intrinsicSize = label.intrinsicSize
        return view
    }
    let typedMs = firstLayout(stack(typed))
    let wrapping = texts.map { text -> Label in
        let label = Label(text: text + " " + text + " " + text)
        label.numberOfLines = 0
        return label
    }
    let wrappingRoot = stack(wrapping)
    let wrappingMs = firstLayout(wrappingRoot)
    wrappingRoot.frame = Rect(x: 0, y: 0, width: 300, height: 844)
    let resizeMs = firstLayout(wrappingRoot)
    return TextResult(labels: count, measureOneLineMs: oneLine, measureWrappedMs: wrapped, labelsLayoutMs: labelsMs,
                      typedLayoutMs: typedMs, wrappingLayoutMs: wrappingMs, wrappingResizeMs: resizeMs)
}

func textTable(_ results: [TextResult]) -> String {
    var lines = ["| labels | measure 1 line ms (us/label) | measure wrapped at 200 ms | stack of labels ms | same stack, typed sizes ms | ratio labels / typed | wrapping labels ms | resize 390→300 ms |",
                 "|---|---|---|---|---|---|---|---|"]
    for r in results {
        let perLabel = r.measureOneLineMs * 1e3 / Double(max(r.labels, 1))
        lines.append("| \(r.labels) | \(String(format: "%.1f (%.2f)", r.measureOneLineMs, perLabel)) | "
            + "\(String(format: "%.1f", r.measureWrappedMs)) | \(String(format: "%.1f", r.labelsLayoutMs)) | "
            + "\(String(format: "%.1f", r.typedLayoutMs)) | \(String(format: "%.2f", r.labelsLayoutMs / r.typedLayoutMs)) | "
            + "\(String(format: "%.1f", r.wrappingLayoutMs)) | \(String(format: "%.1f", r.wrappingResizeMs)) |")
    }
    return lines.joined(separator: "\n")
}
