import Foundation
import PlumbCore

/// Insets by ``Edge``.
extension EdgeInsets {
    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .left: left
            case .bottom: bottom
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }
}
