/// The Visual Format Language parser: turns `H:|-[find]-[findNext]-[findField(>=20)]-|` into the
/// constraints UIKit's `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// makes, described by name (AUTOLAYOUT.md §6).
///
/// ```swift
/// let constraints = try VisualFormatParser.parse(
///     "|-50-[purpleBox]-50-|", options: [], metrics: [:], views: ["purpleBox": true])
/// // purpleBox.leading == 1×superview.leading + 50
/// // superview.trailing == 1×purpleBox.trailing + 50
/// ```
///
/// The grammar is Apple's (§6.1) with the leniencies UIKit accepts: whitespace anywhere, a
/// relation and a priority without parentheses in a connection (`->=0-`, `-20@750-`), several
/// predicates in one list (`[b(>=70,<=100)]`), and signed numbers inside parentheses
/// (`-(-10)-`, `[a(-5)]`) and after `@` (where they are then rejected as priorities ≤ 0).
///
/// Names: in a view's predicate a name is first looked up as a view (`[a(b)]` means equal
/// widths), then as a metric; elsewhere (spacings, priorities) only as a metric. The first fault
/// in textual order is reported; unknown names and bad values put the caret just after the
/// offending token, syntax faults under the unexpected character (UIKit's carets for the former
/// are [unverified]).
///
/// Other choices where UIKit's behaviour is [unverified] (AUTOLAYOUT.md §6, §10):
/// - Whitespace is stripped before parsing, even inside names (`[bu tton]` is `button`); the
///   caret still counts characters of the format as given, and no `(whitespace stripped)` line
///   is printed.
/// - An empty format is an error (`Expected a view. The format string is empty.`).
/// - Names are ASCII C identifiers; constants must be finite; priorities must be `0 < p <= 1000`.
/// - An alignment option along the format's own axis is an error only when the format has two
///   or more views (there is nothing to align otherwise); the caret is at the end of the format.
///
/// - Complexity: O(n) in the length of the format.
struct VisualFormatParser {
    private var scanner: VisualFormatScanner
    private let metrics: [String: Double]
    /// Whether the view a name stands for has a superview; nil for a name that is no view.
    private let hasSuperview: (String) -> Bool?

    /// Parses `format` and returns its constraints in UIKit's order.
    ///
    /// - Parameters:
    ///   - format: the format string.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: the numbers metric names stand for.
    ///   - views: every key of the caller's views dictionary, mapped to whether that view has a
    ///     superview (a `|` next to a view without one is an error).
    /// - Throws: `VisualFormatError` for a malformed format, an unknown name, a priority outside
    ///   `0 < p <= 1000`, or an alignment option along the format's own axis.
    static func parse(
        _ format: String, options: VisualFormatOptions,
        metrics: [String: Double], views: [String: Bool]
    ) throws -> [VisualFormatConstraint] {
        try parse(format, options: options, metrics: metrics, hasSuperview: { views[$0] })
    }

    /// ``parse(_:options:metrics:views:)`` with the views named by a function: whether the view
    /// `name` stands for has a superview, nil for a name that is no view. It is asked only about
    /// the names the format holds, so a caller with many views builds no dictionary of them.
    static func parse(
        _ format: String, options: VisualFormatOptions,
        metrics: [String: Double], hasSuperview: @escaping (String) -> Bool?
    ) throws -> [VisualFormatConstraint] {
        let layout = try layout(of: format, metrics: metrics, hasSuperview: hasSuperview)
        if layout.views.count > 1,
           let misaligned = options.alignmentAttributes.first(where: { $0.axis == layout.axis }) {
            throw VisualFormatError(
                .alignmentAlongOrientation(misaligned.axis ?? layout.axis), format: format, offset: format.count)
        }
        return layout.constraints(options: options)
    }

    /// Parses `format` into its syntax tree, checking names against `metrics` and `hasSuperview`.
    static func layout(
        of format: String, metrics: [String: Double], hasSuperview: @escaping (String) -> Bool?
    ) throws -> VisualFormatLayout {
        var parser = VisualFormatParser(scanner: VisualFormatScanner(format), metrics: metrics,
                                        hasSuperview: hasSuperview)
        return try parser.readLayout()
    }

    // MARK: Grammar

    /// `(orientation ':')? ('|' connection)? view (connection view)* (connection '|')?`
    private mutating func readLayout() throws -> VisualFormatLayout {
        guard let first = scanner.current else { throw scanner.error(.emptyFormat, at: 0) }
        var axis = LayoutAxis.horizontal
        if first == "H" || first == "V" {
            axis = first == "H" ? .horizontal : .vertical
            scanner.advance()
            guard scanner.consume(":") else { throw scanner.error(.missingOrientationColon(axis)) }
        }

        var leadingBar: VisualFormatConnection?
        let leadingBarOffset = scanner.offset
        if scanner.consume("|") { leadingBar = try readConnection() }
        var views = [try readView()]
        if leadingBar != nil, hasSuperview(views[0].name) == false {
            throw scanner.error(.missingSuperview, at: leadingBarOffset)
        }

        var spacings: [VisualFormatConnection] = []
        var trailingBar: VisualFormatConnection?
        while !scanner.isAtEnd {
            let connection = try readConnection()
            if scanner.current == "[" {
                spacings.append(connection)
                views.append(try readView())
            } else if scanner.current == "|" {
                let barOffset = scanner.offset
                scanner.advance()
                if hasSuperview(views[views.count - 1].name) == false {
                    throw scanner.error(.missingSuperview, at: barOffset)
                }
                guard scanner.isAtEnd else { throw scanner.error(.expectedEnd) }
                trailingBar = connection
            } else {
                throw scanner.error(connection == .flush ? .expectedConnection : .expectedView)
            }
        }
        return VisualFormatLayout(
            axis: axis, leadingBar: leadingBar, views: views, spacings: spacings, trailingBar: trailingBar)
    }

    /// `'[' viewName ('(' predicate (',' predicate)* ')')? ']'`
    private mutating func readView() throws -> VisualFormatView {
        guard scanner.consume("[") else { throw scanner.error(.expectedView) }
        guard let name = scanner.scanIdentifier() else { throw scanner.error(.invalidViewName) }
        guard hasSuperview(name) != nil else { throw scanner.error(.unknownView(name)) }
        var predicates: [VisualFormatPredicate] = []
        if scanner.consume("(") {
            predicates = try readPredicateList(inView: true)
            guard scanner.consume("]") else { throw scanner.error(.unterminatedViewPredicateList) }
        } else {
            guard scanner.consume("]") else { throw scanner.error(.unterminatedView) }
        }
        return VisualFormatView(name: name, predicates: predicates)
    }

    /// Nothing (flush), `-` (standard), `-(predicates)-`, or `-predicate-`; the dash that ends a
    /// spacing is read here, what follows it is left for the caller.
    private mutating func readConnection() throws -> VisualFormatConnection {
        guard scanner.consume("-") else { return .flush }
        guard let next = scanner.current, next != "[", next != "|" else { return .standard }
        let predicates: [VisualFormatPredicate]
        if scanner.consume("(") {
            predicates = try readPredicateList(inView: false)
        } else {
            predicates = [try readPredicate(inView: false, allowsSign: false)]
        }
        guard scanner.consume("-") else { throw scanner.error(.unterminatedConnection) }
        return .predicates(predicates)
    }

    /// `predicate (',' predicate)* ')'`, the opening parenthesis already read.
    private mutating func readPredicateList(inView: Bool) throws -> [VisualFormatPredicate] {
        var predicates = [try readPredicate(inView: inView, allowsSign: true)]
        while scanner.consume(",") {
            predicates.append(try readPredicate(inView: inView, allowsSign: true))
        }
        guard scanner.consume(")") else {
            throw scanner.error(inView ? .unterminatedViewPredicateList : .unterminatedConnectionPredicateList)
        }
        return predicates
    }

    /// `relation? (number | metricName | viewName) ('@' (number | metricName))?`; a view name
    /// only `inView`.
    private mutating func readPredicate(inView: Bool, allowsSign: Bool) throws -> VisualFormatPredicate {
        let relation = try scanner.scanRelation() ?? .equal
        let object: VisualFormatPredicate.Object
        if let number = scanner.scanNumber(allowsSign: allowsSign) {
            object = .constant(try checkedConstant(number))
        } else if let name = scanner.scanIdentifier() {
            if inView, hasSuperview(name) != nil {
                object = .view(name)
            } else {
                object = .constant(try checkedConstant(try metric(named: name)))
            }
        } else {
            throw scanner.error(.expectedPredicateObject(allowsView: inView))
        }

        var priority = LayoutPriority.required
        if scanner.consume("@") {
            let value: Double
            if let number = scanner.scanNumber(allowsSign: true) {
                value = number
            } else if let name = scanner.scanIdentifier() {
                value = try metric(named: name)
            } else {
                throw scanner.error(.expectedPriority)
            }
            priority = LayoutPriority(Float(value))
            if priority.rawValue > 1000 { throw scanner.error(.priorityTooHigh(value)) }
            if !(priority.rawValue > 0) { throw scanner.error(.priorityTooLow(value)) }
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    // MARK: Values

    /// The value of the metric `name`, just read; a view's name or an unknown name is an error.
    private func metric(named name: String) throws -> Double {
        if let value = metrics[name] { return value }
        throw scanner.error(hasSuperview(name) != nil ? .viewAsNumber(name) : .unknownMetric(name))
    }

    /// `value`, just read, if it is finite.
    private func checkedConstant(_ value: Double) throws -> Double {
        guard value.isFinite else { throw scanner.error(.invalidConstant(value)) }
        return value
    }
}
