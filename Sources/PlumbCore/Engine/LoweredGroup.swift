/// A set of implicit constraints that one view's properties determine on their own, so they
/// can be re-lowered without walking the tree.
struct LoweredGroup: Hashable {
    enum Kind: Hashable {
        /// Intrinsic size with hugging and compression resistance.
        case content
        /// A stack view's `UISV-…` arrangement.
        case arrangement
    }

    var owner: ObjectIdentifier
    var kind: Kind

    init(_ view: View, _ kind: Kind) {
        owner = ObjectIdentifier(view)
        self.kind = kind
    }
}
