/// The part of a view's alignment rectangle a constraint relates, as `NSLayoutConstraint.Attribute`.
///
/// Raw values are UIKit's, so the VFL format options (bit positions) line up with them.
public enum LayoutAttribute: Int, CaseIterable, Sendable {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

    /// The axis the attribute measures along, or `nil` for `.notAnAttribute`.
    package var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: return nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default: return .vertical
        }
    }

    /// Whether the attribute is a size (width, height) rather than a location.
    package var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute names a direction-dependent edge (leading, trailing and their margins).
    package var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether the attribute names an absolute horizontal edge (left, right and their margins).
    package var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is one of the `…Margin` / `…WithinMargins` attributes.
    package var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }

    /// Whether the attribute is the first or the last baseline.
    package var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute of the view's edges that a margin attribute stands for, `self` otherwise.
    package var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// UIKit's name of the attribute, as printed in constraint descriptions.
    package var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    /// The attribute called `name`, accepting UIKit's alias `baseline` for `lastBaseline`.
    package init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        // Lengths first (O(1)): two names that differ cost a call into the standard library's
        // comparison each. The names' lengths decide (`lengthDecidesInequality`; checked by
        // `DocumentTests`).
        let length = name.utf8.count
        let match = LayoutAttribute.allCases.first { $0.name.utf8.count == length && $0.name == name }
        guard let match else { return nil }
        self = match
    }
}

/// A layout axis, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Sendable, CaseIterable {
    case horizontal = 0
    case vertical = 1

    /// `horizontal` or `vertical`, as the text and JSON output print it.
    package var name: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// A priority for each axis, held in place (a view's hugging and compression resistance: two
/// arrays per view before, two allocations).
struct AxisPriorities {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    init(_ both: LayoutPriority) {
        horizontal = both
        vertical = both
    }

    subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// How the two sides of a constraint relate, with UIKit's raw values (`<=`, `==`, `>=`):
/// the solver's relation (``Constraint/Relation``), under UIKit's name.
public typealias LayoutRelation = Constraint.Relation
