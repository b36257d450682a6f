/// Required equalities kept out of the tableau: each one solved for a variable nothing else
/// read when it was added, `subject = constant + Σ coefficient × symbol`.
///
/// This is the elimination of a presolve, done as constraints arrive. The dictionary form of
/// the simplex writes every basic variable in terms of the parametric ones, so a chain of
/// positions (`left[i] == left[i-1] + width[i-1] + 8`) made basic fills in quadratically: the
/// last position is a sum over every width before it, and so on down the row. Kept as
/// definitions, the chain costs one short entry per link; only the constraints that read a
/// defined variable see its expansion (one row, for a chain's `last.right <= container`).
///
/// The rule that keeps this sound and cheap: a definition's subject is *fresh*, read by no
/// constraint in the solver. So no row of the tableau ever held it, and a definition reads
/// only variables defined before it (a variable read by a definition is no longer fresh), so
/// the order definitions were made in is a topological order: expanding goes from the newest
/// down, evaluating from the oldest up.
struct Definitions {
    /// One definition, as the rest of the solver reads it (a copy; the storage is flat).
    struct Definition {
        /// The defined symbol.
        var subject: Int32
        /// The coefficient of the subject in the constraint's own expression (to map a change
        /// of the constraint's constant onto the definition's).
        var subjectCoefficient: Double
        var symbols: [Int32]
        var coefficients: [Double]
        var constant: Double
        /// When it was made; every symbol it reads was defined earlier, or never is.
        var sequence: Int
        /// The solver's record of the constraint.
        var record: Int32
    }

    // MARK: Per definition (indexed by id; the hot loops read them without copies)

    /// One definition's numbers, its terms aside (they are in the pool below): what defining,
    /// expanding and evaluating a definition read together, in one place.
    private struct Entry {
        /// The defined symbol, or -1 for a free id.
        var subject: Int32
        /// Where the definition's terms start in the term pool, and how many there are.
        var termStart: Int32
        var termCount: Int32
        var record: Int32
        var subjectCoefficient: Double
        var constant: Double
        /// -1 for a free id.
        var sequence: Int

        /// Where the definition's terms are in the term pool.
        var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
    }

    /// Each id's definition (one array: the scalars of a definition were eight arrays, a
    /// uniqueness check each per write and a cache line each per read).
    private var entries: [Entry] = []
    private var termSymbols: [Int32] = []
    private var termCoefficients: [Double] = []
    /// Terms of forgotten definitions still in the pool.
    private var deadTerms = 0
    private var freeIDs: [Int32] = []
    private var nextSequence = 0
    /// The ids in the order they were defined, with their sequence (an entry whose id was
    /// forgotten or reused since is stale and skipped).
    private var orderIDs: [Int32] = []
    private var orderSequences: [Int] = []
    private(set) var count = 0

    // MARK: Per symbol

    /// The definition of each symbol, or -1.
    var definitionOf: [Int32] = []
    /// How many constraints in the solver (definitions included) read each symbol.
    var uses: [Int32] = []
    /// The definitions that read each symbol.
    var dependents = SlotLists()
    /// The tableau constraints (solver record indices) that read each defined symbol: their
    /// rows hold its expansion.
    var readers: [[Int32]] = []
    /// The value a defined symbol had when last evaluated.
    private var values: [Double] = []

    // MARK: Scratch

    private var accumulated: [Double] = []
    private var expandedTerms: [(symbol: Int32, coefficient: Double)] = []
    /// The merges' results: the first entries, as many as the last merge made, are its.
    private var mergedSymbols: [Int32] = []
    private var mergedCoefficients: [Double] = []
    private var isTouched: [Bool] = []
    /// The symbols touched since the scratch was last cleared: the first `touchedCount`
    /// entries (the storage only grows, so clearing it is a store, not an array operation).
    private var touched: [Int32] = []
    private var touchedCount = 0
    /// Definitions to expand, newest first (a min-heap on the negated key).
    private var expansionHeap: [Int64] = []
    /// Definitions queued for re-evaluation, in no order.
    private var queued: [Int32] = []
    /// While the queued ones are evaluated from a heap: oldest first (a min-heap on the key).
    private var pending: [Int64] = []
    private var isPending: [Bool] = []
    private var pendingCount = 0

    /// Whether the per-symbol arrays cover `symbolCount` symbols.
    @inline(__always)
    func covers(_ symbolCount: Int) -> Bool { definitionOf.count >= symbolCount }

    /// Makes the per-symbol arrays at least as long as the symbol count, as the tableau grows
    /// its own (``Swift/Array/grownCount(toHold:count:reserved:)``, within the tableau's
    /// reservation, `reserved`; an entry past the last symbol reads as an unused one: not
    /// defined, not read). Seven appends per new symbol were a fifth of what creating a symbol
    /// cost.
    mutating func grow(to symbolCount: Int, reserved: Int) {
        guard definitionOf.count < symbolCount else { return }
        let length = [Int32].grownCount(toHold: symbolCount - 1, count: definitionOf.count, reserved: reserved)
        for _ in definitionOf.count..<length { dependents.appendList() }
        definitionOf.extend(to: length, filling: -1)
        uses.extend(to: length, filling: 0)
        readers.extend(to: length, filling: [])
        values.extend(to: length, filling: 0)
        accumulated.extend(to: length, filling: 0)
        isTouched.extend(to: length, filling: false)
    }

    /// Makes room for `symbols` symbols (the tableau's reservation) and `definitions` more
    /// definitions: storage only, as ``Tableau/reserve(symbols:rows:)`` does for the tableau.
    mutating func reserve(symbols: Int, definitions added: Int) {
        definitionOf.reserve(toHold: symbols)
        uses.reserve(toHold: symbols)
        readers.reserve(toHold: symbols)
        values.reserve(toHold: symbols)
        accumulated.reserve(toHold: symbols)
        isTouched.reserve(toHold: symbols)
        dependents.reserve(lists: symbols, entries: 2 * symbols)
        let ids = entries.count + added
        entries.reserve(toHold: ids)
        isPending.reserve(toHold: ids)
        orderIDs.reserve(toHold: orderIDs.count + added)
        orderSequences.reserve(toHold: orderSequences.count + added)
        // About one and a half terms a definition in a screen's layout (a stack's links).
        termSymbols.reserve(toHold: termSymbols.count + 2 * added)
        termCoefficients.reserve(toHold: termCoefficients.count + 2 * added)
    }

    @inline(__always)
    func isDefined(_ symbol: Int32) -> Bool {
        Int(symbol) < definitionOf.count && definitionOf[Int(symbol)] >= 0
    }

    /// The definition with this id (nil for a free id).
    func definition(_ id: Int32) -> Definition? {
        let i = Int(id)
        guard entries[i].subject >= 0 else { return nil }
        let terms = entries[i].terms
        return Definition(subject: entries[i].subject, subjectCoefficient: entries[i].subjectCoefficient,
                          symbols: Array(termSymbols[terms]), coefficients: Array(termCoefficients[terms]),
                          constant: entries[i].constant, sequence: entries[i].sequence, record: entries[i].record)
    }

    /// The definition of a defined symbol.
    func definition(of symbol: Int32) -> Definition { definition(definitionOf[Int(symbol)])! }

    /// The ``Definition/sequence`` of the definition of a defined symbol, without a copy.
    @inline(__always)
    func sequence(ofDefinitionOf symbol: Int32) -> Int { entries[Int(definitionOf[Int(symbol)])].sequence }

    /// Each term of the definition of a defined symbol, in order, read in place (a
    /// ``Definition`` copies its terms into two new arrays).
    @inline(__always)
    func forEachTerm(ofDefinitionOf symbol: Int32, _ body: (_ symbol: Int32, _ coefficient: Double) throws -> Void) rethrows {
        let id = Int(definitionOf[Int(symbol)])
        for k in entries[id].terms { try body(termSymbols[k], termCoefficients[k]) }
    }

    /// Every definition, oldest first.
    var all: [Definition] {
        zip(orderIDs, orderSequences).compactMap { id, sequence in
            entries[Int(id)].sequence == sequence ? definition(id) : nil
        }
    }

    /// The number of terms over all definitions.
    var termTotal: Int { termSymbols.count - deadTerms }

    // MARK: - Merging and expanding

    /// Adds one term to a merge of terms (the symbol must be covered by the per-symbol arrays);
    /// ``takeMerged()`` returns the result.
    @inline(__always)
    mutating func accumulateMerged(_ symbol: Int32, _ coefficient: Double) {
        accumulate(symbol, coefficient, expanding: false)
    }

    /// The terms accumulated since the last merge with each symbol once (coefficients summed,
    /// cancelled ones dropped), in the order the symbols first appeared.
    ///
    /// Both slices are of storage kept across merges, written in place: the caller's slices
    /// are gone by the next merge, so nothing is allocated or cleared for them. (A slice still
    /// held then is not touched: the next merge writes to storage of its own.)
    mutating func takeMerged() -> (symbols: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
        if mergedSymbols.count < touchedCount {
            mergedSymbols.grow(toHold: touchedCount - 1, filling: 0)
            mergedCoefficients.grow(toHold: touchedCount - 1, filling: 0)
        }
        var count = 0
        mergedSymbols.withUnsafeMutableBufferPointer { symbols in
            mergedCoefficients.withUnsafeMutableBufferPointer { coefficients in
                for i in 0..<touchedCount {
                    let symbol = touched[i]
                    let coefficient = accumulated[Int(symbol)]
                    if !nearZero(coefficient) {
                        symbols[count] = symbol
                        coefficients[count] = coefficient
                        count += 1
                    }
                }
            }
        }
        let merged = (symbols: mergedSymbols[0..<count], coefficients: mergedCoefficients[0..<count])
        clearScratch()
        return merged
    }

    /// ``takeMerged()`` after accumulating one term alone: the same numbers (`0 + coefficient`,
    /// dropped when near zero), without the scratch.
    mutating func takeSingle(_ symbol: Int32, _ coefficient: Double) -> (symbols: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
        let merged = 0 + coefficient
        if nearZero(merged) { return (mergedSymbols[0..<0], mergedCoefficients[0..<0]) }
        if mergedSymbols.isEmpty {
            mergedSymbols.grow(toHold: 0, filling: 0)
            mergedCoefficients.grow(toHold: 0, filling: 0)
        }
        mergedSymbols[0] = symbol
        mergedCoefficients[0] = merged
        return (mergedSymbols[0..<1], mergedCoefficients[0..<1])
    }

    /// `constant + Σ coefficient × symbol` with every defined symbol replaced by its
    /// definition, down to symbols that are not defined: the terms sorted by symbol, and the
    /// coefficient the expansion gave `watched` (a defined symbol) before replacing it.
    ///
    /// - Complexity: O(k log k) for the k symbols the expansion reaches; a definition shared
    ///   by several paths is expanded once.
    mutating func expand(_ symbols: ArraySlice<Int32>, _ coefficients: ArraySlice<Double>, constant: Double,
                         watching watched: Int32 = -1) -> (terms: [(symbol: Int32, coefficient: Double)], constant: Double, watched: Double) {
        // One symbol that nothing defines (an intrinsic size's row, say) expands to itself:
        // the numbers of the general path (`0 + c`, dropped when near zero), without its
        // scratch and sort.
        if symbols.count == 1, let symbol = symbols.first, definitionOf[Int(symbol)] < 0 {
            expandedTerms.removeAll(keepingCapacity: true)
            let coefficient = 0 + coefficients[coefficients.startIndex]
            if !nearZero(coefficient) { expandedTerms.append((symbol, coefficient)) }
            return (expandedTerms, constant, 0)
        }
        var constant = constant
        var watchedCoefficient = 0.0
        for i in symbols.indices { accumulate(symbols[i], coefficients[i]) }
        while let entry = Self.pop(&expansionHeap) {
            let id = Int(Int32(truncatingIfNeeded: -entry))
            let subject = Int(entries[id].subject)
            let c = accumulated[subject]
            accumulated[subject] = 0
            if subject == Int(watched) { watchedCoefficient = c }
            if c == 0 { continue }
            constant += c * entries[id].constant
            for k in entries[id].terms {
                accumulate(termSymbols[k], c * termCoefficients[k])
            }
        }
        // The terms go into storage kept across calls: the caller's copy is gone by the next
        // expansion, so the storage is unique again and nothing is allocated.
        expandedTerms.removeAll(keepingCapacity: true)
        for i in 0..<touchedCount where definitionOf[Int(touched[i])] < 0 {
            let symbol = touched[i]
            let coefficient = accumulated[Int(symbol)]
            if !nearZero(coefficient) { expandedTerms.append((symbol, coefficient)) }
        }
        clearScratch()
        expandedTerms.sort { $0.symbol < $1.symbol }
        return (expandedTerms, constant, watchedCoefficient)
    }

    @inline(__always)
    private mutating func accumulate(_ symbol: Int32, _ coefficient: Double, expanding: Bool = true) {
        let s = Int(symbol)
        if !isTouched[s] {
            isTouched[s] = true
            if touchedCount < touched.count { touched[touchedCount] = symbol } else { touched.append(symbol) }
            touchedCount += 1
            let id = definitionOf[s]
            if expanding && id >= 0 { Self.push(&expansionHeap, -key(id)) }
        }
        accumulated[s] += coefficient
    }

    private mutating func clearScratch() {
        for i in 0..<touchedCount {
            let s = Int(touched[i])
            accumulated[s] = 0
            isTouched[s] = false
        }
        touchedCount = 0
    }

    // MARK: - Defining and forgetting

    /// Whether `symbol` may become a subject: nothing in the solver reads or defines it.
    func isFresh(_ symbol: Int32) -> Bool {
        definitionOf[Int(symbol)] < 0 && uses[Int(symbol)] == 0
    }

    /// Records `subject = constant + Σ -c/a × symbol` over the terms of `symbols` and
    /// `coefficients` but the subject's, at `position` (whose coefficient is `a`): the
    /// definition of a required equality solved for its subject. Queues its evaluation.
    mutating func define(_ subject: Int32, subjectCoefficient a: Double, solvingTerms symbols: ArraySlice<Int32>,
                         _ coefficients: ArraySlice<Double>, at position: Int, constant: Double, record: Int32) -> Int32 {
        let start = termSymbols.count
        for i in symbols.indices where i != position {
            termSymbols.append(symbols[i])
            termCoefficients.append(-coefficients[i] / a)
        }
        let entry = Entry(subject: subject, termStart: Int32(start), termCount: Int32(termSymbols.count - start),
                          record: record, subjectCoefficient: a, constant: constant, sequence: nextSequence)
        let id: Int32
        if let free = freeIDs.popLast() {
            id = free
            entries[Int(id)] = entry
        } else {
            id = Int32(entries.count)
            entries.append(entry)
            isPending.append(false)
        }
        orderIDs.append(id)
        orderSequences.append(nextSequence)
        nextSequence += 1
        count += 1
        definitionOf[Int(subject)] = id
        for k in start..<termSymbols.count { dependents.append(Int(termSymbols[k]), id) }
        values[Int(subject)] = .nan
        enqueue(id)
        return id
    }

    /// Sets a definition's constant and queues its re-evaluation.
    mutating func setConstant(of id: Int32, to constant: Double) {
        entries[Int(id)].constant = constant
        enqueue(id)
    }

    /// Forgets a definition; its subject becomes an ordinary variable. The definitions that
    /// read the subject are queued for re-evaluation.
    mutating func forget(_ id: Int32) {
        let i = Int(id)
        let subject = entries[i].subject
        guard subject >= 0 else { return }
        for k in entries[i].terms {
            let s = Int(termSymbols[k])
            dependents.remove(s, id)
        }
        definitionOf[Int(subject)] = -1
        readers[Int(subject)] = []
        entries[i].subject = -1
        entries[i].sequence = -1
        if isPending[i] {
            isPending[i] = false
            pendingCount -= 1
        }
        freeIDs.append(id)
        count -= 1
        deadTerms += Int(entries[i].termCount)
        entries[i].termCount = 0
        queueDependents(of: subject)
        let staleOrder = orderIDs.count - count
        if (deadTerms > 64 && deadTerms > termTotal) || (staleOrder > 64 && staleOrder > count) { compact() }
    }

    /// Drops forgotten definitions' terms from the pool and stale entries from the order (once
    /// they outnumber the live ones, so each forgotten definition costs constant time).
    private mutating func compact() {
        var symbols: [Int32] = [], coefficients: [Double] = []
        symbols.reserveCapacity(termTotal)
        coefficients.reserveCapacity(termTotal)
        var ids: [Int32] = [], sequences: [Int] = []
        for (id, sequence) in zip(orderIDs, orderSequences) where entries[Int(id)].sequence == sequence {
            let i = Int(id)
            let terms = entries[i].terms
            entries[i].termStart = Int32(symbols.count)
            symbols += termSymbols[terms]
            coefficients += termCoefficients[terms]
            ids.append(id)
            sequences.append(sequence)
        }
        termSymbols = symbols
        termCoefficients = coefficients
        orderIDs = ids
        orderSequences = sequences
        deadTerms = 0
    }

    /// The defined symbols whose expansion reaches `symbol`: itself when defined, and every
    /// definition that reads one of them, transitively.
    func closure(of symbol: Int32) -> [Int32] {
        var result: [Int32] = []
        var seen = Set<Int32>()
        var stack = [symbol]
        while let s = stack.popLast() {
            guard seen.insert(s).inserted else { continue }
            if definitionOf[Int(s)] >= 0 { result.append(s) }
            for id in dependents.entries(Int(s)) { stack.append(entries[Int(id)].subject) }
        }
        return result
    }

    // MARK: - Evaluating

    /// Queues the definitions that read `symbol` (its value may have changed).
    @inline(__always)
    mutating func queueDependents(of symbol: Int32) {
        for id in dependents.entries(Int(symbol)) { enqueue(id) }
    }

    mutating func enqueue(_ id: Int32) {
        guard !isPending[Int(id)] else { return }
        isPending[Int(id)] = true
        pendingCount += 1
        queued.append(id)
    }

    /// Re-evaluates the queued definitions, oldest first, and their dependents when a value
    /// moved; `changed` receives each subject whose value differs from its last evaluation.
    ///
    /// A few queued definitions are taken from a heap; when many are queued (a resize moves
    /// most of a layout), one pass over all definitions in order is cheaper. Either way the
    /// storage is read from local copies (inside a mutating method every read of a stored
    /// array reloads it, since the callbacks could change `self`), and the arrays written are
    /// taken out for the pass and written through their buffers, without a uniqueness check
    /// per write: a first solve or a resize evaluates most definitions.
    mutating func evaluatePending(_ valueOf: (Int32) -> Double, _ changed: (Int32, Double) -> Void) {
        guard pendingCount > 0 else { return }
        let inOrder = pendingCount * 8 >= count
        if !inOrder {
            for id in queued { Self.push(&pending, key(id)) }
        }
        queued.removeAll(keepingCapacity: true)
        let order = orderIDs, orderSequences = self.orderSequences, entries = self.entries
        let termSymbols = self.termSymbols, termCoefficients = self.termCoefficients
        let definitionOf = self.definitionOf, dependents = self.dependents
        var values = self.values, isPending = self.isPending, pending = self.pending
        var pendingCount = self.pendingCount
        self.values = []
        self.isPending = []
        self.pending = []
        values.withUnsafeMutableBufferPointer { values in
            isPending.withUnsafeMutableBufferPointer { isPending in
                // Evaluates one definition; when its value moved, marks its dependents pending
                // (they are newer, so both orders reach them later), on the heap unless `inOrder`.
                // The count and the heap are passed in, not captured: a local function's
                // captured variables are checked for exclusive access at run time, two checks
                // per definition evaluated (a tenth of a resize of kiwi's chain of 100).
                func evaluate(_ id: Int, _ pendingCount: inout Int, _ pending: inout [Int64]) {
                    isPending[id] = false
                    pendingCount -= 1
                    var value = entries[id].constant
                    for t in entries[id].terms {
                        let s = Int(termSymbols[t])
                        value += termCoefficients[t] * (definitionOf[s] >= 0 ? values[s] : valueOf(Int32(s)))
                    }
                    let subject = Int(entries[id].subject)
                    guard value != values[subject] || values[subject].isNaN else { return }
                    values[subject] = value
                    changed(Int32(subject), value)
                    for dependent in dependents.entries(subject) where !isPending[Int(dependent)] {
                        isPending[Int(dependent)] = true
                        pendingCount += 1
                        if !inOrder { Self.push(&pending, Self.key(dependent, sequence: entries[Int(dependent)].sequence)) }
                    }
                }
                if inOrder {
                    for k in order.indices {
                        if pendingCount == 0 { break }
                        let id = Int(order[k])
                        guard isPending[id], entries[id].sequence == orderSequences[k] else { continue }
                        evaluate(id, &pendingCount, &pending)
                    }
                } else {
                    while let entry = Self.pop(&pending) {
                        let id = Int(Int32(truncatingIfNeeded: entry))
                        // Skip entries of forgotten definitions (whose id may since name a newer one).
                        guard isPending[id], Int64(entries[id].sequence) == entry >> 32 else { continue }
                        evaluate(id, &pendingCount, &pending)
                    }
                }
            }
        }
        self.values = values
        self.isPending = isPending
        self.pending = pending
        self.pendingCount = pendingCount
    }

    /// The value of a defined symbol now, computed as ``evaluatePending(_:_:)`` computes it
    /// (the same sums in the same order, so the two agree to the bit).
    func value(of symbol: Int32, _ valueOf: (Int32) -> Double) -> Double {
        var reached: [Int32] = []
        var seen = Set<Int32>()
        var stack = [definitionOf[Int(symbol)]]
        while let id = stack.popLast() {
            guard seen.insert(id).inserted else { continue }
            reached.append(id)
            for k in entries[Int(id)].terms where definitionOf[Int(termSymbols[k])] >= 0 {
                stack.append(definitionOf[Int(termSymbols[k])])
            }
        }
        reached.sort { entries[Int($0)].sequence < entries[Int($1)].sequence }
        var computed: [Int32: Double] = [:]
        for id in reached {
            let i = Int(id)
            var value = entries[i].constant
            for k in entries[i].terms {
                let s = termSymbols[k]
                value += termCoefficients[k] * (definitionOf[Int(s)] >= 0 ? computed[s]! : valueOf(s))
            }
            computed[entries[i].subject] = value
        }
        return computed[symbol]!
    }

    // MARK: - Heaps on sequence

    /// A heap entry: the definition's sequence above its id, so entries compare as integers.
    @inline(__always)
    private func key(_ id: Int32) -> Int64 { Self.key(id, sequence: entries[Int(id)].sequence) }

    @inline(__always)
    private static func key(_ id: Int32, sequence: Int) -> Int64 { Int64(sequence) << 32 | Int64(id) }

    /// Pushes onto a min-heap.
    private static func push(_ heap: inout [Int64], _ entry: Int64) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Pops the least entry of a min-heap.
    private static func pop(_ heap: inout [Int64]) -> Int64? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let top = heap[0]
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < heap.count && heap[left] < heap[least] { least = left }
            if right < heap.count && heap[right] < heap[least] { least = right }
            if least == parent { return top }
            heap.swapAt(parent, least)
            parent = least
        }
    }
}
