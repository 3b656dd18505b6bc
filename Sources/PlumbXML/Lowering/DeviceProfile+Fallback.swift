import Foundation

extension DeviceProfile {
    /// A stand-in for a design device id the table does not know (a device newer than the
    /// table, or a misspelling): the family its id names, so size classes and bars follow the
    /// right idiom. iPads keep IB's classic insets (status bar 20) unless the id says rounded
    /// corners; unknown phones get the current notched phone's.
    ///
    /// ```swift
    /// DeviceProfile.fallback(for: "ipad8_3rounded")?.id   // "ipad11_0rounded"
    /// ```
    public static func fallback(for id: String) -> DeviceProfile? {
        let lowered = id.lowercased()
        if lowered.hasPrefix("ipad") {
            return named(lowered.contains("rounded") ? "ipad11_0rounded" : "ipad9_7")
        }
        if lowered.hasPrefix("retina") || lowered.hasPrefix("iphone") {
            return named("retina6_12")
        }
        if lowered.hasPrefix("appletv") || lowered.hasPrefix("tv") {
            return named("appleTV")
        }
        return nil
    }
}
