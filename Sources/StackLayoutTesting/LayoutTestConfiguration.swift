import StackLayout

/// A device, orientation and reading direction to assert a layout under.
///
/// ```swift
/// assertLayout(of: makeScreen(), on: [.iPhone14, .iPhone14.landscape, .iPhoneSE.rightToLeft])
/// ```
///
/// The modifiers compose in any order: `.iPhone14.rightToLeft.landscape` is
/// `.iPhone14.landscape.rightToLeft`, named `iphone-14-landscape-rtl`.
public struct LayoutTestConfiguration: Hashable, Sendable {
    /// The root's size.
    public var size: Size
    /// The safe area, scale, size classes and direction.
    public var environment: LayoutEnvironment
    /// The device preset this configuration was made from, if any, and its orientation.
    private var device: Device?
    private var orientation: Device.Orientation = .portrait
    /// The name given to the initializer or set, if any.
    private var givenName: String?

    /// The name used in golden file names and headers. Unless one is given, it names the device
    /// and orientation (else the size) and then everything set apart from them, so configurations
    /// that differ have different goldens: `iphone-14-landscape-rtl`, `iphone-se-1x`,
    /// `320x480-wR-hC-2x`, `390x844-safe-47-0-34-0`.
    public var name: String {
        get { givenName ?? derivedName }
        set { givenName = newValue }
    }

    /// A configuration of a size and an environment; `name` replaces the derived name.
    public init(size: Size, environment: LayoutEnvironment = LayoutEnvironment(), name: String? = nil) {
        self.size = size
        self.environment = environment
        self.givenName = name
    }

    /// A device preset in an orientation.
    public static func device(_ device: Device, _ orientation: Device.Orientation = .portrait) -> LayoutTestConfiguration {
        var configuration = LayoutTestConfiguration(size: device.size(in: orientation),
                                                    environment: device.environment(in: orientation))
        configuration.device = device
        configuration.orientation = orientation
        return configuration
    }

    /// The same configuration read right to left.
    public var rightToLeft: LayoutTestConfiguration {
        guard environment.layoutDirection != .rightToLeft else { return self }
        var copy = self
        copy.environment.layoutDirection = .rightToLeft
        if let givenName { copy.givenName = givenName + "-rtl" }
        return copy
    }

    /// The same device turned to landscape (for a device configuration in portrait; any other
    /// configuration is returned as it is). The size, safe area, size classes and margins
    /// become the landscape ones, except those changed from the portrait preset; the direction
    /// and scale stay.
    public var landscape: LayoutTestConfiguration {
        guard let device, orientation == .portrait else { return self }
        let portrait = device.environment(in: .portrait), turned = device.environment(in: .landscape)
        var copy = self
        copy.orientation = .landscape
        if size == device.size(in: .portrait) { copy.size = device.size(in: .landscape) }
        if environment.safeAreaInsets == portrait.safeAreaInsets { copy.environment.safeAreaInsets = turned.safeAreaInsets }
        if environment.traits == portrait.traits { copy.environment.traits = turned.traits }
        if environment.systemMinimumLayoutMargins == portrait.systemMinimumLayoutMargins {
            copy.environment.systemMinimumLayoutMargins = turned.systemMinimumLayoutMargins
        }
        if let givenName { copy.givenName = givenName + "-landscape" }
        return copy
    }

    /// The device (or size), then each setting that differs from the device's (or from
    /// ``LayoutEnvironment``'s defaults).
    private var derivedName: String {
        var parts: [String] = []
        let reference: LayoutEnvironment
        if let device {
            parts.append(device.name + (orientation == .landscape ? "-landscape" : ""))
            if size != device.size(in: orientation) { parts.append(GoldenName.size(size)) }
            reference = device.environment(in: orientation)
        } else {
            parts.append(GoldenName.size(size))
            reference = LayoutEnvironment()
        }
        var sizeClasses = environment.traits
        sizeClasses.preferredContentSizeCategory = reference.traits.preferredContentSizeCategory
        if sizeClasses != reference.traits {
            parts.append(GoldenName.sizeClass(environment.traits.horizontalSizeClass, horizontal: true))
            parts.append(GoldenName.sizeClass(environment.traits.verticalSizeClass, horizontal: false))
        }
        if environment.traits.preferredContentSizeCategory != reference.traits.preferredContentSizeCategory {
            parts.append(environment.traits.preferredContentSizeCategory.rawValue)
        }
        if environment.scale != reference.scale {
            parts.append(environment.scale.map(GoldenName.scale) ?? "unscaled")
        }
        let safeArea = environment.safeAreaInsets
        if safeArea != reference.safeAreaInsets {
            parts.append("safe-" + GoldenName.insets(safeArea.top, safeArea.left, safeArea.bottom, safeArea.right))
        }
        if environment.systemMinimumLayoutMargins != reference.systemMinimumLayoutMargins {
            if let margins = environment.systemMinimumLayoutMargins {
                parts.append("margins-" + GoldenName.insets(margins.top, margins.leading, margins.bottom, margins.trailing))
            } else {
                parts.append("nomargins")
            }
        }
        if environment.layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }

    /// The header line of a golden file.
    var header: String {
        "\(name) \(GoldenName.size(size))"
            + (environment.layoutDirection == .rightToLeft ? " rightToLeft" : " leftToRight")
            + (environment.scale.map { " @\(goldenFigure($0))x" } ?? "")
    }

    /// iPhone SE in portrait.
    public static let iPhoneSE = device(.iPhoneSE)
    /// iPhone 14 in portrait.
    public static let iPhone14 = device(.iPhone14)
    /// iPhone 15 Pro Max in portrait.
    public static let iPhone15ProMax = device(.iPhone15ProMax)
    /// iPad in portrait.
    public static let iPad = device(.iPad)
}
