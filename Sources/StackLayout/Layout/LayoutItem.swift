/// Something a constraint can relate: a ``View`` or a ``LayoutGuide``, and nothing else.
///
/// The protocol only names the two as one type (`LayoutConstraint(item:…)` takes either). A
/// type of your own that conforms cannot be laid out: a constraint naming it throws a
/// ``LayoutError`` when it is made or activated.
public protocol LayoutItem: AnyObject {
    /// The view whose tree the item lives in: the view itself, or a guide's owning view.
    var layoutOwner: View? { get }
    /// The name diagnostics use for the item.
    var layoutName: String { get }
}

extension View: LayoutItem {
    /// The view itself.
    public var layoutOwner: View? { self }
    /// The view's ``View/name``.
    public var layoutName: String { name }
}
