/// Where the pictures (SVG, HTML) write each view's name: inside its box, never over another
/// label, shortened with `…` when the box is too narrow, left out when not even that fits
/// (the view's `<title>` tooltip always holds the full name and frame).
///
/// Labels are placed smallest box first, since a small box has the fewest places; each tries
/// the rows of its box from the top, at the left edge and then at the right, first away from
/// its subviews' boxes and other labels, then away from other labels only.
///
///     let labels = LabelPlacement.place([LabelPlacement.Box(rect: frame, name: "avatar")])
///     labels[0]?.text   // "avatar", or "ava…" in a narrow box
///
/// Text widths are estimated from DejaVu Sans' advance widths (wider than Helvetica or Arial,
/// so the estimate errs on the safe side), and the pictures write each label with
/// `textLength`, so the drawn text takes exactly the estimated width whatever font the
/// viewer has: the estimate is the truth.
///
/// - Complexity: O(*n* · *k*) for *n* boxes and at most *k* = 2 × 48 candidate places each,
///   the overlap test going through a grid of buckets.
enum LabelPlacement {
    /// A view's box in picture coordinates, its name, and its parent's index among the boxes.
    struct Box {
        var rect: Rect
        var name: String
        var parent: Int?
        /// The largest font size the label takes here (``fontSize`` unless given: a label's
        /// own text is written at its font's size).
        var fontSize: Double = LabelPlacement.fontSize
        /// Whether a smaller font may be tried when the largest finds no place (a label's own
        /// text, which should show even where its name took the room).
        var shrinks = false
    }

    /// A placed label: its text (the name, or a prefix of it and `…`), the rectangle it
    /// covers (the baseline is `rect.maxY - 0.22 × fontSize`), and the font size.
    struct Label: Equatable {
        var text: String
        var rect: Rect
        var fontSize: Double
        var isShortened: Bool
        /// Where to write the text: its left end on the baseline.
        var baseline: Point { Point(x: rect.minX, y: rect.maxY - 0.22 * fontSize) }
    }

    /// The largest font size a label takes, in picture units (points).
    static let fontSize = 10.0
    /// The smallest: below it, the box is too small to hold a readable name.
    static let minimumFontSize = 6.0
    /// Space kept between a label and its box's edges.
    static let padding = 2.0

    /// One label (or nil: no room) per box, in the boxes' order.
    static func place(_ boxes: [Box]) -> [Label?] {
        var result = [Label?](repeating: nil, count: boxes.count)
        var placed = Buckets()
        var children = [[Int]](repeating: [], count: boxes.count)
        for (index, box) in boxes.enumerated() {
            if let parent = box.parent, parent >= 0, parent < boxes.count { children[parent].append(index) }
        }
        let order = boxes.indices.sorted {
            let a = boxes[$0].rect.width * boxes[$0].rect.height, b = boxes[$1].rect.width * boxes[$1].rect.height
            return a != b ? a < b : $0 < $1
        }
        for index in order {
            let box = boxes[index]
            guard let label = label(for: box, avoiding: children[index].map { boxes[$0].rect }, placed: placed) else {
                continue
            }
            result[index] = label
            placed.insert(label.rect)
        }
        return result
    }

    /// The first free place for `box`'s label, or nil; a box that shrinks tries smaller fonts,
    /// down to ``minimumFontSize``.
    private static func label(for box: Box, avoiding children: [Rect], placed: Buckets) -> Label? {
        var size = box.fontSize
        while true {
            if let label = label(for: box, fontSize: size, avoiding: children, placed: placed) { return label }
            guard box.shrinks, size * 0.85 >= minimumFontSize else { return nil }
            size *= 0.85
        }
    }

    /// The first free place for `box`'s label at `fontSize` (less if the box is shallower), or nil.
    private static func label(for box: Box, fontSize: Double, avoiding children: [Rect], placed: Buckets) -> Label? {
        let inner = Rect(x: box.rect.minX + padding, y: box.rect.minY + padding,
                         width: box.rect.width - 2 * padding, height: box.rect.height - 2 * padding)
        guard inner.width.isFinite, inner.height.isFinite else { return nil }
        let size = min(fontSize, inner.height / lineFactor)
        guard size >= minimumFontSize, let (text, width) = fitted(box.name, width: inner.width, fontSize: size) else {
            return nil
        }
        let height = size * lineFactor
        let rows = max(1, Int((inner.height - height) / height) + 1)
        let step = rows > maximumRows ? (inner.height - height) / Double(maximumRows - 1) : height
        let rowCount = min(rows, maximumRows)
        var candidates: [Rect] = []
        for row in 0..<rowCount {
            let y = inner.minY + Double(row) * step
            candidates.append(Rect(x: inner.minX, y: y, width: width, height: height))
            if inner.width - width > 1 { candidates.append(Rect(x: inner.maxX - width, y: y, width: width, height: height)) }
        }
        for strict in [true, false] {
            for candidate in candidates where !placed.intersects(candidate) {
                if strict && children.contains(where: { $0.intersects(candidate) }) { continue }
                return Label(text: text, rect: candidate, fontSize: size, isShortened: text != box.name)
            }
        }
        return nil
    }

    /// A label's height as a multiple of its font size.
    static let lineFactor = 1.2
    /// The most rows of a box tried (a tall box's rows are spread over its height).
    static let maximumRows = 48

    /// `name`, or its longest prefix followed by `…`, that fits `width` at `fontSize`, with
    /// its width; nil when not even one character and `…` fit.
    static func fitted(_ name: String, width: Double, fontSize: Double) -> (String, Double)? {
        let full = textWidth(name, fontSize: fontSize)
        if full <= width { return (name, full) }
        let ellipsis = textWidth("…", fontSize: fontSize)
        var prefix = ""
        var prefixWidth = 0.0
        for character in name {
            let next = textWidth(String(character), fontSize: fontSize)
            if prefixWidth + next + ellipsis > width { break }
            prefix.append(character)
            prefixWidth += next
        }
        guard !prefix.isEmpty else { return nil }
        return (prefix + "…", prefixWidth + ellipsis)
    }

    /// The estimated width of `text` at `fontSize` (DejaVu Sans' advances, rounded up).
    static func textWidth(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for character in text.unicodeScalars {
            switch character {
            case "i", "j", "l", "'", "|", ".", ",", ":", ";", "!": ems += 0.3
            case "f", "t", "r", "I", "/", "\\", "(", ")", "[", "]", " ", "-": ems += 0.42
            case "m", "w", "M", "W", "…", "%", "@": ems += 1.0
            case "a"..."z": ems += 0.63
            case "A"..."Z", "0"..."9", "_", "#", "&", "+", "=", "<", ">", "?", "~": ems += 0.78
            default: ems += 1.0
            }
        }
        return ems * fontSize
    }

    /// Placed rectangles, bucketed on a grid so each test reads only its neighbourhood.
    struct Buckets {
        static let cell = 64.0
        var cells: [Int64: [Rect]] = [:]

        private static func keys(_ rect: Rect) -> [Int64] {
            func range(_ low: Double, _ high: Double) -> ClosedRange<Int64> {
                let a = Int64((low / cell).rounded(.down)), b = Int64((high / cell).rounded(.down))
                return a...max(a, b)
            }
            var keys: [Int64] = []
            for x in range(rect.minX, rect.maxX) {
                for y in range(rect.minY, rect.maxY) { keys.append(x &* 1_000_003 &+ y) }
            }
            return keys
        }

        mutating func insert(_ rect: Rect) {
            for key in Self.keys(rect) { cells[key, default: []].append(rect) }
        }

        func intersects(_ rect: Rect) -> Bool {
            Self.keys(rect).contains { key in cells[key]?.contains { $0.intersects(rect) } ?? false }
        }
    }
}

extension Rect {
    /// Whether the two rectangles share interior points (touching edges do not count).
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
