import ArgumentParser
import Foundation
import PlumbCore
import PlumbXML

/// `plumb ir FILE`: the canonical IR of each imported layout.
struct IRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ir",
        abstract: "Print the canonical IR of a .xib, .storyboard or .layout.xml.")

    @Argument(help: "The layout file.")
    var file: String

    @Option(help: "Only this scene (by name).")
    var scene: String?

    @Option(help: "text or json.")
    var format: IRFormat = .text

    @OptionGroup var layout: XMLLayoutOptions

    enum IRFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, json
    }

    func run() throws {
        let document = try XMLCommandSupport.importFile(file, options: layout.importOptions)
        let selections: [ImportedDocument.Selection]
        do {
            selections = try document.select(scene: scene)
        } catch {
            XMLCommandSupport.printError(error.description)
            throw ExitCode(2)
        }
        switch format {
        case .text:
            for selection in selections {
                print("# \(selection.name)")
                print(selection.layout.root.canonicalIR(format: .text), terminator: "")
            }
        case .json:
            let layouts = selections.map { selection in
                let ir = selection.layout.root.canonicalIR(format: .json).trimmingCharacters(in: .whitespacesAndNewlines)
                return "{\"name\":\(jsonString(selection.name)),\"ir\":\(ir)}"
            }
            print("{\"document\":\(jsonString(document.file)),\"layouts\":[\(layouts.joined(separator: ","))]}")
        }
    }

    private func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
