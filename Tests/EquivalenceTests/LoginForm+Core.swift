import Foundation
import PlumbCore

extension LoginForm {
    /// Written with PlumbCore's anchors.
    static func core() -> View {
        let (root, title, field, button) = views()
        for v in [title, field, button] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            title.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            field.heightAnchor.constraint(equalToConstant: 44),
            button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
            button.leadingAnchor.constraint(equalTo: field.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: field.trailingAnchor),
            button.heightAnchor.constraint(equalTo: field.heightAnchor),
        ])
        return root
    }
}
