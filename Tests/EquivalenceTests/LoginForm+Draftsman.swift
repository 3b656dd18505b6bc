import Draftsman
import Foundation
import PlumbCore

extension LoginForm {
    /// Written with Draftsman's planner (every constraint required, as in the other versions).
    static func draftsman() -> View {
        let (root, title, field, button) = views()
        root.planContent(automaticPriority: .required) {
            title.plan
                .top(.equalTo(20), to: .safeArea)
                .centerX(.equal, to: .parent)
            field.plan
                .top(.equalTo(16), to: title.bottomAnchor)
                .left(.equalTo(20), to: .parent)
                .right(.equalTo(20), to: .parent)
                .height(.equalTo(44))
            button.plan
                .top(.equalTo(12), to: field.bottomAnchor)
                .left(.equal, to: field.leftAnchor)
                .right(.equal, to: field.rightAnchor)
                .height(.equalTo(field.heightAnchor))
        }
        return root
    }
}
