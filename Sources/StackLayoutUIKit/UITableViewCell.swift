/// A table cell, as `UITableViewCell`, for self-sizing-cell code: its ``contentView`` fills
/// it (a frame that follows the cell by its autoresizing mask, as in UIKit), with margins of
/// 11 above and below and 16 at the sides, so content constrained to `contentView` (or its
/// `layoutMarginsGuide`) sizes the cell through `systemLayoutSizeFitting`. There is no table
/// view here: the cell is laid out where it is put (a host view, or on its own). The
/// accessory and the selection are kept, not drawn (the content view is not narrowed by an
/// accessory); the built-in `textLabel` and `detailTextLabel` are not provided.
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle` (kept: the built-in labels are not provided).
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle` (kept).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType` (kept).
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// The view content goes in: it fills the cell.
    public let contentView = UIView()
    /// The identifier the cell was made with.
    public let reuseIdentifier: String?
    /// Kept.
    open var selectionStyle = SelectionStyle.default
    /// Kept (the content view keeps the cell's width).
    open var accessoryType = AccessoryType.none
    /// Kept.
    open var isSelected = false
    /// Kept.
    open var isHighlighted = false

    /// A cell of `style`, 320 × 44 as UIKit makes it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    /// A cell with `frame`.
    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
        installContentView()
    }

    /// A cell as from an archive (there are none here): 320 × 44.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        addSubview(contentView)
    }

    /// Called before the cell is reused; there is no table to reuse it here.
    open func prepareForReuse() {}

    /// Kept.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Kept.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// A collection cell, as `UICollectionViewCell`: its ``contentView`` fills it (a frame that
/// follows the cell by its autoresizing mask), with a plain view's margins, so content
/// constrained to it sizes the cell through `systemLayoutSizeFitting`. There is no
/// collection view here: the cell is laid out where it is put.
open class UICollectionViewCell: UIView {
    /// The view content goes in: it fills the cell.
    public let contentView = UIView()
    /// The identifier of a dequeued cell: none here.
    public var reuseIdentifier: String? { nil }
    /// Kept.
    open var isSelected = false
    /// Kept.
    open var isHighlighted = false

    /// A cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// A cell as from an archive (there are none here): a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the cell is reused; there is no collection view to reuse it here.
    open func prepareForReuse() {}
}
