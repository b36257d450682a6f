import StackLayout

/// A layout as golden files hold it: one line per view, indented like UIKit's
/// `recursiveDescription`, numbers with at most four decimals, trailing zeros trimmed (finer
/// than any tolerance a comparison takes, at every magnitude; UIKit's `%g` is not).
///
/// ```
/// # iphone-14 390x844 leftToRight
/// <View root; frame = (0 0; 390 844)>
///    | <ScrollView scroll; frame = (0 47; 390 58); contentSize = {1170, 58}>
///    |    | <StackView stack; frame = (0 0; 1170 58)>
///    |    |    | <View tab0; frame = (0 0; 161.3333 58)>
/// ```
///
/// A view without an identifier is named by its parent's name, `/` and its index among the
/// parent's subviews (`stack/3`), as documents name them.
public struct LayoutDescription: Equatable {
    /// One view's line.
    public struct Line: Equatable {
        public var depth: Int
        public var kind: String
        public var name: String
        public var frame: Rect
        public var contentSize: Size?
        public var isHidden: Bool

        /// The line's text.
        public var text: String {
            var text = String(repeating: "   | ", count: depth) + "<\(kind) \(name); frame = \(goldenText(frame))"
            if let contentSize {
                text += "; contentSize = \(goldenText(contentSize))"
            }
            if isHidden { text += "; hidden = YES" }
            return text + ">"
        }
    }

    /// The first line: what the layout was solved for.
    public var header: String
    public var lines: [Line]

    /// The description of `root`'s laid-out tree.
    public init(of root: View, header: String) {
        self.header = header
        var lines: [Line] = []
        func visit(_ view: View, name: String, depth: Int) {
            let scroll = view as? any ScrollViewProtocol
            lines.append(Line(depth: depth, kind: "\(type(of: view))", name: view.identifier ?? name,
                              frame: view.frame, contentSize: scroll?.contentSize, isHidden: view.isHidden))
            for (index, subview) in view.subviews.enumerated() {
                visit(subview, name: "\(view.identifier ?? name)/\(index)", depth: depth + 1)
            }
        }
        visit(root, name: "root", depth: 0)
        self.lines = lines
    }

    init(header: String, lines: [Line]) {
        self.header = header
        self.lines = lines
    }

    /// The golden file's text.
    public var text: String {
        (["# " + header] + lines.map(\.text)).joined(separator: "\n") + "\n"
    }

    /// Reads a golden file's text; nil if it is not in this form.
    public init?(parsing text: String) {
        var header = ""
        var lines: [Line] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = Substring(raw)
            if line.hasPrefix("# ") { header = String(line.dropFirst(2)); continue }
            var depth = 0
            while line.hasPrefix("   | ") { depth += 1; line = line.dropFirst(5) }
            guard line.hasPrefix("<"), line.hasSuffix(">") else { return nil }
            let body = line.dropFirst().dropLast()
            let fields = body.components(separatedBy: "; ")
            // "<Kind name; frame = (x y; w h)…": the frame's own "; " splits it in two fields.
            guard fields.count >= 3, let space = fields[0].firstIndex(of: " ") else { return nil }
            let kind = String(fields[0][..<space])
            let name = String(fields[0][fields[0].index(after: space)...])
            guard fields[1].hasPrefix("frame = ("), fields[2].hasSuffix(")") else { return nil }
            let origin = fields[1].dropFirst("frame = (".count).split(separator: " ").compactMap { Double($0) }
            let size = fields[2].dropLast().split(separator: " ").compactMap { Double($0) }
            guard origin.count == 2, size.count == 2 else { return nil }
            var entry = Line(depth: depth, kind: kind, name: name,
                             frame: Rect(x: origin[0], y: origin[1], width: size[0], height: size[1]),
                             contentSize: nil, isHidden: false)
            for field in fields.dropFirst(3) {
                if field.hasPrefix("contentSize = {") {
                    let figures = field.dropFirst("contentSize = {".count).dropLast()
                        .components(separatedBy: ", ").compactMap { Double($0) }
                    guard figures.count == 2 else { return nil }
                    entry.contentSize = Size(width: figures[0], height: figures[1])
                } else if field == "hidden = YES" {
                    entry.isHidden = true
                } else {
                    return nil
                }
            }
            lines.append(entry)
        }
        self.init(header: header, lines: lines)
    }
}

