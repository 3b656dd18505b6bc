import Foundation

/// A headless view controller, as UIKit's `UIViewController`: it owns a root view (loaded on
/// first use), children for containment, and is found from any view of its tree by
/// ``View/owningViewController``.
///
/// ```swift
/// final class Profile: ViewController {
///     override func viewDidLoad() {
///         let title = View(name: "title")
///         view.addSubview(title)
///     }
/// }
/// let screen = ViewController(name: "screen")
/// let profile = Profile(name: "profile")
/// screen.addChild(profile)                 // calls profile.willMove(toParent: screen)
/// screen.view.addSubview(profile.view)
/// profile.didMove(toParent: screen)        // the container calls this, as in UIKit
/// ```
open class ViewController {
    /// A name for diagnostics; the loaded root view is named after it.
    public var name: String?
    private var loadedView: View?
    /// The controllers contained by this one, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The containing controller.
    public private(set) weak var parent: ViewController?

    /// Creates a controller; its view is loaded on first access.
    ///
    /// ```swift
    /// let vc = ViewController(name: "settings")
    /// vc.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// ```
    public required init(name: String? = nil) {
        self.name = name
    }

    /// The root view, loaded by ``loadView()`` then ``viewDidLoad()`` on first access. Setting
    /// it replaces the root view.
    ///
    /// ```swift
    /// vc.view.addSubview(title)
    /// ```
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let v = loadedView ?? View(name: name ?? "view")
            install(v)
            viewDidLoad()
            return v
        }
        set { install(newValue) }
    }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The loaded view, without loading it (`nil` before first use).
    public var viewIfLoaded: View? { loadedView }

    /// Creates the root view: override and assign ``view``; the default makes a plain view
    /// named after the controller.
    ///
    /// ```swift
    /// override func loadView() { view = StackView(name: "list") }
    /// ```
    open func loadView() {
        install(View(name: name ?? "view"))
    }

    /// Called once after the root view is loaded.
    ///
    /// ```swift
    /// override func viewDidLoad() { view.addSubview(header) }
    /// ```
    open func viewDidLoad() {}

    /// The root view's safe-area guide.
    ///
    /// ```swift
    /// title.topAnchor.constraint(equalTo: vc.safeAreaLayoutGuide.topAnchor)
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide { view.safeAreaLayoutGuide }

    /// Adds a child controller (removing it from its old parent first) and calls its
    /// ``willMove(toParent:)``. Add its view to the hierarchy, then call its
    /// ``didMove(toParent:)``.
    ///
    /// ```swift
    /// parent.addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)
    /// ```
    public func addChild(_ child: ViewController) {
        guard child !== self, !child.isAncestor(of: self) else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (its view stays where it is, as UIKit).
    ///
    /// ```swift
    /// child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()
    /// ```
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    ///
    /// ```swift
    /// override func willMove(toParent parent: ViewController?) { log.append("will \(parent?.name ?? "nil")") }
    /// ```
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller moved to a parent (by the container) or was removed.
    ///
    /// ```swift
    /// override func didMove(toParent parent: ViewController?) { log.append("did \(parent?.name ?? "nil")") }
    /// ```
    open func didMove(toParent parent: ViewController?) {}

    private func install(_ v: View) {
        loadedView?.hostingController = nil
        loadedView = v
        v.hostingController = self
    }

    private func isAncestor(of other: ViewController) -> Bool {
        var p = other.parent
        while let c = p {
            if c === self { return true }
            p = c.parent
        }
        return false
    }
}
