/// Priorities the engine uses for its own soft constraints. They sit above every user level
/// (1…999) and below required, so they hold unless a required constraint contradicts them.
enum EnginePriority {
    /// The root's size (the window), suggested through edit variables.
    static let window: Double = 999.999
    /// Pulls that make a guide equal the min/max of two edges (safe area, keyboard).
    static let guideClamp: Double = 999.998
    /// The weaker half of a two-step pull.
    static let guidePull: Double = 999.997
    /// Margin edges' pull to the view's own margin when other bounds may move them (superview
    /// margins, readable width): below the guides it is measured from, so the safe area is
    /// settled first and never traded against a margin.
    static let marginPull: Double = 999.996
    /// The readable-content guide's pull to the full margins width: below the margins it is
    /// measured from, so using the guide never narrows the margins.
    static let readablePull: Double = 999.995
    /// Where a hidden arranged view sits across its stack: below every user level, so it never
    /// sizes anything, yet its position is determined.
    static let hiddenPlacement: Double = 0.5
    /// A hidden arranged view's extent across its stack, where nothing stronger sizes it.
    static let hiddenExtent: Double = 0.25
    /// The pull that moves an ambiguous view to another equally good layout
    /// (``View/ambiguityAlternatives()``): below everything, so no level gets worse.
    static let exercise: Double = 0.001
}
