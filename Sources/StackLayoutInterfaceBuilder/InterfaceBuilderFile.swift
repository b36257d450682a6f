import StackLayout

/// An Interface Builder file (`.storyboard` or `.xib`) read into its roots, each ready to be
/// built into the same model a Swift user builds and solved as Interface Builder lays it out.
///
/// ```swift
/// let file = try InterfaceBuilderFile(contentsOfFile: "Main.storyboard")
/// for root in file.roots {
///     let layout = try root.layout()                       // at its canvas
///     print(SnapshotText.render([try layout.solve()]))
///     let onSE = try root.layout(LayoutConfiguration(device: "iphone-se"))
/// }
/// ```
///
/// A root is each storyboard scene's view-controller view and each xib top-level view. A root
/// that cannot be read is reported in ``diagnostics`` and left out; the others still load.
public final class InterfaceBuilderFile {
    /// What kind of file: a storyboard holds scenes, a xib top-level objects.
    public enum Kind: String, Sendable {
        case storyboard
        case xib
    }

    /// The file name diagnostics name.
    public let file: String
    public let kind: Kind
    /// The major Xcode release that saved the file (from `toolsVersion`, §2).
    public let xcodeVersion: Int
    /// The roots, in document order.
    public private(set) var roots: [InterfaceBuilderRoot] = []
    /// Warnings about what was read but not laid out, and errors of roots left out.
    public var diagnostics: [InterfaceBuilderDiagnostic] { log.all + rootErrors }

    let log: DiagnosticLog
    private var rootErrors: [InterfaceBuilderDiagnostic] = []
    let context: FileContext

    /// Reads the file at `path`; its kind comes from the extension (`.xib`, else a storyboard).
    ///
    /// - Throws: ``InterfaceBuilderDiagnostic`` when the file cannot be read, is not XML, or
    ///   is not an iOS Interface Builder document.
    public convenience init(contentsOfFile path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try ParsedDocument.fileBytes(path)
        } catch let error as DocumentError {
            throw InterfaceBuilderDiagnostic(file: path, location: SourceLocation(line: 1, column: 1), severity: .error,
                                             message: error.message)
        }
        try self.init(bytes: bytes, file: path, kind: path.lowercased().hasSuffix(".xib") ? .xib : .storyboard)
    }

    /// Reads a file from its bytes; `file` names it in diagnostics.
    ///
    /// - Throws: ``InterfaceBuilderDiagnostic`` when the bytes are not XML or not an iOS
    ///   Interface Builder document.
    public init(bytes: [UInt8], file: String, kind: Kind) throws {
        self.file = file
        self.kind = kind
        let log = DiagnosticLog(file: file)
        self.log = log
        let document: XMLElement
        do {
            document = try XMLTreeReader.read(bytes)
        } catch let failure as XMLTreeReader.Failure {
            throw InterfaceBuilderDiagnostic(file: file, location: failure.location, severity: .error, message: failure.message)
        }
        context = try FileContext(document: document, kind: kind, log: log)
        xcodeVersion = context.xcode
        findRoots()
    }

    private func findRoots() {
        let document = context.document
        if let scenes = document.child("scenes") {
            let graph = SceneGraph(scenes: scenes, context: context)
            for scene in scenes.children(named: "scene") {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.children where controller["sceneMemberID"] == "viewController" {
                    guard let view = controller.children.first(where: { $0.key == "view" }) else { continue }
                    addRoot(view, kind: .controllerView, controller: controller,
                            scene: InterfaceBuilderScene(scene: scene, controller: controller),
                            bars: graph.bars(of: controller))
                }
            }
        } else if let objects = document.child("objects") {
            for object in objects.children {
                if object.name == "placeholder" { continue }
                if object["sceneMemberID"] == "viewController" || object.name.hasSuffix("ViewController") {
                    if let view = object.children.first(where: { $0.key == "view" }) {
                        addRoot(view, kind: .controllerView, controller: object,
                                scene: InterfaceBuilderScene(scene: nil, controller: object),
                                bars: SceneGraph.simulatedBars(of: object, default: context.defaultBars))
                    }
                    continue
                }
                guard object.child("rect", key: "frame") != nil || object.child("frame", key: "frameInset") != nil else { continue }
                let kind: RootKind = object.name == "tableViewCell" || object.name == "collectionViewCell" ? .cell : .xibView
                addRoot(object, kind: kind, controller: nil, scene: nil,
                        bars: SceneGraph.simulatedBars(of: object, default: context.defaultBars))
            }
        } else {
            log.warn("the document holds neither <scenes> nor <objects>: no roots", at: document)
        }
    }

    private func addRoot(_ element: XMLElement, kind: RootKind, controller: XMLElement?, scene: InterfaceBuilderScene?,
                         bars: SceneBars) {
        guard let id = element.id else {
            rootErrors.append(log.error("\(element.tag) has no id: the root is left out", at: element.location))
            return
        }
        roots.append(InterfaceBuilderRoot(id: id, element: element, kind: kind, controller: controller, scene: scene,
                                          bars: bars, fileName: file, context: context))
    }
}

/// The scene of a storyboard root: where it is and what names it.
public struct InterfaceBuilderScene: Hashable, Sendable {
    /// The `<scene sceneID>`; nil for a xib's controller.
    public var sceneID: String?
    /// The view controller's IB id and class (`viewController`, `tableViewController`, or its custom class).
    public var controllerID: String?
    public var controllerClass: String
    /// The storyboard identifier, as `instantiateViewController(withIdentifier:)` takes it.
    public var storyboardIdentifier: String?
    /// The controller's title, or its navigation item's.
    public var title: String?

    init(scene: XMLElement?, controller: XMLElement) {
        sceneID = scene?["sceneID"]
        controllerID = controller.id
        controllerClass = controller["customClass"] ?? controller.name
        storyboardIdentifier = controller["storyboardIdentifier"]
        title = controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
    }
}

/// What the whole file says that every root needs: its era, its switches, its canvas and resources.
struct FileContext {
    let document: XMLElement
    let xcode: Int
    let useAutolayout: Bool
    let useTraitCollections: Bool
    let useSafeAreas: Bool
    /// The canvas device, nil for the Any/Any canvas.
    let device: CanvasDevice?
    let landscape: Bool
    /// Image sizes in points by name (`<resources><image name width height>`).
    let images: [String: Size]
    /// Intrinsic sizes cached for `@IBDesignable` views, by view id (-1: none on that axis).
    let designables: [String: Size]
    let defaultBars: SceneBars
    let log: DiagnosticLog

    init(document: XMLElement, kind: InterfaceBuilderFile.Kind, log: DiagnosticLog) throws {
        self.document = document
        self.log = log
        guard document.name == "document" else {
            throw log.error("this is not an Interface Builder document: its root element is <\(document.name)>, not <document>",
                            at: document.location)
        }
        let runtime = document["targetRuntime"] ?? "iOS.CocoaTouch"
        guard runtime.hasPrefix("iOS.CocoaTouch") else {
            throw log.error("targetRuntime '\(runtime)' is not iOS: only UIKit files (iOS.CocoaTouch) are laid out",
                            at: document.location)
        }
        let type = document["type"] ?? ""
        let typeKind: InterfaceBuilderFile.Kind? = type.hasSuffix(".Storyboard.XIB") ? .storyboard : type.hasSuffix(".XIB") ? .xib : nil
        if let typeKind, typeKind != kind {
            log.warn("the file is named as a \(kind.rawValue) but its document type is a \(typeKind.rawValue)'s ('\(type)')",
                     at: document)
        }
        var xcode = FileContext.xcodeRelease(toolsVersion: document["toolsVersion"])
        let plugIn = document.child("dependencies")?.children(named: "plugIn").first?["version"]
        if xcode == nil || (document["toolsVersion"]?.hasPrefix("32700") ?? false) {
            xcode = FileContext.xcodeRelease(toolsVersion: plugIn) ?? xcode
        }
        if xcode == nil {
            log.warn("no readable toolsVersion: the file is read as saved by Xcode 15", at: document)
        }
        self.xcode = xcode ?? 15
        useAutolayout = document.flag("useAutolayout")
        useTraitCollections = document.flag("useTraitCollections")
        useSafeAreas = document.flag("useSafeAreas")

        var device: CanvasDevice?
        var landscape = false
        if let deviceElement = document.child("device") {
            let id = deviceElement["id"] ?? ""
            device = CanvasDevice.all[id]
            if device == nil {
                log.warn("unknown canvas device '\(id)': laid out at the stored sizes, without a status bar, at scale 2",
                         at: deviceElement)
            }
            landscape = deviceElement["orientation"] == "landscape"
        } else if let metrics = document.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics")
                    ?? FileContext.firstScreenMetrics(in: document) {
            device = CanvasDevice.simulated(metrics["type"] ?? "")
            if device == nil { log.warn("unknown simulated screen '\(metrics["type"] ?? "")'", at: metrics) }
            landscape = document.child("simulatedMetricsContainer")?.child("simulatedOrientationMetrics")?["orientation"] == "landscapeRight"
        }
        self.device = device
        self.landscape = landscape

        var images: [String: Size] = [:]
        for image in document.child("resources")?.children(named: "image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                  let height = image["height"].flatMap(Double.init) else { continue }
            images[name] = Size(width: width, height: height)
        }
        self.images = images
        var designables: [String: Size] = [:]
        for designable in document.child("designables")?.children(named: "designable") ?? [] {
            guard let name = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
                  let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init) else { continue }
            designables[name] = Size(width: width, height: height)
        }
        self.designables = designables
        var bars = SceneBars()
        if let container = document.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics") {
            bars = SceneGraph.simulatedBars(of: container, default: bars)
        }
        defaultBars = bars
    }

    /// The Xcode release of a `toolsVersion` (§2): 4xxx–5xxx 5, 6–7 6, 8–10 7, 11–12 8, 13 9,
    /// 14 10, 15–16 11, 17–18 12, 19–20 13, 21 14, 22 15, 23 16, 24 and later 26.
    static func xcodeRelease(toolsVersion: String?) -> Int? {
        guard let text = toolsVersion, let major = Int(text.split(separator: ".").first ?? "") else { return nil }
        switch major / 1000 {
        case ..<4: return nil
        case 4, 5: return 5
        case 6, 7: return 6
        case 8...10: return 7
        case 11, 12: return 8
        case 13: return 9
        case 14: return 10
        case 15, 16: return 11
        case 17, 18: return 12
        case 19, 20: return 13
        case 21: return 14
        case 22: return 15
        case 23: return 16
        case 24...31: return 26
        default: return nil
        }
    }

    static func firstScreenMetrics(in document: XMLElement) -> XMLElement? {
        var found: XMLElement?
        document.child("scenes")?.forEachDescendant { element in
            if found == nil, element.name == "simulatedScreenMetrics" { found = element }
        }
        return found
    }
}
