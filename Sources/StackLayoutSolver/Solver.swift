/// A Cassowary incremental simplex solver with UIKit's strict priority hierarchy.
///
/// The algorithm is Badros, Borning and Stuckey's (2001), structured as kiwi structures it,
/// with one deliberate difference: the objective is lexicographic. There is one objective row
/// per distinct optional priority in use, compared level by level, so a constraint at 251 beats
/// any number of constraints at 250; within one level the errors add up.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), w = Variable("w")
/// try solver.addConstraint(x >= 0)
/// try solver.addConstraint(x + w <= 100)
/// try solver.addConstraint((w == 150).priority(.defaultHigh))
/// solver.updateVariables()   // x = 0, w = 100
/// ```
///
/// Adding a constraint is transactional: when it throws, the solver is as it was. Edit
/// variables re-solve by the dual simplex without rebuilding anything, and so does
/// ``setConstant(of:to:)``, UIKit's cheap path for animating a constant.
///
/// Required equalities that name a variable nothing else reads yet are not rows: they are
/// solved for that variable and kept as definitions (see `Definitions`), which keeps the
/// tableau linear in size where chains of positions would fill it in quadratically.
///
/// - Complexity: a pivot touches only the rows that contain the entering symbol (a column
///   index maps each symbol to its rows).
public final class Solver {
    /// The tableau: rows, columns, the objective (a value type, so its hot loops run without
    /// dynamic exclusivity checks). The solver never accesses it re-entrantly, so the
    /// per-access runtime check is switched off.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The external variable of each external symbol.
    @exclusivity(unchecked) var variableOf: [Variable?] = []
    /// The same variables, for the update loop to reach without retaining them (`variableOf`
    /// keeps them alive).
    @exclusivity(unchecked) var unretainedVariableOf: [Unmanaged<Variable>?] = []
    /// The record of the constraint whose marker or other symbol this is, or -1.
    ///
    /// The solver's own bookkeeping below is never accessed re-entrantly either (callbacks
    /// such as `updateVariables`'s read only copies), so its fields skip the runtime
    /// exclusivity check too (`swift_beginAccess` was 5% of a solver add's instructions).
    @exclusivity(unchecked) var ownerOf: [Int32] = []

    struct Record {
        var constraint: Constraint
        /// The markers of its row; ``ConstraintTag/none`` for a definition.
        var tag: ConstraintTag
        /// Its definition, or -1 when it is a row of the tableau.
        var definition: Int32
        /// When it was added (a removed definition's readers are added again in this order).
        var sequence: Int
    }
    @exclusivity(unchecked) var records: [Record?] = []
    /// The records of constraints that another solver owns (see ``Constraint/owner``); a
    /// constraint in this solver alone keeps its record index itself.
    @exclusivity(unchecked) var foreignRecords: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var freeRecords: [Int32] = []
    @exclusivity(unchecked) var nextRecordSequence = 0
    /// The dirty list's spare storage, swapped with the tableau's on each update.
    @exclusivity(unchecked) var scratchDirty: [Int32] = []
    /// Required equalities solved for a fresh variable, kept out of the tableau (a value type
    /// like the tableau, never accessed re-entrantly: no runtime exclusivity check).
    @exclusivity(unchecked) var definitions = Definitions()
    /// The ambiguity search's marks on symbols, kept between searches (``SymbolMarks``).
    @exclusivity(unchecked) var ambiguityMarks = SymbolMarks()
    /// What the quick pass of the ambiguity search learns of the optimal face (``FaceMemo``),
    /// its storage kept between searches.
    @exclusivity(unchecked) var faceMemo = FaceMemo()

    struct EditInfo {
        var variable: Variable
        var constraint: Constraint
        var value: Double
    }
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
    @exclusivity(unchecked) var editOrder: [ObjectIdentifier] = []

    /// Identifies this solver to its variables (they keep their symbol for this solver).
    let token = SolverToken()
    @exclusivity(unchecked) var foreignVariables: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var foreignRetained: [Variable] = []
    /// Variables whose symbol was released since the last update (nothing in the solver reads
    /// them any more): the update writes their value, 0, as it would for a parametric symbol.
    @exclusivity(unchecked) var releasedVariables: [Variable] = []
    /// How many ``deferringOptimization(_:)`` calls are running (adds re-optimise at once only
    /// at 0), and the adds since the last optimisation while one is.
    private var optimizationDeferrals = 0
    private var deferredAdds = 0
    /// Whether a failed add searches for a minimal conflicting set (off inside that search).
    @exclusivity(unchecked) package var explainsConflicts = true

    /// Creates an empty solver.
    public init() {}

    // MARK: - Constraints

    /// Adds a constraint and re-optimises (inside ``deferringOptimization(_:)``, after every
    /// ``deferredAddLimit`` adds).
    ///
    /// - Throws: ``SolverError/Code/duplicateConstraint``, ``SolverError/Code/invalidConstraint``,
    ///   or ``SolverError/Code/unsatisfiableConstraint`` (a required constraint that
    ///   cannot hold), in which case the solver is left as it was.
    public func addConstraint(_ constraint: Constraint) throws {
        if recordIndex(of: constraint) != nil { throw SolverError.duplicateConstraint(constraint) }
        try validate(constraint)
        do {
            try insert(constraint)
        } catch {
            // Variables only the refused constraint read give their symbols back.
            releaseUnusedExternals(of: constraint)
            throw error
        }
        if optimizationDeferrals == 0 {
            reoptimize()
        } else {
            deferredAdds += 1
            if deferredAdds >= Self.deferredAddLimit {
                deferredAdds = 0
                tableau.optimize()
            }
        }
    }

    /// How many adds a ``deferringOptimization(_:)`` lets pass between optimisations.
    ///
    /// Optimising once, after every constraint of a screen is in, takes fewest pivots (718
    /// instead of 1,860 for the document benchmark's 2,000 views), but the rows they work on
    /// grow with the screen: the tableau then still holds a row that sums every item's height
    /// (10,000 cells at 20,000 views), and each pivot substitutes into it, so the whole run
    /// took 13% more instructions than optimising after each add at 20,000 views (10% fewer
    /// at 2,000). Optimising after every 32 adds keeps the rows about as short as after each
    /// add and makes a 32nd of the searches for an entering symbol: the whole run takes 6.6%
    /// fewer instructions at 2,000, 5,000 and 20,000 views alike (from 16 to 48 adds the counts
    /// are within 1% of each other; Benchmarks/DOCUMENT.md).
    static let deferredAddLimit = 32

    /// Runs `body`, in which adds re-optimise only after every ``deferredAddLimit`` of them,
    /// then re-optimises (unless an enclosing call does). The optimum is the same, and so are
    /// the constraints refused; it costs less when many constraints go in together, as a
    /// screen's do at its first layout. Whatever else changes inside (a removal, a constant)
    /// re-optimises as it happens.
    ///
    /// The conflict a refused add names is a minimal set found from the basis (see
    /// `explainConflict`), and a basis that waits for its optimisation can lead to another
    /// minimal set than adding one by one would (`SolverDeferredOptimizationTests`).
    package func deferringOptimization<T>(_ body: () throws -> T) rethrows -> T {
        optimizationDeferrals += 1
        defer {
            optimizationDeferrals -= 1
            if optimizationDeferrals == 0 {
                deferredAdds = 0
                reoptimize()
            }
        }
        return try body()
    }

    /// ``addConstraint(_:)`` with ``explainsConflicts`` set to `explaining` for this add (set
    /// here: another module's writes of the property pay a dynamic exclusivity check each).
    package func addConstraint(_ constraint: Constraint, explainingConflicts explaining: Bool) throws {
        let saved = explainsConflicts
        explainsConflicts = explaining
        defer { explainsConflicts = saved }
        try addConstraint(constraint)
    }

    /// Adds several constraints; stops at the first error (the ones before it stay added).
    public func addConstraints(_ constraints: [Constraint]) throws {
        reserveCapacity(forAdding: constraints.count)
        for constraint in constraints { try addConstraint(constraint) }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/Code/unknownConstraint``.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let index = recordIndex(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        try remove(recordAt: index)
        reoptimize()
        releaseUnusedExternals(of: constraint)
    }

    /// Whether the last re-optimisation reached the optimum. False when the simplex stopped at
    /// its pivot limit instead (a million pivots, or 50 per row and symbol in a larger
    /// system): every required constraint still holds, but an optional one may not be as well
    /// satisfied as it can be. No system is known to do this (it would take pivots cycling
    /// through rounding); the layout engine reports it as an
    /// `unoptimized` diagnostic rather than run for ever. The next re-optimisation that ends
    /// normally makes it true again.
    public var isOptimal: Bool { !tableau.stoppedShort }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        recordIndex(of: constraint) != nil
    }

    /// A small integer that identifies `constraint` while it is in the solver (nil when it is
    /// not), reused after it is removed: for a caller's table of what it added, kept in an
    /// array rather than a dictionary.
    package func recordID(of constraint: Constraint) -> Int? {
        recordIndex(of: constraint).map(Int.init)
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        return records.compactMap { $0?.constraint }
            .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Changes the constant of a constraint in the solver, re-solving by the dual simplex.
    ///
    /// `constant` is the constant of the constraint's normalised expression
    /// (`expression relation 0`). This is as cheap as ``suggestValue(_:_:)``.
    ///
    /// - Throws: ``SolverError/Code/unknownConstraint``, or
    ///   ``SolverError/Code/unsatisfiableConstraint`` when a required constraint
    ///   cannot take the new constant (the old one stays).
    public func setConstant(of constraint: Constraint, to constant: Double) throws {
        guard let index = recordIndex(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard constant.isFinite else {
            throw SolverError.invalidConstraint(constraint, reason: "the constant \(constant) is not finite")
        }
        let old = constraint.expression.constant
        let delta = constant - old
        if delta == 0 { return }
        tableau.noteConstant(constant)
        // A row shifts its own constant; a definition shifts the rows that hold its expansion.
        let record = records[Int(index)]!
        var shifts = [(tag: record.tag, amount: delta)]
        var definitionConstant = 0.0
        if record.definition >= 0 {
            (definitionConstant, shifts) = definitionShifts(recordAt: index, to: constant)
        }
        func commit() {
            if record.definition >= 0 { definitions.setConstant(of: record.definition, to: definitionConstant) }
            constraint.expression.constant = constant
        }
        if shifts.isEmpty {
            commit()
            return
        }
        // The dual simplex needs a basis that is optimal at every level; adds may have left the
        // levels below the last non-zero one unsettled (see Tableau.optimize(complete:)).
        tableau.completeOptimization()
        if tableau.shiftConstants(shifts), tableau.dualOptimize() {
            commit()
            // The dual simplex keeps the levels it was optimal for; the primal simplex then
            // settles the lower levels it left (optimize() stops at the lowest level with a
            // positive value, so the basis need not be optimal below it).
            reoptimize()
            return
        }
        // Infeasible: restore the old constant (the tableau returns to a feasible optimum).
        _ = tableau.shiftConstants(shifts.map { ($0.tag, -$0.amount) })
        guard tableau.dualOptimize() else {
            throw SolverError.internalError("could not restore a constant after an infeasible change")
        }
        tableau.optimize()
        let conflicting = explainConflict(
            adding: Constraint(Expression(constraint.expression.terms, constant: constant),
                               constraint.relation, label: constraint.label),
            excluding: constraint)
        throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
    }

    /// Changes the priority of an optional constraint in the solver to another optional one,
    /// moving its errors to the new level and re-optimising. Changing to or from `required`
    /// removes and re-adds the constraint. For an equality with its own
    /// ``Constraint/priorityBelow`` this is the priority above zero, and stays optional.
    public func setPriority(of constraint: Constraint, to priority: LayoutPriority) throws {
        guard let index = recordIndex(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard priority.isValid else {
            throw SolverError.invalidConstraint(constraint, reason: "priority \(priority) is outside 0 < p <= 1000")
        }
        if priority == constraint.priority { return }
        let hasPriorityBelow = constraint.priorityBelow != nil
        if hasPriorityBelow && priority.isRequired {
            throw SolverError.invalidConstraint(
                constraint, reason: "an equality with a priority below is optional on both sides")
        }
        if priority.isRequired || constraint.priority.isRequired {
            let old = constraint.priority
            try remove(recordAt: index)
            constraint.priority = priority
            do {
                try insert(constraint)
            } catch {
                constraint.priority = old
                try insert(constraint)
                tableau.optimize()
                throw error
            }
            reoptimize()
            return
        }
        let tag = records[Int(index)]!.tag
        // The error below zero of an equality with a priority below keeps its own.
        for symbol in hasPriorityBelow ? [tag.marker] : [tag.marker, tag.other]
        where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
            moveError(symbol, of: tag, to: priority)
        }
        constraint.priority = priority
        reoptimize()
    }

    /// Changes the priority below zero of an equality made with one (``Constraint/priorityBelow``)
    /// to another optional priority, moving that error to the new level and re-optimising.
    ///
    /// - Throws: ``SolverError/Code/unknownConstraint``, or ``SolverError/Code/invalidConstraint``
    ///   for a constraint made without a priority below or a required `priority`.
    public func setPriorityBelow(of constraint: Constraint, to priority: LayoutPriority) throws {
        guard let index = recordIndex(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard let old = constraint.priorityBelow, priority.isValid, !priority.isRequired else {
            throw SolverError.invalidConstraint(
                constraint, reason: "only an optional equality made with a priority below can change it to \(priority)")
        }
        if priority == old { return }
        let tag = records[Int(index)]!.tag
        moveError(tag.other, of: tag, to: priority)
        constraint.priorityBelow = priority
        reoptimize()
    }

    /// Moves one of a constraint's errors to the level of `priority` (without optimising).
    private func moveError(_ symbol: Int32, of tag: ConstraintTag, to priority: LayoutPriority) {
        tableau.addToObjective(symbol, weight: -tag.weight)
        tableau.releaseLevel(tableau.errorPriority[Int(symbol)])
        tableau.errorPriority[Int(symbol)] = priority.rawValue
        tableau.errorWeight[Int(symbol)] = tag.weight
        tableau.retainLevel(priority.rawValue)
        tableau.addToObjective(symbol, weight: tag.weight)
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable at an optional `priority`; its value starts at 0.
    ///
    /// - Throws: ``SolverError/Code/duplicateEditVariable`` or ``SolverError/Code/requiredEditVariable``.
    public func addEditVariable(_ variable: Variable, priority: LayoutPriority) throws {
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw SolverError.duplicateEditVariable(variable) }
        if priority.isRequired || !priority.isValid { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit \(variable)")
        try addConstraint(constraint)
        edits[id] = EditInfo(variable: variable, constraint: constraint, value: 0)
        editOrder.append(id)
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``SolverError/Code/unknownEditVariable``.
    public func removeEditVariable(_ variable: Variable) throws {
        let id = ObjectIdentifier(variable)
        guard let info = edits[id] else { throw SolverError.unknownEditVariable(variable) }
        edits[id] = nil
        editOrder.removeAll { $0 == id }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves by the dual simplex.
    ///
    /// - Throws: ``SolverError/Code/unknownEditVariable``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        let id = ObjectIdentifier(variable)
        guard var info = edits[id] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else {
            throw SolverError.invalidConstraint(info.constraint, reason: "the suggested value \(value) is not finite")
        }
        let delta = value - info.value
        if delta == 0 { return }
        tableau.noteConstant(value)
        info.value = value
        edits[id] = info
        let index = recordIndex(of: info.constraint)!
        // The edit constraint reads `variable - value == 0`.
        info.constraint.expression.constant = -value
        tableau.completeOptimization()
        _ = tableau.shiftConstant(records[Int(index)]!.tag, by: -delta)
        guard tableau.dualOptimize() else {
            throw SolverError.internalError("the dual simplex found no entering symbol for an edit")
        }
        reoptimize()
    }

    // MARK: - Values

    /// Writes the solved values into the variables whose values changed since the last update,
    /// and returns how many changed.
    ///
    /// - Complexity: proportional to the symbols touched since the last update and the
    ///   definitions that read them (re-evaluated oldest first, only while values move), not
    ///   to the number of variables.
    @discardableResult
    public func updateVariables() -> Int {
        updateVariables { _ in }
    }

    /// Writes the solved values, calling `changed` with each variable whose value changed, so
    /// the layout layer touches only those views. Returns how many changed.
    @discardableResult
    public func updateVariables(_ changed: (Variable) -> Void) -> Int {
        var count = 0
        for variable in releasedVariables where existingSymbol(for: variable) == nil && variable.value != 0 {
            variable.value = 0
            count += 1
            changed(variable)
        }
        releasedVariables.removeAll(keepingCapacity: true)
        var symbols = scratchDirty
        swap(&symbols, &tableau.dirtySymbols)
        // The count through a pointer: a local variable the nested function below increments
        // would be boxed and pay a dynamic exclusivity check per write.
        withUnsafeMutablePointer(to: &count) { count in
            unretainedVariableOf.withUnsafeBufferPointer { variables in
                // Writes `value` into the variable of `symbol`, if it has one and the value moved.
                func write(_ symbol: Int32, _ value: Double) {
                    variables[Int(symbol)]?._withUnsafeGuaranteedRef { variable in
                        guard value != variable.value else { return }
                        variable.value = value
                        count.pointee += 1
                        changed(variable)
                    }
                }
                for symbol in symbols {
                    let s = Int(symbol)
                    tableau.isDirty[s] = false
                    if definitions.isDefined(symbol) { continue }
                    definitions.queueDependents(of: symbol)
                    write(symbol, tableau.value(of: symbol))
                }
                definitions.evaluatePending({ tableau.value(of: $0) }, write)
            }
        }
        symbols.removeAll(keepingCapacity: true)
        scratchDirty = symbols
        return count
    }

    /// The solved value of `variable` now, without waiting for ``updateVariables()``.
    public func value(of variable: Variable) -> Double {
        guard let symbol = existingSymbol(for: variable) else { return 0 }
        guard definitions.isDefined(symbol) else { return tableau.value(of: symbol) }
        return definitions.value(of: symbol) { tableau.value(of: $0) }
    }

    /// Forgets every constraint, edit variable and symbol.
    public func reset() {
        for variable in variableOf.compactMap({ $0 }) where variable.owner === token {
            variable.owner = nil
            variable.symbol = -1
        }
        for record in records {
            guard let constraint = record?.constraint, constraint.owner === token else { continue }
            constraint.owner = nil
            constraint.record = -1
        }
        tableau = Tableau()
        variableOf = []; unretainedVariableOf = []; ownerOf = []
        records = []; foreignRecords = [:]; freeRecords = []; nextRecordSequence = 0
        definitions = Definitions()
        edits = [:]; editOrder = []
        foreignVariables = [:]; foreignRetained = []; releasedVariables = []
    }

    /// The number of rows the solver keeps and the number of cells in them (for benchmarks):
    /// the tableau's rows and the definitions (required equalities kept out of it).
    package var tableauSize: (rows: Int, cells: Int) {
        var rowCount = 0, cells = 0
        for slot in tableau.basicOf.indices where tableau.basicOf[slot] >= 0 {
            rowCount += 1
            cells += tableau.rows[slot].count
        }
        return (rowCount + definitions.count, cells + definitions.termTotal + definitions.count)
    }
}

/// The identity a solver gives its variables; variables retain it, so it is never reused
/// while a variable still names it.
final class SolverToken {}
