/// Installing constraints in the solver, applying changes incrementally, and resolving
/// conflicts the way UIKit does: the newest constraint of a conflicting set is broken.
extension LayoutEngine {
    // MARK: Installing

    /// Puts an active constraint into the solver. When it conflicts with required constraints
    /// already there: in a fresh pass (every constraint going in in order) it is the newest, so
    /// it is broken (it stays active) and the conflict reported; in an incremental pass it is
    /// set aside, and the pass ends by resolving conflicts afresh (see ``applyPendingWork()``).
    func install(_ constraint: LayoutConstraint) {
        guard constraint.solverConstraint == nil, !constraint.isBroken else { return }
        do {
            try add(constraint, explainingConflicts: isFreshPass)
        } catch {
            refused(constraint, error)
        }
    }

    /// What becomes of a constraint the solver refused: a conflict breaks it in a fresh pass
    /// (reported) and sets it aside in an incremental one; any other error reports it invalid.
    func refused(_ constraint: LayoutConstraint, _ error: Error) {
        guard let error = error as? SolverError, error.code == .unsatisfiableConstraint else {
            report(LayoutDiagnostic(invalid: constraint, LayoutError(.solverRefused, "\(error)", origin: constraint.origin)))
            return
        }
        if isFreshPass {
            markBroken(constraint, conflicting: error.conflicting)
        } else {
            setAside(constraint)
        }
    }

    /// Translates a constraint and adds it to the solver, recording it as the newest.
    private func add(_ constraint: LayoutConstraint, explainingConflicts: Bool) throws {
        let solverConstraint = translate(constraint)
        try solver.addConstraint(solverConstraint, explainingConflicts: explainingConflicts)
        constraint.solverConstraint = solverConstraint
        constraint.installedConstant = constraint.constant
        if let record = solver.recordID(of: solverConstraint) {
            if record >= owners.count {
                // By half the table at a time (one entry per new record before).
                owners.append(contentsOf: repeatElement(nil, count: Swift.max(record - owners.count + 1, owners.count / 2 + 16)))
            }
            owners[record] = constraint
        }
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
            baselineConstraints[ObjectIdentifier(constraint)] = constraint
        }
        installCounter += 1
        installedThisPass = true
    }

    /// The layout constraint whose translation `solverConstraint` is, if the engine installed it.
    private func owner(of solverConstraint: Constraint) -> LayoutConstraint? {
        guard let record = solver.recordID(of: solverConstraint), record < owners.count,
              let owner = owners[record], owner.solverConstraint === solverConstraint else { return nil }
        return owner
    }

    /// Takes a constraint out of the solver (it is being deactivated or re-translated).
    func uninstall(_ constraint: LayoutConstraint) {
        if let solverConstraint = constraint.solverConstraint {
            if let record = solver.recordID(of: solverConstraint), record < owners.count { owners[record] = nil }
            removeFromSolver(solverConstraint, of: constraint)
            constraint.solverConstraint = nil
            changedOutsideQueues = true
        }
        baselineConstraints[ObjectIdentifier(constraint)] = nil
        if constraint.isBroken {
            constraint.isBroken = false
            unbreak(constraint)
        }
    }

    private func markBroken(_ constraint: LayoutConstraint, conflicting: [Constraint]) {
        conflictMet = true
        constraint.isBroken = true
        constraint.solverConstraint = nil
        broken.append(constraint)
        let others = conflicting.compactMap { owner(of: $0) }
        brokenConflicts[ObjectIdentifier(constraint)] = others.count == conflicting.count ? others : []
        report(LayoutDiagnostic(unsatisfiable: constraint, conflicting: others))
    }

    /// Whether every broken constraint still contradicts the constraints it was broken for,
    /// at their constants now. After changes of constants only, the constraints in the solver
    /// all hold (each change went in); a fresh layout adds them in the same order, and breaks a
    /// constraint exactly when it contradicts those before it, which it still does when it
    /// contradicts its conflict (a subset of them). So the fresh layout breaks the same
    /// constraints and keeps the same ones, and the incremental answer is its answer.
    ///
    /// - Complexity: a small solve per broken constraint (its conflict set and itself).
    func conflictsStillStand() -> Bool {
        for constraint in broken {
            guard let conflict = brokenConflicts[ObjectIdentifier(constraint)], !conflict.isEmpty else { return false }
            var members: [Constraint] = []
            for member in conflict {
                guard member.isActive, let c = member.solverConstraint, solver.hasConstraint(c) else { return false }
                members.append(c)
            }
            members.append(translate(constraint))
            let probe = Solver()
            probe.explainsConflicts = false
            var contradicts = false
            for member in members {
                do {
                    try probe.addConstraint(Constraint(member.expression, member.relation))
                } catch let error as SolverError where error.code == .unsatisfiableConstraint {
                    contradicts = true
                    break
                } catch {
                    return false  // not a conflict the probe can decide: re-resolve afresh
                }
            }
            if !contradicts { return false }
        }
        return true
    }

    /// Applies a changed constant or priority: the cheap path for a constant (the dual
    /// simplex), a level move for an optional priority.
    func applyChange(_ constraint: LayoutConstraint) {
        if constraint.isBroken {
            // A broken constraint may hold with its new constant: try it again.
            unbreak(constraint)
            constraint.isBroken = false
            install(constraint)
            return
        }
        guard let solverConstraint = constraint.solverConstraint else { return }
        if solverConstraint.priority != constraint.priority
            || solverConstraint.priorityBelow != constraint.compressionResistancePriority {
            do {
                try solver.setPriority(of: solverConstraint, to: constraint.priority)
                if let below = constraint.compressionResistancePriority {
                    try solver.setPriorityBelow(of: solverConstraint, to: below)
                }
            } catch {
                uninstall(constraint)
                install(constraint)
                return
            }
        }
        let target = solverConstant(of: constraint)
        guard target != solverConstraint.expression.constant else { return }
        setSolverConstant(constraint, target)
    }

    /// Sets the constant of an installed constraint. On a conflict the constraint is set aside
    /// and the pass ends by resolving conflicts afresh, which decides which one breaks (in a
    /// fresh pass, which has nothing after it, it is broken and reported).
    func setSolverConstant(_ constraint: LayoutConstraint, _ target: Double) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        do {
            try solver.setConstant(of: solverConstraint, to: target)
            constraint.installedConstant = constraint.constant
        } catch {
            if (error as? SolverError)?.code == .unsatisfiableConstraint { uninstall(constraint) }
            refused(constraint, error)
        }
    }

    /// Keeps a constraint that met a conflict out of the solver, unreported, until the pass
    /// resolves conflicts afresh (it counts as broken so that the re-resolution takes it back).
    private func setAside(_ constraint: LayoutConstraint) {
        conflictMet = true
        constraint.isBroken = true
        broken.append(constraint)
    }

    // MARK: Generated constraints

    /// Brings the constraints a view generates for itself up to date: its frame (or the
    /// root's size), its intrinsic size, and a container's own rules.
    func updateGenerated(_ view: View) {
        _ = variables(of: view)
        let frame = frameConstraints(of: view)
        for constraint in frame { constraint.installsFirst = true }
        view.generated.frame = sync(view.generated.frame, frame)
        let intrinsic = intrinsicConstraints(of: view)
        let rules = view.internalConstraints()
        // A view's first content sizes are installed on it, and a container's first rules (the
        // closest common ancestor of it and its items), most of them: room for them at once,
        // not by doubling.
        let arriving = (view.generated.intrinsic.isEmpty ? intrinsic.count : 0)
            + (view.generated.internalRules.isEmpty ? rules.count : 0)
        if arriving > 1 { view.constraints.reserveCapacity(view.constraints.count + arriving) }
        view.generated.intrinsic = sync(view.generated.intrinsic, intrinsic)
        view.generated.internalRules = sync(view.generated.internalRules, rules)
    }

    /// The frame constraints of a root (its size) or of a view that translates its autoresizing
    /// mask. The frame is given as a frame; the constraints act on the alignment rectangles,
    /// so the insets of the view (and the left and top insets of its superview, whose
    /// alignment rectangle its `left` and `top` are) enter the constants.
    private func frameConstraints(of view: View) -> [LayoutConstraint] {
        let insets = view.alignmentRectInsets
        let frame = view.storedFrame.inset(by: insets)
        guard let parent = view.superview else {
            if let target = fittingTarget, view === root {
                return [
                    LayoutConstraint(unchecked: view, .left, .equal, nil, .notAnAttribute, constant: insets.left,
                                     identifier: "UIView-Encapsulated-Layout-Left", origin: "root", validated: false),
                    LayoutConstraint(unchecked: view, .top, .equal, nil, .notAnAttribute, constant: insets.top,
                                     identifier: "UIView-Encapsulated-Layout-Top", origin: "root", validated: false),
                    LayoutConstraint(unchecked: view, .width, .equal, nil, .notAnAttribute, constant: target.size.width,
                                     priority: target.horizontal, identifier: "fitting-width", origin: "systemLayoutSizeFitting"),
                    LayoutConstraint(unchecked: view, .height, .equal, nil, .notAnAttribute, constant: target.size.height,
                                     priority: target.vertical, identifier: "fitting-height", origin: "systemLayoutSizeFitting"),
                ]
            }
            return [
                LayoutConstraint(unchecked: view, .left, .equal, nil, .notAnAttribute, constant: insets.left,
                                 identifier: "UIView-Encapsulated-Layout-Left", origin: "root", validated: false),
                LayoutConstraint(unchecked: view, .top, .equal, nil, .notAnAttribute, constant: insets.top,
                                 identifier: "UIView-Encapsulated-Layout-Top", origin: "root", validated: false),
                LayoutConstraint(unchecked: view, .width, .equal, nil, .notAnAttribute, constant: frame.width,
                                 identifier: "UIView-Encapsulated-Layout-Width", origin: "root size"),
                LayoutConstraint(unchecked: view, .height, .equal, nil, .notAnAttribute, constant: frame.height,
                                 identifier: "UIView-Encapsulated-Layout-Height", origin: "root size"),
            ]
        }
        guard view.translatesAutoresizingMaskIntoConstraints else { return [] }
        if view.followsAutoresizingMask {
            return view.autoresizingConstraints(frame: frame, in: parent,
                                                origin: "autoresizing mask " + view.autoresizingMask.uikitDescription)
        }
        let origin = "autoresizing mask h=--& v=--&"
        // Inside a scroll view, `left` and `top` of the superview are its content area's.
        let parentInsets = parent.scrolling != nil ? .zero : parent.alignmentRectInsets
        return [
            LayoutConstraint(unchecked: view, .left, .equal, parent, .left, constant: frame.minX - parentInsets.left,
                             origin: origin),
            LayoutConstraint(unchecked: view, .top, .equal, parent, .top, constant: frame.minY - parentInsets.top,
                             origin: origin),
            LayoutConstraint(unchecked: view, .width, .equal, nil, .notAnAttribute, constant: frame.width, origin: origin),
            LayoutConstraint(unchecked: view, .height, .equal, nil, .notAnAttribute, constant: frame.height, origin: origin),
        ]
    }

    /// The content-size constraints of a view with an intrinsic size, UIKit's
    /// `NSContentSizeLayoutConstraint`: per axis with an intrinsic length, one equality that
    /// hugs at the hugging priority and resists compression at the compression resistance
    /// priority (``LayoutConstraint/compressionResistancePriority``). Where either priority is
    /// required, that side is a required inequality and the other an optional one: two
    /// constraints, since the solver's two-way equality is optional both ways.
    private func intrinsicConstraints(of view: View) -> [LayoutConstraint] {
        let size = view.intrinsicSize
        var constraints: [LayoutConstraint] = []
        if size.width != View.noIntrinsicMetric || size.height != View.noIntrinsicMetric { constraints.reserveCapacity(2) }
        func add(_ axis: LayoutAxis, _ value: Double) {
            guard value != View.noIntrinsicMetric && value.isFinite && value >= 0 else { return }
            let horizontal = axis == .horizontal
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            if !hugging.isRequired && !resistance.isRequired {
                let constraint = LayoutConstraint(
                    unchecked: view, horizontal ? .width : .height, .equal, nil, .notAnAttribute, constant: value,
                    priority: hugging, identifier: "NSContentSizeLayoutConstraint",
                    origin: horizontal ? "intrinsic width" : "intrinsic height")
                constraint.resistsCompression(at: resistance)
                constraints.append(constraint)
                return
            }
            constraints.append(LayoutConstraint(
                unchecked: view, horizontal ? .width : .height, .lessThanOrEqual, nil, .notAnAttribute, constant: value,
                priority: hugging, identifier: "NSContentSizeLayoutConstraint",
                origin: horizontal ? "intrinsic width, hugging" : "intrinsic height, hugging"))
            constraints.append(LayoutConstraint(
                unchecked: view, horizontal ? .width : .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: value,
                priority: resistance, identifier: "NSContentSizeLayoutConstraint",
                origin: horizontal ? "intrinsic width, compression resistance" : "intrinsic height, compression resistance"))
        }
        add(.horizontal, size.width)
        add(.vertical, size.height)
        return constraints
    }

    /// Makes `desired` active with the fewest changes to `current`: a constraint equal to an
    /// active one but for its constant or optional priority keeps the old object (and takes
    /// the cheap path); the rest are deactivated or activated. Returns the active list.
    func sync(_ current: [LayoutConstraint], _ desired: [LayoutConstraint]) -> [LayoutConstraint] {
        if current.isEmpty && desired.isEmpty { return [] }
        if current.isEmpty {
            // Nothing to keep (a view's first update): each is activated, as below, and the
            // list given is the list kept unless one was refused (no second array, and no
            // retain and release per constraint to fill one and free the other).
            var refused = false
            for index in desired.indices where !activateGenerated(desired[index]) { refused = true }
            return refused ? desired.filter(\.isActive) : desired
        }
        var available: [ConstraintKey: [LayoutConstraint]] = [:]
        for constraint in current where constraint.isActive {
            available[ConstraintKey(constraint), default: []].append(constraint)
        }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(desired.count)
        for wanted in desired {
            let key = ConstraintKey(wanted)
            if var matches = available[key], !matches.isEmpty {
                let kept = matches.removeFirst()
                available[key] = matches
                if kept.constant != wanted.constant { kept.constant = wanted.constant }
                if kept.storedPriority != wanted.storedPriority { kept.priority = wanted.storedPriority }
                if let resistance = wanted.compressionResistancePriority { kept.setCompressionResistancePriority(resistance) }
                kept.takeOrigin(of: wanted)
                result.append(kept)
            } else if activateGenerated(wanted) {
                result.append(wanted)
            }
        }
        for leftovers in available.values {
            for constraint in leftovers { constraint.deactivate() }
        }
        return result
    }

    /// Activates a new generated constraint; a refusal is reported, and returns false.
    private func activateGenerated(_ wanted: LayoutConstraint) -> Bool {
        wanted.isGenerated = true
        do {
            try wanted.activateGenerated(root: root, engine: self)
            return true
        } catch {
            report(LayoutDiagnostic(invalid: wanted, error as? LayoutError ?? LayoutError(.solverRefused, "\(error)")))
            return false
        }
    }
}

/// What makes two generated constraints the same constraint, but for constant and optional priority.
struct ConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let identifier: String?
    let isRequired: Bool
    let weight: Double
    /// A content-size equality and the inequalities of its required form are not the same.
    let isContentSize: Bool

    init(_ c: LayoutConstraint) {
        first = c.firstHandle.map { ObjectIdentifier($0) }
        firstAttribute = c.firstAttribute
        relation = c.relation
        second = c.secondHandle.map { ObjectIdentifier($0) }
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        identifier = c.identifier
        isRequired = c.storedPriority.isRequired
        weight = c.weight
        isContentSize = c.compressionResistancePriority != nil
    }
}
