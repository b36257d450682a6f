/// UIKit's non-throwing constraint API. What UIKit reports at run time (an illegal pairing,
/// items without a common ancestor, a format it cannot parse, a conflict) goes to
/// ``UIKitLog`` in UIKit's wording; the constraint stays inactive, nothing crashes. The
/// throwing forms stay in `StackLayout` for errors as values.
extension LayoutConstraint {
    /// Activates each constraint, as UIKit's `activate(_:)`; one that cannot be activated is
    /// logged and left inactive, and the others are still activated.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Whether the constraint takes part in layout. Setting it to true installs it on its
    /// items' closest common ancestor; when that is impossible, UIKit's message is logged at
    /// once (UIKit raises) and the constraint stays inactive.
    public var isActive: Bool {
        get { isInstalled }
        set {
            UIKitLog.install()
            guard newValue else { deactivate(); return }
            do {
                try activate()
            } catch let error as LayoutError {
                UIKitLog.log("[LayoutConstraints] " + error.message)
            } catch {
                UIKitLog.log("[LayoutConstraints] \(error)")
            }
        }
    }

    /// `item.attribute relation multiplier × toItem.attribute + constant`, as UIKit's
    /// initializer: it does not throw. An illegal pairing is logged in UIKit's words (UIKit
    /// raises) and gives a constraint that refuses to activate.
    public convenience init(item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem view2: Any?, attribute attr2: LayoutAttribute,
                            multiplier: CGFloat, constant c: CGFloat,
                            file: StaticString = #fileID, line: UInt = #line) {
        UIKitLog.install()
        let origin = "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"
        let first = LayoutConstraint.layoutItem(view1)
        let second = view2.flatMap(LayoutConstraint.layoutItem)
        let prefix = "*** \(origin): "
        if first == nil {
            UIKitLog.log(prefix + "Constraint items must each be a view or layout guide.")
        } else if view2 != nil && second == nil && attr2 != .notAnAttribute {
            UIKitLog.log(prefix + "Constraint items must each be a view or layout guide.")
        } else if let error = LayoutConstraint.check(attr1, second, attr2, multiplier: Double(multiplier),
                                                     constant: Double(c), origin: "") {
            UIKitLog.log(prefix + error.message)
        }
        self.init(unchecked: first ?? View(), attr1, relation, second, attr2, multiplier: Double(multiplier),
                  constant: Double(c), origin: "\(file):\(line)")
    }

    /// The constraints a Visual Format Language string describes, as UIKit's: inactive, in
    /// Apple's order. `metrics` values may be any number (`NSNumber`, `CGFloat`, `Double`,
    /// `Int`); `views` values are views, optional or not. A format UIKit cannot parse is
    /// logged with Apple's message and a caret under the fault, and gives no constraints.
    public static func constraints(withVisualFormat format: String, options opts: VisualFormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any],
                                   file: StaticString = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        UIKitLog.install()
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = LayoutConstraint.number(value) else {
                UIKitLog.log("[LayoutConstraints] Unable to parse constraint format: the metric '\(name)' is not a number (\(value)).")
                continue
            }
            numbers[name] = number
        }
        var viewsByName: [String: View] = [:]
        for (name, value) in views {
            guard let view = LayoutConstraint.layoutItem(value) as? View else {
                UIKitLog.log("[LayoutConstraints] Unable to parse constraint format: '\(name)' is not a view (\(value)).")
                continue
            }
            viewsByName[name] = view
        }
        do {
            return try LayoutConstraint.visualFormatConstraints(format, options: opts, metrics: numbers,
                                                                views: viewsByName, origin: "\(file):\(line)")
        } catch {
            UIKitLog.log("\(error)")
            return []
        }
    }

    /// The view or guide a UIKit argument of type `Any` holds (looking through optionals).
    static func layoutItem(_ value: Any) -> LayoutItem? {
        if let item = value as? LayoutItem { return item }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
            return layoutItem(wrapped)
        }
        return nil
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return number(wrapped) }
            return nil
        }
    }
}

extension View {
    /// Activates `constraint`, as UIKit's legacy `addConstraint(_:)`. UIKit wants the view to
    /// be an ancestor of (or one of) the constraint's items; when it is not, UIKit's warning
    /// is logged, and the constraint is still activated on the items' closest common ancestor.
    public func addConstraint(_ constraint: LayoutConstraint) {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0?.layoutOwner })
        where !item.isDescendant(of: self) {
            UIKitLog.log("[LayoutConstraints] The view hierarchy is not prepared for the constraint: \(UIKitLog.uikitDescription(of: constraint))\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
            break
        }
        constraint.isActive = true
    }

    /// Activates each constraint (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint`, as UIKit's legacy `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = false
    }

    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
