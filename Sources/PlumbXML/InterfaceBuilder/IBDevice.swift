import Foundation

/// The `<device id="retina6_1" orientation="portrait">` of an iOS or tvOS document.
package struct IBDevice: Hashable, Sendable {
    package var id: String
    package var landscape: Bool
    /// Whether the device is Mac Catalyst's Mac idiom (`<device id="mac" renderMode="macOS">`,
    /// "Optimize Interface for Mac"): UIKit controls drawn as AppKit's.
    package var rendersAsMac: Bool

    package init(id: String, landscape: Bool, rendersAsMac: Bool = false) {
        self.id = id
        self.landscape = landscape
        self.rendersAsMac = rendersAsMac
    }
}
