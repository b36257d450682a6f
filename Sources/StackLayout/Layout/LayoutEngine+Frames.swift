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
        func rootRect(_ v: ViewVariables, _ insets: EdgeInsets = .zero) -> Rect {
            let x = v.x.value - insets.left, y = v.y.value - insets.top
            let minX = snap(x), minY = snap(y)
            let maxX = snap(x + v.width.value + insets.left + insets.right)
            let maxY = snap(y + v.height.value + insets.top + insets.bottom)
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        func place(_ view: View, originX: Double, originY: Double) {
            guard let v = view.variables else { return }
            // The variables are the alignment rectangle; the frame is it grown by the insets.
            let r = rootRect(v, view.alignmentRectInsets)
            view.storedFrame = Rect(x: r.minX - originX, y: r.minY - originY, width: r.width, height: r.height)
            var childX = r.minX, childY = r.minY
            if let scroll = view as? ScrollingContainer {
                childX -= snap(scroll.contentOffset.x)
                childY -= snap(scroll.contentOffset.y)
            }
            for guide in view.layoutGuides {
                if let g = guide.variables {
                    let gr = rootRect(g)
                    guide.layoutFrame = Rect(x: gr.minX - r.minX, y: gr.minY - r.minY, width: gr.width, height: gr.height)
                }
            }
            for subview in view.subviews { place(subview, originX: childX, originY: childY) }
        }
        place(root, originX: 0, originY: 0)
        root.storedFrame.origin = .zero
        for guide in insetGuides {
            guard let owner = guide.owningView else { continue }
            guide.layoutFrame = Rect(origin: .zero, size: owner.storedFrame.size).inset(by: currentInsets(of: guide))
        }
    }

    /// Recomputes the insets of the margins and safe-area guides in use from the new frames
    /// and updates their pins (the cheap path). Returns whether any inset changed, in which
    /// case another pass is needed.
    func updateInsets() -> Bool {
        var changed = false
        for guide in insetGuides {
            let id = ObjectIdentifier(guide)
            guard var inset = insets[id] else { continue }
            let values = currentInsets(of: guide)
            guard values != inset.values else { continue }
            let targets = [values.top, values.left, values.bottom, values.right]
            for (pin, target) in zip(inset.pins, targets) where pin.expression.constant != -target {
                try? solver.setConstant(of: pin, to: -target)
            }
            inset.values = values
            insets[id] = inset
            changed = true
        }
        for (id, content) in contents {
            guard let scroll = content.scroll as? ScrollingContainer else { continue }
            let offset = scroll.contentOffset
            guard offset != content.offset else { continue }
            try? solver.setConstant(of: content.offsetPins[0], to: -offset.x)
            try? solver.setConstant(of: content.offsetPins[1], to: -offset.y)
            contents[id]?.offset = offset
            changed = true
        }
        return changed
    }

    /// The solved content size of a scroll view (nil when it has no content guide in use).
    func contentSize(of scroll: ScrollingContainer) -> Size? {
        guard let c = contents[ObjectIdentifier(scroll)] else { return nil }
        return Size(width: solver.value(of: c.width), height: solver.value(of: c.height))
    }
}
