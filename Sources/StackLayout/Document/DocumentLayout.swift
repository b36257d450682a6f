#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout document (FORMAT.md) built into the same model a Swift user builds: a ``View``
/// tree with its constraints, ready to solve at any size.
///
/// ```swift
/// let layout = try DocumentLayout(contentsOfFile: "Examples/tab-strip.json")
/// let portrait = try layout.solve(LayoutConfiguration(device: "iphone-14"))
/// let landscape = try layout.solve(LayoutConfiguration(device: "iphone-14-landscape"))  // incremental
/// print(TextOutput.render(portrait))
/// ```
///
/// Solving again at another size re-solves incrementally from the last solution, and applies
/// the document's variants for the new traits (orientation, size classes).
public final class DocumentLayout {
    /// One view of the document, in depth-first document order.
    public struct Entry {
        /// The view's id, or its path name (`stack/3`) when the document gives none.
        public let id: String
        /// The view built for it.
        public let view: View
        /// The parent's id; nil for the root.
        public let parentID: String?
        /// `view`, `stack`, `scroll`, `flow`, or a content type (`label`, `button`, `switch`, …).
        public let type: String
        /// Where the view is in the document.
        public let location: SourceLocation
    }

    /// The file name errors and origins name.
    public let file: String
    /// The root view: the document's `root`.
    public var root: View { nodes[0].view }
    /// Every view, depth first in document order.
    @exclusivity(unchecked) public internal(set) var entries: [Entry] = []
    /// The document's `device`, if it names one.
    package internal(set) var documentDevice: String?

    // Read and written while the document is read, never re-entrantly: no dynamic
    // exclusivity check per access.
    @exclusivity(unchecked) var nodes: [DocumentNode] = []
    @exclusivity(unchecked) var nodesByID: [String: DocumentNode] = [:]
    @exclusivity(unchecked) var guidesByID: [String: LayoutGuide] = [:]
    @exclusivity(unchecked) var allConstraints: [LayoutConstraint] = []
    let context: DocumentContext

    // Root settings the document's keys give (a configuration may override them).
    var documentSize: Size?
    var documentSafeArea: EdgeInsets?
    var documentDirection: UserInterfaceLayoutDirection?

    /// Reads the document at `path`.
    ///
    /// - Throws: ``DocumentError`` for any fault in the document (syntax, unknown keys, ids,
    ///   attributes, illegal constraints, VFL), with its line and column.
    public convenience init(contentsOfFile path: String) throws {
        let bytes = try readFile(path)
        try self.init(bytes: bytes, file: path)
    }

    /// Reads a document from its UTF-8 bytes; `file` names it in errors.
    public convenience init(bytes: [UInt8], file: String) throws {
        try self.init(parsed: ParsedDocument(bytes: bytes, file: file))
    }

    /// Builds the views and constraints of a document already parsed: the second half of
    /// ``init(bytes:file:)``, for tools that time reading and building apart
    /// (`stacklayout solve --timings`).
    ///
    /// - Throws: ``DocumentError`` for any fault in the document's keys, ids, attributes,
    ///   constraints or VFL.
    package init(parsed: ParsedDocument) throws {
        self.file = parsed.file
        self.context = DocumentContext(file: parsed.file, source: parsed.bytes)
        try read(parsed.json)
    }

    /// Reads a document from text; `file` names it in errors.
    public convenience init(text: String, file: String = "<text>") throws {
        try self.init(bytes: Array(text.utf8), file: file)
    }

    /// The view with `id`.
    public func view(withID id: String) -> View? {
        nodesByID[id]?.view
    }

    /// The id of `view` in this document.
    public func id(of view: View) -> String? {
        nodes.first { $0.view === view }?.id
    }

    // MARK: - Solving

    /// Configures the root for `configuration` (size, device, scale, traits), applies the
    /// variants and conditional constraints the traits select (the model's: the views'
    /// ``TraitVariantSettable/setVariant(_:forProperty:when:read:write:)``, the constraints'
    /// ``LayoutConstraint/activate(when:)``), solves, and returns the frames
    /// and the problems found.
    ///
    /// With `inspecting`, each view also gets its margins, safe area, alignment rectangle and
    /// the constraints that affect it on each axis: what ``SnapshotHTML`` shows on selection.
    ///
    /// - Throws: ``DocumentError`` when the root has no size (no `size`, no device, no frame)
    ///   or the configuration names an unknown device.
    /// - Complexity: inspecting costs a walk over the constraints per view and axis.
    @discardableResult
    public func solve(_ configuration: LayoutConfiguration = LayoutConfiguration(),
                      findAmbiguity: Bool = true, inspecting: Bool = false) throws -> LayoutSnapshot {
        try configure(configuration)
        root.layoutIfNeeded()
        var result = snapshot(findAmbiguity: findAmbiguity, inspecting: inspecting)
        result.device = configuration.device
        return result
    }

    /// Applies a configuration without solving.
    func configure(_ configuration: LayoutConfiguration) throws {
        let rootNode = nodes[0]
        var device: (Device, Device.Orientation)?
        if let name = configuration.device ?? documentDevice {
            guard let found = Device.named(name) else {
                let names = Device.all.map(\.name)
                var message = "unknown device '\(name)'"
                if let near = suggestion(for: name, among: names) { message += " (did you mean '\(near)'?)" }
                throw context.error(message + "; known devices: " + names.joined(separator: ", "),
                                    at: rootNode.location, JSONPath().appending("device"))
            }
            device = found
        }
        let explicitDevice = configuration.device.flatMap { Device.named($0) }
        let size = configuration.size ?? explicitDevice.map { $0.0.size(in: $0.1) } ?? documentSize
            ?? device.map { $0.0.size(in: $0.1) } ?? (rootNode.base["frame"].flatMap {
                if case .frame(let rect?) = $0 { return rect.size } else { return nil }
            })
        guard let size else {
            throw context.error("the root has no size: give root \"size\", a \"device\", or --size / --device",
                                at: rootNode.location, rootNode.path)
        }
        let orientation: Device.Orientation = size.width > size.height ? .landscape : .portrait
        // A size across the device's orientation turns the device: safe area and size classes
        // are the other orientation's, as rotating a phone gives them.
        if let (model, turned) = device, turned != orientation {
            device = (model, orientation)
        }
        var environment = device.map { $0.0.environment(in: $0.1) } ?? LayoutEnvironment()
        if explicitDevice == nil, let safeArea = documentSafeArea { environment.safeAreaInsets = safeArea }
        if let scale = configuration.scale { environment.scale = scale }
        if let h = configuration.horizontalSizeClass { environment.traits.horizontalSizeClass = h }
        if let v = configuration.verticalSizeClass { environment.traits.verticalSizeClass = v }
        if let category = configuration.preferredContentSizeCategory {
            environment.traits.preferredContentSizeCategory = category
        }
        environment.layoutDirection = configuration.layoutDirection ?? documentDirection ?? .leftToRight
        // The model's variants and conditional constraints, for these traits and this
        // orientation (View+TraitVariants.swift).
        root.frame = Rect(origin: .zero, size: size)
        if root.environment != environment { root.environment = environment }
        root.updateTraitsIfNeeded()
        // Variants may set the root's size, safe area or direction.
        if configuration.size == nil, explicitDevice == nil, let variantSize = documentSize,
           variantSize != size {
            root.frame = Rect(origin: .zero, size: variantSize)
        }
        if explicitDevice == nil, let safeArea = documentSafeArea { environment.safeAreaInsets = safeArea }
        environment.layoutDirection = configuration.layoutDirection ?? documentDirection ?? .leftToRight
        if device != nil {
            // A device makes the root a view controller's: its minimum margins follow the size
            // the root has (a --size need not be the device's) and the safe area in effect.
            environment.systemMinimumLayoutMargins = LayoutEnvironment.systemMinimumLayoutMargins(
                forViewControllerRootOf: root.frame.size, safeAreaInsets: environment.safeAreaInsets,
                idiom: environment.traits.userInterfaceIdiom)
        }
        if root.environment != environment { root.environment = environment }
        for node in nodes {
            // A plain view is no scroll view: no conformance lookup.
            guard type(of: node.view) != View.self, let scroll = node.view as? any ScrollViewProtocol else { continue }
            // A content offset given as a page is kept at every size (FORMAT.md), paging or not.
            if case .page(let page)? = node.applied["contentOffset"] { scroll.scrollToPage(page) }
            // A content inset by leading and trailing follows the direction now in effect.
            if case .contentInset(.directional(let insets))? = node.applied["contentInset"] {
                let resolved = insets.edgeInsets(for: scroll.effectiveUserInterfaceLayoutDirection)
                if scroll.contentInset != resolved { scroll.contentInset = resolved }
            }
        }
    }

}

/// A layout document's JSON, parsed (syntax checked, every value with its place) but not yet
/// built into views: the first half of ``DocumentLayout/init(bytes:file:)``.
///
/// ```swift
/// let parsed = try ParsedDocument(bytes: bytes, file: "layout.json")   // reading
/// let layout = try DocumentLayout(parsed: parsed)                        // building
/// ```
package struct ParsedDocument: Sendable {
    /// The file name errors and origins name.
    package let file: String
    let json: JSONValue
    /// The source, kept to place errors inside strings that hold escapes.
    let bytes: [UInt8]

    /// Parses UTF-8 bytes.
    ///
    /// - Throws: ``DocumentError`` at the first syntax error, with its line and column.
    package init(bytes: [UInt8], file: String) throws {
        self.file = file
        self.bytes = bytes
        do {
            json = try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw DocumentError(file: file, location: error.location, path: "", message: error.message)
        }
    }

    /// Reads and parses the file at `path`.
    ///
    /// - Throws: ``DocumentError`` when the file cannot be read or is not JSON.
    package init(contentsOfFile path: String) throws {
        try self.init(bytes: readFile(path), file: path)
    }

    /// A document another input built in memory (an Interface Builder file): `json` carries
    /// the places in `file` its values came from, so errors and constraint origins name them.
    package init(json: JSONValue, file: String) {
        self.file = file
        self.json = json
        self.bytes = []
    }

    /// The bytes of the file at `path`, or a ``DocumentError`` that names it (for inputs
    /// other than documents that read files the same way).
    package static func fileBytes(_ path: String) throws -> [UInt8] {
        try readFile(path)
    }

    /// The document as JSON text, for reading, diffing and editing (`stacklayout convert`);
    /// numbers keep at most six decimals.
    package var text: String {
        JSONWriter.string(JSONOutput(json), style: .readable)
    }
}

/// How to solve a document: the size, device, scale and traits, each overriding the
/// document's own settings (FORMAT.md: the command line's options).
public struct LayoutConfiguration: Hashable, Sendable {
    /// The root's size (`--size WxH`).
    public var size: Size?
    /// A device preset, with `-landscape` for landscape (`--device`).
    public var device: String?
    /// Points per pixel (`--scale`).
    public var scale: Double?
    /// The horizontal size class (`--trait horizontalSizeClass=regular`), overriding the device's.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class (`--trait verticalSizeClass=compact`), overriding the device's.
    public var verticalSizeClass: SizeClass?
    /// The app's reading direction (`--trait layoutDirection=rightToLeft`).
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The preferred text size text styles follow (`--trait preferredContentSizeCategory=accessibilityLarge`).
    public var preferredContentSizeCategory: ContentSizeCategory?

    /// A configuration; nil leaves each setting to the document (or to the device it names).
    public init(size: Size? = nil, device: String? = nil, scale: Double? = nil,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                layoutDirection: UserInterfaceLayoutDirection? = nil,
                preferredContentSizeCategory: ContentSizeCategory? = nil) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.size = size
        self.device = device
        self.scale = scale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }
}

/// The bytes of a file, or an error that names it.
func readFile(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else {
        throw DocumentError(file: path, location: SourceLocation(line: 1, column: 1), path: "",
                            message: "cannot read the file: \(String(cString: strerror(errno)))")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
        if count < buffer.count { break }
    }
    // A short read is the end of the file or an error (a directory opens, then fails with
    // EISDIR): an error must not pass for an empty document.
    if ferror(file) != 0 {
        throw DocumentError(file: path, location: SourceLocation(line: 1, column: 1), path: "",
                            message: "cannot read the file: \(String(cString: strerror(errno)))")
    }
    return bytes
}
