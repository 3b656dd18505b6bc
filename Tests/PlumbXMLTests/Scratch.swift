import Testing
import Foundation
@testable import PlumbXML

@Test func scratchCorpus() throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/corpus")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    for f in files {
        do {
            let doc = try InterfaceBuilderDocument(contentsOf: dir.appendingPathComponent(f))
            let roots = doc.scenes.flatMap(\.roots)
            let views = roots.flatMap { $0.view.allViews }
            print(f, doc.platform, doc.kind, doc.deviceID ?? "-", "scenes", doc.scenes.count, "roots", roots.count, "views", views.count, "constraints", views.map(\.constraints.count).reduce(0,+))
            for w in doc.warnings { print("   ", w.header) }
        } catch {
            print(f, "ERROR", error)
        }
    }
}
