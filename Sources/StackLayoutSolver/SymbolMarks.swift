/// Marks on the solver's symbols for one walk over them (the ambiguity search's walk through
/// the definitions), kept between walks.
///
/// A walk starts by moving to a new epoch instead of clearing, so it costs what it reaches,
/// not the number of symbols; and marking or reading a symbol is an array access where a hash
/// set and dictionaries cost a hash and, past a few thousand symbols, a cache miss each.
struct SymbolMarks {
    /// The epoch of the walk that last marked each symbol.
    private var stamps: [UInt32] = []
    private var epoch: UInt32 = 0
    /// Per symbol marked in this walk: whether its value is fixed, and a bound on how much it
    /// magnifies the moves of the symbols it is made of (meaningless for unmarked symbols).
    var isFixed: [Bool] = []
    var magnification: [Double] = []

    /// Starts a walk over symbols below `symbolCount`: none is marked.
    mutating func begin(symbolCount: Int) {
        if stamps.count < symbolCount {
            let extra = symbolCount - stamps.count
            stamps.append(contentsOf: repeatElement(0, count: extra))
            isFixed.append(contentsOf: repeatElement(false, count: extra))
            magnification.append(contentsOf: repeatElement(0, count: extra))
        }
        if epoch == .max {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 0
        }
        epoch += 1
    }

    /// Marks `symbol`; whether it was unmarked in this walk.
    @inline(__always)
    mutating func mark(_ symbol: Int32) -> Bool {
        if stamps[Int(symbol)] == epoch { return false }
        stamps[Int(symbol)] = epoch
        return true
    }

    @inline(__always)
    func isMarked(_ symbol: Int32) -> Bool { stamps[Int(symbol)] == epoch }
}
