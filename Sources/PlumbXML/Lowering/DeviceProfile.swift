import Foundation
import PlumbCore

/// What Interface Builder's design devices look like: point size, safe-area insets and size
/// classes, from Interface Builder's device ids (`retina6_1`, `ipad9_7`, …).
///
/// ```swift
/// let phone = DeviceProfile.named("retina6_12")!
/// phone.portraitSize             // 393 × 852
/// phone.safeAreaInsets(landscape: false)   // top 59, bottom 34
/// ```
public struct DeviceProfile: Hashable, Sendable {
    /// Interface Builder's device id.
    public let id: String
    /// The model IB shows for the id.
    public let model: String
    /// Width and height in points, portrait.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Portrait safe-area top (status bar or sensor housing) and bottom (home indicator).
    public let portraitTop: CGFloat
    /// Portrait safe-area bottom.
    public let portraitBottom: CGFloat
    /// Landscape side insets (0 on phones without a notch; a TV's sides, 90).
    public let landscapeSides: CGFloat
    /// Landscape bottom inset.
    public let landscapeBottom: CGFloat
    /// Whether the width size class is regular in landscape (Plus/Max phones, iPads).
    public let regularWidthInLandscape: Bool
    /// Phone, pad or TV.
    public let idiom: UserInterfaceIdiom

    /// The size in an orientation.
    ///
    /// ```swift
    /// DeviceProfile.named("retina4_7")!.size(landscape: true)   // 667 × 375
    /// ```
    public func size(landscape: Bool) -> CGSize {
        // A TV has one orientation: its documents say `landscape` of a 1920 × 1080 screen.
        landscape && idiom != .tv ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// Safe-area insets of a full-screen view with the status bar shown and no bars.
    ///
    /// ```swift
    /// DeviceProfile.named("retina5_9")!.safeAreaInsets(landscape: true)   // {0, 44, 21, 44}
    /// ```
    public func safeAreaInsets(landscape: Bool) -> EdgeInsets {
        // tvOS's safe area keeps clear of all four edges (the overscan margins), in either orientation.
        if idiom == .tv { return EdgeInsets(top: portraitTop, left: landscapeSides, bottom: portraitBottom, right: landscapeSides) }
        if !landscape { return EdgeInsets(top: portraitTop, left: 0, bottom: portraitBottom, right: 0) }
        if idiom == .pad { return EdgeInsets(top: portraitTop, left: 0, bottom: portraitBottom, right: 0) }
        return EdgeInsets(top: 0, left: landscapeSides, bottom: landscapeBottom, right: landscapeSides)
    }

    /// The size classes (and idiom) a design device has in an orientation.
    ///
    /// ```swift
    /// DeviceProfile.named("retina6_1")!.traits(landscape: true).horizontalSizeClass   // .regular
    /// ```
    public func traits(landscape: Bool) -> TraitCollection {
        switch idiom {
        case .pad:
            return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad, displayScale: scale)
        case .tv:
            return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, userInterfaceIdiom: .tv, displayScale: scale)
        default:
            return TraitCollection(horizontalSizeClass: landscape && regularWidthInLandscape ? .regular : .compact,
                                   verticalSizeClass: landscape ? .compact : .regular, userInterfaceIdiom: .phone, displayScale: scale)
        }
    }

    /// The profile for an IB device id, or nil.
    ///
    /// ```swift
    /// DeviceProfile.named("ipad9_7")?.portraitSize   // 768 × 1024
    /// ```
    public static func named(_ id: String) -> DeviceProfile? {
        all.first { $0.id == id }
    }

    /// Every known device, in the order of Interface Builder's device list.
    public static let all: [DeviceProfile] = [
        phone("retina3_5", "iPhone 4s", 320, 480, 2, top: 20, bottom: 0, regular: false),
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, 2, top: 20, bottom: 0, regular: false),
        phone("retina4_7", "iPhone 8", 375, 667, 2, top: 20, bottom: 0, regular: false),
        phone("retina5_5", "iPhone 8 Plus", 414, 736, 3, top: 20, bottom: 0, regular: true),
        phone("retina5_9", "iPhone XS", 375, 812, 3, top: 44, bottom: 34, sides: 44, regular: false),
        phone("retina5_4", "iPhone 12 mini", 375, 812, 3, top: 50, bottom: 34, sides: 50, regular: false),
        phone("retina6_1", "iPhone XR / 11", 414, 896, 2, top: 44, bottom: 34, sides: 44, regular: true),
        phone("retina6_5", "iPhone XS Max / 11 Pro Max", 414, 896, 3, top: 44, bottom: 34, sides: 44, regular: true),
        phone("retina6_0", "iPhone 12 / 13 / 14", 390, 844, 3, top: 47, bottom: 34, sides: 47, regular: false),
        phone("retina6_7", "iPhone 12 Pro Max / 14 Plus", 428, 926, 3, top: 47, bottom: 34, sides: 47, regular: true),
        phone("retina6_12", "iPhone 14 Pro / 15 / 16", 393, 852, 3, top: 59, bottom: 34, sides: 59, regular: false),
        phone("retina6_72", "iPhone 14 Pro Max / 15 Plus / 16 Plus", 430, 932, 3, top: 59, bottom: 34, sides: 59, regular: true),
        phone("retina6_3", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, sides: 62, regular: false),
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, sides: 62, regular: true),
        pad("ipad9_7", "iPad 9.7\"", 768, 1024, top: 20, bottom: 0),
        pad("ipad7_9", "iPad mini 7.9\"", 768, 1024, top: 20, bottom: 0),
        pad("ipad10_2", "iPad 10.2\"", 810, 1080, top: 20, bottom: 0),
        pad("ipad10_5", "iPad Pro 10.5\"", 834, 1112, top: 20, bottom: 0),
        pad("ipad10_9rounded", "iPad Air 10.9\"", 820, 1180, top: 24, bottom: 20),
        pad("ipad11_0rounded", "iPad Pro 11\"", 834, 1194, top: 24, bottom: 20),
        pad("ipad12_9", "iPad Pro 12.9\"", 1024, 1366, top: 20, bottom: 0),
        pad("ipad12_9rounded", "iPad Pro 12.9\" (3rd generation)", 1024, 1366, top: 24, bottom: 20),
        DeviceProfile(id: "appleTV", model: "Apple TV", portraitSize: CGSize(width: 1920, height: 1080), scale: 1,
                      portraitTop: 60, portraitBottom: 60, landscapeSides: 90, landscapeBottom: 60,
                      regularWidthInLandscape: true, idiom: .tv),
    ]

    private static func phone(_ id: String, _ model: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat,
                              top: CGFloat, bottom: CGFloat, sides: CGFloat = 0, regular: Bool) -> DeviceProfile {
        DeviceProfile(id: id, model: model, portraitSize: CGSize(width: width, height: height), scale: scale,
                      portraitTop: top, portraitBottom: bottom, landscapeSides: sides, landscapeBottom: bottom > 0 ? 21 : 0,
                      regularWidthInLandscape: regular, idiom: .phone)
    }

    private static func pad(_ id: String, _ model: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat) -> DeviceProfile {
        DeviceProfile(id: id, model: model, portraitSize: CGSize(width: width, height: height), scale: 2,
                      portraitTop: top, portraitBottom: bottom, landscapeSides: 0, landscapeBottom: bottom,
                      regularWidthInLandscape: true, idiom: .pad)
    }
}
