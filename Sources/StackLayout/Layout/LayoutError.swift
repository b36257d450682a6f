/// A constraint UIKit would refuse, with UIKit's wording where it has one.
///
/// A struct over an internal enum, as swift-argument-parser's errors are: compare ``code`` with
/// the static codes (`error.code == .noCommonAncestor`) and read ``message``; a new kind of
/// failure adds a code without breaking anyone's `switch`.
public struct LayoutError: Error, CustomStringConvertible, Equatable {
    /// A kind of refusal.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The codes, for the package's own exhaustive switches.
        enum Name: String, CaseIterable, Sendable {
            case illegalAttributes, nonFiniteNumber, invalidPriority, requiredMutation, noOwningView
            case noCommonAncestor, unknownItem, solverRefused
        }

        let name: Name

        init(_ name: Name) { self.name = name }

        /// The code's name (`noCommonAncestor`, …).
        public var description: String { name.rawValue }

        /// Attributes UIKit does not pair: different axes, a size and a location, leading or
        /// trailing with left or right, a location equal to a constant, `notAnAttribute` first,
        /// a guide's margin or baseline.
        public static let illegalAttributes = Code(.illegalAttributes)
        /// A multiplier or constant that is not a finite number.
        public static let nonFiniteNumber = Code(.nonFiniteNumber)
        /// A priority outside `0 < p <= 1000`.
        public static let invalidPriority = Code(.invalidPriority)
        /// A change between required and optional on an active constraint.
        public static let requiredMutation = Code(.requiredMutation)
        /// A layout guide not yet added to a view.
        public static let noOwningView = Code(.noOwningView)
        /// Items in different view trees.
        public static let noCommonAncestor = Code(.noCommonAncestor)
        /// An item that is neither a ``View`` nor a ``LayoutGuide``.
        public static let unknownItem = Code(.unknownItem)
        /// The solver refused the constraint or a value for reasons other than a conflict
        /// (the message holds the ``SolverError``).
        public static let solverRefused = Code(.solverRefused)
    }

    /// What kind of refusal it is.
    public var code: Code
    /// What is wrong.
    public var message: String
    /// Where the constraint came from (`File.swift:12`, `layout.json:4:9`, a stack rule).
    public var origin: String

    /// An error of `code` saying `message` about the constraint from `origin`.
    package init(_ code: Code, _ message: String, origin: String = "") {
        self.code = code
        self.message = message
        self.origin = origin
    }

    /// `origin: message`, or the message alone without an origin.
    public var description: String { origin.isEmpty ? message : "\(origin): \(message)" }

    static func locationEqualToConstant(_ origin: String) -> LayoutError {
        LayoutError(.illegalAttributes, "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.", origin: origin)
    }

    static func axisMismatch(_ a: LayoutAttribute, _ b: LayoutAttribute, origin: String) -> LayoutError {
        LayoutError(.illegalAttributes, "Invalid pairing of layout attributes: \(a.name) is on the \(a.axis == .horizontal ? "horizontal" : "vertical") axis and \(b.name) on the \(b.axis == .horizontal ? "horizontal" : "vertical") axis.", origin: origin)
    }

    static func locationToSize(_ a: LayoutAttribute, _ b: LayoutAttribute, origin: String) -> LayoutError {
        LayoutError(.illegalAttributes, "Invalid pairing of layout attributes: a size (\(a.isDimension ? a.name : b.name)) cannot be related to a location (\(a.isDimension ? b.name : a.name)).", origin: origin)
    }

    static func directionalWithAbsolute(origin: String) -> LayoutError {
        LayoutError(.illegalAttributes, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.", origin: origin)
    }

    static func invalidPriority(_ priority: LayoutPriority, origin: String) -> LayoutError {
        LayoutError(.invalidPriority, "A priority must be greater than 0 and less than or equal to UILayoutPriorityRequired, which is 1000. You passed priority \(priority).", origin: origin)
    }

    static func requiredMutation(from old: LayoutPriority, to new: LayoutPriority, origin: String) -> LayoutError {
        LayoutError(.requiredMutation, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(new) and the existing priority was \(old).", origin: origin)
    }
}
