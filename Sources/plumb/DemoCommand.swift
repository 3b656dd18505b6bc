import ArgumentParser
import Foundation
import PlumbCore
import PlumbExamples
import PlumbRender

/// `plumb demo`: lays out the bundled example screen, prints its frames and writes an SVG.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out a bundled example screen, print its frames and write an SVG wireframe.")

    @Option(help: "Which example: \(ExampleScreen.allCases.map(\.rawValue).joined(separator: ", ")).")
    var example: ExampleScreen = .core

    @Option(help: "The window size, WxH.")
    var size: WindowSize = WindowSize(width: 390, height: 844)

    @Option(help: "What to print: text, json, svg, png, ir or linear-system.")
    var format: OutputFormat = .text

    @Option(name: [.short, .customLong("svg")], help: "Where to write the SVG wireframe (with --format text).")
    var svgPath: String = "plumb-demo.svg"

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Draw the constraints in the SVG wireframe too.")
    var constraints = false

    var svgRenderer: SVGRenderer {
        SVGRenderer(showsConstraints: constraints, title: "plumb demo --example \(example.rawValue) — \(size)", showsAmbiguity: true)
    }

    func run() throws {
        let root = example.make(size: size.cgSize, rightToLeft: rtl)
        root.layoutIfNeeded()
        let diagnostics = root.layoutDiagnostics
        switch format {
        case .text:
            print(TextRenderer().render(root), terminator: "")
            let svg = svgRenderer.render(root)
            try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
            print("wrote \(svgPath)")
        case .json: print(JSONRenderer().render(root), terminator: "")
        case .svg: print(svgRenderer.render(root), terminator: "")
        case .png:
            let png = PNGRenderer(showsConstraints: constraints, title: "plumb demo --example \(example.rawValue) — \(size)",
                                  showsAmbiguity: true).render(root)
            try XMLCommandSupport.emit(bytes: png, to: nil)
        case .ir: print(root.canonicalIR(format: .text), terminator: "")
        case .linearSystem: print(root.linearSystem(), terminator: "")
        }
        if !diagnostics.isEmpty {
            FileHandle.standardError.write(Data((diagnostics.description + "\n").utf8))
            throw ExitCode(1)
        }
    }
}

extension ExampleScreen: ExpressibleByArgument {}
