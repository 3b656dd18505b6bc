// Tiles that switch between a column and a two-column grid with Relayout
// (Sources/PlumbExamples/RelayoutTilesScreen.swift). Run: swift run RelayoutExample
import Foundation
import PlumbCore
import PlumbExamples

let screen = RelayoutTilesScreen(size: CGSize(width: 320, height: 480))
for next in [RelayoutTilesScreen.Arrangement.column, .grid, .column] {
    screen.arrangement = next
    let pass = screen.layout()
    print("\(next): \(pass)")
    for tile in screen.tiles { print("  \(tile)") }
}
