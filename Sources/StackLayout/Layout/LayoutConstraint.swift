/// A relation between two attributes, `first.attribute relation multiplier × second.attribute + constant`,
/// as `NSLayoutConstraint`.
///
/// Make one from anchors (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`),
/// from items and attributes (``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``),
/// or from the Visual Format Language. Activate it to take part in layout.
///
/// Every constraint knows where it came from (``origin``): the Swift file and line that made
/// it, the document position, or the rule of a stack view (`UISV-spacing`), so a conflict
/// report says where to look.
public final class LayoutConstraint: CustomStringConvertible {
    /// The standard spacing between two sibling views, as the VFL dash and the system-spacing
    /// anchors use it.
    package static let systemSpacing: Double = 8

    // The stored properties are declared widest first (references and numbers, then the
    // priorities, then the one-byte attributes and flags) and the rarely set ones live in
    // ``Extras``: the object packs without padding, 176 bytes of heap where it took 256. A
    // screen makes six constraints per view, most of them in its first layout, and every byte
    // of them is a page touched for the first time.

    /// The items are not retained, as in UIKit (`unowned(unsafe)` there): a view owns the
    /// constraints installed on it, so a strong reference back would make every tree with a
    /// constraint a retain cycle that is never freed. The tree owns every item a constraint can
    /// name (views, their guides), so an active constraint's items are always there.
    ///
    /// Held through the item's ``ItemHandle``: nil once the item is gone, as a weak reference,
    /// without the cost a weak reference puts on every retain of the item.
    public var firstItem: LayoutItem? { firstHandle?.item }
    /// The first item's handle (nil only for an item that is gone: see ``firstItem``).
    let firstHandle: ItemHandle?
    /// The second item, or nil for a constraint to a constant (not retained, as ``firstItem``).
    public var secondItem: LayoutItem? { secondHandle?.item }
    /// The second item's handle, nil for a constraint to a constant.
    let secondHandle: ItemHandle?
    /// The multiplier of the second attribute.
    public let multiplier: Double

    /// The constant; changing it on an active constraint re-solves by the cheap path.
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            if constant != oldValue { engine?.constraintDidChange(self) }
        }
    }

    /// The priority, 1000 (`required`) by default. As UIKit documents, an active constraint
    /// cannot change between required and optional: such a change is refused and reported
    /// (see ``setPriority(_:)`` for the throwing form).
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard isActive else {
                storedPriority = newValue  // checked when the constraint is activated
                return
            }
            do {
                try setPriority(newValue)
            } catch {
                engine?.report(LayoutDiagnostic(invalid: self, error as? LayoutError ?? LayoutError(.solverRefused, "\(error)")))
            }
        }
    }

    /// A name for diagnostics, as `NSLayoutConstraint.identifier` (a container's rules have
    /// theirs: `UISV-spacing`).
    @exclusivity(unchecked) public var identifier: String?
    /// Where the constraint came from.
    public var origin: String {
        get { originSuffix.isEmpty ? originStorage : originStorage + originSuffix }
        set {
            originStorage = newValue
            originSuffix = ""
        }
    }
    /// The origin is `originStorage + originSuffix`, joined when read: a stack's rules are
    /// named by the stack and the rule (`"row12 UISV-spacing"`), and a string made per rule
    /// was an allocation per generated constraint, for a name read only by diagnostics.
    @exclusivity(unchecked) private var originStorage: String
    @exclusivity(unchecked) private var originSuffix: String = ""
    /// The weight of the constraint's error within its priority level; containers use small
    /// weights to break ties by index (see ``Constraint/weight``).
    @exclusivity(unchecked) var weight: Double = 1
    /// Why the constraint cannot be activated, for one made from illegal attributes.
    var invalidity: LayoutError? { extras?.invalidity }
    /// The view the constraint is installed on while active: its items' closest common ancestor.
    var installedOn: View? {
        get { installedOnHandle?.view }
        set { installedOnHandle = newValue?.handle }
    }
    /// The handle of ``installedOn`` (see ``ItemHandle``).
    @exclusivity(unchecked) private var installedOnHandle: ItemHandle?
    /// The solver's constraint while the engine has it installed.
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// The `constant` the solver constraint reflects.
    @exclusivity(unchecked) var installedConstant: Double = 0
    /// When the constraint was last activated, on its tree's clock: the engine adds pending
    /// constraints in this order, so the one broken in a conflict is the newest, as in UIKit,
    /// whatever view each was installed on.
    @exclusivity(unchecked) var activationOrder: UInt64 = 0
    /// What few constraints have: the reason they cannot be activated, a trait condition.
    /// Made when one is set.
    @exclusivity(unchecked) private var extras: Extras?

    /// The properties few constraints set, out of line.
    private final class Extras {
        var invalidity: LayoutError?
        var activationCondition: TraitCondition?
        var conditionHolderHandle: ItemHandle?
    }

    /// ``extras``, made if it was not.
    private var extrasMade: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
    /// For a content-size constraint, UIKit's `NSContentSizeLayoutConstraint` (`width == 96
    /// Hug:250 CompressionResistance:750`): one equality per axis whose ``priority`` is the
    /// hugging one (the item resists growing past the constant) and this the one at which it
    /// resists compression below it, both optional. The solver holds it as one row with an
    /// error each way (``Constraint/priorityBelow``). nil for every other constraint.
    @exclusivity(unchecked) package private(set) var compressionResistancePriority: LayoutPriority?

    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// How the first attribute relates to the second side: `==`, `>=` or `<=`.
    public let relation: LayoutRelation
    /// The attribute of the second item (`notAnAttribute` without one).
    public let secondAttribute: LayoutAttribute
    /// Whether the constraint was made with the system spacing (prints as `NSSpace(8)`, or
    /// `NSSpace(0)` towards the layout margins, in place of the constant).
    package internal(set) var isSystemSpacing = false
    /// Whether the engine broke this constraint to resolve a conflict (it stays active).
    @exclusivity(unchecked) public internal(set) var isBroken = false
    /// Whether the engine adds the constraint before the others pending with it: the root's
    /// size and autoresizing-mask frames, which UIKit's layout never breaks in favour of a
    /// constraint of the app's.
    @exclusivity(unchecked) var installsFirst = false
    /// Whether the engine generated the constraint for a view (its frame, its intrinsic size,
    /// a container's rules) rather than the app activating it: a fitting leaves the tree's
    /// generated constraints out and generates its own.
    @exclusivity(unchecked) var isGenerated = false

    /// The traits the constraint is active under (``activate(when:)``); nil for a constraint
    /// activated and deactivated by hand.
    package internal(set) var activationCondition: TraitCondition? {
        get { extras?.activationCondition }
        set {
            if newValue == nil && extras == nil { return }
            extrasMade.activationCondition = newValue
        }
    }
    /// The view whose trait variants hold the condition.
    var conditionHolder: View? {
        get { extras?.conditionHolderHandle?.view }
        set {
            if newValue == nil && extras == nil { return }
            extrasMade.conditionHolderHandle = newValue?.handle
        }
    }

    /// Whether the constraint takes part in layout.
    ///
    /// Setting it to true installs the constraint on its items' closest common ancestor; a
    /// constraint that cannot be activated (illegal attributes, no common ancestor) stays
    /// inactive and the failure is reported in the tree's diagnostics. Use ``activate()`` to
    /// get the error thrown instead.
    public var isActive: Bool {
        get { installedOnHandle?.isLive ?? false }
        set {
            if newValue {
                do {
                    try activate()
                } catch {
                    let failure = error as? LayoutError ?? LayoutError(.solverRefused, "\(error)", origin: origin)
                    firstItem?.layoutOwner?.rootView.activationFailures.append((self, failure))
                }
            } else {
                deactivate()
            }
        }
    }

    /// Whether the constraint is installed (``isActive``), for the UIKit shim, whose own
    /// `isActive` logs instead of deferring a failure to the next layout.
    package var isInstalled: Bool { isActive }

    /// Creates `item.attribute relation multiplier × toItem.attribute + constant`, checking the
    /// attributes as UIKit does.
    ///
    /// - Throws: ``LayoutError`` for an illegal pairing: attributes on different axes, a size
    ///   related to a location, leading or trailing related to left or right, or a location
    ///   equal to a constant.
    @_disfavoredOverload
    public convenience init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                            multiplier: Double = 1, constant: Double = 0,
                            file: StaticString = #fileID, line: UInt = #line) throws {
        try self.init(item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                      attribute: secondAttribute, multiplier: multiplier, constant: constant,
                      origin: "\(file):\(line)")
    }

    /// The checked initializer with the origin given whole, or as a prefix and a suffix joined
    /// when read (a document names its file, shared by all its constraints, and the line and
    /// column of the constraint's entry: no string made per constraint for a name that only
    /// diagnostics read).
    package convenience init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                 toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double,
                 constant: Double, origin: String, originSuffix: String = "") throws {
        if let error = LayoutConstraint.unknownItemError(item, toItem, origin: origin + originSuffix) { throw error }
        if let error = LayoutConstraint.check(attribute, toItem, secondAttribute, multiplier: multiplier,
                                              constant: constant, origin: origin + originSuffix) {
            throw error
        }
        // A guide has edges, centres and a size, but no margins or baselines of its own (each
        // item on its own: an array of the two cost an allocation per constraint).
        func checkGuide(_ target: LayoutItem?, _ targetAttribute: LayoutAttribute) throws {
            guard target is LayoutGuide && (targetAttribute.isMargin || targetAttribute.isBaseline) else { return }
            throw LayoutError(.illegalAttributes, "A layout guide has no \(targetAttribute.name) attribute (guides have no margins or baselines); relate its edges instead.",
                              origin: origin + originSuffix)
        }
        try checkGuide(item, attribute)
        try checkGuide(toItem, secondAttribute)
        self.init(unchecked: item, attribute, relation, toItem, secondAttribute, multiplier: multiplier,
                  constant: constant, origin: origin, originSuffix: originSuffix)
    }

    /// Creates a constraint without throwing; an illegal one records why and refuses to activate.
    package init(unchecked item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
         _ toItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
         constant: Double, priority: LayoutPriority = .required, identifier: String? = nil, origin: String,
         originSuffix: String = "", validated: Bool = true) {
        self.firstHandle = ItemHandle.of(item)
        self.firstAttribute = attribute
        self.relation = relation
        self.secondHandle = toItem.map(ItemHandle.of)
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = priority
        self.originStorage = origin
        self.originSuffix = originSuffix
        self.identifier = identifier
        // The check names the origin only in its error (an autoclosure): the whole origin is
        // made only then.
        if validated, let invalidity = LayoutConstraint.check(attribute, toItem, secondAttribute, multiplier: multiplier,
                                                              constant: constant, origin: origin + originSuffix) {
            extrasMade.invalidity = invalidity
        }
    }

    /// Takes `other`'s origin (as it was given, not joined).
    func takeOrigin(of other: LayoutConstraint) {
        originStorage = other.originStorage
        originSuffix = other.originSuffix
    }

    package static func check(_ a: LayoutAttribute, _ second: LayoutItem?, _ b: LayoutAttribute,
                      multiplier: Double, constant: Double, origin: @autoclosure () -> String) -> LayoutError? {
        guard multiplier.isFinite, constant.isFinite else {
            return LayoutError(.nonFiniteNumber, "A constraint's multiplier and constant must be finite numbers.", origin: origin())
        }
        if a == .notAnAttribute {
            return LayoutError(.illegalAttributes, "The first attribute of a constraint cannot be notAnAttribute.", origin: origin())
        }
        if second == nil || b == .notAnAttribute {
            return a.isDimension ? nil : .locationEqualToConstant(origin())
        }
        if a.isDimension != b.isDimension { return .locationToSize(a, b, origin: origin()) }
        // Widths and heights may be related to each other (aspect ratios); locations may not.
        if !a.isDimension && a.axis != b.axis { return .axisMismatch(a, b, origin: origin()) }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return .directionalWithAbsolute(origin: origin())
        }
        if !a.isDimension && multiplier == 0 { return .locationEqualToConstant(origin()) }
        return nil
    }

    /// The error for an item that is neither a ``View`` nor a ``LayoutGuide``: ``LayoutItem``
    /// is public so that both can be named as one type, but the engine knows how to lay out
    /// only those two, so another conformer is refused rather than laid out as nothing.
    static func unknownItemError(_ first: LayoutItem?, _ second: LayoutItem?, origin: @autoclosure () -> String) -> LayoutError? {
        // Each item on its own (an array of the two cost an allocation per activation).
        if let first, let error = unknownItemError(first, origin: origin()) { return error }
        if let second, let error = unknownItemError(second, origin: origin()) { return error }
        return nil
    }

    private static func unknownItemError(_ item: LayoutItem, origin: @autoclosure () -> String) -> LayoutError? {
        guard !(item is View), !(item is LayoutGuide) else { return nil }
        return LayoutError(.unknownItem, "\(type(of: item)) is neither a View nor a LayoutGuide: only views and layout guides can be constrained.",
                           origin: origin())
    }

    func markingSystemSpacing() -> LayoutConstraint {
        isSystemSpacing = true
        return self
    }

    /// Sets the priority and returns the constraint, for chaining before activation.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets the identifier and returns the constraint.
    @discardableResult
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Changes the priority.
    ///
    /// - Throws: ``LayoutError`` for a priority outside `0 < p <= 1000`, or for a change
    ///   between required and optional while the constraint is active (as UIKit documents).
    public func setPriority(_ newValue: LayoutPriority) throws {
        guard newValue.isValid else { throw LayoutError.invalidPriority(newValue, origin: origin) }
        if isActive && newValue.isRequired != storedPriority.isRequired {
            throw LayoutError.requiredMutation(from: storedPriority, to: newValue, origin: origin)
        }
        guard newValue != storedPriority else { return }
        storedPriority = newValue
        engine?.constraintDidChange(self)
    }

    /// Makes this (not yet active) equality a content-size constraint resisting compression
    /// at `priority` (see ``compressionResistancePriority``); both priorities are optional.
    func resistsCompression(at priority: LayoutPriority) {
        precondition(!isActive && relation == .equal && !storedPriority.isRequired && !priority.isRequired,
                     "a content-size constraint is an inactive optional equality, optional both ways")
        compressionResistancePriority = priority
    }

    /// Changes the priority at which a content-size constraint resists compression (to another
    /// optional one: see ``compressionResistancePriority``).
    func setCompressionResistancePriority(_ newValue: LayoutPriority) {
        precondition(compressionResistancePriority != nil && !newValue.isRequired,
                     "only a content-size constraint resists compression, at an optional priority")
        guard newValue != compressionResistancePriority else { return }
        compressionResistancePriority = newValue
        engine?.constraintDidChange(self)
    }

    // MARK: - Activation

    /// Activates the constraint: installs it on its items' closest common ancestor.
    ///
    /// - Throws: ``LayoutError`` for an illegal constraint, a guide without an owning view, or
    ///   items in different trees.
    public func activate() throws {
        try activate(keepingOrder: false)
    }

    /// Activates; `keepingOrder` keeps the place in the activation order the constraint got
    /// when last activated (a trait-conditional constraint coming back).
    func activate(keepingOrder: Bool) throws {
        if isActive { return }
        let ancestor = try installationView()
        let root = ancestor.rootView
        attach(to: ancestor, root: root, engine: root.engineStorage, keepingOrder: keepingOrder)
    }

    /// Activates a constraint `engine` made for a view of its tree (a stack's rule, a content
    /// size, a frame): as ``activate()``, with the tree's root and engine given, not looked
    /// up (a walk to the root and a retain and release of each per constraint otherwise).
    func activateGenerated(root: View, engine: LayoutEngine) throws {
        if isActive { return }
        let ancestor = try installationView()
        assert(ancestor.rootView === root && root.engineStorage === engine, "a generated constraint of another tree")
        attach(to: ancestor, root: root, engine: engine, keepingOrder: false)
    }

    /// Installs the constraint on `ancestor`, in the activation order of `root`'s tree (its
    /// place kept when `keepingOrder`), and queues it in the tree's engine.
    @inline(__always)
    private func attach(to ancestor: View, root: View, engine: LayoutEngine?, keepingOrder: Bool) {
        installedOn = ancestor
        if !keepingOrder {
            root.activationClock += 1
            activationOrder = root.activationClock
        }
        ancestor.constraints.append(self)
        engine?.constraintActivated(self)
    }

    /// The view activation installs the constraint on: its items' closest common ancestor.
    ///
    /// - Throws: what ``activate()`` throws.
    private func installationView() throws -> View {
        if let invalidity { throw invalidity }
        // Through the handles: the items are views or guides (the check's casts run only for
        // another conformer), and their owners are read without an existential.
        if firstHandle?.holdsForeignItem == true || secondHandle?.holdsForeignItem == true,
           let error = LayoutConstraint.unknownItemError(firstItem, secondItem, origin: origin) { throw error }
        guard storedPriority.isValid else { throw LayoutError.invalidPriority(storedPriority, origin: origin) }
        guard let first = firstHandle?.owner else {
            throw LayoutError(.noOwningView, "Layout guides must have an owning view before activation.", origin: origin)
        }
        guard let secondHandle, secondHandle.view != nil || secondHandle.guide != nil else { return first }
        guard let secondView = secondHandle.owner else {
            throw LayoutError(.noOwningView, "Layout guides must have an owning view before activation.", origin: origin)
        }
        guard let common = LayoutConstraint.closestCommonAncestor(first, secondView) else {
            throw LayoutError(.noCommonAncestor, "Unable to activate constraint with anchors <\(firstItem!.layoutName).\(firstAttribute.name)> and <\(secondItem!.layoutName).\(secondAttribute.name)> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.", origin: origin)
        }
        return common
    }

    /// Deactivates the constraint; one activated under a condition (``activate(when:)``)
    /// loses its condition too.
    public func deactivate() {
        removeActivationCondition()
        deactivateInstalled()
    }

    /// Takes the constraint out of layout, keeping any condition.
    func deactivateInstalled() {
        guard let holder = installedOn else { return }
        holder.rootView.engineStorage?.constraintDeactivated(self)
        holder.constraints.removeAll { $0 === self }
        installedOn = nil
        isBroken = false
    }

    /// Deactivation when the tree is being taken apart (the engine already dropped it).
    func deactivateSilently() {
        deactivate()
    }

    /// Activates each constraint in order.
    ///
    /// - Throws: the first ``LayoutError``; the constraints before it stay active.
    @_disfavoredOverload
    public static func activate(_ constraints: [LayoutConstraint]) throws {
        for constraint in constraints { try constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The engine the constraint is installed in, if any.
    var engine: LayoutEngine? { installedOn?.rootView.engineStorage }

    /// Whether the constraint is active in the tree whose root is `root`, the views on the way
    /// up read unretained, as ``View/rootView`` reads them (the engine asks this of every
    /// constraint it installs: through ``engine``, a retain and a release per view).
    func isActive(inTreeOf root: View) -> Bool {
        guard let handle = installedOnHandle, handle.isLive else { return false }
        return handle.isView(inTreeOf: root)
    }

    /// Whether the constraint relates an item inside `view`'s subtree to one outside it.
    func references(subtreeOf view: View) -> Bool {
        let inside = [firstItem, secondItem].compactMap { $0?.layoutOwner }.map { $0.isDescendant(of: view) }
        return inside.contains(true) && inside.contains(false)
    }

    /// The closest view that is an ancestor of both (a view is its own ancestor).
    static func closestCommonAncestor(_ a: View, _ b: View) -> View? {
        // The shapes nearly every constraint has first: one view, siblings, a view and its
        // superview (no allocation, a step or two up the tree).
        if a === b { return a }
        let aParent = a.superview, bParent = b.superview
        if aParent === b { return b }
        if bParent === a { return a }
        if let aParent, aParent === bParent { return aParent }
        // Otherwise: both paths up to the same depth, then up together until they meet.
        func depth(_ view: View) -> Int {
            var depth = 0
            var current = view.superview
            while let parent = current {
                depth += 1
                current = parent.superview
            }
            return depth
        }
        var x = a, y = b
        var dx = depth(a), dy = depth(b)
        while dx > dy, let parent = x.superview { x = parent; dx -= 1 }
        while dy > dx, let parent = y.superview { y = parent; dy -= 1 }
        while x !== y {
            guard let px = x.superview, let py = y.superview else { return nil }
            x = px
            y = py
        }
        return x
    }

    // MARK: - Description

    /// The constraint as it reads: `box.width == 0.5*root.width + 10 @750`.
    package var equation: String {
        var text = "\(firstItem?.layoutName ?? "nil").\(firstAttribute.name) \(relation.symbol) "
        if let second = secondItem {
            if multiplier != 1 { text += "\(formatFigure(multiplier))*" }
            text += "\(second.layoutName).\(secondAttribute.name)"
            if isSystemSpacing {
                // UIKit prints the symbolic spacing in place of the constant:
                // `margins.bottom == button.bottom NSSpace(0)`, `b.leading == a.trailing NSSpace(8)`.
                text += " NSSpace(\(formatFigure(constant)))"
            } else if constant != 0 {
                text += constant < 0 ? " - \(formatFigure(-constant))" : " + \(formatFigure(constant))"
            }
        } else {
            text += formatFigure(constant)
        }
        if let compressionResistancePriority {
            // UIKit's own form for its content-size constraints.
            text += " Hug:\(storedPriority) CompressionResistance:\(compressionResistancePriority)"
        } else if !storedPriority.isRequired {
            text += " @\(storedPriority)"
        }
        return text
    }

    /// UIKit's shape, with the identifier quoted, the state, and where the constraint came from:
    /// `<LayoutConstraint 'name' box.width == 100   (active) [File.swift:12]>`.
    public var description: String {
        var text = "<LayoutConstraint "
        if let identifier { text += "'\(identifier)' " }
        text += equation
        text += isActive ? (isBroken ? "   (active, broken)" : "   (active)") : "   (inactive)"
        if !origin.isEmpty { text += " [\(origin)]" }
        return text + ">"
    }
}
