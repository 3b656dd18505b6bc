// A small screen planned with Draftsman: a stacked header, a card that plans its own content
// (a `FragmentView`) and a footer on the safe area.
import Draftsman
import Foundation
import PlumbCore

/// A card that plans its own content: an avatar and a label beside it.
public final class ProfileCard: FragmentView {
    /// The avatar, 48 pt square.
    public let avatar = View(name: "avatar")
    /// The label beside the avatar.
    public let label = View(name: "label")

    /// The card's content plan.
    @LayoutPlan public override var viewPlan: any ViewPlan {
        avatar.plan
            .size(.equalTo(CGSize(width: 48, height: 48)))
            .at(.topLeft, .equalTo(12), to: .parent)
            .bottom(.equalTo(12), to: .parent)
        label.plan
            .at(.rightOf(avatar), .equalTo(12))
            .centerY(.equal, to: avatar.centerYAnchor)
            .right(.equalTo(12), to: .parent)
            .height(.equalTo(20))
    }
}

/// The Draftsman example screen.
public enum DraftsmanProfileScreen {
    /// Plans the screen into a new root; `log` collects what was planned and any errors.
    public static func make(size: CGSize, rightToLeft: Bool = false, log: PlanLog = PlanLog()) -> View {
        let root = View(frame: CGRect(origin: .zero, size: size), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let card = ProfileCard(name: "card")
        let title = View(name: "title"), subtitle = View(name: "subtitle")
        let footer = View(name: "footer")
        root.planContent(withDelegate: log) {
            StackView(axis: .vertical, spacing: 8, name: "header").plan
                .horizontal(.equalTo(16), to: .safeArea)
                .top(.equalTo(16), to: .safeArea)
                .insertStacked {
                    title.plan.height(.equalTo(34))
                    subtitle.plan.height(.equalTo(20))
                }
            card.plan
                .top(.equalTo(24), to: .bottom(of: .previous))
                .horizontal(.equalTo(16), to: .safeArea)
            footer.plan
                .at(.fullBottom, .equal, to: .safeArea)
                .height(.equalTo(60))
        }
        return root
    }
}
