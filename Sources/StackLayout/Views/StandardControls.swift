/// The standard controls whose size is fixed by their kind, as UIKit gives them (TEXT.md §6;
/// Xcode 12 to 16, iOS 14 to 18). The sizes are of the alignment rectangle; the frame adds the
/// ``View/alignmentRectInsets`` the kind has (INTERFACE_BUILDER.md §17).

/// The content of a standard control of a fixed kind: its size and alignment insets. The
/// core's classes below and the shim's (`UISwitch`, `UISlider`, …) each own one.
package final class StandardControlContent: ControlContent {
    /// The kinds of standard control.
    package enum Kind: Sendable {
        case `switch`, slider, segmentedControl, stepper, activityIndicator, pageControl, progressView

        /// The alignment-rectangle insets the kind has unless they are set.
        var standardAlignmentRectInsets: EdgeInsets? {
            switch self {
            case .switch: return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
            case .slider: return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
            case .segmentedControl: return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            default: return nil
            }
        }
    }

    let kind: Kind
    /// An activity indicator's size.
    package var style = ActivityIndicatorView.Style.medium { didSet { if style != oldValue { contentDidChange() } } }
    /// A page control's number of pages (dots); 3 by default, as IB's.
    package var numberOfPages = 3 { didSet { if numberOfPages != oldValue { contentDidChange() } } }

    /// Makes `view` a standard control of `kind`, with the kind's alignment insets.
    package init(installingOn view: View, kind: Kind) {
        self.kind = kind
        super.init(installingOn: view)
        if let insets = kind.standardAlignmentRectInsets { view.setAlignmentRectInsets(insets) }
    }

    override func measuredContentSize() -> Size {
        switch kind {
        case .switch: return Size(width: 49, height: 31)
        case .slider: return Size(width: View.noIntrinsicMetric, height: 30)
        case .segmentedControl: return Size(width: View.noIntrinsicMetric, height: 31)
        case .stepper: return Size(width: 94, height: 32)
        case .activityIndicator: return style == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case .pageControl:
            // 20 + 18 per page up to 4 pages and 17 per page beyond (Xcode 16 frames: 3 pages
            // 74, 4 pages 92, 6 pages 126).
            let pages = Double(max(numberOfPages, 0))
            let width = pages <= 4 ? 20 + 18 * pages : 92 + 17 * (pages - 4)
            return Size(width: numberOfPages > 0 ? width : 0, height: 26)
        case .progressView: return Size(width: View.noIntrinsicMetric, height: 4)
        }
    }
}

extension View {
    /// The view's standard-control content, if it is one.
    package var standardControl: StandardControlContent { unsafeDowncast(role!, to: StandardControlContent.self) }
}

/// An on/off switch, as `UISwitch`: framed 51 x 31, aligned by 49 x 31 (insets 0, 0, 0, 2).
open class Switch: Control {
    /// The insets a switch has unless they are set.
    package static let standardAlignmentRectInsets = StandardControlContent.Kind.switch.standardAlignmentRectInsets!

    /// Creates a switch; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .switch)
    }
}

/// A slider, as `UISlider`: framed 31 high, aligned by 30 (insets 0, 2, 1, 2); no intrinsic width.
open class Slider: Control {
    /// The insets a slider has unless they are set.
    package static let standardAlignmentRectInsets = StandardControlContent.Kind.slider.standardAlignmentRectInsets!

    /// Creates a slider; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .slider)
    }
}

/// A segmented control, as `UISegmentedControl`: framed 32 high, aligned by 31 (insets 0, 0,
/// 1, 0). Its width depends on its segments' titles, which are not measured here: it has no
/// intrinsic width (give one with `intrinsicSize`).
open class SegmentedControl: Control {
    /// The insets a segmented control has unless they are set.
    package static let standardAlignmentRectInsets = StandardControlContent.Kind.segmentedControl.standardAlignmentRectInsets!

    /// Creates a segmented control; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .segmentedControl)
    }
}

/// A stepper, as `UIStepper`: 94 x 32.
open class Stepper: Control {
    /// Creates a stepper; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .stepper)
    }
}

/// A spinning activity indicator, as `UIActivityIndicatorView`: 20 x 20 (medium), 37 x 37 (large).
open class ActivityIndicatorView: Control {
    /// The indicator's size, as `UIActivityIndicatorView.Style`.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case medium, large
    }

    /// Creates an indicator; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .activityIndicator)
    }

    /// The indicator's size: medium by default.
    public var style: Style {
        get { standardControl.style }
        set { standardControl.style = newValue }
    }
}

/// A row of page dots, as `UIPageControl`: 26 high; wide 20 + 18 per page up to 4 pages and
/// 17 per page beyond (Xcode 16 frames: 3 pages 74, 4 pages 92, 6 pages 126).
open class PageControl: Control {
    /// Creates a page control; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .pageControl)
    }

    /// The number of pages (dots); 3 by default, as IB's.
    public var numberOfPages: Int {
        get { standardControl.numberOfPages }
        set { standardControl.numberOfPages = newValue }
    }
}

/// A progress bar, as `UIProgressView`: 4 high; no intrinsic width.
open class ProgressView: Control {
    /// Creates a progress bar; placed by constraints only unless it is given a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        _ = StandardControlContent(installingOn: self, kind: .progressView)
    }
}
