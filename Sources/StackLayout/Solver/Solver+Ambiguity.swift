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
        let lower = try tableau.extreme(of: symbol, sign: 1)
        let upper = try -tableau.extreme(of: symbol, sign: -1)
        return (lower, upper)
    }

    /// Whether `variable` has the same value in every optimal solution (within `tolerance`).
    public func isDetermined(_ variable: Variable, tolerance: Double = 1e-6) throws -> Bool {
        guard let symbol = existingSymbol(for: variable) else { return false }
        if let answer = tableau.quickDetermined(symbol, tolerance: tolerance) { return answer }
        let range = try valueRange(of: variable)
        return range.upper - range.lower <= tolerance
    }
}
