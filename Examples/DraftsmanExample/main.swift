// A small screen planned with Draftsman (Sources/PlumbExamples/DraftsmanProfileScreen.swift),
// laid out headless, frames printed. Run: swift run DraftsmanExample
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
exit(log.errors.isEmpty && root.layoutDiagnostics.isEmpty ? 0 : 1)
