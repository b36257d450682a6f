/// Exploring the optimal face: how far a variable can move while every priority level stays
/// as well satisfied as it is. A variable is determined exactly when that range is a point.
extension Solver {
    /// The smallest and largest values `variable` takes over all optimal solutions
    /// (`-infinity` / `infinity` when unbounded). The tableau is left as it was.
    ///
    /// The exploration pivots only on symbols whose cost is zero at every level, so the
    /// objective never changes; it is a simplex on `±variable` restricted to the optimal face,
    /// and its pivots are undone afterwards.
    public func valueRange(of variable: Variable) throws -> (lower: Double, upper: Double) {
        guard let symbol = existingSymbol(for: variable) else { return (-.infinity, .infinity) }
        let lower = try extreme(of: symbol, sign: 1)
        let upper = try -extreme(of: symbol, sign: -1)
        return (lower, upper)
    }

    /// Whether `variable` has the same value in every optimal solution (within `tolerance`).
    public func isDetermined(_ variable: Variable, tolerance: Double = 1e-6) throws -> Bool {
        let range = try valueRange(of: variable)
        return range.upper - range.lower <= tolerance
    }

    /// The minimum of `sign × symbol` over the optimal face.
    private func extreme(of symbol: Int32, sign: Double) throws -> Double {
        var probe = Row()
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            merge(&probe, rows[Int(slot)], scale: sign, slot: -1)
        } else {
            probe.add(symbol, sign)
        }
        let savedAuxiliary = auxiliary
        auxiliary = [probe]
        let mark = pivotLog.count
        let wasRecording = isRecordingPivots
        isRecordingPivots = true
        defer {
            undoPivots(to: mark)
            pivotLog.removeSubrange(mark...)
            isRecordingPivots = wasRecording
            auxiliary = savedAuxiliary
            infeasibleRows.removeAll()
        }
        var steps = 0
        while let (entering, direction) = faceEntering(auxiliary[0]) {
            guard let leavingSlot = primalLeavingSlot(entering, direction: direction) else {
                return -.infinity
            }
            pivot(entering: entering, slot: leavingSlot)
            steps += 1
            if steps > 100_000 { throw SolverError.internalError("the face exploration did not terminate") }
        }
        return auxiliary[0].constant
    }

    /// The lowest-id symbol of `row` that lowers it and costs nothing at any level.
    private func faceEntering(_ row: Row) -> (Int32, Double)? {
        for i in 0..<row.count {
            let symbol = row.symbols[i]
            let c = row.coefficients[i]
            let direction: Double
            switch kinds[Int(symbol)] {
            case .dummy: continue
            case .external:
                if nearZero(c) { continue }
                direction = c < 0 ? 1 : -1
            case .slack, .error:
                if c > -coefficientEpsilon { continue }
                direction = 1
            }
            if objective.allSatisfy({ nearZero($0.coefficient(of: symbol)) }) {
                return (symbol, direction)
            }
        }
        return nil
    }
}
