/// Insets that keep the form they were last set in: by absolute side (`left`, `right`) or by
/// reading direction (`leading`, `trailing`). The other form is read through a direction, so
/// insets set before a view joins a right-to-left tree still mean what they said. Layout
/// margins and a flow's padding are stored this way.
struct SidedInsets: Equatable {
    private var absolute: EdgeInsets?
    private var directional: DirectionalEdgeInsets

    /// Insets by reading direction.
    init(_ directional: DirectionalEdgeInsets) {
        self.directional = directional
    }

    /// Insets by absolute side.
    init(_ absolute: EdgeInsets) {
        self.absolute = absolute
        self.directional = DirectionalEdgeInsets(absolute, direction: .leftToRight)
    }

    /// The insets by absolute side in a layout read in `direction`.
    func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        absolute ?? directional.edgeInsets(for: direction)
    }

    /// The insets by reading direction in a layout read in `direction`.
    func directionalInsets(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        absolute.map { DirectionalEdgeInsets($0, direction: direction) } ?? directional
    }
}
