import StackLayout

/// A root of an Interface Builder file built into the model for one canvas: the views (by IB
/// object id) in a ``DocumentLayout``, solved as UIKit would lay them out, and compared with
/// the frames Interface Builder stored.
///
/// ```swift
/// let layout = try root.layout()
/// let snapshot = layout.solve()
/// let title = layout.view(withID: "8bC-Xf-vdC")?.frame
/// for problem in layout.misplacedDiagnostics(in: snapshot) { print(problem.message) }
/// ```
public final class InterfaceBuilderLayout {
    public let root: InterfaceBuilderRoot
    public let canvas: InterfaceBuilderCanvas
    /// The model: the same document layout a JSON document builds.
    public let document: DocumentLayout
    /// What was read but not laid out as written: unknown attributes and elements, dropped constraints.
    public let warnings: [InterfaceBuilderDiagnostic]
    /// The configuration the layout was built for.
    public let configuration: LayoutConfiguration

    let parsed: ParsedDocument
    private let records: [ViewRecord]
    private let recordsByDocumentID: [String: ViewRecord]
    private let recordsByIBID: [String: ViewRecord]

    init(root: InterfaceBuilderRoot, canvas: InterfaceBuilderCanvas, configuration: LayoutConfiguration,
         document: DocumentLayout, parsed: ParsedDocument, converter: RootConverter, warnings: [InterfaceBuilderDiagnostic]) {
        self.root = root
        self.canvas = canvas
        self.configuration = configuration
        self.document = document
        self.parsed = parsed
        self.warnings = warnings
        records = converter.records
        recordsByDocumentID = Dictionary(converter.records.map { ($0.documentID, $0) }, uniquingKeysWith: { a, _ in a })
        recordsByIBID = Dictionary(converter.records.map { ($0.ibID, $0) }, uniquingKeysWith: { a, _ in a })
        for record in records { document.view(withID: record.documentID)?.identifier = record.ibID }
    }

    /// The IB ids of the root's views, depth first in document order.
    public var viewIDs: [String] { records.map(\.ibID) }

    /// The view with IB object id `id`.
    public func view(withID id: String) -> View? {
        recordsByIBID[id].flatMap { document.view(withID: $0.documentID) }
    }

    /// The frame Interface Builder stored for the view (superview coordinates; a scroll
    /// view's subviews in content coordinates at offset 0).
    public func storedFrame(ofViewWithID id: String) -> Rect? { recordsByIBID[id]?.storedFrame }

    /// Whether the layout is Interface Builder's own canvas (no device, size or size class
    /// asked for), where stored frames can be compared.
    public var isAtCanvas: Bool {
        configuration.device == nil && configuration.size == nil && configuration.horizontalSizeClass == nil
            && configuration.verticalSizeClass == nil
    }

    /// The layout document this root becomes, as JSON text (what `stacklayout convert` prints):
    /// read it back with `DocumentLayout(text:file:)`.
    public var documentText: String { parsed.text + "\n" }

    /// Solves at the canvas (with the configuration's scale and direction) and returns the
    /// frames by IB id (the root's, at the canvas, as stored), and the problems with their places.
    ///
    /// `inspecting` adds what the HTML page shows on selection (margins, safe area, the
    /// constraints affecting each view), named by IB ids too.
    ///
    /// - Throws: ``DocumentError`` if the document cannot be configured (it always has a
    ///   size and names no device, so this does not happen for a layout the importer built).
    public func solve(findAmbiguity: Bool = true, inspecting: Bool = false) throws -> LayoutSnapshot {
        let solving = LayoutConfiguration(size: canvas.size, scale: canvas.scale,
                                          horizontalSizeClass: canvas.solvingTraits.horizontalSizeClass,
                                          verticalSizeClass: canvas.solvingTraits.verticalSizeClass,
                                          layoutDirection: configuration.layoutDirection)
        var snapshot = try document.solve(solving, findAmbiguity: false, inspecting: inspecting)
        snapshot.root = root.id
        if let scene = root.scene {
            snapshot.scene = [("sceneID", scene.sceneID), ("controller", scene.controllerID),
                              ("class", scene.controllerClass), ("storyboardIdentifier", scene.storyboardIdentifier),
                              ("title", scene.title)]
                .compactMap { key, value in value.map { (key: key, value: $0) } }
        }
        for index in snapshot.views.indices {
            let record = recordsByDocumentID[snapshot.views[index].id]
            snapshot.views[index].id = ibID(snapshot.views[index].id)
            snapshot.views[index].parentID = snapshot.views[index].parentID.map(ibID)
            snapshot.views[index].label = record?.label
            // The root's frame is given, not solved: at the canvas it is the stored one.
            if record?.role == .root, isAtCanvas, let stored = root.storedFrame {
                snapshot.views[index].frame = stored
            }
        }
        snapshot.diagnostics = snapshot.diagnostics.map(placed)
        for index in snapshot.constraints.indices { snapshot.constraints[index].items = snapshot.constraints[index].items.map(ibID) }
        if findAmbiguity { snapshot.diagnostics += ambiguityDiagnostics() }
        return snapshot
    }

    /// The views whose position or size the constraints leave undetermined, by IB id and at
    /// their elements (``solve(findAmbiguity:)`` adds these when asked).
    public func ambiguityDiagnostics() -> [LayoutSnapshot.Diagnostic] {
        document.ambiguityDiagnostics().map(placed)
    }

    /// The views placed by nothing, by IB id and at their elements.
    public func unusedViewDiagnostics() -> [LayoutSnapshot.Diagnostic] {
        document.unusedViewDiagnostics().map(placed)
    }

    /// The IB id of the view a document id names.
    private func ibID(_ documentID: String) -> String { recordsByDocumentID[documentID]?.ibID ?? documentID }

    /// A diagnostic of the document named in IB ids, at the element it concerns.
    private func placed(_ diagnostic: LayoutSnapshot.Diagnostic) -> LayoutSnapshot.Diagnostic {
        var result = diagnostic
        result.items = diagnostic.items.map(ibID)
        result.brokenConstraint?.items = diagnostic.brokenConstraint?.items.map(ibID) ?? []
        for index in result.conflictingConstraints.indices {
            result.conflictingConstraints[index].items = result.conflictingConstraints[index].items.map(ibID)
        }
        if let view = diagnostic.view, let record = recordsByDocumentID[view] {
            result.view = record.ibID
            result.location = "\(root.fileName):\(record.element.location)"
        }
        // A constraint's origin is its element's place, `file:line:column`.
        if let location = result.location, !location.hasPrefix(root.fileName + ":") { result.location = nil }
        return result
    }

    /// Interface Builder's misplaced views: every view whose stored frame differs from the
    /// solved one by more than `tolerance` points in x, y, width or height. Only meaningful at
    /// the canvas, left to right, where the frames were stored; empty elsewhere.
    public func misplacedDiagnostics(in snapshot: LayoutSnapshot, tolerance: Double = 0.5) -> [LayoutSnapshot.Diagnostic] {
        guard isAtCanvas, configuration.layoutDirection != .rightToLeft else { return [] }
        var result: [LayoutSnapshot.Diagnostic] = []
        for view in snapshot.views {
            guard let record = recordsByIBID[view.id], record.role != .root, let stored = record.storedFrame else { continue }
            let solved = view.frame
            let worst = max(abs(stored.minX - solved.minX), abs(stored.minY - solved.minY),
                            abs(stored.width - solved.width), abs(stored.height - solved.height))
            guard worst > tolerance else { continue }
            var diagnostic = LayoutSnapshot.Diagnostic(
                kind: .misplaced,
                message: "\(record.label) (\(record.ibID)) is stored at \(Self.describe(stored)) but its constraints put it at "
                    + "\(Self.describe(solved))" + (record.resolved.flag("misplaced") ? " (Interface Builder marks it misplaced)" : ""),
                view: record.ibID, location: "\(root.fileName):\(record.element.location)")
            diagnostic.storedFrame = stored
            diagnostic.solvedFrame = solved
            result.append(diagnostic)
        }
        return result
    }

    static func describe(_ rect: Rect) -> String {
        "(\(NumberText.format(rect.minX)), \(NumberText.format(rect.minY)), "
            + "\(NumberText.format(rect.width)) x \(NumberText.format(rect.height)))"
    }
}
