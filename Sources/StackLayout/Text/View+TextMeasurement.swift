/// What the views that measure their content (labels, buttons, fields, images, controls) share:
/// the tree's measurer, scale and content size category, and the explicit intrinsic size that
/// wins over a measured one.
extension View {
    /// The measurer of the tree's text (labels, button titles, fields); only the root's is
    /// used. The built-in ``SystemFontMeasurer`` by default.
    public var textMeasurer: any TextMeasuring {
        get { rootView.storedTextMeasurer ?? SystemFontMeasurer() }
        set {
            let root = rootView
            root.storedTextMeasurer = newValue
            root.measuringEnvironmentDidChange()
        }
    }

    /// The scale measured text is rounded up to: the root's pixels per point, or 1 when the
    /// environment has none (as a 1x screen; frames themselves are rounded only with a scale).
    var measurementScale: Double {
        let scale = rootView.environment.scale ?? 1
        return scale > 0 ? scale : 1
    }

    /// The tree's preferred text size.
    var contentSizeCategory: ContentSizeCategory {
        rootView.environment.traits.preferredContentSizeCategory
    }

    /// Tells every view of the tree that measures its content to measure again.
    func measuringEnvironmentDidChange() {
        forEachInSubtree { $0.contentMeasurementDidChange() }
    }

    /// `measured` with the dimensions of ``intrinsicSizeOverride`` put in its place.
    func applyingIntrinsicSizeOverride(_ measured: Size) -> Size {
        guard let override = intrinsicSizeOverride else { return measured }
        return Size(width: override.width ?? measured.width, height: override.height ?? measured.height)
    }

    /// Sets the explicit intrinsic size of a view that measures its content (nil dimensions
    /// stay measured), and tells the layout.
    func setIntrinsicSizeOverride(width: Double?, height: Double?) {
        intrinsicSizeOverride = width == nil && height == nil ? nil : (width, height)
        invalidateIntrinsicContentSize()
    }
}
