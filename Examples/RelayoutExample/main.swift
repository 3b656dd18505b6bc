// A list that switches between a column and a two-column grid with Relayout.
// Run: swift run RelayoutExample
import Foundation
import PlumbCore
import Relayout

enum Arrangement { case column, grid }

let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
let tiles = (0..<6).map { i -> View in
    let v = View(name: "tile\(i)")
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    return v
}
var arrangement = Arrangement.column

let sizes = ListLayout(items: { _ in tiles }) { root, tile, _, _, _ in
    [tile.heightAnchor.constraint(equalToConstant: 60)]
}
let column = ListLayout(items: { _ in tiles }) { root, tile, index, previous, _ in
    [tile.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
     tile.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
     tile.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: index == 0 ? 16 : 8)]
}.when { _ in arrangement == .column }
let grid = ListLayout(items: { _ in tiles }) { root, tile, index, _, _ in
    let row = CGFloat(index / 2), left = index % 2 == 0
    return [tile.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -24),
            left ? tile.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16)
                 : tile.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
            tile.topAnchor.constraint(equalTo: root.topAnchor, constant: 16 + row * 68)]
}.when { _ in arrangement == .grid }

let viewLayout = ViewLayout(rootView: root, layouts: [sizes.identified(by: "size", numbered: true), column, grid])

for next in [Arrangement.column, .grid, .column] {
    arrangement = next
    let pass = viewLayout.layout()
    print("\(next): \(pass)")
    for tile in tiles { print("  \(tile)") }
}
