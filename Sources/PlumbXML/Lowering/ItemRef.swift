import Foundation
import PlumbCore

/// An item a constraint refers to.
package enum ItemRef: Hashable {
    case view(String)
    case safeArea(String)
    case margins(String)
    case readableContent(String)
    case keyboard(String)
    case guide(String)
}
