/// An effect a ``UIVisualEffectView`` draws, as `UIVisualEffect` (kept: nothing is drawn here).
open class UIVisualEffect {
    public init() {}
}

/// A blur, as `UIBlurEffect` (kept).
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// The blur's style.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view with a blur or vibrancy behind its content, as `UIVisualEffectView`: its
/// ``contentView`` fills it (by its autoresizing mask, as UIKit's) and holds the subviews; the
/// effect is kept, not drawn.
open class UIVisualEffectView: UIView {
    /// The view subviews go in: it fills the effect view.
    public let contentView = UIView()
    /// The effect (kept).
    open var effect: UIVisualEffect?

    /// An effect view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// An effect view as from an archive (there are none here): no effect, a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
