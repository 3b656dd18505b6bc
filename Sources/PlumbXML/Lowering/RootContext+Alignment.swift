import Foundation
import PlumbCore

extension RootContext {
    mutating func computeAlignmentInsets() {
        for view in views {
            alignmentInsets[view.index] = IBContentRules.alignmentInsets(view, platform: document.platform)
        }
    }
}
