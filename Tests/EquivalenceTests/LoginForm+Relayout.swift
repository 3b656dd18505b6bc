import Foundation
import PlumbCore
import Relayout

extension LoginForm {
    /// Written as Relayout layouts, applied by a `ViewLayout`.
    static func relayout() -> View {
        let (root, title, field, button) = views()
        for v in [title, field, button] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let header = Layout { root in
            [title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
             title.centerXAnchor.constraint(equalTo: root.centerXAnchor)]
        }
        let form = Layout { root in
            [field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
             field.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
             field.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
             field.heightAnchor.constraint(equalToConstant: 44),
             button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
             button.leftAnchor.constraint(equalTo: field.leftAnchor),
             button.rightAnchor.constraint(equalTo: field.rightAnchor),
             button.heightAnchor.constraint(equalTo: field.heightAnchor)]
        }
        let layout = ViewLayout(rootView: root, layouts: [header, form])
        layout.solvesAfterLayout = false
        layout.layout()
        return root
    }
}
