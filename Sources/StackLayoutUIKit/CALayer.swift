/// A view's layer, as `CALayer`: the drawing properties UIKit code sets on it, kept in the
/// view's ``ViewAppearance`` (layout never reads them). Each view has one, created on first use.
public final class CALayer {
    /// The view whose appearance the layer reads and writes.
    public private(set) unowned var view: View

    init(view: View) { self.view = view }

    public var cornerRadius: CGFloat {
        get { CGFloat(view.appearance.cornerRadius) }
        set { view.appearance.cornerRadius = Double(newValue) }
    }
    public var maskedCorners: CACornerMask {
        get { view.appearance.maskedCorners }
        set { view.appearance.maskedCorners = newValue }
    }
    public var borderWidth: CGFloat {
        get { CGFloat(view.appearance.borderWidth) }
        set { view.appearance.borderWidth = Double(newValue) }
    }
    public var borderColor: CGColor? {
        get { view.appearance.borderColor.map(CGColor.init) }
        set { view.appearance.borderColor = newValue?.color }
    }
    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.appearance.clipsToBounds }
        set { view.appearance.clipsToBounds = newValue }
    }
    public var backgroundColor: CGColor? {
        get { view.appearance.backgroundColor.map(CGColor.init) }
        set { view.appearance.backgroundColor = newValue?.color }
    }
    public var opacity: Float {
        get { Float(view.appearance.alpha) }
        set { view.appearance.alpha = Double(newValue) }
    }
    public var shadowColor: CGColor? {
        get { view.appearance.shadowColor.map(CGColor.init) }
        set { view.appearance.shadowColor = newValue?.color }
    }
    public var shadowOpacity: Float {
        get { Float(view.appearance.shadowOpacity) }
        set { view.appearance.shadowOpacity = Double(newValue) }
    }
    public var shadowRadius: CGFloat {
        get { CGFloat(view.appearance.shadowRadius) }
        set { view.appearance.shadowRadius = Double(newValue) }
    }
    public var shadowOffset: CGSize {
        get { CGSize(view.appearance.shadowOffset) }
        set { view.appearance.shadowOffset = Size(newValue) }
    }
    /// The shadow's outline (kept for drawing; nil is the layer's shape), as card views set it
    /// from their bounds in `layoutSubviews`.
    public var shadowPath: CGPath?
    /// The drawing order among siblings (kept; layout does not depend on it).
    public var zPosition: CGFloat = 0
    /// How the rounded corners curve (kept for drawing).
    public var cornerCurve: CALayerCornerCurve = .circular
    /// Whether the layer rasterizes (kept).
    public var shouldRasterize = false
    /// The rasterization scale (kept).
    public var rasterizationScale: CGFloat = 1
    /// The layer's frame: the view's.
    public var frame: CGRect { view.frame }
    /// The layer's bounds: the view's.
    public var bounds: CGRect { view.bounds }
}

/// `CACornerMask`: which corners a corner radius rounds.
public typealias CACornerMask = ViewAppearance.Corners

extension ViewAppearance.Corners {
    public static let layerMinXMinYCorner = Self.minXMinY
    public static let layerMaxXMinYCorner = Self.maxXMinY
    public static let layerMinXMaxYCorner = Self.minXMaxY
    public static let layerMaxXMaxYCorner = Self.maxXMaxY
}

/// `CALayerCornerCurve`: the curve of rounded corners (drawing only).
public struct CALayerCornerCurve: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
