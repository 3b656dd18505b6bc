import Foundation
import PlumbCore

extension RootContext {
    /// Insets from the class table alone.
    mutating func computeTableInsets() {
        for view in views {
            alignmentInsets[view.index] = IBContentRules.alignmentInsets(view, platform: document.platform, toolsVersion: document.toolsNumber,
                                                                          macIdiom: document.rendersAsMac)
        }
    }

    /// Insets from the class table, refined by what the document's own constraints imply.
    mutating func computeAlignmentInsets(_ calibration: AlignmentCalibration) {
        for view in views {
            let table = IBContentRules.alignmentInsets(view, platform: document.platform, toolsVersion: document.toolsNumber,
                                                                          macIdiom: document.rendersAsMac)
            alignmentInsets[view.index] = calibration.insets(for: view, platform: document.platform, table: table)
        }
    }
}
