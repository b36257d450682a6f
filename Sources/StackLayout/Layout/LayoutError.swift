/// A constraint UIKit would refuse, with UIKit's wording where it has one.
public struct LayoutError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var message: String
    /// Where the constraint came from (`File.swift:12`, `layout.json:4:9`, a stack rule).
    public var origin: String

    /// An error saying `message` about the constraint from `origin`.
    package init(_ message: String, origin: String = "") {
        self.message = message
        self.origin = origin
    }

    /// `origin: message`, or the message alone without an origin.
    public var description: String { origin.isEmpty ? message : "\(origin): \(message)" }

    static func locationEqualToConstant(_ origin: String) -> LayoutError {
        LayoutError("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.", origin: origin)
    }

    static func axisMismatch(_ a: LayoutAttribute, _ b: LayoutAttribute, origin: String) -> LayoutError {
        LayoutError("Invalid pairing of layout attributes: \(a.name) is on the \(a.axis == .horizontal ? "horizontal" : "vertical") axis and \(b.name) on the \(b.axis == .horizontal ? "horizontal" : "vertical") axis.", origin: origin)
    }

    static func locationToSize(_ a: LayoutAttribute, _ b: LayoutAttribute, origin: String) -> LayoutError {
        LayoutError("Invalid pairing of layout attributes: a size (\(a.isDimension ? a.name : b.name)) cannot be related to a location (\(a.isDimension ? b.name : a.name)).", origin: origin)
    }

    static func directionalWithAbsolute(origin: String) -> LayoutError {
        LayoutError("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.", origin: origin)
    }

    static func invalidPriority(_ priority: LayoutPriority, origin: String) -> LayoutError {
        LayoutError("A priority must be greater than 0 and less than or equal to UILayoutPriorityRequired, which is 1000. You passed priority \(priority).", origin: origin)
    }

    static func requiredMutation(from old: LayoutPriority, to new: LayoutPriority, origin: String) -> LayoutError {
        LayoutError("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(new) and the existing priority was \(old).", origin: origin)
    }
}
