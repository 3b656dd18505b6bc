import Foundation
import PlumbCore

/// The bundled example screens, one per frontend; `plumb demo --example NAME` shows them.
///
/// ```swift
/// let root = ExampleScreen.mortar.make(size: CGSize(width: 390, height: 844))
/// root.layoutIfNeeded()
/// ```
public enum ExampleScreen: String, CaseIterable, Sendable {
    /// The profile screen written with PlumbCore's anchors and stack views.
    case core
    /// The profile screen written with Mortar and MortarVFL.
    case mortar
    /// A screen planned with Draftsman.
    case draftsman
    /// Tiles arranged by Relayout (shown in its grid arrangement).
    case relayout

    /// Builds the example's tree for a window size, ready for `layoutIfNeeded()`.
    public func make(size: CGSize, rightToLeft: Bool = false) -> View {
        switch self {
        case .core:
            return CoreProfileScreen.make(size: size, rightToLeft: rightToLeft)
        case .mortar:
            let screen = ProfileScreen(size: size, rightToLeft: rightToLeft)
            screen.viewDidLoad()
            return screen.view
        case .draftsman:
            return DraftsmanProfileScreen.make(size: size, rightToLeft: rightToLeft)
        case .relayout:
            let screen = RelayoutTilesScreen(size: size, rightToLeft: rightToLeft)
            screen.arrangement = .grid
            screen.layout()
            return screen.root
        }
    }
}
