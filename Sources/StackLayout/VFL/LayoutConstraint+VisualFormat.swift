extension LayoutConstraint {
    /// The constraints a Visual Format Language string describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-15-[green]-15-|", metrics: [:], views: ["green": green])
    /// try LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// The constraints come out in Apple's order and orientation (`[a]-10-[b]` is
    /// `b.leading == a.trailing + 10`), inactive. A bar (`|`) is the superview of the view next
    /// to it; the standard spacing to a bar (`|-[v]`) uses the superview's layout margins, as
    /// UIKit has since iOS 8, and between views it is 8.
    ///
    /// - Throws: ``VisualFormatError``, whose description is Apple's: "Unable to parse
    ///   constraint format:", the message, the format, and a caret under the fault.
    @_disfavoredOverload
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: View],
                                   file: StaticString = #fileID, line: UInt = #line) throws -> [LayoutConstraint] {
        try visualFormatConstraints(format, options: options, metrics: metrics, views: views, origin: "\(file):\(line)")
    }

    /// The body of ``constraints(withVisualFormat:options:metrics:views:file:line:)``, under a
    /// name the UIKit shim's non-throwing overload does not shadow.
    package static func visualFormatConstraints(_ format: String, options: VisualFormatOptions,
                                                metrics: [String: Double], views: [String: View],
                                                origin place: String) throws -> [LayoutConstraint] {
        try visualFormatConstraints(format, options: options, metrics: metrics, view: { views[$0] }, origin: place)
    }

    /// ``visualFormatConstraints(_:options:metrics:views:origin:)`` with the views named by a
    /// function (nil for a name that is no view), asked only about the names the format holds:
    /// a document resolves them among all its ids without a dictionary per format.
    package static func visualFormatConstraints(_ format: String, options: VisualFormatOptions,
                                                metrics: [String: Double], view named: @escaping (String) -> View?,
                                                origin place: String) throws -> [LayoutConstraint] {
        let descriptions = try VisualFormatParser.parse(format, options: options, metrics: metrics,
                                                        hasSuperview: { named($0).map { $0.superview != nil } })
        let origin = "\(place) VFL \"\(format)\""
        return try descriptions.map { d in
            // The view next to a bar: the first of the two items that is a view.
            func view(_ item: VisualFormatItem?) -> View? {
                if case .view(let name)? = item { return named(name) }
                return nil
            }
            let neighbour = view(d.firstItem) ?? view(d.secondItem)
            func resolve(_ item: VisualFormatItem) -> LayoutItem? {
                switch item {
                case .view(let name): return named(name)
                case .superview: return neighbour?.superview
                case .superviewMargins: return neighbour?.superview?.layoutMarginsGuide
                }
            }
            // The parser has checked every name and every bar's superview, so this only
            // stands in for a force unwrap.
            guard let first = resolve(d.firstItem) else {
                throw VisualFormatError(.missingSuperview, format: format, offset: 0)
            }
            let constraint = LayoutConstraint(
                unchecked: first, d.firstAttribute, d.relation,
                d.secondItem.flatMap(resolve), d.secondAttribute, multiplier: d.multiplier,
                constant: d.constant, priority: d.priority, origin: origin)
            constraint.isSystemSpacing = d.isStandardSpacing
            return constraint
        }
    }
}
