import Foundation
import PlumbCore

/// A layout guide the importer adds to a view.
package struct GuideSpec {
    package var key: String
    package var owner: String
    package var identifier: String
}
