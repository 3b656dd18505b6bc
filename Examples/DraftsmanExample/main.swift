// A small screen planned with Draftsman (Sources/PlumbExamples/DraftsmanProfileScreen.swift),
// laid out headless, frames printed; then a view controller hosting a child controller, and a
// self-planning table cell measured at a table's width. Run: swift run DraftsmanExample
import Draftsman
import Foundation
import PlumbCore
import PlumbExamples

let log = PlanLog()
let root = DraftsmanProfileScreen.make(size: CGSize(width: 375, height: 812), log: log)
print("Planned \(log.plans.first?.constraints.count ?? 0) constraints, \(log.errors.count) errors.")
root.layoutIfNeeded()
for view in root.subtree {
    print(view)
}

/// A screen controller whose plan holds a child controller (contained with addChild/didMove).
final class PlayerScreen: ViewController, Planned {
    let planLog = PlanLog()
    let header = View(name: "header")
    let player = ViewController(name: "player")
    @LayoutPlan var viewPlan: any ViewPlan {
        header.plan.at(.fullTop, .equal, to: .safeArea).height(.equalTo(56))
        player.plan
            .top(.equal, to: .bottom(of: .previous))
            .at(.fullBottom, .equal, to: .safeArea)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        applyPlan(.startClean, delegate: planLog)
    }
}

let screen = PlayerScreen(name: "screen")
screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
screen.view.layoutIfNeeded()
print("\nchildren of screen: \(screen.children.map { $0.name ?? "?" })")
for view in screen.view.subtree {
    print(view)
}

/// A table cell that plans its content on first use.
final class TitleCell: TableFragmentCell {
    let title = View(name: "title")
    @LayoutPlan override var viewPlan: any ViewPlan {
        title.plan.edges(.equalTo(12), to: .parent).height(.equalTo(20))
    }
}

let cell = TitleCell(reuseIdentifier: "title", name: "cell")
cell.planDelegate = log
print("\ncell size at width 375: \(cell.cellSizeFitting(CGSize(width: 375, height: 0)))")
let ok = log.errors.isEmpty && screen.planLog.errors.isEmpty && root.layoutDiagnostics.isEmpty && screen.view.layoutDiagnostics.isEmpty
exit(ok ? 0 : 1)
