/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`.
///
/// A view owns its guides. Guides you add with ``View/addLayoutGuide(_:)`` have a position
/// and size of their own, placed by constraints like a view. A view's margins and safe-area
/// guides, and a scroll view's content and frame guides, are derived from the view: they are
/// expressions of its variables, not new variables.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// What the guide's rectangle is.
    enum Kind {
        /// Placed by constraints (four variables of its own).
        case free
        /// The owning view's bounds inset by its layout margins.
        case margins
        /// The owning view's bounds inset by its safe area.
        case safeArea
        /// The owning view's margins guide, narrowed to a readable width.
        case readableContent
        /// A scroll view's content rectangle (`contentLayoutGuide`).
        case scrollContent
        /// A scroll view's frame (`frameLayoutGuide`).
        case scrollFrame
    }

    let kind: Kind
    /// A name for diagnostics.
    public var identifier: String
    /// The view that owns the guide.
    public internal(set) var owningView: View? {
        get { owningHandle?.view }
        set { owningHandle = newValue?.handle }
    }
    /// The owning view's handle (not a weak reference: see ``ItemHandle``).
    @exclusivity(unchecked) private var owningHandle: ItemHandle?
    /// What constraints refer to this guide by, made on first use.
    @exclusivity(unchecked) private var handleStorage: ItemHandle?
    var handle: ItemHandle {
        if let handleStorage { return handleStorage }
        let handle = ItemHandle(guide: self)
        handleStorage = handle
        return handle
    }

    deinit { handleStorage?.itemDidEnd() }
    /// The guide's variables in its tree's engine, for a free guide.
    @exclusivity(unchecked) var variables: ViewVariables?
    /// Whether a container owns the guide privately and places it only on the axes it needs
    /// (a stack view's spanner and gap guides), so its ambiguity is not reported.
    var isPrivate = false
    /// The guide's rectangle in the owning view's coordinates after the last layout.
    @exclusivity(unchecked) public internal(set) var layoutFrame = Rect.zero

    /// Creates a guide to add to a view with ``View/addLayoutGuide(_:)``.
    public init(identifier: String = "") {
        self.kind = .free
        self.identifier = identifier
    }

    init(insetGuideOf view: View, kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        self.owningView = view
    }

    /// The view that owns the guide, or nil before it is added to one.
    public var layoutOwner: View? { owningView }

    /// The name diagnostics use: the owner's guide (`box.layoutMarginsGuide`) or the identifier.
    public var layoutName: String {
        let owner = owningView?.name ?? "?"
        switch kind {
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .readableContent: return "\(owner).readableContentGuide"
        case .scrollContent: return "\(owner).contentLayoutGuide"
        case .scrollFrame: return "\(owner).frameLayoutGuide"
        case .free: return identifier.isEmpty ? "\(owner).guide" : identifier
        }
    }

    /// `<LayoutGuide name; layoutFrame = …>`, as UIKit prints a guide.
    public var description: String { "<LayoutGuide \(layoutName); layoutFrame = \(layoutFrame)>" }
}
