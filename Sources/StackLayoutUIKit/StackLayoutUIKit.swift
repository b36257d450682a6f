// UIKit's spelling over StackLayout: layout code written for UIKit compiles with
// `import UIKit` changed to `import StackLayoutUIKit`, and builds the same model a Swift user
// builds by hand (one layout path: the core's).
//
// Foundation's `CGFloat`, `CGRect`, `CGSize` and `CGPoint` are the types of UIKit's API here
// (`frame`, `bounds`, `center`, `contentSize`, `contentOffset`, `layoutFrame`,
// `systemLayoutSizeFitting`): this module's members shadow the core's
// `Rect`/`Size`/`Point` ones for code that imports it, converting at the boundary, so the
// core stays free of Foundation. `CGFloat` and the core's `Double` convert implicitly.
//
// Every UIKit class here is a `UIView` (a class of this module, a subclass of the core's
// `View`): `UIStackView`, `UIScrollView`, `UILabel`, `UIImageView`, `UIWindow`, `UIControl`
// and its subclasses. A subclass's `override init(frame: CGRect)`,
// `required init?(coder: NSCoder)` and `override var intrinsicContentSize: CGSize` meet
// UIKit's. What makes a stack, a scroll view, a label or a control more than a view is a part
// the core's `View` carries and its engine asks (a `ViewRole`: `StackArrangement`,
// `ScrollContent`, `LabelText`, `ControlContent`…); the UIKit class and the core's class of
// the kind each own one, so one code lays both out.

@_exported import Foundation
@_exported import StackLayout

/// Insets by absolute edge: the core's ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// Insets by reading direction: the core's ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

// MARK: Views, guides, constraints

/// `UILayoutGuide`: the core's ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// `NSLayoutConstraint`: the core's ``LayoutConstraint``, with UIKit's non-throwing API
/// (`NSLayoutConstraint+UIKit.swift`).
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// The Swift 3 name of `NSLayoutConstraint.FormatOptions`.
public typealias NSLayoutFormatOptions = VisualFormatOptions

// MARK: Traits and directions

/// `UITraitCollection`: size classes, idiom and Dynamic Type size.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass
/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

extension TraitCollection {
    /// The appearance: always light here (colours are kept, not drawn in a mode).
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
}

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
    /// `NSLayoutConstraint.FormatOptions`.
    public typealias FormatOptions = VisualFormatOptions
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`, the Swift 3 spelling.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
}

// MARK: Conversions at the boundary

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}
