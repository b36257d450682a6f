/// An attribute of a view or guide, as `NSLayoutAnchor`: the starting point of a constraint.
///
/// The three subclasses keep the axes apart at compile time, as UIKit's do: an x-axis anchor
/// combines only with x-axis anchors, a dimension only with dimensions. Mixing leading with
/// left, which the types allow, makes a constraint that refuses to activate.
public class LayoutAnchor: CustomStringConvertible {
    /// The view or guide.
    package let item: LayoutItem
    /// The attribute.
    package let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, as the anchor reads in a constraint.
    public var description: String { "\(item.layoutName).\(attribute.name)" }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1,
              constant: Double, file: StaticString, line: UInt) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, relation, other?.item,
                         other?.attribute ?? .notAnAttribute, multiplier: multiplier,
                         constant: constant, origin: "\(file):\(line)")
    }
}

/// A horizontal location: leading, trailing, left, right, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: constant, file: file, line: line)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
    /// `self == anchor + multiplier × system spacing`: the standard gap after `anchor` (8 between views).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
            .markingSystemSpacing()
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
            .markingSystemSpacing()
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
            .markingSystemSpacing()
    }
}

/// A vertical location: top, bottom, centerY, the baselines.
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: constant, file: file, line: line)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
    /// `self == anchor + multiplier × system spacing`: the standard gap below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
            .markingSystemSpacing()
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
            .markingSystemSpacing()
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
            .markingSystemSpacing()
    }
}

/// A size: width or height.
public final class LayoutDimension: LayoutAnchor {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, nil, constant: constant, file: file, line: line)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant, file: file, line: line)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant, file: file, line: line)
    }
    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}

// MARK: - Anchors of views and guides

/// The anchors every view and guide has.
public protocol LayoutAnchors: LayoutItem {}

extension View: LayoutAnchors {}
extension LayoutGuide: LayoutAnchors {}

extension LayoutAnchors {
    /// The leading edge (left in left-to-right, right in right-to-left).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View {
    /// The first baseline: the top plus ``firstBaselineOffsetFromTop``, or the top edge.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last baseline: the top plus ``lastBaselineOffsetFromTop``, or the bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
