/// Writing solved values back as frames, and the insets that depend on frames.
extension LayoutEngine {
    /// Sets every view's frame (superview coordinates; content coordinates inside a scroll
    /// view; the solved alignment rectangle grown by ``View/alignmentRectInsets``) and every
    /// free guide's layout frame from the solved variables. With a scale,
    /// edges are rounded to the pixel grid in root coordinates (nearest, ties up, within 1e-7 pixel), then made
    /// relative, as UIKit rounds.
    func writeFrames() {
        let scale = root.environment.scale
        func snap(_ value: Double) -> Double {
            guard let scale, scale > 0 else { return value }
            // A tie within solver rounding (1e-7 pixel) counts as a tie, so noise in the last
            // bits of a solve cannot flip a pixel.
            return ((value * scale) + 0.5 + 1e-7).rounded(.down) / scale
        }
        // Root coordinates of an alignment rectangle whose variables are relative to an origin.
        func rootRect(_ v: ViewVariables, _ origin: (x: Double, y: Double), _ insets: EdgeInsets = .zero) -> (rect: Rect, x: Double, y: Double) {
            let rootX = origin.x + v.x.value, rootY = origin.y + v.y.value
            let x = rootX - insets.left, y = rootY - insets.top
            let minX = snap(x), minY = snap(y)
            let maxX = snap(x + v.width.value + insets.left + insets.right)
            let maxY = snap(y + v.height.value + insets.top + insets.bottom)
            return (Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), x, y)
        }
        /// `origin`: where the coordinate space of the view's superview starts in root
        /// coordinates (unrounded, as the variables are); `originX`/`originY`: the same, rounded.
        func place(_ view: View, origin: (x: Double, y: Double), originX: Double, originY: Double) {
            guard let v = view.variables else { return }
            // The variables are the alignment rectangle; the frame is it grown by the insets.
            let (r, frameX, frameY) = rootRect(v, origin, view.alignmentRectInsets)
            view.storedFrame = Rect(x: r.minX - originX, y: r.minY - originY, width: r.width, height: r.height)
            var childX = r.minX, childY = r.minY
            var childOrigin = (x: frameX, y: frameY)
            if let scroll = view.scrolling {
                childX -= snap(scroll.contentOffset.x)
                childY -= snap(scroll.contentOffset.y)
                if let offset = offsets[ObjectIdentifier(view)] {
                    childOrigin.x -= offset.x.value
                    childOrigin.y -= offset.y.value
                }
            }
            for guide in view.layoutGuides {
                if let g = guide.variables {
                    let gr = rootRect(g, (frameX, frameY)).rect
                    guide.layoutFrame = Rect(x: gr.minX - r.minX, y: gr.minY - r.minY, width: gr.width, height: gr.height)
                }
            }
            for subview in view.subviews { place(subview, origin: childOrigin, originX: childX, originY: childY) }
        }
        place(root, origin: (0, 0), originX: 0, originY: 0)
        root.storedFrame.origin = .zero
        for guide in insetGuides {
            guard let owner = guide.owningView else { continue }
            guide.layoutFrame = Rect(origin: .zero, size: owner.storedFrame.size).inset(by: currentInsets(of: guide))
        }
    }

    /// Recomputes the insets of the margins and safe-area guides in use from the new frames
    /// and updates their pins (the cheap path). Returns the views whose insets or content
    /// offset changed (another pass is needed when there are any).
    func updateInsets() -> [View] {
        var changed: [View] = []
        for guide in insetGuides {
            let id = ObjectIdentifier(guide)
            guard let inset = insets[id] else { continue }
            let values = currentInsets(of: guide)
            guard values != inset.values else { continue }
            let targets = [values.top, values.left, values.bottom, values.right]
            for (pin, target) in zip(inset.pins, targets) where pin.expression.constant != -target {
                setPin(pin, to: -target, of: guide.owningView)
            }
            inset.values = values
            if let owner = guide.owningView { changed.append(owner) }
        }
        for (id, pinned) in offsets {
            guard let scroll = pinned.scroll, let scrolling = scroll.scrolling else { continue }
            let offset = scrolling.contentOffset
            guard offset != pinned.offset else { continue }
            setPin(pinned.pins[0], to: -offset.x, of: scroll)
            setPin(pinned.pins[1], to: -offset.y, of: scroll)
            offsets[id]?.offset = offset
            changed.append(scroll)
        }
        return changed
    }

    /// Sets the constant of an inset or offset pin. The pin is a required equality on a
    /// variable of its own, so it fails only when required constraints on that inset or
    /// offset conflict with its new value: the failure is reported (the old value stays).
    private func setPin(_ pin: Constraint, to constant: Double, of view: View?) {
        do {
            try solver.setConstant(of: pin, to: constant)
        } catch {
            report(LayoutDiagnostic(invalid: nil, LayoutError(.solverRefused,
                "\(view?.name ?? "a view")'s \(pin.label) cannot be \(-constant): \(error)")))
        }
    }

    /// The solved content size of a scroll view (nil when it has no content guide in use).
    func contentSize(of scroll: View) -> Size? {
        guard let c = contents[ObjectIdentifier(scroll)] else { return nil }
        return Size(width: solver.value(of: c.width), height: solver.value(of: c.height))
    }
}
