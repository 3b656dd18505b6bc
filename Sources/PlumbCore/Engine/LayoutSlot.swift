internal import PlumbSolver

/// An item's solver variables (absolute x, y, width, height in the root's coordinates), valid
/// for the engine that made them.
final class LayoutSlot {
    weak var engine: LayoutEngine?
    var x: Variable!, y: Variable!, width: Variable!, height: Variable!
    /// x, y, width and height, in that order.
    var variables: [Variable] { [x, y, width, height] }
    /// The owning view's effective direction, refreshed by every pass (views only).
    var rightToLeft = false
}
