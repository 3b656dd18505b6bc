/// The item and component (left, top, width or height) a solver variable stands for. Held
/// weakly: the engine must not keep views alive.
struct VariableOwner {
    weak var item: (any LayoutItem)?
    var component: LayoutAttribute = .notAnAttribute
}
