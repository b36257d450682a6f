/// A view whose properties can take trait-dependent values: every ``View`` is one.
///
/// The protocol exists so that ``setVariant(_:_:when:)`` can take a key path rooted at the
/// view's own type (`\FlowLayout.arrangedCount`), which a method of a class cannot.
public protocol TraitVariantSettable: View {}

extension View: TraitVariantSettable {}

extension TraitVariantSettable {
    /// Gives the property at `keyPath` the value `value` while `condition` holds, as MyLayout's
    /// size-class copies and the document's `variants` do.
    ///
    /// ```swift
    /// flow.arrangedCount = 3
    /// flow.pagedCount = 9
    /// flow.setVariant(\.arrangedCount, 6, when: TraitCondition(orientation: .landscape))
    /// flow.setVariant(\.pagedCount, 18, when: TraitCondition(orientation: .landscape))
    /// root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
    /// root.layoutIfNeeded()   // flow.arrangedCount == 6, flow.pagedCount == 18
    /// ```
    ///
    /// The variants are evaluated at the start of each layout pass (``View/layoutIfNeeded()``),
    /// before pending changes are applied, from the root's traits (``LayoutEnvironment/traits``)
    /// and orientation (landscape when the root is wider than tall), and only when those changed
    /// or variants were added since the last pass; the changes they make are then solved
    /// incrementally with the rest.
    ///
    /// - Of the variants of one property that match, the most specific wins (the one that
    ///   names more traits); between equally specific ones, the one set later wins.
    /// - When none matches, the property gets back its base value: the value it had when a
    ///   variant last started to apply. A value you set directly while a variant applies lasts
    ///   until the traits change.
    /// - Setting a variant for a property and condition that already have one replaces it
    ///   (and counts as set now).
    ///
    /// - Parameters:
    ///   - keyPath: a writable property of the view.
    ///   - value: the value the property has while `condition` holds and no more specific
    ///     matching variant of the same property exists.
    ///   - condition: the traits under which the variant applies; one naming no trait always applies.
    public func setVariant<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: Value,
                                  when condition: TraitCondition) {
        setVariant(value, forProperty: keyPath, when: condition,
                   read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 })
    }

    /// Gives a property that no single key path reaches (several properties set together,
    /// or state kept beside the view) the value `value` while `condition` holds: `read`
    /// returns its value now, `write` sets it. `property` names it, as a key path names the
    /// properties of ``setVariant(_:_:when:)``; variants choose and restore exactly as there.
    ///
    /// ```swift
    /// view.setVariant(Size(width: 20, height: 20), forProperty: "badge",
    ///                 when: TraitCondition(horizontalSizeClass: .regular),
    ///                 read: { _ in badge.size }, write: { _, size in badge.size = size })
    /// ```
    ///
    /// - Parameters:
    ///   - value: the value the property has while `condition` holds and no more specific
    ///     matching variant of the same property exists.
    ///   - property: the property's name; variants of the same name are variants of one property.
    ///   - condition: the traits under which the variant applies.
    ///   - read: the property's current value, taken as the base value when a variant starts to apply.
    ///   - write: sets the property (to a variant's value, or back to the base).
    public func setVariant<Value>(_ value: Value, forProperty property: AnyHashable, when condition: TraitCondition,
                                  read: @escaping (Self) -> Value, write: @escaping (Self, Value) -> Void) {
        let store = traitVariants ?? TraitVariantStore()
        traitVariants = store
        let entry = store.property(for: property) {
            TraitVariantProperty(key: property) { view in
                guard let typed = view as? Self else { return { _ in } }
                let base = read(typed)
                return { ($0 as? Self).map { write($0, base) } }
            }
        }
        store.counter += 1
        entry.setVariant(TraitVariant(condition: condition, order: store.counter) {
            ($0 as? Self).map { write($0, value) }
        })
        rootView.engineStorage?.traitVariantsNeedEvaluation = true
    }

    /// Removes the variants of the property named `property` (``setVariant(_:forProperty:when:read:write:)``);
    /// if one applies now, the property gets back its base value at once.
    public func removeVariants(forProperty property: AnyHashable) {
        traitVariants?.remove(property, from: self)
    }

    /// Removes the variants of the property at `keyPath`; if one applies now, the property
    /// gets back its base value at once.
    public func removeVariants<Value>(for keyPath: ReferenceWritableKeyPath<Self, Value>) {
        removeVariants(forProperty: keyPath)
    }
}

extension View {
    /// Whether any property of the view has trait variants (``TraitVariantSettable/setVariant(_:_:when:)``).
    package var hasTraitVariants: Bool {
        traitVariants?.properties.isEmpty == false
    }

    /// Applies the trait variants and the trait-conditional constraints
    /// (``LayoutConstraint/activate(when:)``) of the view's whole tree for the root's traits
    /// and orientation now, rather than at the start of the next layout pass: for code that
    /// reads the values variants set before laying out (as UIKit's `updateTraitsIfNeeded()`).
    /// Does nothing when neither changed and nothing was added since the last evaluation.
    public func updateTraitsIfNeeded() {
        engine.applyTraitVariants()
    }
}

extension LayoutConstraint {
    /// Activates the constraint while `condition` holds, as Interface Builder installs a
    /// constraint for some size classes only: from now on each layout pass (or
    /// ``View/updateTraitsIfNeeded()``) activates or deactivates it for the root's traits
    /// and orientation.
    ///
    /// The constraint keeps the place in the activation order it gets now: when it comes back
    /// with the traits, a conflict still breaks the constraint activated later, whichever
    /// traits came first. ``deactivate()`` ends the condition.
    ///
    /// - Throws: the ``LayoutError`` ``activate()`` would throw; the constraint then has no condition.
    public func activate(when condition: TraitCondition) throws {
        if activationCondition != nil { deactivate() }
        try activate()
        guard let holder = installedOn else { return }
        let root = holder.rootView
        let matches = condition.matches(root.environment.traits,
                                        orientation: Device.Orientation(rootSize: root.storedFrame.size))
        if !matches { deactivateInstalled() }
        activationCondition = condition
        conditionHolder = holder
        let store = holder.traitVariants ?? TraitVariantStore()
        holder.traitVariants = store
        store.conditionalConstraints.append(self)
        root.engineStorage?.traitVariantsNeedEvaluation = true
    }

    /// Forgets the condition of ``activate(when:)``.
    func removeActivationCondition() {
        guard activationCondition != nil else { return }
        conditionHolder?.traitVariants?.conditionalConstraints.removeAll { $0 === self }
        activationCondition = nil
        conditionHolder = nil
    }

    /// Activates or deactivates the constraint for `traits` and `orientation`.
    func evaluateCondition(_ traits: TraitCollection, orientation: Device.Orientation) {
        guard let condition = activationCondition else { return }
        let wanted = condition.matches(traits, orientation: orientation)
        if wanted && !isActive {
            do {
                try activate(keepingOrder: true)
            } catch {
                // The tree changed since the condition was set (an item left it): report it
                // where failed activations go, as `isActive = true` does.
                let failure = error as? LayoutError ?? LayoutError(.solverRefused, "\(error)", origin: origin)
                firstItem?.layoutOwner?.rootView.activationFailures.append((self, failure))
            }
        } else if !wanted && isActive {
            deactivateInstalled()
        }
    }
}

extension Device.Orientation {
    /// The orientation variants see for a root of `size`: landscape when wider than tall.
    init(rootSize size: Size) {
        self = size.width > size.height ? .landscape : .portrait
    }
}

/// One variant: a condition, the order it was set in (later wins ties), and how to apply it.
struct TraitVariant {
    let condition: TraitCondition
    let order: Int
    let apply: (View) -> Void
}

/// The variants of one property of a view, and its base value while a variant applies.
final class TraitVariantProperty {
    let key: AnyHashable
    private(set) var variants: [TraitVariant] = []
    /// Reads the property's current value and returns a closure that sets it back.
    private let capture: (View) -> (View) -> Void
    /// Restores the base value; set while a variant applies.
    private var restoreBase: ((View) -> Void)?
    /// The order of the variant applied now.
    private var applied: Int?

    init(key: AnyHashable, capture: @escaping (View) -> (View) -> Void) {
        self.key = key
        self.capture = capture
    }

    /// Adds a variant, replacing one with the same condition.
    func setVariant(_ variant: TraitVariant) {
        if let index = variants.firstIndex(where: { $0.condition == variant.condition }) {
            if variants[index].order == applied { applied = nil }
            variants.remove(at: index)
        }
        variants.append(variant)
    }

    /// The most specific matching variant, the latest among equals.
    func winner(for traits: TraitCollection, orientation: Device.Orientation) -> TraitVariant? {
        variants.filter { $0.condition.matches(traits, orientation: orientation) }
            .max { ($0.condition.specificity, $0.order) < ($1.condition.specificity, $1.order) }
    }

    /// Applies the winning variant to `view`, or restores the base value when none matches.
    func evaluate(on view: View, traits: TraitCollection, orientation: Device.Orientation) {
        if let winner = winner(for: traits, orientation: orientation) {
            guard winner.order != applied else { return }
            if restoreBase == nil { restoreBase = capture(view) }
            applied = winner.order
            winner.apply(view)
        } else {
            restoreIfNeeded(on: view)
        }
    }

    func restoreIfNeeded(on view: View) {
        guard let restore = restoreBase else { return }
        restoreBase = nil
        applied = nil
        restore(view)
    }
}

/// A view's trait variants, by property, in the order the properties first got one, and the
/// trait-conditional constraints installed on it.
final class TraitVariantStore {
    private(set) var properties: [TraitVariantProperty] = []
    /// The constraints of ``LayoutConstraint/activate(when:)`` whose items' common ancestor is the view.
    var conditionalConstraints: [LayoutConstraint] = []
    /// Counts the variants set on the view, to order them.
    var counter = 0

    func property(for key: AnyHashable, make: () -> TraitVariantProperty) -> TraitVariantProperty {
        if let existing = properties.first(where: { $0.key == key }) { return existing }
        let property = make()
        properties.append(property)
        return property
    }

    func remove(_ key: AnyHashable, from view: View) {
        guard let index = properties.firstIndex(where: { $0.key == key }) else { return }
        properties[index].restoreIfNeeded(on: view)
        properties.remove(at: index)
    }

    func evaluate(on view: View, traits: TraitCollection, orientation: Device.Orientation) {
        for property in properties {
            property.evaluate(on: view, traits: traits, orientation: orientation)
        }
        for constraint in conditionalConstraints {
            constraint.evaluateCondition(traits, orientation: orientation)
        }
    }
}

extension LayoutEngine {
    /// Applies every view's trait variants for the root's current traits and orientation, at
    /// the start of a layout pass; does nothing when neither changed and no variant or view
    /// was added since the last evaluation.
    func applyTraitVariants() {
        let key = currentTraitVariantKey
        guard traitVariantsNeedEvaluation || key != lastTraitVariantKey else { return }
        let traits = key.traits, orientation = key.orientation
        traitVariantsNeedEvaluation = false
        lastTraitVariantKey = key
        root.forEachInSubtree { view in
            view.traitVariants?.evaluate(on: view, traits: traits, orientation: orientation)
        }
    }

    /// The root's traits and orientation now: the variants are evaluated again when they differ
    /// from the last evaluation's.
    var currentTraitVariantKey: TraitVariantKey {
        TraitVariantKey(traits: root.environment.traits, orientation: Device.Orientation(rootSize: root.storedFrame.size))
    }
}

/// The traits variants were last evaluated for.
struct TraitVariantKey: Equatable {
    let traits: TraitCollection
    let orientation: Device.Orientation
}
