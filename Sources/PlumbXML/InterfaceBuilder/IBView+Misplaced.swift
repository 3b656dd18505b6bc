extension IBView {
    /// Whether IB marks the recorded frame stale (`misplaced="YES"`: Xcode's "frame will be
    /// different at run time" warning). Such a frame is not evidence of where the view's edges
    /// belong.
    package var isMarkedMisplaced: Bool { attributes["misplaced"] == "YES" }
}
