extension Constraint {
    /// How a constraint's expression relates to 0 (`<=`, `==`, `>=`), with UIKit's raw values;
    /// the layout layer names it `LayoutRelation`, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        /// The relation as written in a constraint: `<=`, `==` or `>=`.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }

        /// The relation written as `symbol`, or `nil`.
        public init?(symbol: String) {
            switch symbol {
            case "<=": self = .lessThanOrEqual
            case "==", "=": self = .equal
            case ">=": self = .greaterThanOrEqual
            default: return nil
            }
        }
    }
}
