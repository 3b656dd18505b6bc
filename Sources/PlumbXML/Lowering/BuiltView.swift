import Foundation
import PlumbCore

/// One view made from a ``ViewSpec``, with what is needed to report on it.
package struct BuiltView {
    package var key: String
    package var objectID: String?
    package var view: View
    package var recorded: RecordedFrame?
    package var location: SourceLocation?
    /// The key of the superview (nil for the root).
    package var parentKey: String?
}
