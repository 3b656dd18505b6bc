/// A layout guide an IB document refers to by id.
package struct IBLayoutGuide: Hashable, Sendable {
    /// What the guide stands for.
    package enum Kind: Hashable, Sendable {
        /// `<viewLayoutGuide key="safeArea">`.
        case safeArea
        /// `<viewLayoutGuide key="layoutMargins">`.
        case layoutMargins
        /// `<viewLayoutGuide key="contentLayoutGuide">` of a scroll view.
        case scrollContent
        /// `<viewLayoutGuide key="frameLayoutGuide">` of a scroll view.
        case scrollFrame
        /// `<viewLayoutGuide key="keyboard">` (never seen in real files).
        case keyboard
        /// `<viewControllerLayoutGuide type="top">` (before iOS 11).
        case topLayoutGuide
        /// `<viewControllerLayoutGuide type="bottom">`.
        case bottomLayoutGuide
    }

    package var kind: Kind
    package var id: String
    package var location: SourceLocation
}
