import Foundation

/// The `<device id="retina6_1" orientation="portrait">` of an iOS or tvOS document.
package struct IBDevice: Hashable, Sendable {
    package var id: String
    package var landscape: Bool

    package init(id: String, landscape: Bool) {
        self.id = id
        self.landscape = landscape
    }
}
