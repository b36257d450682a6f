/// An item a constraint produced from a Visual Format Language string relates.
///
/// The parser knows views only by the names of the caller's views dictionary; the adapter that
/// builds real constraints resolves these items to views and layout guides.
enum VisualFormatItem: Hashable, CustomStringConvertible {
    /// The view the views dictionary holds under this name.
    case view(String)
    /// The superview of the format's views: an explicit `|-10-[v]`, `|[v]` or `[v]-(>=0)-|`.
    case superview
    /// The superview's `layoutMarginsGuide`: what a standard-spacing bar connection (`|-[v]`,
    /// `[v]-|`) relates to in UIKit since iOS 8, with a symbolic spacing of zero.
    case superviewMargins

    /// The item as it reads in a constraint: the view's name, `superview`, or `superview.margins`.
    var description: String {
        switch self {
        case .view(let name): return name
        case .superview: return "superview"
        case .superviewMargins: return "superview.margins"
        }
    }
}
