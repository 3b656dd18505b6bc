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
            field.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            field.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            field.heightAnchor.constraint(equalToConstant: 44),
            button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
            button.leftAnchor.constraint(equalTo: field.leftAnchor),
            button.rightAnchor.constraint(equalTo: field.rightAnchor),
            button.heightAnchor.constraint(equalTo: field.heightAnchor),
        ])
        return root
    }
}
