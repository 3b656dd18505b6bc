// libFuzzer entry point for PlumbXML's XML entry points: the safe reader, the Interface Builder
// parser and lowering (with a layout pass), and the dialect reader with schema validation.
// Build and run: see Documentation/Fuzzing.md.
import Foundation
import PlumbXML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var limits = XMLLimits.default
    limits.maxBytes = 1 << 20
    var options = ImportOptions()
    options.limits = limits
    // Interface Builder or dialect, chosen by content as `plumb` does.
    if let document = try? XMLLayoutImporter.importBytes(bytes, file: "fuzz.xml", options: options) {
        for layout in document.layouts.prefix(8) where layout.views.count <= 400 {
            layout.layoutIfNeeded()
            _ = layout.frameReport()
        }
        _ = try? document.framesJSON()
        _ = try? document.framesText()
        // The check report prints solved frames, which a hostile file can push to any size.
        _ = document.check().lines
        // One input in four is laid out again at a size it does not record too: autoresizing
        // masks and re-wrapped labels (`RecordedTextWrap`) only run there.
        if size % 4 == 0 {
            var resized = options
            resized.size = CGSize(width: 320, height: 480)
            if let other = try? XMLLayoutImporter.importBytes(bytes, file: "fuzz.xml", options: resized) {
                for layout in other.layouts.prefix(8) where layout.views.count <= 400 { _ = layout.solvedFrames() }
            }
        }
    }
    // The dialect path directly, so its schema validation sees every input.
    _ = try? LayoutDialect.importBytes(bytes, file: "fuzz.layout.xml", options: options)
    return 0
}
