// Tiles that switch between a column and a two-column grid with Relayout.
import Foundation
import PlumbCore
import Relayout

/// The Relayout example: six tiles arranged as a column or a grid, re-laid out incrementally.
public final class RelayoutTilesScreen {
    /// The two arrangements.
    public enum Arrangement: Sendable { case column, grid }

    /// The root view.
    public let root: View
    /// The tiles, in order.
    public let tiles: [View]
    /// The current arrangement; call ``layout()`` after changing it.
    public var arrangement = Arrangement.column
    private var viewLayout: ViewLayout!

    /// Builds the tiles in a root of the given size.
    public init(size: CGSize, rightToLeft: Bool = false) {
        root = View(frame: CGRect(origin: .zero, size: size), name: "root")
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let root = self.root
        tiles = (0..<6).map { i -> View in
            let v = View(name: "tile\(i)")
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        let tiles = self.tiles
        let sizes = ListLayout(items: { _ in tiles }) { _, tile, _, _, _ in
            [tile.heightAnchor.constraint(equalToConstant: 60)]
        }
        let column = ListLayout(items: { _ in tiles }) { root, tile, index, previous, _ in
            [tile.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
             tile.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
             tile.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: index == 0 ? 16 : 8)]
        }.when { [unowned self] _ in arrangement == .column }
        let grid = ListLayout(items: { _ in tiles }) { root, tile, index, _, _ in
            let row = CGFloat(index / 2), first = index % 2 == 0
            return [tile.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -24),
                    first ? tile.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
                          : tile.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    tile.topAnchor.constraint(equalTo: root.topAnchor, constant: 16 + row * 68)]
        }.when { [unowned self] _ in arrangement == .grid }
        viewLayout = ViewLayout(rootView: root, layouts: [sizes.identified(by: "size", numbered: true), column, grid])
    }

    /// Applies the layouts for the current arrangement (only differing constraints change) and solves.
    @discardableResult
    public func layout() -> LayoutPass { viewLayout.layout() }
}
