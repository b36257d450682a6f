/// One view of a document, as read: its id, its JSON, the view built from it, its properties
/// and the variants that override them.
final class DocumentNode {
    enum Kind: String, CaseIterable {
        case view, stack, scroll, flow
        // Views that show content (`ContentProperty`), by their UIKit names.
        case label, button, textField, image, `switch`, slider, segmentedControl, stepper, activityIndicator
        case pageControl, progressView
    }

    let id: String
    let kind: Kind
    let path: JSONPath
    let location: SourceLocation
    let view: View
    unowned let parent: DocumentNode?
    /// How many ancestors it has (0 for the root).
    let depth: Int
    /// Arranged subviews first, then subviews, as the document lists them.
    @exclusivity(unchecked) var children: [DocumentNode] = []
    /// The ids of the arranged children (stacks and flows), in order.
    @exclusivity(unchecked) var arrangedIDs: [String] = []
    /// The properties the view's own keys set, in the order their keys appear: the order
    /// they are applied in.
    @exclusivity(unchecked) var base = PropertyTable()
    /// The value each key has now: the view's own, or a variant's.
    @exclusivity(unchecked) var applied = PropertyTable()
    /// How the pictures paint the view (`backgroundColor`, `cornerRadius`); layout ignores them.
    var backgroundColor: String?
    var cornerRadius: Double = 0

    init(id: String, kind: Kind, path: JSONPath, location: SourceLocation, view: View, parent: DocumentNode?) {
        self.id = id
        self.kind = kind
        self.path = path
        self.location = location
        self.view = view
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
    }
}
