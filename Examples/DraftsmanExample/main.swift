// A small screen planned with Draftsman, laid out headless, frames printed.
// Run: swift run DraftsmanExample
import Foundation
import PlumbCore
import Draftsman

/// A card that plans its own content.
final class ProfileCard: FragmentView {
    let avatar = View(name: "avatar")
    let label = View(name: "label")

    @LayoutPlan override var viewPlan: any ViewPlan {
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

let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "root")
root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
let card = ProfileCard(name: "card")
let title = View(name: "title"), subtitle = View(name: "subtitle")
let footer = View(name: "footer")
let log = PlanLog()

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

print("Planned \(log.plans.first?.constraints.count ?? 0) constraints, \(log.errors.count) errors.")
root.layoutIfNeeded()
for view in root.subtree {
    print(view)
}
