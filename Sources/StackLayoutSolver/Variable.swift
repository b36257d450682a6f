/// An unknown of the linear system: a number the solver chooses.
///
/// A variable is a reference type, as in kiwi: the solver writes the solved value into it when
/// `Solver.updateVariables()` runs. Variables are not `Equatable`; `==` between variables and
/// expressions builds a ``Constraint``.
public final class Variable: CustomStringConvertible {
    /// A name for dumps and diagnostics.
    public var name: String { suffix.utf8CodeUnitCount == 0 ? prefix : prefix + suffix.description }
    /// The name is `prefix + suffix`, joined only when it is read (a layout names four
    /// variables per view, `"row12.minX"`, and reads the names only in diagnostics).
    private let prefix: String
    private let suffix: StaticString
    /// The symbol `owner` gave this variable, -1 for none. (Declared here, in the padding after
    /// the suffix's one-byte flags: a variable takes 80 bytes of heap, not 96; a screen has
    /// four per view.)
    @exclusivity(unchecked) var symbol: Int32 = -1
    /// The value after the last `Solver.updateVariables()`; 0 before.
    public internal(set) var value: Double {
        get { storedValue }
        set { storedValue = newValue }
    }
    /// The value's storage. Another module's direct read of a stored property pays a dynamic
    /// exclusivity check (this attribute holds only in this module); through the accessors,
    /// the frames' writing reads four values per view without one.
    @exclusivity(unchecked) private var storedValue: Double = 0

    /// The solver that gave this variable `symbol`: a fast path for the common case of one
    /// variable in one solver (other solvers keep their own map).
    /// (Never accessed re-entrantly: no runtime exclusivity check.)
    @exclusivity(unchecked) var owner: SolverToken?

    /// Creates a variable named `name`.
    public init(_ name: String = "") {
        prefix = name
        suffix = ""
    }

    /// Creates a variable named `prefix + suffix`.
    package init(_ prefix: String, suffix: StaticString) {
        self.prefix = prefix
        self.suffix = suffix
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
