/// The variables a view (or a free guide) has in the engine: its alignment rectangle's origin
/// in its superview's coordinate space (a free guide's: in its owning view's frame) and its size.
///
/// A class, immutable: every read of a view's variables in the translation is one retain, not four.
final class ViewVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        x = Variable(name, suffix: ".minX")
        y = Variable(name, suffix: ".minY")
        width = Variable(name, suffix: ".width")
        height = Variable(name, suffix: ".height")
    }

    var all: [Variable] { [x, y, width, height] }

    /// The origin of the view's subviews' coordinate space in root coordinates, as the engine
    /// last built it (``LayoutEngine/subviewOrigin(of:)``), valid in `originEpoch` only.
    @exclusivity(unchecked) var subviewOriginX = Expression()
    @exclusivity(unchecked) var subviewOriginY = Expression()
    @exclusivity(unchecked) var originEpoch: OriginEpoch?
    /// The view's effective layout direction as the engine last read it
    /// (``LayoutEngine/layoutDirection(of:)``), valid in `directionEpoch` only.
    @exclusivity(unchecked) var direction = UserInterfaceLayoutDirection.leftToRight
    @exclusivity(unchecked) var directionEpoch: OriginEpoch?
}

/// An identity for one generation of kept origins: held by the origins kept in it, so it is
/// never reused while one names it.
final class OriginEpoch {}

/// The four insets of a margins or safe-area guide, each a variable pinned by a required
/// equality whose constant the engine updates after each pass.
///
/// A class: a margin attribute's translation reads it with one retain, not six.
final class InsetVariables {
    let top: Variable, left: Variable, bottom: Variable, right: Variable
    let pins: [Constraint]
    var values: EdgeInsets

    /// The owning view's frame narrowed by these insets, one span per axis, as the engine last
    /// built them (``LayoutEngine/insetFrameSpan(of:_:_:)``), valid in `spanEpoch` only.
    @exclusivity(unchecked) var horizontalSpan: SpanExpression?
    @exclusivity(unchecked) var verticalSpan: SpanExpression?
    @exclusivity(unchecked) var spanEpoch: OriginEpoch?

    init(top: Variable, left: Variable, bottom: Variable, right: Variable, pins: [Constraint], values: EdgeInsets) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.pins = pins
        self.values = values
    }
}

/// The content size of a scroll view, two variables.
struct ContentVariables {
    let width: Variable, height: Variable
}

/// The content offset of a scroll view: two variables pinned to
/// ``ScrollContent/contentOffset`` by required equalities whose constants the engine
/// updates after each pass. Its subviews' coordinate space starts at its frame's origin less them.
struct OffsetVariables {
    let x: Variable, y: Variable
    let pins: [Constraint]
    var offset: Point
    /// The scroll view's handle (not a weak reference: see ``ItemHandle``).
    let scrollHandle: ItemHandle
    var scroll: View? { scrollHandle.view }
}

/// The constraints a view generates for itself, kept so the engine can diff them.
struct GeneratedConstraints {
    /// The frame as constraints (`translatesAutoresizingMaskIntoConstraints`), or the root's size.
    var frame: [LayoutConstraint] = []
    /// Hugging and compression resistance.
    var intrinsic: [LayoutConstraint] = []
    /// A container's own rules (a stack's `UISV-…` constraints).
    var internalRules: [LayoutConstraint] = []
}

extension View {
    /// The view's content when it scrolls its subviews (a scroll view's ``ScrollContent``):
    /// the engine gives it content variables and applies UIKit's rule that its edges, seen
    /// from inside, are the content area's.
    var scrolling: ScrollContent? { role as? ScrollContent }
}

/// The link between a view tree and the solver: it turns views, guides and constraints into
/// the solver's variables and constraints, re-solves incrementally, and writes frames back.
///
/// One engine belongs to the root of a tree. Changes (activation, constants, priorities,
/// frames, intrinsic sizes, the root's size) are queued and applied at the next
/// ``View/layoutIfNeeded()``; nothing is rebuilt from scratch.
///
/// The engine's queues and tables, and the view, guide and constraint fields its loops read,
/// are `@exclusivity(unchecked)`: they are read and written in place, never passed `inout` into
/// code that reaches them again (the whole test suite ran under the dynamic checks without a
/// conflict before they were turned off), and the checks were a tenth of a layout's work.
final class LayoutEngine {
    /// The root, which owns the engine (``View/engineStorage``; a fitting's scratch engine lives
    /// only while its fitting runs): `unowned(unsafe)`, as a safe reference would trap when the
    /// root's subclass deactivates constraints in its `deinit`, which reaches the engine.
    unowned(unsafe) let root: View
    let solver = Solver()

    /// Views whose generated constraints must be brought up to date.
    @exclusivity(unchecked) var viewsNeedingUpdate: [View] = []
    @exclusivity(unchecked) var viewsNeedingUpdateSet = Set<ObjectIdentifier>()
    /// Constraints activated since the last pass, in activation order.
    @exclusivity(unchecked) var pendingActivations: [LayoutConstraint] = []
    /// Installed constraints whose constant or priority changed.
    @exclusivity(unchecked) var pendingChanges: [LayoutConstraint] = []
    @exclusivity(unchecked) var pendingChangeSet = Set<ObjectIdentifier>()
    /// Whether every constraint must be re-translated (a direction or environment change).
    @exclusivity(unchecked) var needsReinstallAll = false
    /// The installed constraints that relate a baseline: their translation bakes in a baseline
    /// offset and the view a stack forwards its baseline to, so they are re-translated when
    /// either may have changed.
    @exclusivity(unchecked) var baselineConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    @exclusivity(unchecked) var needsBaselineRefresh = false

    /// The layout constraint behind each solver constraint the engine installed, by the
    /// solver's record index (``Solver/recordID(of:)``); nil for its own constraints (pins).
    @exclusivity(unchecked) var owners: [LayoutConstraint?] = []
    /// How many constraints entered the solver (0: the next pass is the first layout).
    @exclusivity(unchecked) var installCounter = 0
    /// Constraints broken to resolve conflicts, oldest first.
    var broken: [LayoutConstraint] = []
    /// The conflict each broken constraint was broken for (the required constraints before it
    /// that it contradicts), by constraint.
    var brokenConflicts: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Whether a constraint entered the solver since the outermost pending-work pass began.
    @exclusivity(unchecked) var installedThisPass = false
    /// Whether constraints left the solver outside the pending queues (a deactivation, say):
    /// with a conflict standing, the pass resolves conflicts afresh.
    @exclusivity(unchecked) var changedOutsideQueues = false
    /// Whether a conflict was met since the last pass began.
    @exclusivity(unchecked) var conflictMet = false
    /// Whether the current pass adds every constraint in order, as a fresh layout does (the
    /// first layout, or a re-resolution of conflicts): a conflict then breaks the newest.
    @exclusivity(unchecked) var isFreshPass = false

    @exclusivity(unchecked) var insets: [ObjectIdentifier: InsetVariables] = [:]
    var insetGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var contents: [ObjectIdentifier: ContentVariables] = [:]
    @exclusivity(unchecked) var offsets: [ObjectIdentifier: OffsetVariables] = [:]
    /// The epoch of the origins of subviews' coordinate spaces kept with the views' variables
    /// (see ``subviewOrigin(of:)``): a kept origin of an older epoch is stale.
    @exclusivity(unchecked) var originEpoch = OriginEpoch()
    /// Whether an origin was kept in this epoch.
    @exclusivity(unchecked) var originsKept = false
    /// While `inRootCoordinates` runs: positions are read as root-coordinate variables.
    @exclusivity(unchecked) var reportsRootCoordinates = false
    var rootPositions: [ObjectIdentifier: (x: Variable, y: Variable)] = [:]

    /// While `systemLayoutSizeFitting` measures the root: the size it fits and the priorities
    /// that replace the root's required size.
    var fittingTarget: (size: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?

    /// Pins added by `exerciseAmbiguityInLayout()`.
    var exercised: [Constraint] = []

    /// Problems found since the tree was built (conflicts, refused constraints).
    var diagnostics: [LayoutDiagnostic] = []

    /// Whether trait variants must be evaluated at the next pass even if the traits did not
    /// change (a variant was set, or views joined the tree).
    var traitVariantsNeedEvaluation = true
    /// The traits and orientation the variants were last evaluated for.
    var lastTraitVariantKey: TraitVariantKey?

    /// Whether the next ``layoutIfNeeded()`` must run a layout for a reason no queue holds:
    /// ``View/setNeedsLayout()``, ``View/setNeedsUpdateConstraints()``, a frame set by hand on
    /// a view whose frame the constraints place, a view leaving the tree, a scroll view's content
    /// size or bounce set by hand; and after a layout that did not settle, or whose last pass's
    /// reactions reported a problem (a repeated layout would report it again). True in a new
    /// engine. The queued changes count too (see ``isLayoutNeeded``).
    @exclusivity(unchecked) var needsLayout = true
    /// How many layout passes (solve, frames, reactions: `LayoutEngine+Passes.swift`) the engine
    /// ran, for tests: a ``layoutIfNeeded()`` with nothing to do runs none.
    @exclusivity(unchecked) var layoutPassCount = 0
    /// While the passes run the views' reactions to their frames (`didSolve`, `layoutSubviews()`,
    /// `updateConstraints()`); and how many problems were reported while they ran.
    @exclusivity(unchecked) var isReacting = false
    @exclusivity(unchecked) var reactionReports = 0

    /// Whether this is a fitting's scratch engine (``View/systemLayoutSizeFitting(_:)`` of a view
    /// inside a tree, `View+Fitting.swift`): its root is the measured view, lent for the
    /// fitting. Its passes let views react to their frames (a wrapping label measures again)
    /// but call none of the app's `layoutSubviews()` or `updateConstraints()`, trait variants
    /// stay as the tree's layout set them, and its diagnostics go to the tree's engine.
    let isFitting: Bool
    /// In a fitting's engine: the layout frames the margins and safe-area guides it uses had
    /// before, put back when the fitting ends.
    var guideFramesBeforeFitting: [(LayoutGuide, Rect)] = []

    init(root: View, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
        adopt(root)
    }

    // MARK: - Notifications from the model

    /// Takes `view`'s subtree into this engine: every view gets its constraints generated and
    /// every constraint installed on it is queued.
    func adopt(_ view: View) {
        forgetOrigins()
        needsLayout = true
        traitVariantsNeedEvaluation = true
        view.forEachInSubtree { v in
            viewNeedsUpdate(v)
            for constraint in v.constraints where constraint.solverConstraint == nil {
                pendingActivations.append(constraint)
            }
        }
    }

    /// A baseline offset, or the view a stack forwards its baseline to, may have changed.
    func baselinesDidChange() {
        if !baselineConstraints.isEmpty { needsBaselineRefresh = true }
    }

    func viewNeedsUpdate(_ view: View) {
        if viewsNeedingUpdateSet.insert(ObjectIdentifier(view)).inserted {
            viewsNeedingUpdate.append(view)
        }
    }

    func setNeedsReinstallAll() {
        forgetOrigins()
        needsReinstallAll = true
    }

    func constraintActivated(_ constraint: LayoutConstraint) {
        pendingActivations.append(constraint)
    }

    func constraintDeactivated(_ constraint: LayoutConstraint) {
        uninstall(constraint)
        unbreak(constraint)
        changedOutsideQueues = true
    }

    /// Takes `constraint` off the broken list, with the conflict it was broken for.
    func unbreak(_ constraint: LayoutConstraint) {
        broken.removeAll { $0 === constraint }
        brokenConflicts[ObjectIdentifier(constraint)] = nil
    }

    func constraintDidChange(_ constraint: LayoutConstraint) {
        guard constraint.solverConstraint != nil || constraint.isBroken else { return }
        if pendingChangeSet.insert(ObjectIdentifier(constraint)).inserted {
            pendingChanges.append(constraint)
        }
    }

    /// The most diagnostics the engine keeps (the newest ones).
    static let maximumDiagnostics = 1000

    /// Takes `constraint` out of the solver, if it is there. The solver refuses a removal only
    /// when the readers of a removed definition cannot be added back (a ``SolverError``); that
    /// is reported as an invalid layout naming `layoutConstraint` (the constraint whose
    /// translation it is, when there is one), never dropped.
    func removeFromSolver(_ constraint: Constraint, of layoutConstraint: LayoutConstraint? = nil) {
        guard solver.hasConstraint(constraint) else { return }
        do {
            try solver.removeConstraint(constraint)
        } catch {
            let message = "removing \(layoutConstraint.map { "\($0)" } ?? "\(constraint)") from the solver failed: \(error)"
            report(LayoutDiagnostic(invalid: layoutConstraint, LayoutError(.solverRefused, message)))
        }
    }

    /// Adds one of the engine's own constraints (a pin of an inset, an offset, an exercise
    /// of ambiguity) to the solver. They are built to be accepted (fresh variables, finite
    /// numbers the engine checked), but a refusal would leave the layout without them, so it
    /// is reported as an invalid layout, never dropped. Returns whether the solver took it.
    @discardableResult
    func addToSolver(_ constraint: Constraint) -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            report(LayoutDiagnostic(invalid: nil, LayoutError(.solverRefused, "adding \(constraint) to the solver failed: \(error)")))
            return false
        }
    }

    /// Records a problem. A diagnostic the same as one already recorded (the same kind, message,
    /// constraint, view, guide and axis, as each re-resolution of a standing conflict reports
    /// it again) replaces it at the end, so the list holds each problem once, newest last, and
    /// at most ``maximumDiagnostics`` of them: a layout that lives for hours does not grow.
    func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.removeAll { $0.isSameProblem(as: diagnostic) }
        diagnostics.append(diagnostic)
        if isReacting { reactionReports += 1 }
        if diagnostics.count > Self.maximumDiagnostics {
            diagnostics.removeFirst(diagnostics.count - Self.maximumDiagnostics)
        }
        // A fitting's diagnostics are told when the tree's engine takes them.
        if !isFitting { LayoutDiagnostic.observer?(diagnostic) }
    }

    /// Removes `view`'s subtree from the engine (it is leaving the tree).
    func detach(_ view: View) {
        forgetOrigins()
        needsLayout = true
        view.forEachInSubtree { v in
            for constraint in v.constraints { uninstall(constraint) }
            for constraint in v.generated.frame + v.generated.intrinsic + v.generated.internalRules {
                uninstall(constraint)
            }
            forgetVariables(of: v)
        }
        for constraint in broken where [constraint.firstItem, constraint.secondItem].contains(where: {
            $0?.layoutOwner?.isDescendant(of: view) == true
        }) {
            unbreak(constraint)
        }
    }

    /// Drops the whole engine: the tree is joining another tree.
    func detachAll() {
        forgetOrigins()
        needsLayout = true
        root.forEachInSubtree { v in
            for constraint in v.constraints + v.generated.frame + v.generated.intrinsic + v.generated.internalRules {
                constraint.solverConstraint = nil
                constraint.isBroken = false
            }
            v.variables = nil
            for guide in v.layoutGuides { guide.variables = nil }
        }
    }

    /// Forgets a guide that its view no longer owns.
    func forget(_ guide: LayoutGuide) {
        guide.variables = nil
    }

    private func forgetVariables(of view: View) {
        view.variables = nil
        for guide in view.layoutGuides { guide.variables = nil }
        for guide in [view.layoutMarginsGuide, view.safeAreaLayoutGuide, view.readableContentGuide] {
            if let inset = insets.removeValue(forKey: ObjectIdentifier(guide)) {
                for pin in inset.pins { removeFromSolver(pin) }
                insetGuides.removeAll { $0 === guide }
            }
        }
        contents[ObjectIdentifier(view)] = nil
        if let offset = offsets.removeValue(forKey: ObjectIdentifier(view)) {
            for pin in offset.pins { removeFromSolver(pin) }
        }
    }

    // MARK: - The layout pass

    /// Applies every queued change, re-solves, and writes the frames, when anything needs it
    /// (``isLayoutNeeded``); otherwise returns at once, as UIKit's `layoutIfNeeded()` does:
    /// nothing is solved, no frame is written, no view's `layoutSubviews()` is called.
    func layoutIfNeeded() {
        guard isLayoutNeeded else { return }
        // Cleared before the passes: what asks for a layout while they run (a `layoutSubviews()`
        // that calls `setNeedsLayout()`) asks for the next one, as in UIKit.
        needsLayout = false
        // Origins hold alignment insets, which an override may change without telling: a
        // layout that runs reads them afresh (one that does not run cannot notice either).
        forgetOrigins()
        // Trait variants first: the values they set are pending work like any other change.
        if !isFitting { applyTraitVariants() }
        for (constraint, error) in root.activationFailures {
            report(LayoutDiagnostic(invalid: constraint, error))
        }
        root.activationFailures.removeAll()
        if needsReinstallAll { reinstallAll() }
        // Wrapping text starts a layout from its unwrapped size; the passes below measure it
        // again at the width each pass gives it (`Label.didSolve`), as UIKit's two passes do.
        if hasPendingWork { for view in allViews() { view.prepareForFirstIntrinsicContentSizeCalculation() } }
        applyPendingWork()
        // Frames feed insets, offsets and sizes back: passes until they settle (see
        // LayoutEngine+Passes.swift).
        runLayoutPasses()
    }

    /// Whether ``layoutIfNeeded()`` has anything to do: every way the layout can change
    /// between two layouts either queues work here (activations, deactivations, constants and
    /// priorities, a view's generated constraints: its frame, intrinsic size, hugging,
    /// margins, safe area, a container's properties, the tree's shape, the environment,
    /// direction and traits through the root) or sets ``needsLayout``; the traits and
    /// orientation the trait variants were evaluated for are compared as well.
    var isLayoutNeeded: Bool {
        if needsLayout || hasPendingWork { return true }
        guard !isFitting else { return false }
        return traitVariantsNeedEvaluation || currentTraitVariantKey != lastTraitVariantKey
    }

    /// Asks for a layout at the next ``layoutIfNeeded()`` (see ``needsLayout``).
    func setNeedsLayout() {
        needsLayout = true
    }

    /// Whether a change is queued for the next pass (a `layoutSubviews()` or an
    /// `updateConstraints()` changed a constraint, a view changed its size).
    var hasPendingWork: Bool {
        !viewsNeedingUpdate.isEmpty || !pendingActivations.isEmpty || !pendingChanges.isEmpty || needsBaselineRefresh
            || changedOutsideQueues || needsReinstallAll || !root.activationFailures.isEmpty
    }

    /// Brings generated constraints up to date and applies queued activations and changes.
    /// Returns whether anything changed.
    ///
    /// The solver re-optimises after every few adds of the pass and once at its end, rather
    /// than after each add (``Solver/deferringOptimization(_:)``): the same frames, less work.
    @discardableResult
    func applyPendingWork() -> Bool {
        solver.deferringOptimization { applyQueues() }
    }

    private func applyQueues() -> Bool {
        var changed = false
        let isOutermost = !isFreshPass
        if isOutermost {
            isFreshPass = installCounter == 0
            installedThisPass = false
        }
        defer { if isOutermost { isFreshPass = false } }
        conflictMet = false
        while !viewsNeedingUpdate.isEmpty || !pendingActivations.isEmpty || !pendingChanges.isEmpty
                || needsBaselineRefresh {
            changed = true
            let views = viewsNeedingUpdate
            viewsNeedingUpdate = []
            viewsNeedingUpdateSet = []
            for view in views where view.rootView === root {
                updateGenerated(view)
            }
            if needsBaselineRefresh {
                needsBaselineRefresh = false
                for constraint in baselineConstraints.values where constraint.isActive {
                    uninstall(constraint)
                    pendingActivations.append(constraint)
                }
            }
            // Frames first, then by activation: a conflict breaks the newest constraint. A
            // first layout activates in that order already: the check is one pass, the sort
            // a copy of the list and a comparison through a closure per step.
            func installKey(_ c: LayoutConstraint) -> (Int, UInt64) { (c.installsFirst ? 0 : 1, c.activationOrder) }
            var activations = pendingActivations
            pendingActivations = []
            if !activations.indices.dropFirst().allSatisfy({ installKey(activations[$0 - 1]) <= installKey(activations[$0]) }) {
                activations.sort { installKey($0) < installKey($1) }
            }
            // The solver's tables are made room for at once (a first layout adds every
            // constraint here): none of them then grows by copying.
            solver.reserveCapacity(forAdding: activations.count)
            // Those of another tree (moved since they were queued) are its engine's to install.
            let ownsRoot = root.engineStorage === self
            for constraint in activations where ownsRoot && constraint.isActive(inTreeOf: root) {
                install(constraint)
            }
            let changes = pendingChanges
            pendingChanges = []
            pendingChangeSet = []
            for constraint in changes where constraint.isActive { applyChange(constraint) }
        }
        let somethingChanged = changed || changedOutsideQueues
        let structureChanged = conflictMet || installedThisPass || changedOutsideQueues
        changedOutsideQueues = false
        // Conflicts are resolved as a fresh layout resolves them: every constraint added in
        // order (frames first, then activation order), the newest of each conflict broken. An
        // incremental change that meets a conflict, or happens while one stands (it may have
        // gone, or another constraint may now be the one to break), re-adds everything in that
        // order, so the answer never depends on the changes made before. Layouts without
        // conflicts never pay for this, and neither do changes of constants only (a resize)
        // that leave every conflict standing (see ``conflictsStillStand()``).
        if !isFreshPass && somethingChanged && !conflictMet && !structureChanged && !broken.isEmpty
            && conflictsStillStand() {
            return changed
        }
        if !isFreshPass && somethingChanged && (conflictMet || !broken.isEmpty) {
            isFreshPass = true
            reinstallAll()
            applyPendingWork()
        }
        return changed
    }

    /// Every view of the tree, depth first.
    func allViews() -> [View] {
        var views: [View] = []
        root.forEachInSubtree { views.append($0) }
        return views
    }

    /// Re-translates every constraint (after a change of direction or environment).
    private func reinstallAll() {
        needsReinstallAll = false
        root.forEachInSubtree { v in
            for constraint in v.constraints where constraint.solverConstraint != nil || constraint.isBroken {
                uninstall(constraint)
                pendingActivations.append(constraint)
            }
            viewNeedsUpdate(v)
        }
    }
}
