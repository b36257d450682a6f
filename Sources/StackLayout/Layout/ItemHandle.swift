/// What constraints and guides hold instead of a weak reference to a view or a guide: the
/// item's one handle, which the item clears when it is freed.
///
/// A weak reference gives its object a side table, and every retain and release of that
/// object then takes the runtime's slow path, for as long as it lives; views and guides are
/// retained and released in every loop of the engine. A handle is referenced strongly (it
/// owns nothing), and it refers to its item by an `unowned(unsafe)` reference (no side table)
/// that the item's `deinit` sets to nil before the item's memory goes, so reading it gives the
/// item or nil, never freed memory. Views and guides hold their own handle strongly (no cycle:
/// the handle does not retain them).
///
/// Not a safe `unowned`: that traps when read while the item's deinitialization is under way,
/// and UIKit code reads it then: a view subclass's `deinit` that deactivates its constraints
/// reaches their ``LayoutConstraint/installedOn``, the view itself. There the reference gives
/// the view, as UIKit's unretained pointers do during `dealloc`; the base class's `deinit`,
/// which runs after the subclass's, clears it.
final class ItemHandle {
    /// The view, while it lives, when the handle is a view's.
    @exclusivity(unchecked) unowned(unsafe) private(set) var view: View?
    /// The guide, while it lives, when the handle is a guide's.
    @exclusivity(unchecked) unowned(unsafe) private(set) var guide: LayoutGuide?
    /// Any other conformer of ``LayoutItem`` (which the engine refuses to lay out): held weakly,
    /// as before; only such items get a side table.
    private(set) weak var foreign: LayoutItem?
    /// Whether the item still lives; read without retaining it.
    @exclusivity(unchecked) private(set) var isLive = true

    init(view: View) { self.view = view }
    init(guide: LayoutGuide) { self.guide = guide }
    private init(foreign: LayoutItem) { self.foreign = foreign }

    /// The handle of `item`: a view's or a guide's own, or a new one for another conformer.
    static func of(_ item: LayoutItem) -> ItemHandle {
        if let view = item as? View { return view.handle }
        if let guide = item as? LayoutGuide { return guide.handle }
        return ItemHandle(foreign: item)
    }

    /// The item, or nil once it is gone.
    var item: LayoutItem? {
        if let view { return view }
        if let guide { return guide }
        return foreign
    }

    /// Whether the item is a live conformer other than a view or a guide (which activation
    /// refuses): the weak reference is read only when the handle is neither's.
    var holdsForeignItem: Bool { view == nil && guide == nil && foreign != nil }

    /// The item's ``LayoutItem/layoutOwner`` for a view's or a guide's handle (nil for any
    /// other conformer, which activation refuses first).
    var owner: View? {
        if let view { return view }
        return guide?.owningView
    }

    /// Whether the item is a view whose root is `root`, its ancestors read unretained.
    func isView(inTreeOf root: View) -> Bool {
        guard var view = view.map(Unmanaged.passUnretained) else { return false }
        while let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) { view = parent }
        return view.toOpaque() == Unmanaged.passUnretained(root).toOpaque()
    }

    /// Called by the item's `deinit`.
    func itemDidEnd() {
        isLive = false
        view = nil
        guide = nil
    }
}
