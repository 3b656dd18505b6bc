import Foundation

extension View {
    /// The insets of the area not covered by bars, notches and home indicators.
    ///
    /// Set them on the root (the window); every view below gets its own, the part of the root's
    /// safe area its frame overlaps, after a layout pass.
    ///
    /// ```swift
    /// root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// ```
    public var safeAreaInsets: EdgeInsets {
        get { superview == nil ? rootSafeAreaInsets : solvedSafeAreaInsets }
        set { rootSafeAreaInsets = newValue; setNeedsLayout() }
    }

    /// Whether the view shows its subviews scrolled below its own top safe-area inset, as a
    /// table view whose `contentInsetAdjustmentBehavior` is automatic does at rest
    /// (default `false`). The subviews' frames stay content coordinates, measured from the view's
    /// top; their safe areas are measured where they show on screen, that inset further down.
    ///
    /// ```swift
    /// table.insetsContentBySafeArea = true
    /// root.layoutIfNeeded()
    /// cell.safeAreaInsets.top   // 0 for a cell at y = 28 under a 64-pt bar, not 36
    /// ```
    public var insetsContentBySafeArea: Bool {
        get { flags.insetsContentBySafeArea }
        set { flags.insetsContentBySafeArea = newValue; setNeedsLayout() }
    }

    /// The keyboard's frame in the root's coordinates, or `nil` when no keyboard is shown. Set it
    /// on the root; every ``keyboardLayoutGuide`` follows.
    ///
    /// ```swift
    /// root.keyboardFrame = CGRect(x: 0, y: 476, width: 375, height: 336)
    /// ```
    public var keyboardFrame: CGRect? {
        get { rootView.rootKeyboardFrame }
        set { rootView.rootKeyboardFrame = newValue; rootView.setNeedsLayout() }
    }
}
