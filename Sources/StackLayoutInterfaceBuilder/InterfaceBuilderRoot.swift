import StackLayout

/// One root of an Interface Builder file: a storyboard scene's view-controller view or a
/// xib's top-level view, ready to be built into the model for a canvas and solved.
public final class InterfaceBuilderRoot {
    /// The root view's IB object id.
    public let id: String
    /// The scene, for a storyboard root (and a xib's view controller).
    public let scene: InterfaceBuilderScene?
    /// Where the root view's element is.
    public var location: SourceLocation { element.location }
    /// The root's readable name: its userLabel, else its class.
    public var label: String { element["userLabel"] ?? element["customClass"] ?? element.name }

    let element: XMLElement
    let kind: RootKind
    let controller: XMLElement?
    let bars: SceneBars
    /// The file's name and what the whole file says (a root outlives its file's object).
    let fileName: String
    let context: FileContext

    init(id: String, element: XMLElement, kind: RootKind, controller: XMLElement?, scene: InterfaceBuilderScene?,
         bars: SceneBars, fileName: String, context: FileContext) {
        self.id = id
        self.element = element
        self.kind = kind
        self.controller = controller
        self.scene = scene
        self.bars = bars
        self.fileName = fileName
        self.context = context
    }

    /// The root's stored size; a root that stores none takes its canvas device's screen.
    var storedFrame: Rect? {
        guard let rect = element.resolved(nil, enabled: false).frameElement else { return nil }
        func number(_ name: String) -> Double { rect[name].flatMap(Double.init) ?? 0 }
        return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }

    /// The canvas the root is laid out in for `configuration`: Interface Builder's (the file's
    /// device, orientation and Xcode release, the scene's bars) unless the configuration names
    /// a device, a size or size classes.
    ///
    /// - Throws: ``InterfaceBuilderDiagnostic`` for a device name that is no preset.
    public func canvas(for configuration: LayoutConfiguration = LayoutConfiguration()) throws -> InterfaceBuilderCanvas {
        var preset: (Device, Device.Orientation)?
        if let name = configuration.device {
            guard let found = Device.named(name) else {
                throw InterfaceBuilderDiagnostic(
                    file: fileName, location: location, severity: .error,
                    message: "unknown device '\(name)'; known devices: " + Device.all.map(\.name).joined(separator: ", "))
            }
            preset = found
        }
        let screen = context.device?.size(landscape: context.landscape)
        var storedSize = storedFrame?.size ?? screen ?? Size(width: 600, height: 600)
        // Xcode 8 stores a root under opaque bars at (0, 64) with the screen's height, yet lays
        // it out in what the bars leave (§15.3).
        if context.xcode <= 8, kind == .controllerView, bars.navigationBarOpaque, let origin = storedFrame?.origin,
           origin.y > 0, screen == nil || screen?.height == storedSize.height {
            storedSize.height -= origin.y
        }
        var canvas = InterfaceBuilderCanvas.resolve(
            device: context.device, landscape: context.landscape, preset: preset, size: configuration.size,
            storedSize: storedSize, xcode: context.xcode, safeAreas: context.useSafeAreas,
            bars: bars, kind: kind)
        if configuration.horizontalSizeClass != nil || configuration.verticalSizeClass != nil {
            var traits = canvas.solvingTraits
            if let h = configuration.horizontalSizeClass { traits.horizontalSizeClass = h }
            if let v = configuration.verticalSizeClass { traits.verticalSizeClass = v }
            canvas.traits = traits
        }
        if let scale = configuration.scale { canvas.scale = scale }
        return canvas
    }

    /// Builds the root into the model (a ``DocumentLayout``) for `configuration`'s canvas.
    ///
    /// - Throws: ``InterfaceBuilderDiagnostic`` when the configuration names an unknown device
    ///   or the root's views and constraints cannot be built, at the element at fault.
    public func layout(_ configuration: LayoutConfiguration = LayoutConfiguration(),
                       intrinsicSizes: IntrinsicSizeSource = .stored) throws -> InterfaceBuilderLayout {
        let canvas = try canvas(for: configuration)
        let log = DiagnosticLog(file: fileName)
        let converter = RootConverter(root: self, canvas: canvas, intrinsicSizes: intrinsicSizes, log: log)
        let parsed = ParsedDocument(json: converter.document(), file: fileName)
        let document: DocumentLayout
        do {
            document = try DocumentLayout(parsed: parsed)
        } catch let error as DocumentError {
            throw InterfaceBuilderDiagnostic(file: fileName, location: error.location, severity: .error,
                                             message: error.message)
        }
        return InterfaceBuilderLayout(root: self, canvas: canvas, configuration: configuration, document: document,
                                      parsed: parsed, converter: converter, warnings: log.all)
    }
}
