import Foundation
import Mortar
import PlumbCore

extension LoginForm {
    /// Written with Mortar's operators.
    static func mortar() -> View {
        let (root, title, field, button) = views()
        root |+| [title, field, button]
        title.m_top |=| root.m_safeTop + 20
        title.m_centerX |=| root.m_centerX
        field.m_top |=| title.m_bottom + 16
        field.m_left |=| root.m_left + 20
        field.m_right |=| root.m_right - 20
        field.m_height |=| 44
        button.m_top |=| field.m_bottom + 12
        [button.m_left, button.m_right] |=| [field.m_left, field.m_right]
        button.m_height |=| field.m_height
        return root
    }
}
