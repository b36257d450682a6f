/// One constraint described by a Visual Format Language string:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
///
/// A description, not a live constraint: items are named, and nothing is activated. The adapter
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` turns each into a
/// `LayoutConstraint`.
///
/// ```swift
/// // "[a]-10-[b]" produces
/// VisualFormatConstraint(firstItem: .view("b"), firstAttribute: .leading, relation: .equal,
///                        secondItem: .view("a"), secondAttribute: .trailing, constant: 10)
/// ```
struct VisualFormatConstraint: Equatable, CustomStringConvertible {
    /// The item on the left of the relation.
    var firstItem: VisualFormatItem
    /// The attribute of `firstItem` the constraint relates.
    var firstAttribute: LayoutAttribute
    /// How the two sides relate.
    var relation: LayoutRelation
    /// The item on the right of the relation, or `nil` for a size set to a constant.
    var secondItem: VisualFormatItem?
    /// The attribute of `secondItem`, `.notAnAttribute` when there is no second item.
    var secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute; always 1 in VFL.
    var multiplier: Double
    /// The constant added to the right-hand side.
    var constant: Double
    /// The constraint's priority, 1000 (required) unless the format gives one with `@`.
    var priority: LayoutPriority
    /// Whether the constant is the system's standard spacing, written as a bare `-` (UIKit prints
    /// such constraints with `NSSpace(n)`). Its constant is 8 between two views and 0 towards
    /// `.superviewMargins`.
    var isStandardSpacing: Bool

    init(
        firstItem: VisualFormatItem, firstAttribute: LayoutAttribute,
        relation: LayoutRelation = .equal,
        secondItem: VisualFormatItem? = nil, secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        isStandardSpacing: Bool = false
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isStandardSpacing = isStandardSpacing
    }

    /// The equation, e.g. `b.leading == 1×a.trailing + 8 (standard)` or `a.width >= 50 @250`.
    var description: String {
        var text = "\(firstItem).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            text += "\(VisualFormatNumber.text(multiplier))×\(secondItem).\(secondAttribute.name)"
            text += constant < 0 ? " - \(VisualFormatNumber.text(-constant))" : " + \(VisualFormatNumber.text(constant))"
        } else {
            text += VisualFormatNumber.text(constant)
        }
        if isStandardSpacing { text += " (standard)" }
        if priority != .required { text += " @\(VisualFormatNumber.text(Double(priority.rawValue)))" }
        return text
    }
}
