/// A binary min-heap of symbols that may hold one symbol several times: the face exploration's
/// candidates for entering, lowest id first (see `Tableau.extreme(of:)`).
struct SymbolHeap {
    private(set) var elements: [Int32]

    /// A heap of `sorted`, which must be in increasing order (a sorted array is a heap).
    init(sorted: [Int32]) {
        elements = sorted
    }

    var isEmpty: Bool { elements.isEmpty }

    /// The smallest symbol, nil when empty.
    var min: Int32? { elements.first }

    mutating func push(_ symbol: Int32) {
        elements.append(symbol)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            guard elements[parent] > symbol else { break }
            elements[child] = elements[parent]
            child = parent
        }
        elements[child] = symbol
    }

    /// Removes the smallest symbol.
    mutating func popMin() {
        let last = elements.removeLast()
        guard !elements.isEmpty else { return }
        let count = elements.count
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && elements[child + 1] < elements[child] { child += 1 }
            guard elements[child] < last else { break }
            elements[parent] = elements[child]
            parent = child
        }
        elements[parent] = last
    }
}
