/// Something a constraint can relate: a ``View`` or a ``LayoutGuide``.
public protocol LayoutItem: AnyObject {
    /// The view whose tree the item lives in: the view itself, or a guide's owning view.
    var layoutOwner: View? { get }
    /// The name diagnostics use for the item.
    var layoutName: String { get }
}

extension View: LayoutItem {
    public var layoutOwner: View? { self }
    public var layoutName: String { name }
}
