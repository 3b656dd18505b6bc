import Foundation
import PlumbCore

/// The values IB supplies that the file does not state: the root's safe-area insets, each view's
/// layout margins and the old top/bottom guide lengths.
struct IBEnvironment {
    var safeArea: EdgeInsets = .zero
    /// Margins to set, per view index (views not listed keep PlumbCore's default of 8).
    var margins: [Int: EdgeInsets] = [:]
    var topGuideLength: CGFloat = 0
    var bottomGuideLength: CGFloat = 0
}
