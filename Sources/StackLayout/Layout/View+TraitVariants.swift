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
        let store = traitVariants ?? TraitVariantStore()
        traitVariants = store
        let property = store.property(for: keyPath) {
            TraitVariantProperty(keyPath: keyPath) { view in
                guard let typed = view as? Self else { return { _ in } }
                let base = typed[keyPath: keyPath]
                return { ($0 as? Self)?[keyPath: keyPath] = base }
            }
        }
        store.counter += 1
        property.setVariant(TraitVariant(condition: condition, order: store.counter) {
            ($0 as? Self)?[keyPath: keyPath] = value
        })
        rootView.engineStorage?.traitVariantsNeedEvaluation = true
    }

    /// Removes the variants of the property at `keyPath`; if one applies now, the property
    /// gets back its base value at once.
    public func removeVariants<Value>(for keyPath: ReferenceWritableKeyPath<Self, Value>) {
        traitVariants?.remove(keyPath, from: self)
    }
}

extension View {
    /// Whether any property of the view has trait variants (``TraitVariantSettable/setVariant(_:_:when:)``).
    public var hasTraitVariants: Bool {
        traitVariants?.properties.isEmpty == false
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
    let keyPath: AnyKeyPath
    private(set) var variants: [TraitVariant] = []
    /// Reads the property's current value and returns a closure that sets it back.
    private let capture: (View) -> (View) -> Void
    /// Restores the base value; set while a variant applies.
    private var restoreBase: ((View) -> Void)?
    /// The order of the variant applied now.
    private var applied: Int?

    init(keyPath: AnyKeyPath, capture: @escaping (View) -> (View) -> Void) {
        self.keyPath = keyPath
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

/// A view's trait variants, by property, in the order the properties first got one.
final class TraitVariantStore {
    private(set) var properties: [TraitVariantProperty] = []
    /// Counts the variants set on the view, to order them.
    var counter = 0

    func property(for keyPath: AnyKeyPath, make: () -> TraitVariantProperty) -> TraitVariantProperty {
        if let existing = properties.first(where: { $0.keyPath == keyPath }) { return existing }
        let property = make()
        properties.append(property)
        return property
    }

    func remove(_ keyPath: AnyKeyPath, from view: View) {
        guard let index = properties.firstIndex(where: { $0.keyPath == keyPath }) else { return }
        properties[index].restoreIfNeeded(on: view)
        properties.remove(at: index)
    }

    func evaluate(on view: View, traits: TraitCollection, orientation: Device.Orientation) {
        for property in properties {
            property.evaluate(on: view, traits: traits, orientation: orientation)
        }
    }
}

extension LayoutEngine {
    /// Applies every view's trait variants for the root's current traits and orientation, at
    /// the start of a layout pass; does nothing when neither changed and no variant or view
    /// was added since the last evaluation.
    func applyTraitVariants() {
        let traits = root.environment.traits
        let orientation = Device.Orientation(rootSize: root.storedFrame.size)
        let key = TraitVariantKey(traits: traits, orientation: orientation)
        guard traitVariantsNeedEvaluation || key != lastTraitVariantKey else { return }
        traitVariantsNeedEvaluation = false
        lastTraitVariantKey = key
        root.forEachInSubtree { view in
            view.traitVariants?.evaluate(on: view, traits: traits, orientation: orientation)
        }
    }
}

/// The traits variants were last evaluated for.
struct TraitVariantKey: Equatable {
    let traits: TraitCollection
    let orientation: Device.Orientation
}
