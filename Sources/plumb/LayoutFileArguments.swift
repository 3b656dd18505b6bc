import Foundation

/// The files a command's arguments name: a file as given, a folder as every `.xib`,
/// `.storyboard` and `.layout.xml` below it, sorted by path (hidden folders such as `.git` and
/// `.build` left out), so `plumb check .` checks a whole project in a stable order.
///
/// ```swift
/// let expanded = LayoutFileArguments.expand(["App/", "Extra.xib"])
/// expanded.files    // ["App/Base.lproj/Main.storyboard", "App/Views/Cell.xib", "Extra.xib"]
/// expanded.empty    // folders without a layout file (kept in `files`, to be reported)
/// ```
enum LayoutFileArguments {
    /// The suffixes of the layout files a folder contributes.
    static let suffixes = [".xib", ".storyboard", ".layout.xml"]

    static func expand(_ arguments: [String], fileManager: FileManager = .default) -> (files: [String], empty: [String]) {
        var files: [String] = [], empty: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(argument)   // a file, or a path the import reports as unreadable
                continue
            }
            let found = layoutFiles(in: argument, fileManager: fileManager)
            if found.isEmpty { empty.append(argument) }
            files += found.isEmpty ? [argument] : found   // an empty folder stays, to be reported
        }
        return (files, empty)
    }

    /// The layout files below a folder, as paths that start with the folder as given.
    static func layoutFiles(in folder: String, fileManager: FileManager) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = fileManager.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard suffixes.contains(where: { name.hasSuffix($0) }) else { continue }
            // `plumb check .` names files as `App/Main.storyboard`, not `./App/Main.storyboard`.
            let path = base.isEmpty ? "/" + relative : base == "." ? relative : base + "/" + relative
            var isFolder: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { found.append(path) }
        }
        // Byte order of the UTF-8 paths: the same on every machine, whatever the locale.
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
