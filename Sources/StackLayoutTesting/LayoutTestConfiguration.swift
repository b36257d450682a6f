import StackLayout

/// A device, orientation and reading direction to assert a layout under.
///
/// ```swift
/// assertLayout(of: makeScreen(), on: [.iPhone14, .iPhone14.landscape, .iPhoneSE.rightToLeft])
/// ```
public struct LayoutTestConfiguration: Hashable, Sendable {
    /// The root's size.
    public var size: Size
    /// The safe area, scale, size classes and direction.
    public var environment: LayoutEnvironment
    /// The name used in golden file names (`iphone-14-landscape-rtl`).
    public var name: String

    public init(size: Size, environment: LayoutEnvironment = LayoutEnvironment(), name: String? = nil) {
        self.size = size
        self.environment = environment
        self.name = name ?? "\(formatFigure(size.width))x\(formatFigure(size.height))"
            + (environment.layoutDirection == .rightToLeft ? "-rtl" : "")
    }

    /// A device preset in an orientation.
    public static func device(_ device: Device, _ orientation: Device.Orientation = .portrait) -> LayoutTestConfiguration {
        LayoutTestConfiguration(size: device.size(in: orientation), environment: device.environment(in: orientation),
                                name: device.name + (orientation == .landscape ? "-landscape" : ""))
    }

    /// The same configuration read right to left.
    public var rightToLeft: LayoutTestConfiguration {
        var copy = self
        copy.environment.layoutDirection = .rightToLeft
        copy.name += "-rtl"
        return copy
    }

    /// The same device turned to landscape (for a device configuration).
    public var landscape: LayoutTestConfiguration {
        guard let (device, orientation) = Device.named(name), orientation == .portrait else { return self }
        return .device(device, .landscape)
    }

    /// The header line of a golden file.
    var header: String {
        "\(name) \(formatFigure(size.width))x\(formatFigure(size.height))"
            + (environment.layoutDirection == .rightToLeft ? " rightToLeft" : " leftToRight")
            + (environment.scale.map { " @\(formatFigure($0))x" } ?? "")
    }

    public static let iPhoneSE = device(.iPhoneSE)
    public static let iPhone14 = device(.iPhone14)
    public static let iPhone15ProMax = device(.iPhone15ProMax)
    public static let iPad = device(.iPad)
}
