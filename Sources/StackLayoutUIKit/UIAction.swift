// `UIAction`: iOS 14's closure-based control actions, which need no Objective-C runtime
// (unlike target-action with `#selector`). A control keeps its actions per event;
// `sendActions(for:)` runs them, so tests can tap a button: `button.sendActions(for: .touchUpInside)`.

/// An action with a handler, as `UIAction(title:image:identifier:handler:)`.
public final class UIAction {
    /// `UIAction.Identifier`.
    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (menus show it; a button made with `primaryAction` takes it as its title).
    public var title: String
    /// The image (kept).
    public var image: UIImage?
    /// The identifier; a unique one when not given.
    public let identifier: Identifier
    /// What runs when the action is sent.
    public let handler: (UIAction) -> Void
    /// The control that sent the action last, as `UIAction.sender`.
    public internal(set) weak var sender: UIControl?

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "action-\(UIAction.nextIdentifier)")
        UIAction.nextIdentifier += 1
        self.handler = handler
    }

    nonisolated(unsafe) private static var nextIdentifier = 0
}


extension UIControl {
    /// Adds `action` for `events` (an action with the same identifier is replaced).
    public func addAction(_ action: UIAction, for events: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: events)
        controlActions.append((action, events))
    }

    /// Removes `action` from `events`.
    public func removeAction(_ action: UIAction, for events: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action identified by `identifier` from `events`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        controlActions = controlActions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions added for any of `events`, in the order they were added.
    public func sendActions(for events: UIControl.Event) {
        for entry in controlActions where !entry.events.isDisjoint(with: events) {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
    }
}

extension UIButton {
    /// A button of `buttonType` whose primary action is `primaryAction` (its title the
    /// action's), as `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button with a configuration and a primary action, as
    /// `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction?) {
        self.init(configuration: configuration)
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }
}

extension UIControl {
    /// `UIControl.Event`: the events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
