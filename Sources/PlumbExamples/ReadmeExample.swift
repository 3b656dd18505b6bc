import Foundation
import PlumbCore

/// The README's short example, compiled and run by `ExamplesTests`, which also checks that the
/// README shows exactly the code between the markers below — so the snippet cannot rot.
public enum ReadmeExample {
    /// Runs the snippet; `print` receives what it prints.
    ///
    /// ```swift
    /// var lines: [String] = []
    /// ReadmeExample.run { lines.append("\($0)") }
    /// ```
    public static func run(print: (Any) -> Void) {
        // README:BEGIN
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let title = Label(text: "Welcome back", name: "title")
        title.font = .boldSystemFont(ofSize: 20)
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        ])
        root.layoutIfNeeded()
        print(title)                                // root/title (8, 55, 136, 24)
        print(root.canonicalIR(format: .text))      // the canonical IR, implicit constraints included
        // README:END
    }
}
