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

    var list: [Definition?] = []
    var freeIDs: [Int32] = []
    var nextSequence = 0

    // MARK: Per symbol

    /// The definition of each symbol, or -1.
    var definitionOf: [Int32] = []
    /// How many constraints in the solver (definitions included) read each symbol.
    var uses: [Int32] = []
    /// The definitions that read each symbol.
    var dependents: [[Int32]] = []
    /// The tableau constraints (solver record indices) that read each defined symbol: their
    /// rows hold its expansion.
    var readers: [[Int32]] = []
    /// The value a defined symbol had when last evaluated.
    var values: [Double] = []

    // MARK: Scratch

    private var accumulated: [Double] = []
    private var isTouched: [Bool] = []
    private var touched: [Int32] = []
    /// Definitions to expand, newest first (a max-heap on sequence).
    private var expansionHeap: [Int64] = []
    /// Definitions to re-evaluate, oldest first (a min-heap on sequence).
    private var pending: [Int64] = []
    private var isPending: [Bool] = []

    var isEmpty: Bool { freeIDs.count == list.count }

    /// Keeps the per-symbol arrays as long as the symbol count.
    mutating func grow(to symbolCount: Int) {
        while definitionOf.count < symbolCount {
            definitionOf.append(-1)
            uses.append(0)
            dependents.append([])
            readers.append([])
            values.append(0)
            accumulated.append(0)
            isTouched.append(false)
        }
    }

    @inline(__always)
    func isDefined(_ symbol: Int32) -> Bool {
        Int(symbol) < definitionOf.count && definitionOf[Int(symbol)] >= 0
    }

    // MARK: - Merging and expanding

    /// `terms` with each symbol once (coefficients summed, cancelled ones dropped), in the
    /// order the symbols first appear.
    mutating func merged(_ terms: [(symbol: Int32, coefficient: Double)]) -> (symbols: [Int32], coefficients: [Double]) {
        for (symbol, coefficient) in terms { accumulate(symbol, coefficient, expanding: false) }
        var symbols: [Int32] = [], coefficients: [Double] = []
        symbols.reserveCapacity(touched.count)
        coefficients.reserveCapacity(touched.count)
        for symbol in touched {
            let coefficient = accumulated[Int(symbol)]
            if !nearZero(coefficient) {
                symbols.append(symbol)
                coefficients.append(coefficient)
            }
        }
        clearScratch()
        return (symbols, coefficients)
    }

    /// `constant + Σ coefficient × symbol` with every defined symbol replaced by its
    /// definition, down to symbols that are not defined: the terms sorted by symbol, and the
    /// coefficient the expansion gave `watched` (a defined symbol) before replacing it.
    ///
    /// - Complexity: O(k log k) for the k symbols the expansion reaches; a definition shared
    ///   by several paths is expanded once.
    mutating func expand(_ symbols: [Int32], _ coefficients: [Double], constant: Double,
                         watching watched: Int32 = -1) -> (terms: [(symbol: Int32, coefficient: Double)], constant: Double, watched: Double) {
        var constant = constant
        var watchedCoefficient = 0.0
        for i in symbols.indices { accumulate(symbols[i], coefficients[i]) }
        while let id = popNewest() {
            let definition = list[Int(id)]!
            let subject = Int(definition.subject)
            let c = accumulated[subject]
            accumulated[subject] = 0
            if definition.subject == watched { watchedCoefficient = c }
            if c == 0 { continue }
            constant += c * definition.constant
            for i in definition.symbols.indices {
                accumulate(definition.symbols[i], c * definition.coefficients[i])
            }
        }
        var terms: [(symbol: Int32, coefficient: Double)] = []
        terms.reserveCapacity(touched.count)
        for symbol in touched where definitionOf[Int(symbol)] < 0 {
            let coefficient = accumulated[Int(symbol)]
            if !nearZero(coefficient) { terms.append((symbol, coefficient)) }
        }
        clearScratch()
        terms.sort { $0.symbol < $1.symbol }
        return (terms, constant, watchedCoefficient)
    }

    @inline(__always)
    private mutating func accumulate(_ symbol: Int32, _ coefficient: Double, expanding: Bool = true) {
        let s = Int(symbol)
        if !isTouched[s] {
            isTouched[s] = true
            touched.append(symbol)
            let id = definitionOf[s]
            if expanding && id >= 0 { pushNewest(id) }
        }
        accumulated[s] += coefficient
    }

    private mutating func clearScratch() {
        for symbol in touched {
            accumulated[Int(symbol)] = 0
            isTouched[Int(symbol)] = false
        }
        touched.removeAll(keepingCapacity: true)
    }

    // MARK: - Defining and forgetting

    /// Whether `symbol` may become a subject: nothing in the solver reads or defines it.
    func isFresh(_ symbol: Int32) -> Bool {
        definitionOf[Int(symbol)] < 0 && uses[Int(symbol)] == 0
    }

    /// Records `subject = constant + Σ terms` for the solver record `record` and queues its
    /// evaluation.
    mutating func define(_ subject: Int32, subjectCoefficient: Double, symbols: [Int32], coefficients: [Double],
                         constant: Double, record: Int32) -> Int32 {
        let definition = Definition(subject: subject, subjectCoefficient: subjectCoefficient, symbols: symbols,
                                    coefficients: coefficients, constant: constant, sequence: nextSequence,
                                    record: record)
        nextSequence += 1
        let id: Int32
        if let free = freeIDs.popLast() {
            id = free
            list[Int(id)] = definition
        } else {
            id = Int32(list.count)
            list.append(definition)
            isPending.append(false)
        }
        definitionOf[Int(subject)] = id
        for symbol in symbols { dependents[Int(symbol)].append(id) }
        values[Int(subject)] = .nan
        enqueue(id)
        return id
    }

    /// Forgets a definition; its subject becomes an ordinary variable. The definitions that
    /// read the subject are queued for re-evaluation.
    mutating func forget(_ id: Int32) {
        guard let definition = list[Int(id)] else { return }
        for symbol in definition.symbols {
            let s = Int(symbol)
            if let at = dependents[s].firstIndex(of: id) { dependents[s].swapAt(at, dependents[s].count - 1) }
            dependents[s].removeLast()
        }
        definitionOf[Int(definition.subject)] = -1
        readers[Int(definition.subject)] = []
        list[Int(id)] = nil
        freeIDs.append(id)
        // A queued entry of this definition is skipped when popped (see popOldest).
        isPending[Int(id)] = false
        queueDependents(of: definition.subject)
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
            for id in dependents[Int(s)] { stack.append(list[Int(id)]!.subject) }
        }
        return result
    }

    // MARK: - Evaluating

    /// Queues the definitions that read `symbol` (its value may have changed).
    @inline(__always)
    mutating func queueDependents(of symbol: Int32) {
        for id in dependents[Int(symbol)] { enqueue(id) }
    }

    mutating func enqueue(_ id: Int32) {
        guard !isPending[Int(id)] else { return }
        isPending[Int(id)] = true
        Self.push(&pending, key(id))
    }

    /// Re-evaluates the queued definitions, oldest first, and their dependents when a value
    /// moved; `changed` receives each subject whose value differs from its last evaluation.
    mutating func evaluatePending(_ valueOf: (Int32) -> Double, _ changed: (Int32, Double) -> Void) {
        while let id = popOldest() {
            isPending[Int(id)] = false
            guard let definition = list[Int(id)] else { continue }
            var value = definition.constant
            for i in definition.symbols.indices {
                let s = definition.symbols[i]
                value += definition.coefficients[i] * (definitionOf[Int(s)] >= 0 ? values[Int(s)] : valueOf(s))
            }
            let subject = Int(definition.subject)
            if value != values[subject] || values[subject].isNaN {
                values[subject] = value
                changed(definition.subject, value)
                queueDependents(of: definition.subject)
            }
        }
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
            for s in list[Int(id)]!.symbols where definitionOf[Int(s)] >= 0 { stack.append(definitionOf[Int(s)]) }
        }
        reached.sort { list[Int($0)]!.sequence < list[Int($1)]!.sequence }
        var computed: [Int32: Double] = [:]
        for id in reached {
            let definition = list[Int(id)]!
            var value = definition.constant
            for i in definition.symbols.indices {
                let s = definition.symbols[i]
                value += definition.coefficients[i] * (definitionOf[Int(s)] >= 0 ? computed[s]! : valueOf(s))
            }
            computed[definition.subject] = value
        }
        return computed[symbol]!
    }

    // MARK: - Heaps on sequence

    /// A heap entry: the definition's sequence above its id, so entries compare as integers.
    private func key(_ id: Int32) -> Int64 {
        Int64(list[Int(id)]!.sequence) << 32 | Int64(id)
    }

    private mutating func pushNewest(_ id: Int32) {
        Self.push(&expansionHeap, -key(id))
    }

    private mutating func popNewest() -> Int32? {
        Self.pop(&expansionHeap).map { Int32(truncatingIfNeeded: -$0) }
    }

    /// The oldest queued definition; entries left by a forgotten definition (whose id may
    /// since name a newer one) are skipped.
    private mutating func popOldest() -> Int32? {
        while let entry = Self.pop(&pending) {
            let id = Int32(truncatingIfNeeded: entry)
            if let definition = list[Int(id)], Int64(definition.sequence) == entry >> 32 { return id }
        }
        return nil
    }

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
