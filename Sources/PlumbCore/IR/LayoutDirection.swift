/// The direction text runs in, which decides what leading and trailing mean.
///
/// ```swift
/// root.semanticContentAttribute = .forceRightToLeft
/// root.effectiveUserInterfaceLayoutDirection   // .rightToLeft
/// ```
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// A view's preference for the layout direction of its subtree, as UIKit's.
///
/// `.unspecified` inherits the superview's effective direction (the root's default is left to
/// right); `.playback` and `.spatial` always lay out left to right.
public enum SemanticContentAttribute: Int, Sendable {
    /// Inherit from the superview.
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Directional controls: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
