import Foundation

/// A subtree solved on its own: a xib top-level view, a window's content view, or a
/// storyboard controller's root view (or another top-level view of a scene).
package struct IBLayoutRoot: Sendable {
    /// How the root is held.
    package enum Role: Sendable, Equatable {
        /// A top-level view of a xib (or a free view in a scene).
        case topLevel
        /// The `key="view"` of a controller.
        case controllerView(controller: String)
        /// The content view of a macOS window.
        case windowContent
    }

    package var view: IBView
    package var role: Role
    /// `<viewControllerLayoutGuide>`s of the controller (old top/bottom guides).
    package var controllerGuides: [IBLayoutGuide]
    /// Simulated metrics that shape the safe area and old guides.
    package var metrics: IBSimulatedMetrics
    /// A name for the scene or root (`userLabel`, controller title, custom class, id).
    package var name: String
    /// Whether a view controller owns this view as its `view` (a storyboard controller, or a
    /// xib whose File's Owner has a `view` outlet to it): it gets the controller root margins.
    package var isControllerView = false
}
