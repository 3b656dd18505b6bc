import Foundation
import PackagePlugin

/// `swift package plumb-check [--target NAME…] [--json] [--quiet] [--pictures DIR] [FILE…]`: runs
/// `plumb check` on the given layout files, or on every `.xib`, `.storyboard` and `.layout.xml`
/// among the package's (or the named targets') source files; other flags go to `plumb check`
/// unchanged (paths relative to the package; `--baseline plumb-baseline.json` leaves out the
/// problems it records). Fails when `plumb check` finds a problem. (On macOS the plugin sandbox
/// lets `plumb` write only inside `.build`: `--pictures .build/plumb-pictures`; write a baseline
/// with `swift run plumb check . --write-baseline plumb-baseline.json`.)
@main
struct PlumbCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // Flags (`--json`, `--quiet`, `--tolerance 1`, …) go to `plumb check` as they are.
        let remaining = extractor.remainingArguments
        var flags: [String] = []
        var paths: [String] = []
        var index = remaining.startIndex
        while index < remaining.endIndex {
            let argument = remaining[index]
            if argument.hasPrefix("-") {
                flags.append(argument)
                if Self.optionsWithValues.contains(argument), remaining.index(after: index) < remaining.endIndex {
                    index = remaining.index(after: index)
                    // A pictures folder or a baseline file is relative to the package, as layout paths are.
                    let value = remaining[index]
                    flags.append(Self.pathOptions.contains(argument) && !value.hasPrefix("/")
                        ? context.package.directoryURL.appendingPathComponent(value).path : value)
                }
            } else {
                paths.append(argument)
            }
            index = remaining.index(after: index)
        }
        var files = paths.map { path -> String in
            path.hasPrefix("/") ? path : context.package.directoryURL.appendingPathComponent(path).path
        }
        if files.isEmpty {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            for case let target as SourceModuleTarget in targets {
                for file in target.sourceFiles where Self.isLayoutFile(file.url) {
                    files.append(file.url.path)
                }
            }
        }
        guard !files.isEmpty else {
            Diagnostics.remark("plumb-check: no .xib, .storyboard or .layout.xml files to check")
            return
        }
        let tool = try context.tool(named: "plumb")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + flags + files.sorted()
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("plumb check found problems (exit status \(process.terminationStatus))")
            throw PlumbCheckFailure(status: process.terminationStatus)
        }
    }

    /// `plumb check` options that take a value.
    static let optionsWithValues: Set<String> = ["--tolerance", "--device", "--size", "--orientation", "--pictures", "--picture-format",
                                                 "--baseline", "--write-baseline"]
    /// Options whose value is a path (taken relative to the package).
    static let pathOptions: Set<String> = ["--pictures", "--baseline", "--write-baseline"]

    static func isLayoutFile(_ url: URL) -> Bool {
        ["xib", "storyboard"].contains(url.pathExtension) || url.lastPathComponent.hasSuffix(".layout.xml")
    }
}
