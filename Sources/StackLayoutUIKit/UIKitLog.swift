import Foundation

/// Where the shim writes what UIKit logs at run time: unsatisfiable constraints, illegal
/// constraints, items without a common ancestor, a priority changed between required and
/// optional on an active constraint. UIKit raises or logs; here every one is a message in
/// UIKit's wording, never a crash.
///
/// The handler writes to standard error by default; replace it to collect the messages:
///
/// ```swift
/// var messages: [String] = []
/// UIKitLog.handler = { messages.append($0) }
/// ```
///
/// The throwing API of `StackLayout` (`try LayoutConstraint.activate(_:)`,
/// `view.layoutDiagnostics`) gives the same failures as values.
public enum UIKitLog {
    /// Receives each message; by default writes it to standard error.
    ///
    /// Reading, replacing and calling it are safe from any thread (trees laid out on several
    /// threads at once, tests run in parallel): the handler is kept under a lock, and called
    /// outside it, so a handler may log in turn.
    public static var handler: (String) -> Void {
        get { storage.handler }
        set { storage.handler = newValue }
    }

    /// Sends `message` to the handler.
    public static func log(_ message: String) {
        install()
        handler(message)
    }

    /// Routes the layout's findings (conflicts, refused constraints) to ``handler``. Every
    /// entry point of the shim calls it, so the messages flow once UIKit code runs.
    static func install() {
        _ = installation
    }

    private static let storage = HandlerStorage()

    /// Done once, however many threads get here first (a static's initializer runs once).
    private static let installation: Void = {
        LayoutDiagnostic.observer = { diagnostic in
            switch diagnostic.kind {
            case .unsatisfiable:
                handler(unsatisfiableMessage(diagnostic))
            case .invalid, .unsettled:
                // UIKit logs a layout that keeps changing too (its layout feedback loop check).
                handler("[LayoutConstraints] " + diagnostic.message)
            default:
                // UIKit says nothing of the others at run time (ambiguity, negative sizes, …);
                // the StackLayout API reports them.
                break
            }
        }
    }()

    /// UIKit's message for a conflict (AUTOLAYOUT.md §3.2).
    static func unsatisfiableMessage(_ diagnostic: LayoutDiagnostic) -> String {
        let all = diagnostic.conflicting + (diagnostic.constraint.map { [$0] } ?? [])
        var text = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

        """
        if all.contains(where: isAutoresizing) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        for constraint in all { text += "    \"\(uikitDescription(of: constraint))\",\n" }
        text += ")\n\nWill attempt to recover by breaking constraint \n"
        text += diagnostic.constraint.map(uikitDescription(of:)) ?? ""
        text += "\n\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return text
    }

    /// Whether the constraint holds a frame given with `translatesAutoresizingMaskIntoConstraints`.
    static func isAutoresizing(_ constraint: LayoutConstraint) -> Bool {
        constraint.origin.hasPrefix("autoresizing mask")
    }

    /// A constraint as UIKit prints it: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`,
    /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& …>` for a frame,
    /// `<NSContentSizeLayoutConstraint:0x… … Hug:250 CompressionResistance:750   (active)>`
    /// for an intrinsic size.
    static func uikitDescription(of constraint: LayoutConstraint) -> String {
        let contentSize = constraint.identifier == "NSContentSizeLayoutConstraint"
        if isAutoresizing(constraint) {
            let mask = constraint.origin.dropFirst("autoresizing mask ".count)
            var text = "<NSAutoresizingMaskLayoutConstraint:\(address(constraint)) \(mask) "
            text += "\(uikitName(constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
            if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
                if constraint.multiplier != 1 { text += "\(formatFigure(constraint.multiplier))*" }
                text += "\(uikitName(second)).\(constraint.secondAttribute.name)"
                if constraint.constant != 0 {
                    text += constraint.constant < 0 ? " - \(formatFigure(-constraint.constant))" : " + \(formatFigure(constraint.constant))"
                }
            } else {
                text += formatFigure(constraint.constant)
            }
            return text + (constraint.isActive ? "   (active)>" : "   (inactive)>")
        }
        var text = "<\(contentSize ? "NSContentSizeLayoutConstraint" : "NSLayoutConstraint"):\(address(constraint)) "
        if let identifier = constraint.identifier, !contentSize { text += "'\(identifier)' " }
        text += "\(uikitName(constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            if constraint.multiplier != 1 { text += "\(formatFigure(constraint.multiplier))*" }
            text += "\(uikitName(second)).\(constraint.secondAttribute.name)"
            if constraint.isSystemSpacing {
                text += " NSSpace(\(formatFigure(constraint.constant)))"
            } else if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(formatFigure(-constraint.constant))" : " + \(formatFigure(constraint.constant))"
            }
        } else {
            text += formatFigure(constraint.constant)
        }
        if contentSize, let view = constraint.firstItem as? View {
            let axis = constraint.firstAttribute.axis ?? .horizontal
            text += " Hug:\(view.contentHuggingPriority(for: axis)) CompressionResistance:\(view.contentCompressionResistancePriority(for: axis))"
        } else if !constraint.priority.isRequired {
            text += " @\(constraint.priority)"
        }
        text += constraint.isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// An item as UIKit names it in logs: its accessibility identifier, else its class and
    /// address (`UIView:0x…`, `UIStackView:0x…`, `MyTabView:0x…`); a guide by its identifier.
    static func uikitName(_ item: LayoutItem?) -> String {
        guard let item else { return "nil" }
        if let view = item as? View {
            if let identifier = view.identifier { return identifier }
            return "\(uikitClassName(of: view)):\(address(view))"
        }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map { uikitName($0) } ?? "nil"
            return "UILayoutGuide:\(address(guide))'\(guide.identifier)'(\(owner))"
        }
        return item.layoutName
    }

    static func uikitClassName(of view: View) -> String {
        switch "\(type(of: view))" {
        case "View": return "UIView"
        case "StackView": return "UIStackView"
        case "ScrollView": return "UIScrollView"
        case "Label": return "UILabel"
        case "Button": return "UIButton"
        case "TextField": return "UITextField"
        case "ImageView": return "UIImageView"
        case let other: return other
        }
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}

import struct Foundation.Data

/// The log handler behind a lock.
private final class HandlerStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    var handler: (String) -> Void {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
