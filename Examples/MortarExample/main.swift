// `swift run MortarExample [WIDTH HEIGHT] [--rtl]`: lays out the Mortar profile screen
// (Sources/PlumbExamples/MortarProfileScreen.swift) and prints the frames, then the canonical IR.
import Foundation
import Mortar
import PlumbCore
import PlumbExamples

let arguments = CommandLine.arguments.dropFirst().compactMap { Double($0) }
let size = arguments.count == 2 ? CGSize(width: arguments[0], height: arguments[1]) : CGSize(width: 390, height: 844)

let screen = ProfileScreen(size: size, rightToLeft: CommandLine.arguments.contains("--rtl"))
let (_, errors) = MortarDiagnostics.collecting { screen.viewDidLoad() }
for error in errors { print("error: \(error)") }

screen.view.layoutIfNeeded()
for view in screen.view.subtree {
    let f = view.frame
    print("\(view.itemName): x \(f.minX) y \(f.minY) w \(f.width) h \(f.height)")
}
for guide in screen.view.layoutGuides {
    let f = guide.layoutFrame
    print("\(guide.itemName): x \(f.minX) y \(f.minY) w \(f.width) h \(f.height)")
}
print()
print(screen.view.canonicalIR(format: .text), terminator: "")
exit(errors.isEmpty && screen.view.layoutDiagnostics.isEmpty ? 0 : 1)
