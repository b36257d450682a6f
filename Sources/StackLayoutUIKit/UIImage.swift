/// An image, as `UIImage`: only its size matters to layout. There are no image files or asset
/// catalogues here, so an image is made with its size (`UIImage(size:)`), or by name from
/// sizes registered in ``UIImage/registeredSizes``.
public final class UIImage: CustomStringConvertible {
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name it was made from, if any.
    public let name: String?

    /// An image of `size` points.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        self.name = nil
    }

    private init(size: CGSize, name: String) {
        self.size = size
        self.scale = 1
        self.name = name
    }

    /// Sizes of named images (`UIImage(named:)`) and symbols (`UIImage(systemName:)`) that
    /// tests register: `UIImage.registeredSizes["logo"] = CGSize(width: 120, height: 40)`.
    public nonisolated(unsafe) static var registeredSizes: [String: CGSize] = [:]

    /// The image registered as `name` in ``registeredSizes``. There are no asset catalogues
    /// here, so an image not registered is logged and comes back empty (0 × 0 points) rather
    /// than nil: the app's `UIImage(named: "logo")!` runs, and the log says how to give the
    /// size it has on iOS.
    public convenience init?(named name: String) {
        guard let size = UIImage.registeredSizes[name] else {
            UIKitLog.log("[StackLayoutUIKit] UIImage(named: \"\(name)\"): there are no image assets here, so it is empty (0 x 0); register its size in UIImage.registeredSizes[\"\(name)\"] or use UIImage(size:).")
            self.init(size: .zero, name: name)
            return
        }
        self.init(size: size, name: name)
    }

    /// A symbol image. There is no symbol catalogue here: a symbol registered in
    /// ``registeredSizes`` has that size, any other is 20 × 20 points, roughly an SF Symbol
    /// at the body text size (not measured; constrain the image view's size where it matters).
    public convenience init?(systemName name: String) {
        self.init(size: UIImage.registeredSizes[name] ?? CGSize(width: 20, height: 20), name: name)
    }

    /// `UIImage.SymbolConfiguration` (kept: symbol images are not measured by their
    /// configuration here, see ``init(systemName:)``).
    public struct SymbolConfiguration: Hashable, Sendable {
        /// `UIImage.SymbolWeight`.
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable { case `default`, unspecified, small, medium, large }
        public var pointSize: CGFloat?
        public var weight: Weight
        public var scale: Scale
        public var textStyle: UIFont.TextStyle?
        public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        public init(scale: Scale) {
            weight = .regular
            self.scale = scale
        }
        public init(weight: Weight) {
            self.weight = weight
            scale = .default
        }
        public init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
            self.textStyle = textStyle
            weight = .regular
            self.scale = scale
        }
    }

    /// The same image (a configuration only changes how a symbol is drawn here).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }

    /// `UIImage.RenderingMode` (kept: it changes how an image is drawn, not its size).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The same image (the rendering mode only changes drawing).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// The same image (a tint only changes drawing).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public var description: String { "<UIImage \(name.map { "'\($0)' " } ?? "")\(size)>" }
}

/// An image view, as `UIImageView`: its intrinsic size is its image's size.
open class UIImageView: UIView {
    /// The image; setting it sets the intrinsic size (none without an image).
    open var image: UIImage? {
        didSet { imageDidChange() }
    }

    /// An image view showing `image`, its frame the image's size, as UIKit's.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()
        isUserInteractionEnabled = false
    }

    /// Kept: a symbol image's size does not follow it here.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image's size, as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
    }
}
