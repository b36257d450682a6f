/// Measuring a view by its own subtree's constraints, as `systemLayoutSizeFitting` of a view
/// inside a tree, and as a fillProportionally stack measures an arranged view.
///
/// There is one translation of constraints and one layout loop: the measured view is lent,
/// for the duration of the fitting, to a scratch ``LayoutEngine`` whose root it is. For that
/// time the view is the root of a tree of its own (its link to its superview is cut, as UIKit
/// measures a detached content view), so constraints to views outside it are left out and
/// nothing the fitting does reaches the tree's engine; it keeps what it reads from outside:
/// the layout direction it has in the tree, the tree's scale, traits and text measurer, its
/// safe-area insets of the last layout. The scratch engine translates the subtree's
/// constraints (``LayoutEngine/translate(_:)``: leading and trailing in that direction, a
/// scroll view's content guide as its content, multiplied locations in their container's
/// space) and runs the same passes as a layout (`LayoutEngine+Passes.swift`), so a wrapping
/// label wraps at the width the fitting gives it. Afterwards everything the fitting touched
/// is put back (``SubtreeLease``): frames, the engine's state of the subtree, what a layout
/// leaves in a view (``View/captureLayoutState()``). A conflict the fitting meets is resolved
/// as a layout resolves it (the newest constraint of the conflict breaks, for the fitting
/// only) and reported in the tree's diagnostics.
extension View {
    /// The smallest size the constraints inside the view's subtree allow, as UIKit's
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`; with `fixedWidth`, the
    /// height the subtree needs at that width (horizontal fitting priority required).
    ///
    /// - Complexity: a layout of the subtree on its own.
    func compressedFittingSize(fixedWidth: Double? = nil) -> Size {
        if let fixedWidth {
            return measureSubtree(target: Size(width: fixedWidth, height: 0), horizontal: .required,
                                  vertical: .fittingSizeLevel)
        }
        return measureSubtree(target: View.layoutFittingCompressedSize, horizontal: .fittingSizeLevel,
                              vertical: .fittingSizeLevel)
    }

    /// The subtree's size with its width and height pulled toward `target` at the priorities,
    /// laid out by a scratch engine whose root is this view (see the extension's note).
    func measureSubtree(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        let parent = superview
        let treeRoot = rootView
        // What the subtree's layout reads from outside it, taken while it is still attached.
        var environment = treeRoot.environment
        environment.layoutDirection = effectiveUserInterfaceLayoutDirection
        if parent != nil {
            // As a root the view adds its additional insets to its environment's again.
            let extra = storedAdditionalSafeAreaInsets
            environment.safeAreaInsets = safeAreaInsets.adding(EdgeInsets(top: -extra.top, left: -extra.left,
                                                                          bottom: -extra.bottom, right: -extra.right))
        }
        let textMeasurer = treeRoot.storedTextMeasurer
        let clock = treeRoot.activationClock

        let lease = SubtreeLease(root: self)
        let ownEngine = engineStorage
        superview = nil
        storedEnvironment = environment
        storedTextMeasurer = textMeasurer
        // Constraints the fitting generates are stamped after the tree's own, as in a layout.
        activationClock = clock
        activationFailures = []

        let engine = LayoutEngine(root: self, isFitting: true)
        engineStorage = engine
        engine.fittingTarget = (target, horizontal, vertical)
        engine.layoutIfNeeded()
        let v = engine.variables(of: self)
        let size = Size(width: v.width.value, height: v.height.value)

        engineStorage = nil
        lease.restore(after: engine)
        engineStorage = ownEngine
        superview = parent

        if !engine.diagnostics.isEmpty {
            let tree = treeRoot.engine
            for var diagnostic in engine.diagnostics {
                diagnostic.message = "systemLayoutSizeFitting of \(name): " + diagnostic.message
                tree.report(diagnostic)
            }
        }
        return size
    }
}

/// A subtree lent to a fitting's scratch engine: what the tree's engine and its last layout
/// left in the subtree, taken away for the fitting and put back after it.
///
/// The tree's engine keeps its state on the model objects (a view's variables and generated
/// constraints, an installed constraint's solver constraint), and the scratch engine keeps
/// its own there while it runs. The lease clears that state (the constraints the tree's
/// engine generated leave the subtree's lists, so the scratch engine generates its own),
/// and afterwards discards the scratch engine's and restores the tree's, unchanged.
struct SubtreeLease {
    private struct ViewState {
        let view: View
        let variables: ViewVariables?
        let generated: GeneratedConstraints
        let frame: Rect
        let constraints: [LayoutConstraint]
        let guides: [(LayoutGuide, ViewVariables?, Rect)]
        let layoutState: (() -> Void)?
    }

    private struct ConstraintState {
        let constraint: LayoutConstraint
        let solverConstraint: Constraint?
        let installedConstant: Double
        let isBroken: Bool
    }

    private let root: View
    private var views: [ViewState] = []
    private var constraints: [ConstraintState] = []
    private let environment: LayoutEnvironment
    private let textMeasurer: (any TextMeasuring)?
    private let activationClock: UInt64
    private let activationFailures: [(LayoutConstraint, LayoutError)]

    /// Takes the subtree of `root`: records its state and clears what the tree's engine keeps
    /// in it.
    init(root: View) {
        self.root = root
        environment = root.storedEnvironment
        textMeasurer = root.storedTextMeasurer
        activationClock = root.activationClock
        activationFailures = root.activationFailures
        var subtree: [View] = []
        root.forEachInSubtree { subtree.append($0) }
        for view in subtree {
            views.append(ViewState(view: view, variables: view.variables, generated: view.generated,
                                   frame: view.storedFrame, constraints: view.constraints,
                                   guides: view.layoutGuides.map { ($0, $0.variables, $0.layoutFrame) },
                                   layoutState: view.captureLayoutState()))
            view.variables = nil
            view.generated = GeneratedConstraints()
            for guide in view.layoutGuides { guide.variables = nil }
            // The app's constraints stay, uninstalled; those the tree's engine generated (a
            // view's frame and intrinsic size, a container's rules, an enclosing container's
            // included) leave the list, and the fitting's engine generates its own.
            var own: [LayoutConstraint] = []
            for c in view.constraints where !c.isGenerated {
                constraints.append(ConstraintState(constraint: c, solverConstraint: c.solverConstraint,
                                                   installedConstant: c.installedConstant, isBroken: c.isBroken))
                c.solverConstraint = nil
                c.isBroken = false
                own.append(c)
            }
            view.constraints = own
        }
    }

    /// Puts the subtree back as it was, after `engine` (the fitting's) is done with it. The
    /// subtree must still be cut off, with no engine, so that nothing here notifies one.
    func restore(after engine: LayoutEngine) {
        for state in views {
            // What the fitting generated is discarded (inactive: no list holds it any more);
            // the lists hold nothing else generated, and no app code ran to activate anything.
            for c in state.view.constraints where c.isGenerated {
                c.installedOn = nil
                c.solverConstraint = nil
            }
            state.view.constraints = state.constraints
            state.view.generated = state.generated
            state.view.variables = state.variables
            state.view.storedFrame = state.frame
            for (guide, variables, frame) in state.guides {
                guide.variables = variables
                guide.layoutFrame = frame
            }
        }
        for state in constraints {
            state.constraint.solverConstraint = state.solverConstraint
            state.constraint.installedConstant = state.installedConstant
            state.constraint.isBroken = state.isBroken
        }
        for (guide, frame) in engine.guideFramesBeforeFitting { guide.layoutFrame = frame }
        for state in views { state.layoutState?() }
        root.storedEnvironment = environment
        root.storedTextMeasurer = textMeasurer
        root.activationClock = activationClock
        root.activationFailures = activationFailures
    }
}
