/// Marks on the solver's symbols for one walk over them (the ambiguity search's walk through
/// the definitions), kept between walks.
///
/// The symbols marked are a ``StampedSet``: a walk starts a new round instead of clearing, so
/// it costs what it reaches, not the number of symbols, and marking or reading a symbol is an
/// array access where a hash set and dictionaries cost a hash and, past a few thousand
/// symbols, a cache miss each.
struct SymbolMarks {
    private var marked = StampedSet()
    /// Per symbol marked in this walk: whether its value is fixed, and a bound on how much it
    /// magnifies the moves of the symbols it is made of (meaningless for unmarked symbols).
    var isFixed: [Bool] = []
    var magnification: [Double] = []

    /// Starts a walk over symbols below `symbolCount`: none is marked.
    mutating func begin(symbolCount: Int) {
        if isFixed.count < symbolCount {
            let extra = symbolCount - isFixed.count
            isFixed.append(contentsOf: repeatElement(false, count: extra))
            magnification.append(contentsOf: repeatElement(0, count: extra))
        }
        marked.removeAll()
    }

    /// Marks `symbol`; whether it was unmarked in this walk.
    @inline(__always)
    mutating func mark(_ symbol: Int32) -> Bool { marked.insert(Int(symbol)) }

    @inline(__always)
    func isMarked(_ symbol: Int32) -> Bool { marked.contains(Int(symbol)) }
}
