/// A parsed Visual Format Language string: the syntax tree the parser reads before it emits
/// constraints.
///
/// `H:|-10-[a(>=50)]-[b]|` reads as axis `.horizontal`, leading bar `.predicates([==10])`,
/// views `a` (predicate `>=50`) and `b`, spacings `[.standard]`, trailing bar `.flush`.
struct VisualFormatLayout: Equatable {
    /// `.horizontal` for `H:` or no orientation, `.vertical` for `V:`.
    var axis: LayoutAxis
    /// The connection between a leading `|` and the first view, `nil` without a leading `|`.
    var leadingBar: VisualFormatConnection?
    /// The views, in textual order; never empty.
    var views: [VisualFormatView]
    /// The connection between `views[i]` and `views[i + 1]`; one fewer than `views`.
    var spacings: [VisualFormatConnection]
    /// The connection between the last view and a trailing `|`, `nil` without a trailing `|`.
    var trailingBar: VisualFormatConnection?
}

/// A view of a format, `[name(predicates)]`.
struct VisualFormatView: Equatable {
    /// The view's key in the views dictionary.
    var name: String
    /// The predicates on the view's width (`H:`) or height (`V:`), in textual order.
    var predicates: [VisualFormatPredicate]
}

/// How two neighbours of a format (views, or a view and the superview) are connected.
enum VisualFormatConnection: Equatable {
    /// No dash: `[a][b]`, `|[a]`; the edges touch (`== 0`).
    case flush
    /// A bare dash: `[a]-[b]`, `|-[a]`; the system's standard spacing.
    case standard
    /// A dash-delimited spacing: `-10-`, `-metric-`, `->=0@750-`, `-(>=10,<=20)-`.
    case predicates([VisualFormatPredicate])
}

/// One predicate, `(relation)? object (@priority)?`, of a view or of a connection.
struct VisualFormatPredicate: Equatable {
    /// What a predicate relates its subject to.
    enum Object: Equatable {
        /// A number, written or taken from the metrics dictionary.
        case constant(Double)
        /// Another view's width or height; only in a view's predicate list (`[a(==b)]`).
        case view(String)
    }

    /// The relation, `==` when none is written.
    var relation: LayoutRelation
    /// The constant or view the subject is related to.
    var object: Object
    /// The priority, required when none is written.
    var priority: LayoutPriority
}
