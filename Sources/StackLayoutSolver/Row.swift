/// A sparse linear row `constant + Σ coefficient × symbol`, cells sorted by symbol id.
///
/// In the tableau a row defines its basic symbol: `basic = constant + Σ cells`. Symbols and
/// coefficients live in two parallel contiguous arrays, so scans and merges are linear walks.
struct Row {
    var constant: Double
    var symbols: [Int32]
    var coefficients: [Double]
    /// The largest term the cells were ever summed from, at the row's present scale: each
    /// added coefficient, each merge's source coefficients times its scale (the source's
    /// largest, as the merge's caller gives it), divided with the row when it is solved for a
    /// symbol. A cell's rounding is about 1e-16 of it per operation, and a row that cancelled
    /// down from large terms no longer shows it in its cells (``Tableau/freshCost(of:at:)``).
    var historicMagnitude: Double

    init(constant: Double = 0) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
        self.historicMagnitude = 0
    }

    var count: Int { symbols.count }

    /// The largest magnitude of a coefficient (0 for an empty row).
    var largestMagnitude: Double {
        var largest = 0.0
        for c in coefficients { largest = max(largest, abs(c)) }
        return largest
    }
    var isEmpty: Bool { symbols.isEmpty }

    /// Whether a cell of `magnitude` in this row is a residue of cancellations, not a
    /// coefficient: under ``residueRatio`` of the row's largest (and under 1e-6, so that a
    /// layout's cells never pay for finding the largest).
    func isResidue(_ magnitude: Double) -> Bool {
        magnitude < 1e-6 && magnitude < residueRatio * largestMagnitude
    }

    /// The index of `symbol` in the cells, or the index where it would be inserted, negated minus one.
    @inline(__always)
    func find(_ symbol: Int32) -> Int {
        symbols.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let s = buffer[mid]
                if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return mid }
            }
            return -low - 1
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let i = find(symbol)
        return i >= 0 ? coefficients[i] : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    /// Returns 1 when the symbol is new to the row, -1 when its cell cancelled out, else 0.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        historicMagnitude = max(historicMagnitude, abs(coefficient))
        if symbols.last.map({ $0 < symbol }) ?? true {
            // Past the last cell, as a new symbol is (a constraint's markers, an error joining
            // its level's row of thousands): an append, without the search.
            if isNegligible(coefficient) { return 0 }
            symbols.append(symbol)
            coefficients.append(coefficient)
            return 1
        }
        let i = find(symbol)
        if i >= 0 {
            let sum = coefficients[i] + coefficient
            if cancels(sum, coefficient) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                return -1
            }
            coefficients[i] = sum
            return 0
        }
        if isNegligible(coefficient) { return 0 }
        let at = -i - 1
        symbols.insert(symbol, at: at)
        coefficients.insert(coefficient, at: at)
        return 1
    }

    /// Removes the cell of `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let i = find(symbol)
        guard i >= 0 else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        coefficients.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] = -buffer[i] }
        }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row reads
    /// `symbol = constant + Σ cells`, without `symbol`.
    mutating func solve(for symbol: Int32) {
        let c = remove(symbol)
        let scale = -1 / c
        constant *= scale
        historicMagnitude = max(historicMagnitude, 1) * abs(scale)
        coefficients.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= scale }
        }
    }

    /// Solves `lhs = row` for `rhs`: the row then defines `rhs` and contains `lhs`.
    ///
    /// The same numbers as `add(lhs, -1)` then `solve(for: rhs)`, in one pass: `lhs` takes
    /// `rhs`'s cell and the cells between their places shift by one, so a pivot on a long row
    /// moves only those cells instead of inserting and removing (two moves of half the row,
    /// and a reallocation when the row's storage is shared with a transaction's journal).
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        let i = find(rhs)
        let j = find(lhs)
        guard i >= 0, j < 0 else {
            add(lhs, -1)
            solve(for: rhs)
            return
        }
        let scale = -1 / coefficients[i]
        let at = -j - 1
        symbols.withUnsafeMutableBufferPointer { s in
            coefficients.withUnsafeMutableBufferPointer { k in
                var p = i
                if at <= i {
                    while p > at { s[p] = s[p - 1]; k[p] = k[p - 1]; p -= 1 }
                } else {
                    while p < at - 1 { s[p] = s[p + 1]; k[p] = k[p + 1]; p += 1 }
                }
                s[p] = lhs
                k[p] = -1
                for q in k.indices { k[q] *= scale }
            }
        }
        constant *= scale
        historicMagnitude = max(historicMagnitude, 1) * abs(scale)
    }
}

/// The tolerance under which a coefficient counts as zero and is dropped from a row.
let coefficientEpsilon = 1e-9

/// How small, relative to the terms that produced it, a sum must be to count as their exact
/// cancellation: two terms of magnitude `m` that cancel in exact arithmetic leave at most a few
/// ulps of `m` (about 1e-16 m per operation they went through), far below this; a genuine
/// coefficient 1e-11 times the size of the terms it came from does not occur in a layout.
let cancellationEpsilon = 1e-11

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < coefficientEpsilon && value > -coefficientEpsilon
}

/// The magnitude under which a cell is not stored at all. Far below ``coefficientEpsilon``: a
/// genuine coefficient of 1e-10 (a product of small factors along a chain of pivots in a
/// generic system) dropped is an error of 1e-10 in every row it reaches, and those errors
/// add up to false conflicts. Rounding residue goes by ``cancels(_:_:)`` instead.
let dropEpsilon = 1e-14

@inline(__always)
func isNegligible(_ value: Double) -> Bool {
    value < dropEpsilon && value > -dropEpsilon
}

/// Whether `sum`, the sum of `term` and a term of about its size, counts as zero: below the
/// absolute ``dropEpsilon``, or within ``cancellationEpsilon`` of `term`'s magnitude
/// (a cancellation whose residue is rounding, which left in a row would later be a tiny pivot
/// that scales the row by its inverse).
@inline(__always)
func cancels(_ sum: Double, _ term: Double) -> Bool {
    abs(sum) <= max(dropEpsilon, cancellationEpsilon * abs(term))
}
