import ArgumentParser
import Foundation
import PlumbXML

/// `plumb render FILE`: imports an Interface Builder file or a `.layout.xml`, solves it and
/// prints the frames (text or JSON) or a wireframe (SVG or PNG).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a .xib, .storyboard or .layout.xml and print its frames or a wireframe (SVG or PNG).")

    @Argument(help: "The layout file.")
    var file: String

    @Option(help: "Only this scene (by name).")
    var scene: String?

    @OptionGroup var layout: XMLLayoutOptions

    @Option(help: "text, json, svg or png.")
    var format: XMLRenderFormat = .text

    @Option(help: "Pixels per point of a PNG wireframe.")
    var scale: Double = 2

    @Option(name: .shortAndLong, help: "Write here instead of standard output.")
    var output: String?

    func run() throws {
        let document = try XMLCommandSupport.importFile(file, options: layout.importOptions)
        for diagnostic in document.warnings + document.errors { XMLCommandSupport.printError(diagnostic.description) }
        do {
            switch format {
            case .text: try XMLCommandSupport.emit(try document.framesText(scene: scene), to: output)
            case .json: try XMLCommandSupport.emit(try document.framesJSON(scene: scene), to: output)
            case .svg: try XMLCommandSupport.emit(XMLCommandSupport.svg(try document.select(scene: scene), file: document.file), to: output)
            case .png:
                let png = XMLCommandSupport.png(try document.select(scene: scene), file: document.file, scale: scale)
                try XMLCommandSupport.emit(bytes: png, to: output)
            }
            // Frames that overflowed to nan or inf are printed as they are, with a word on why.
            for selection in try document.select(scene: scene) {
                guard let note = selection.layout.overflowNote() else { continue }
                XMLCommandSupport.printError("\(document.file): warning: in '\(selection.name)', \(note)")
            }
        } catch let error as XMLImportError {
            XMLCommandSupport.printError(error.description)
            throw ExitCode(2)
        }
    }
}
