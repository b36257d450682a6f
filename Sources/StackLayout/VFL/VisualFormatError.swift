/// A Visual Format Language string that cannot be parsed, with UIKit's message and a caret under
/// the fault.
///
/// `description` reads like the reason of the `NSInvalidArgumentException` UIKit raises:
///
/// ```text
/// Unable to parse constraint format: 
/// Expected ':' after 'V' to specify vertical arrangement
/// V|[backgroundBox]|
///  ^
/// ```
///
/// `offset` counts `Character`s of `format` as given, whitespace included, so the caret lines up
/// under the echoed format (for formats without line breaks). It equals `format.count` when the
/// fault is the end of the format.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in UIKit's words where UIKit's are known.
    public var message: String
    /// The format string, as given.
    public var format: String
    /// The index, in `Character`s of `format`, of the fault.
    public var offset: Int

    /// Creates an error.
    package init(message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    init(_ reason: Reason, format: String, offset: Int) {
        self.init(message: reason.message, format: format, offset: offset)
    }

    /// `Unable to parse constraint format: `, the message, the format, and a caret under the fault,
    /// on four lines.
    public var description: String {
        "Unable to parse constraint format: \n" + message + "\n" + format + "\n"
            + String(repeating: " ", count: max(0, offset)) + "^"
    }
}

extension VisualFormatError {
    /// The faults the parser reports. Messages marked *Apple* are UIKit's wording (AUTOLAYOUT.md
    /// §6.5); the others are ours, in the same style, for faults whose UIKit wording is unknown.
    enum Reason: Equatable {
        /// `""` or only whitespace.
        case emptyFormat
        /// *Apple*: `V|[a]|`; the caret is under the character after the orientation.
        case missingOrientationColon(LayoutAxis)
        /// *Apple*: something other than `[` where a view must start, as in `[a]-`, `-[a]`, `|`.
        case expectedView
        /// *Apple*: `[` not followed by a name, as in `[1a]`, `[]`.
        case invalidViewName
        /// *Apple*: a view name not followed by `]` or `(`, as in `[a-0-|`.
        case unterminatedView
        /// *Apple*: a view's predicate list not closed by `)` and `]`, as in `[a(20]`.
        case unterminatedViewPredicateList
        /// A connection's predicate list not closed by `)`, as in `[a]-(20-[b]`.
        case unterminatedConnectionPredicateList
        /// A spacing not followed by `-`, as in `[a]-20[b]`.
        case unterminatedConnection
        /// No number or name where a predicate's object belongs, as in `[a()]`, `[a]--[b]`.
        case expectedPredicateObject(allowsView: Bool)
        /// No number or metric name after `@`, as in `[a(20@)]`.
        case expectedPriority
        /// *Apple*: `=`, `<` or `>` not forming `==`, `<=` or `>=`.
        case unknownRelation
        /// *Apple*: a name that is neither a metric nor (where allowed) a view.
        case unknownMetric(String)
        /// *Apple*: a view name missing from the views dictionary.
        case unknownView(String)
        /// A view name where only a number or metric may stand (a spacing, a priority).
        case viewAsNumber(String)
        /// *Apple*: a priority above 1000.
        case priorityTooHigh(Double)
        /// A priority of 0 or less, or not a number.
        case priorityTooLow(Double)
        /// A constant that is not finite (`1e999`, or a metric that is `inf` or `nan`).
        case invalidConstant(Double)
        /// *Apple*: `|` next to a view the caller says has no superview.
        case missingSuperview
        /// *Apple*: an alignment option along the format's own orientation.
        case alignmentAlongOrientation(LayoutAxis)
        /// Something other than `-`, `[`, `|` or the end after a view, as in `[a](`.
        case expectedConnection
        /// Anything after the closing superview bar, as in `[a]|[b]`.
        case expectedEnd

        /// The message, one line.
        var message: String {
            switch self {
            case .emptyFormat:
                return "Expected a view. The format string is empty."
            case .missingOrientationColon(.horizontal):
                return "Expected ':' after 'H' to specify horizontal arrangement"
            case .missingOrientationColon(.vertical):
                return "Expected ':' after 'V' to specify vertical arrangement"
            case .expectedView:
                return "Expected a view"
            case .invalidViewName:
                return "Expected a view. View names must start with a letter or an underscore, "
                    + "then contain letters, numbers, and underscores."
            case .unterminatedView:
                return "Expected a ']' here. That is how you give the end of a view."
            case .unterminatedViewPredicateList:
                return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            case .unterminatedConnectionPredicateList:
                return "A predicate list in a connection must end with ')' and the connection must end with '-'"
            case .unterminatedConnection:
                return "Expected a '-' here. That is how you give the end of a spacing between views."
            case .expectedPredicateObject(allowsView: true):
                return "Expected a number, a metric name or a view name for the view's thickness"
            case .expectedPredicateObject(allowsView: false):
                return "Expected a number or a metric name for the spacing"
            case .expectedPriority:
                return "Expected a number or a metric name for the priority after '@'"
            case .unknownRelation:
                return "Unknown relation. Must be ==, >=, or <="
            case .unknownMetric(let name):
                return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            case .unknownView(let name):
                return "\(name) is not a key in the views dictionary."
            case .viewAsNumber(let name):
                return "\"\(name)\" is a view, but a number or a metric name was expected here. "
                    + "Only a predicate on a view's thickness can name a view, as in [a(==b)]."
            case .priorityTooHigh(let value):
                return "Invalid priority specified: \(VisualFormatNumber.text(value)). "
                    + "Priority cannot be higher than UILayoutPriorityRequired, which is 1000."
            case .priorityTooLow(let value):
                return "Invalid priority specified: \(VisualFormatNumber.text(value)). Priority must be greater than 0."
            case .invalidConstant(let value):
                return "Invalid constant specified: \(VisualFormatNumber.text(value)). Constants must be finite numbers."
            case .missingSuperview:
                return "Unable to interpret '|' character, because the related view doesn't have a superview"
            case .alignmentAlongOrientation(.horizontal):
                return "Options mask required views to be aligned on a horizontal edge, "
                    + "which is not allowed for layout that is also horizontal."
            case .alignmentAlongOrientation(.vertical):
                return "Options mask required views to be aligned on a vertical edge, "
                    + "which is not allowed for layout that is also vertical."
            case .expectedConnection:
                return "Expected a '-', a '[' or a '|' after a view, or the end of the format"
            case .expectedEnd:
                return "Expected the end of the format after the superview '|'"
            }
        }
    }
}
