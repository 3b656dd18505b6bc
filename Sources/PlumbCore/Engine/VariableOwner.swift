/// The item and component (left, top, width or height) a solver variable stands for. The item
/// is kept by identity only: the engine must not keep views alive, and names are looked up in
/// the live tree when a dump or a diagnostic needs them.
struct VariableOwner {
    var item: ObjectIdentifier?
    var component: LayoutAttribute = .notAnAttribute
}
