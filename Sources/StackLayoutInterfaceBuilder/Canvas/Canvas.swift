import StackLayout

/// What a root is laid out in: the screen, its insets and traits, as Interface Builder's
/// canvas shows it (INTERFACE_BUILDER.md §13–§16) or as a device of the command line would.
public struct InterfaceBuilderCanvas: Hashable, Sendable {
    /// The IB device id (`retina6_1`), the preset's name (`iphone-se`), or nil for the Any/Any
    /// canvas of old files.
    public var device: String?
    /// The root's size.
    public var size: Size
    /// Points per pixel: stored frames lie on this grid.
    public var scale: Double
    public var orientation: Device.Orientation
    /// The root's safe-area insets (zero in files without safe areas, whose bars reach the
    /// root only through its top and bottom layout guides).
    public var safeAreaInsets: EdgeInsets
    /// Files without safe areas: where the top layout guide's bottom and the bottom layout
    /// guide's top are, from the root's top and bottom.
    public var topLayoutGuideLength: Double
    public var bottomLayoutGuideLength: Double
    /// The size classes; nil on the Any/Any canvas, where no variation applies.
    public var traits: TraitCollection?
    /// The root's layout margins, when it is a view controller's root or a xib's top-level
    /// view (the system minimum on the sides); nil for cells, whose content view has its own.
    public var rootMargins: EdgeInsets?

    /// The traits the layout is solved with (compact width, regular height on the Any/Any canvas).
    var solvingTraits: TraitCollection { traits ?? TraitCollection() }
}

/// The bars a scene shows above and below its root (§15): simulated, or inferred from how
/// the scene is reached.
struct SceneBars: Hashable {
    var statusBar = true
    var navigationBar = false
    var navigationBarOpaque = false
    /// A large-title navigation bar (`largeTitles="YES"`): 96 points instead of 44 **[uncertain]**.
    var largeTitles = false
    /// A freeform scene or view (`<freeformSimulatedSizeMetrics>`): not the whole screen.
    var freeform = false
    var tabBar = false
    var tabBarOpaque = false
    var toolbar = false
}

/// How a root sits in its file, for its canvas.
enum RootKind {
    /// A storyboard scene's controller view.
    case controllerView
    /// A xib's top-level view.
    case xibView
    /// A xib's table or collection view cell.
    case cell
}

extension InterfaceBuilderCanvas {
    /// The canvas of a root: `device` is the file's (nil for the Any/Any canvas), `preset`
    /// the command line's device, which wins; `storedSize` the root's stored frame size.
    static func resolve(device fileDevice: CanvasDevice?, landscape fileLandscape: Bool, preset: (Device, Device.Orientation)?,
                        size requestedSize: Size?, storedSize: Size, xcode: Int, safeAreas: Bool,
                        bars: SceneBars, kind: RootKind) -> InterfaceBuilderCanvas {
        let device = preset.map { CanvasDevice(preset: $0.0) } ?? fileDevice
        var landscape = preset.map { $0.1 == .landscape } ?? fileLandscape
        // The stored size is the root's own (freeform scenes and xib views included), unless
        // another device is asked for: then a full-screen root takes that device's screen.
        var size = storedSize
        if let preset {
            let screen = preset.0.size(in: preset.1)
            size = isFullScreen(storedSize, fileDevice) || kind == .controllerView ? screen : storedSize
        }
        if let requestedSize {
            size = requestedSize
            landscape = requestedSize.width > requestedSize.height
        }
        let fullScreen = !bars.freeform && (kind == .controllerView || isFullScreen(storedSize, fileDevice))
        var insets = EdgeInsets.zero
        if let device, kind != .cell {
            if fullScreen && kind == .controllerView && preset == nil && !bars.navigationBarOpaque && !bars.tabBarOpaque
                && !isFullScreen(storedSize, device) {
                // A controller's root shorter than the screen with no opaque bar to explain it
                // is presented as a sheet: below the status bar, above the home indicator.
                insets.bottom = landscape ? 0 : device.portraitBottom
            } else if fullScreen {
                insets = screenInsets(device, landscape: landscape, xcode: xcode, bars: bars)
            } else if let notch = device.notchTop(xcode), !landscape {
                // A freeform view on a notched canvas keeps the sensor housing's inset at the
                // top (§16.2); the home indicator's from Xcode 13, while before it only what
                // the view, at the screen's top, overlaps of it (corpus: Xcode 11-12 views
                // showed none, Xcode 13 ones 34) [uncertain].
                let screen = device.portraitSize.height
                let overlap = min(max(size.height - (screen - device.portraitBottom), 0), device.portraitBottom)
                insets = EdgeInsets(top: min(notch, size.height), left: 0,
                                    bottom: xcode >= 13 ? device.portraitBottom : overlap, right: 0)
            }
        } else if device == nil, kind == .controllerView {
            // The Any/Any canvas: a status bar of 20 (§13).
            insets.top = bars.statusBar ? 20 : 0
            insets.top += bars.navigationBar && !bars.navigationBarOpaque ? 44 : 0
            insets.bottom = bars.tabBar && !bars.tabBarOpaque ? 49 : bars.toolbar ? 44 : 0
        }
        var margins: EdgeInsets?
        if kind != .cell {
            let side = systemMinimumSide(device: device, width: size.width, landscape: landscape, xcode: xcode)
            margins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        return InterfaceBuilderCanvas(
            device: device?.id, size: size, scale: device?.scale ?? 2,
            orientation: landscape ? .landscape : .portrait,
            safeAreaInsets: safeAreas ? insets : .zero,
            topLayoutGuideLength: insets.top, bottomLayoutGuideLength: insets.bottom,
            traits: device?.traits(landscape: landscape), rootMargins: margins)
    }

    static func isFullScreen(_ size: Size, _ device: CanvasDevice?) -> Bool {
        guard let device else { return false }
        return size == device.portraitSize || size == device.size(landscape: true)
    }

    /// The status bar, sensor housing, home indicator and bars over a full-screen root (§13–§15).
    static func screenInsets(_ device: CanvasDevice, landscape: Bool, xcode: Int, bars: SceneBars) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let notch = device.notchTop(xcode) {
            if landscape {
                insets = EdgeInsets(top: 0, left: notch, bottom: 21, right: notch)
            } else {
                insets = EdgeInsets(top: bars.statusBar ? notch : 0, left: 0, bottom: device.portraitBottom, right: 0)
            }
        } else if let top = device.roundedPadTop {
            insets = EdgeInsets(top: bars.statusBar ? top : 0, left: 0, bottom: device.portraitBottom, right: 0)
        } else if bars.statusBar {
            insets.top = statusBar(device, landscape: landscape, xcode: xcode)
        }
        if bars.navigationBar {
            // An opaque bar ends the root: it starts below the bar (and the status bar).
            let height: Double = device.family == .pad ? 50 : bars.largeTitles ? 96 : 44
            insets.top = bars.navigationBarOpaque ? 0 : insets.top + height
        }
        if bars.tabBar {
            insets.bottom = bars.tabBarOpaque ? 0 : insets.bottom + 49
        } else if bars.toolbar {
            insets.bottom += 44
        }
        return insets
    }

    /// The status bar of a notchless canvas by Xcode release (§14): 20 through Xcode 10 and
    /// again from Xcode 15; none in Xcode 11–14; none in landscape after Xcode 8.
    static func statusBar(_ device: CanvasDevice, landscape: Bool, xcode: Int) -> Double {
        if let preset = device.presetStatusBar { return landscape && device.family == .phone ? 0 : preset }
        if landscape && device.family == .phone { return xcode <= 8 ? 20 : 0 }
        return (11...14).contains(xcode) ? 0 : 20
    }

    /// A view controller root's minimum side margins (§16.1): 16 on portrait phones narrower
    /// than 414 points, 20 on wider ones, in landscape and on iPads; without a device, by the
    /// root's width (the Any/Any canvas is 600 wide: 20) from Xcode 7, 16 in Xcode 6.
    static func systemMinimumSide(device: CanvasDevice?, width: Double, landscape: Bool, xcode: Int) -> Double {
        if device == nil && xcode <= 6 { return 16 }
        if landscape || device?.family == .pad { return 20 }
        return width >= 414 ? 20 : 16
    }
}
