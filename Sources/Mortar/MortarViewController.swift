import PlumbCore

/// A headless stand-in for a view controller: anything with a root `view`. Conforming gives
/// `self.m_safeTop`, `self.m_safeRegion`, `self.m_topLayoutGuideBottom` … as in the seeds'
/// `UIViewController` examples. The legacy top/bottom layout guides are modelled as guides
/// between the root view's edges and its safe area (the bars' heights are the safe-area insets).
///
/// ```swift
/// final class Screen: MortarViewController {
///     let view = View(name: "root")
///     let title = View(name: "title")
///     func viewDidLoad() {
///         view |+| title
///         title.m_top |<| self.m_safeTop
///         title.m_centerX |=| self.m_safeRegion
///     }
/// }
/// ```
public protocol MortarViewController: AnyObject {
    /// The root view.
    var view: View { get }
}

extension MortarViewController {
    /// The top of the root view's safe area.
    public var m_safeTop: MortarAttribute { view.m_safeTop }
    /// The bottom of the root view's safe area.
    public var m_safeBottom: MortarAttribute { view.m_safeBottom }
    /// The leading edge of the root view's safe area.
    public var m_safeLeading: MortarAttribute { view.m_safeLeading }
    /// The trailing edge of the root view's safe area.
    public var m_safeTrailing: MortarAttribute { view.m_safeTrailing }
    /// The root view's safe region (see `View.m_safeRegion`).
    public var m_safeRegion: LayoutGuide { view.m_safeRegion }
    /// The root view's visible region (see `View.m_visibleRegion`).
    public var m_visibleRegion: LayoutGuide { view.m_visibleRegion }
    /// The top of the legacy top layout guide.
    public var m_topLayoutGuideTop: MortarAttribute { view.m_topLayoutGuideTop }
    /// The bottom of the legacy top layout guide.
    public var m_topLayoutGuideBottom: MortarAttribute { view.m_topLayoutGuideBottom }
    /// The top of the legacy bottom layout guide.
    public var m_bottomLayoutGuideTop: MortarAttribute { view.m_bottomLayoutGuideTop }
    /// The bottom of the legacy bottom layout guide.
    public var m_bottomLayoutGuideBottom: MortarAttribute { view.m_bottomLayoutGuideBottom }
}
