import Foundation

/// What a fitting engine solves for: the target size and the priority at which each axis
/// holds to it (required pins it; `fittingSizeLevel` only pulls).
struct FittingTarget {
    var size: CGSize
    var horizontalPriority: Double
    var verticalPriority: Double

    init(size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.size = size
        // Edit variables sit below required; a required axis holds just under it, as the window does.
        horizontalPriority = min(Double(horizontal.rawValue), EnginePriority.window)
        verticalPriority = min(Double(vertical.rawValue), EnginePriority.window)
    }
}
