/// An error in a layout document, with the place it is at: the file, the line and column,
/// and the path inside the document.
///
/// ```
/// layout.json:14:9: error: unknown attribute 'leadng' (did you mean 'leading'?) [root.subviews[1].constraints[0]]
/// ```
public struct DocumentError: Error, CustomStringConvertible, Equatable {
    /// The file name as given (or `<stdin>`).
    public var file: String
    /// The line and column of the fault.
    public var location: SourceLocation
    /// Where in the document's structure the fault is (`root.subviews[2].frame`).
    public var path: String
    /// What is wrong.
    public var message: String
    /// Lines shown under the message (a VFL format with a caret under the fault).
    public var notes: [String]

    /// An error at `location` in `file`; `path` is the place in the document's structure.
    package init(file: String, location: SourceLocation, path: String, message: String, notes: [String] = []) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
        self.notes = notes
    }

    /// `file:line:column: error: message [path]`, then the notes, one per line.
    public var description: String {
        var text = "\(file):\(location.line):\(location.column): error: \(message)"
        if !path.isEmpty { text += " [\(path)]" }
        for note in notes { text += "\n" + note }
        return text
    }
}

/// The closest of `candidates` to `word` by edit distance, if it is close enough to be a typo.
/// Two swapped neighbours count as one edit (`widht` → `width`), as they do in Swift's own
/// fix-its.
func suggestion(for word: String, among candidates: [String]) -> String? {
    /// The optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
    // Words far longer than any candidate are no typo of one (and would cost O(n·m) each).
    guard word.count <= 64 else { return nil }
    let w = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let d = distance(w, Array(candidate.lowercased()))
        if best == nil || d < best!.1 { best = (candidate, d) }
    }
    guard let (name, d) = best, d <= max(1, min(3, word.count / 3)) else { return nil }
    return name
}
