/// The kinds of symbol in the tableau, as the Cassowary paper names them.
///
/// Symbols themselves are dense `Int32` ids into the solver's per-symbol arrays, never
/// addresses, so the same input gives the same tableau and the same answer on every run.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; `>= 0`.
    case slack
    /// The error of an optional constraint; `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality; always 0, never pivoted in.
    case dummy
}

/// The markers the solver keeps for one constraint: the symbols that identify its row.
struct ConstraintTag {
    /// The slack (inequality), the positive error (optional equality) or the dummy (required
    /// equality) the constraint introduced.
    var marker: Int32
    /// The constraint's second symbol: the error of an optional inequality or the negative
    /// error of an optional equality; -1 when there is none.
    var other: Int32
    /// The marker's coefficient in the constraint's original row, before any sign reversal;
    /// shifting the constant by `d` is the same as shifting the marker by `d / markerCoefficient`.
    var markerCoefficient: Double
    /// The other symbol's coefficient in the original row.
    var otherCoefficient: Double
    /// The weight of the constraint's errors in their objective level.
    var weight: Double = 1

    /// The tag of a constraint that has no row (a definition).
    static let none = ConstraintTag(marker: -1, other: -1, markerCoefficient: 1, otherCoefficient: 0)
}
