import PlumbCore

/// PlumbCore's headless ``ViewController`` is a ``MortarViewController``: `self.m_safeTop`,
/// `self.m_safeRegion` and the legacy layout-guide attributes work inside its `viewDidLoad`.
///
/// ```swift
/// final class Screen: ViewController {
///     let title = View(name: "title")
///     override func viewDidLoad() {
///         view |+| title
///         title.m_top |=| self.m_safeTop + 8
///     }
/// }
/// ```
extension ViewController: MortarViewController {}
