import Foundation

/// The simulated bars and sizes IB used when it recorded the frames.
package struct IBSimulatedMetrics: Sendable, Equatable {
    /// `simulatedTopBarMetrics`: a navigation bar; translucent unless `translucent="NO"`.
    package var topBar: Bar?
    /// `simulatedBottomBarMetrics`: a tab bar or toolbar.
    package var bottomBar: Bar?
    /// `<nil key="simulatedStatusBarMetrics"/>` or a hidden status bar.
    package var statusBarHidden = false
    /// `freeformSimulatedSizeMetrics`: the root size is free.
    package var freeform = false
    /// A prompt above the navigation bar (`prompted="YES"`).
    package var prompted = false

    package struct Bar: Sendable, Equatable {
        package var kind: String
        package var translucent: Bool
    }

    package init() {}
}
