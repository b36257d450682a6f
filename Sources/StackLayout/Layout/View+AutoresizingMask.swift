/// How a view whose frame is its constraints (``View/translatesAutoresizingMaskIntoConstraints``)
/// follows its superview's size, as UIKit's autoresizing: the one translation of a mask, used
/// by the engine for views made in code and by the Interface Builder importer for
/// `<autoresizingMask>`.
extension View {
    /// Which parts of the view's frame follow its superview's size, as `UIView.AutoresizingMask`.
    /// On each axis the superview's change in size is shared by the flexible parts (the margin
    /// before, the length, the margin after) in proportion to their sizes, equally when those
    /// are all 0. The margins after are flexible when nothing else is.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, as UIKit's.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The margin on the left follows the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The margin on the right follows the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The margin above follows the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The margin below follows the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// The flexible parts of one axis: margin before, length, margin after.
        package func flexible(on axis: LayoutAxis) -> (Bool, Bool, Bool) {
            axis == .horizontal
                ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
                : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        }

        /// The shares of a change in the superview's length that move the view's leading edge
        /// (`margin`) and change its length (`length`), for a view at `origin` of `length` in a
        /// superview of `parentLength`, with the parts `flexible` (margin before, length,
        /// margin after). Both 0: the view keeps its place and size.
        package static func shares(origin: Double, length: Double, parentLength: Double,
                                   flexible: (Bool, Bool, Bool)) -> (margin: Double, length: Double) {
            let parts = [(flexible.0, origin), (flexible.1, length), (flexible.2, parentLength - origin - length)]
            let sizes = parts.map { $0.0 ? max($0.1, 0) : 0 }
            let total = sizes.reduce(0, +)
            let count = Double(parts.filter(\.0).count)
            func share(_ index: Int) -> Double {
                guard parts[index].0 else { return 0 }
                return total > 0 ? sizes[index] / total : 1 / count
            }
            return (share(0), share(1))
        }

        /// UIKit's name of the mask in a constraint's description: `h=-&- v=--&` (`&` flexible).
        package var uikitDescription: String {
            func axis(_ parts: (Bool, Bool, Bool)) -> String {
                let after = parts.2 || (!parts.0 && !parts.1)
                return (parts.0 ? "&" : "-") + (parts.1 ? "&" : "-") + (after ? "&" : "-")
            }
            return "h=\(axis(flexible(on: .horizontal))) v=\(axis(flexible(on: .vertical)))"
        }
    }

    /// Which parts of the frame follow the superview's size while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true; none by default, as in UIKit
    /// (the frame stays where it was set). Inside a scroll view the mask is not applied: the
    /// frame stays.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            guard newValue != storedAutoresizingMask else { return }
            storedAutoresizingMask = newValue
            if translatesAutoresizingMaskIntoConstraints { setNeedsUpdate() }
        }
    }

    /// Whether the subviews' masks apply when the view's size changes; true by default.
    public var autoresizesSubviews: Bool {
        get { !flags.contains(.doesNotAutoresizeSubviews) }
        set {
            guard newValue != autoresizesSubviews else { return }
            if newValue { flags.remove(.doesNotAutoresizeSubviews) } else { flags.insert(.doesNotAutoresizeSubviews) }
            for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints { subview.setNeedsUpdate() }
        }
    }

    /// Whether the view's frame follows its superview by its mask now.
    var followsAutoresizingMask: Bool {
        guard !storedAutoresizingMask.isEmpty, translatesAutoresizingMaskIntoConstraints,
              let parent = superview, parent.autoresizesSubviews, parent.scrolling == nil else { return false }
        return true
    }

    /// The superview's size changed from `oldSize`: the subviews that follow their masks move
    /// and resize at once, as UIKit's `autoresizesSubviews` does when a frame is set.
    func resizeSubviewsByAutoresizingMask(from oldSize: Size) {
        let size = storedFrame.size
        for subview in subviews where subview.followsAutoresizingMask {
            var frame = subview.storedFrame
            let mask = subview.storedAutoresizingMask
            let h = AutoresizingMask.shares(origin: frame.minX, length: frame.width, parentLength: oldSize.width,
                                            flexible: mask.flexible(on: .horizontal))
            let v = AutoresizingMask.shares(origin: frame.minY, length: frame.height, parentLength: oldSize.height,
                                            flexible: mask.flexible(on: .vertical))
            let dw = size.width - oldSize.width, dh = size.height - oldSize.height
            frame = Rect(x: frame.minX + h.margin * dw, y: frame.minY + v.margin * dh,
                         width: frame.width + h.length * dw, height: frame.height + v.length * dh)
            if frame != subview.storedFrame { subview.frame = frame }
        }
    }

    /// The frame constraints of a view that follows its mask: on each axis, the leading edge
    /// and the length as shares of the superview's length (measured in the superview's
    /// coordinates, as multiplied attributes are), from the frame and the superview's size now.
    /// `frame` is the alignment rectangle, in the superview's frame coordinates.
    func autoresizingConstraints(frame: Rect, in parent: View, origin: String) -> [LayoutConstraint] {
        let parentInsets = parent.alignmentRectInsets
        let parentSize = parent.storedFrame.size
        var constraints: [LayoutConstraint] = []
        for axis in [LayoutAxis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            let (lead, end, lengthAttribute): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
            let position = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let parentLength = horizontal ? parentSize.width : parentSize.height
            // The superview's alignment rectangle: its `left` and `top`, its `right` and `bottom`
            // and its lengths are those of the frame less these insets.
            let (insetBefore, insetAfter) = horizontal ? (parentInsets.left, parentInsets.right)
                                                       : (parentInsets.top, parentInsets.bottom)
            let shares = AutoresizingMask.shares(origin: position, length: length, parentLength: parentLength,
                                                 flexible: storedAutoresizingMask.flexible(on: axis))
            if shares.margin == 0 {
                constraints.append(LayoutConstraint(unchecked: self, lead, .equal, parent, lead,
                                                    constant: position - insetBefore, origin: origin))
            } else {
                constraints.append(LayoutConstraint(unchecked: self, lead, .equal, parent, end, multiplier: shares.margin,
                                                    constant: position - shares.margin * (parentLength - insetAfter),
                                                    origin: origin))
            }
            if shares.length == 0 {
                constraints.append(LayoutConstraint(unchecked: self, lengthAttribute, .equal, nil, .notAnAttribute,
                                                    constant: length, origin: origin))
            } else {
                constraints.append(LayoutConstraint(unchecked: self, lengthAttribute, .equal, parent, lengthAttribute,
                                                    multiplier: shares.length,
                                                    constant: length - shares.length * (parentLength - insetBefore - insetAfter),
                                                    origin: origin))
            }
        }
        return constraints
    }
}
