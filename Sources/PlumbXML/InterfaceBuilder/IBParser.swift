import Foundation

/// Turns an ``XMLTree`` of an IB document into scenes, roots, views and constraints.
/// Collects errors (bad numbers, unknown attribute names, dangling ids) and warnings (unknown
/// elements, once per kind) instead of stopping at the first.
package struct IBParser {
    package struct Result {
        var platform: InterfaceBuilderDocument.Platform = .iOS
        var kind: InterfaceBuilderDocument.Kind = .xib
        var toolsVersion = ""
        var device: IBDevice?
        var scenes: [IBScene] = []
        var imageSizes: [String: CGSize] = [:]
        var designableSizes: [String: CGSize] = [:]
        var useSafeAreas = false
        var useTraitCollections = false
        var containers: [String: String] = [:]
    }

    let tree: XMLTree
    /// Problems that make the document unusable (it is not an IB document).
    package private(set) var fatal: [XMLDiagnostic] = []
    /// Problems the import recovers from (the constraint or value is ignored), reported as errors.
    package private(set) var errors: [XMLDiagnostic] = []
    package private(set) var warnings: [XMLDiagnostic] = []
    var platform: InterfaceBuilderDocument.Platform = .iOS
    var nextIndex = 0

    package init(tree: XMLTree) {
        self.tree = tree
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        errors.append(tree.diagnostic(.error, message, at: location))
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        warnings.append(tree.diagnostic(.warning, message, at: location))
    }

    package mutating func parse() -> Result {
        var result = Result()
        let document = tree.root
        if document.name == "archive", let type = document["type"], type.hasPrefix("com.apple.InterfaceBuilder") {
            // Xcode 4 and earlier wrote nibs as keyed archives (IBUIView, NSFrame strings):
            // no constraints IB would lay out, and not this format.
            let version = document["version"].map { " version \($0)" } ?? ""
            fatal.append(tree.diagnostic(.error, "'\(type)'\(version) is the legacy Interface Builder archive format (Xcode 4 and earlier, <archive> with IBUIView objects), which is not supported; open the file in Xcode and save it to convert it to the <document> format",
                                         at: document.location))
            return result
        }
        guard document.name == "document" else {
            fatal.append(tree.diagnostic(.error, "expected <document> as the root element of an Interface Builder file, found <\(document.name)>",
                                         at: document.location))
            return result
        }
        let type = document["type"] ?? ""
        let runtime = document["targetRuntime"] ?? ""
        if runtime == "watchKit" || type.contains(".WatchKit.") {
            // WatchKit interfaces arrange items in groups by WatchKit's own rules: no Auto Layout
            // constraints and no recorded frames, so there is nothing to solve or compare.
            warning("WatchKit interface (\(type.isEmpty ? runtime : type)): WatchKit lays out its items without Auto Layout and records no frames; nothing to solve or compare",
                    at: document.location(of: document["type"] != nil ? "type" : "targetRuntime"))
            result.kind = .storyboard
            result.toolsVersion = document["toolsVersion"] ?? ""
            return result
        }
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
            platform = .macOS
        } else if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") {
            platform = .tvOS
        } else if runtime.hasPrefix("iOS") || type.contains("CocoaTouch") {
            platform = .iOS
        } else {
            error("unknown document type '\(type)' (targetRuntime '\(runtime)'); expected an iOS, tvOS or macOS Interface Builder document; read as iOS",
                  at: document.location(of: "type"))
        }
        result.platform = platform
        result.kind = type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") || document.child(named: "scenes") != nil ? .storyboard : .xib
        result.toolsVersion = document["toolsVersion"] ?? ""
        result.useSafeAreas = document["useSafeAreas"] == "YES"
        result.useTraitCollections = document["useTraitCollections"] == "YES"
        if let device = document.child(named: "device") {
            result.device = IBDevice(id: device["id"] ?? "", landscape: device["orientation"] == "landscape",
                                     rendersAsMac: device["id"] == "mac" && device["renderMode"] == "macOS")
        }
        for resources in document.children(named: "resources") {
            for image in resources.children where image.name == "image" {
                if let name = image["name"], let width = number(image, "width"), let height = number(image, "height") {
                    result.imageSizes[name] = CGSize(width: width, height: height)
                }
            }
        }
        for designables in document.children(named: "designables") {
            for designable in designables.children(named: "designable") {
                if let name = designable["name"], let size = designable.child(named: "size", key: "intrinsicContentSize"),
                   let width = number(size, "width"), let height = number(size, "height") {
                    result.designableSizes[name] = CGSize(width: width, height: height)
                }
            }
        }
        if let objects = document.child(named: "objects") {
            let name = URL(fileURLWithPath: tree.file).deletingPathExtension().lastPathComponent
            result.scenes.append(parseObjects(objects, sceneID: nil, name: name, location: objects.location))
        }
        if let scenes = document.child(named: "scenes") {
            for scene in scenes.children(named: "scene") {
                result.containers.merge(containerRelationships(scene), uniquingKeysWith: { first, _ in first })
                guard let objects = scene.child(named: "objects") else { continue }
                let fallback = scene["sceneID"] ?? "scene \(result.scenes.count + 1)"
                let name = scene.comment?.trimmingCharacters(in: .whitespacesAndNewlines) ?? fallback
                result.scenes.append(parseObjects(objects, sceneID: scene["sceneID"], name: name, location: scene.location))
            }
        }
        reportUnknownElements(document)
        return result
    }

    /// `navigationController` → its root view controller (relationship segues), so a controller
    /// shown in a navigation or tab bar controller gets the simulated bars IB infers.
    private func containerRelationships(_ scene: XMLTreeElement) -> [String: String] {
        var result: [String: String] = [:]
        guard let objects = scene.child(named: "objects") else { return result }
        for controller in objects.children where IBVocabulary.controllers.contains(controller.name) {
            guard let connections = controller.child(named: "connections") else { continue }
            for segue in connections.children(named: "segue") where segue["kind"] == "relationship" {
                guard let destination = segue["destination"] else { continue }
                var container = controller.name
                if controller.name == "navigationController", let bar = controller.child(named: "navigationBar", key: "navigationBar"),
                   bar["translucent"] == "NO" {
                    container = "navigationController-opaque"
                }
                if controller.name == "navigationController", controller["navigationBarHidden"] == "YES" {
                    container = "navigationController-hidden"
                }
                if result[destination] == nil { result[destination] = container }
            }
        }
        return result
    }

    /// One `<objects>`: layout roots from top-level views, windows and controllers.
    private mutating func parseObjects(_ objects: XMLTreeElement, sceneID: String?, name: String, location: SourceLocation) -> IBScene {
        var roots: [IBLayoutRoot] = []
        // A xib's File's Owner with a `view` outlet makes that top-level view a controller's view.
        let owners = objects.children.filter { $0["placeholderIdentifier"] == "IBFilesOwner" || $0["id"] == "-2" }
        let ownedViews = Set(owners.flatMap { owner in
            (owner.child(named: "connections")?.children(named: "outlet") ?? []).filter { $0["property"] == "view" }.compactMap { $0["destination"] }
        })
        var sceneName = name
        for object in objects.children {
            // A window's or a view controller's own Touch Bar (`key="touchBar"`) holds item views too.
            if object.name != "touchBar", let bar = object.child(named: "touchBar", key: "touchBar") {
                roots += touchBarRoots(bar)
            }
            if object.name == "window" || object.name == "panel" {
                if let content = object.child(key: "contentView"), isView(content) {
                    let view = parseView(content, parentSize: nil, parentFlipped: true)
                    validateReferences(view, controllerGuides: [])
                    roots.append(IBLayoutRoot(view: view, role: .windowContent, controllerGuides: [], metrics: metrics(of: content),
                                              name: object["title"] ?? object["userLabel"] ?? view.displayName))
                }
            } else if IBVocabulary.controllers.contains(object.name) || object["sceneMemberID"] == "viewController" {
                let guides = controllerGuides(object)
                var controllerMetrics = metrics(of: object)
                if let rootElement = object.child(key: "view"), isView(rootElement) {
                    let view = parseView(rootElement, parentSize: nil, parentFlipped: true)
                    validateReferences(view, controllerGuides: guides)
                    let rootMetrics = metrics(of: rootElement)
                    controllerMetrics.freeform = controllerMetrics.freeform || rootMetrics.freeform
                    controllerMetrics.statusBarHidden = controllerMetrics.statusBarHidden || rootMetrics.statusBarHidden
                    let title = object["title"] ?? object.child(named: "navigationItem")?["title"]
                    let rootName = object["userLabel"] ?? title ?? object["customClass"] ?? object.name
                    if sceneID != nil, name == sceneID { sceneName = rootName }
                    var root = IBLayoutRoot(view: view, role: .controllerView(controller: object["id"] ?? ""),
                                            controllerGuides: guides, metrics: controllerMetrics, name: rootName)
                    root.isControllerView = true
                    roots.append(root)
                }
            } else if object.name == "touchBar" {
                roots += touchBarRoots(object)
            } else if isView(object) {
                let view = parseView(object, parentSize: nil, parentFlipped: true)
                validateReferences(view, controllerGuides: [])
                var root = IBLayoutRoot(view: view, role: .topLevel, controllerGuides: [], metrics: metrics(of: object),
                                        name: view.displayName)
                root.isControllerView = view.id.map(ownedViews.contains) ?? false
                roots.append(root)
            }
        }
        return IBScene(id: sceneID, name: sceneName, roots: roots, location: location)
    }

    /// The layout roots of an NSTouchBar: each item's view controller's view (a controller view,
    /// as in a storyboard) or the item's own view, through group items' nested touch bars. IB
    /// lays each item's view out on its own at its recorded size.
    private mutating func touchBarRoots(_ touchBar: XMLTreeElement) -> [IBLayoutRoot] {
        var roots: [IBLayoutRoot] = []
        for item in touchBar.child(named: "touchBarItems")?.children ?? [] {
            if let nested = item.child(named: "touchBar", key: "groupTouchBar") {
                roots += touchBarRoots(nested)
            } else if let controller = item.child(named: "viewController", key: "viewController"),
                      let rootElement = controller.child(key: "view"), isView(rootElement) {
                let view = parseView(rootElement, parentSize: nil, parentFlipped: true)
                validateReferences(view, controllerGuides: [])
                var root = IBLayoutRoot(view: view, role: .controllerView(controller: controller["id"] ?? ""), controllerGuides: [],
                                        metrics: metrics(of: controller),
                                        name: controller["userLabel"] ?? controller["customClass"] ?? item["customizationLabel"] ?? view.displayName)
                root.isControllerView = true
                roots.append(root)
            } else if let element = item.child(key: "view"), isView(element) {
                let view = parseView(element, parentSize: nil, parentFlipped: true)
                validateReferences(view, controllerGuides: [])
                roots.append(IBLayoutRoot(view: view, role: .topLevel, controllerGuides: [], metrics: metrics(of: element),
                                          name: item["customizationLabel"] ?? view.displayName))
            }
        }
        return roots
    }

    private func controllerGuides(_ controller: XMLTreeElement) -> [IBLayoutGuide] {
        guard let guides = controller.child(named: "layoutGuides") else { return [] }
        return guides.children(named: "viewControllerLayoutGuide").compactMap { guide in
            guard let id = guide["id"] else { return nil }
            return IBLayoutGuide(kind: guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide, id: id, location: guide.location)
        }
    }

    private func metrics(of element: XMLTreeElement) -> IBSimulatedMetrics {
        var metrics = IBSimulatedMetrics()
        for child in element.children {
            switch (child.name, child["key"]) {
            case (_, "simulatedTopBarMetrics") where child.name != "nil":
                metrics.topBar = .init(kind: child.name, translucent: child["translucent"] != "NO")
                metrics.prompted = child["prompted"] == "YES"
            case (_, "simulatedBottomBarMetrics") where child.name != "nil":
                metrics.bottomBar = .init(kind: child.name, translucent: child["translucent"] != "NO")
            case ("nil", "simulatedStatusBarMetrics"):
                metrics.statusBarHidden = true
            case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"):
                if child["statusBarHidden"] == "YES" { metrics.statusBarHidden = true }
            case ("freeformSimulatedSizeMetrics", _):
                metrics.freeform = true
            case ("simulatedMetricsContainer", _):
                for inner in child.children where inner.name == "simulatedStatusBarMetrics" && inner["statusBarHidden"] == "YES" {
                    metrics.statusBarHidden = true
                }
            default:
                break
            }
        }
        return metrics
    }

    /// Whether an element is a view: it has a frame, or it is a known view class with an id.
    func isView(_ element: XMLTreeElement) -> Bool {
        if element.child(named: "rect", key: "frame") != nil || element.child(named: "frame", key: "frameInset") != nil {
            return true
        }
        return IBVocabulary.views.contains(element.name) && element["id"] != nil && element.name != "window"
    }

    /// A number attribute; a malformed value is an error naming what was expected.
    mutating func number(_ element: XMLTreeElement, _ attribute: String) -> Double? {
        guard let text = element[attribute] else { return nil }
        guard let value = Self.parseNumber(text) else {
            error("expected a number for '\(attribute)', found '\(text)'", at: element.location(of: attribute))
            return nil
        }
        return value
    }

    static func parseNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// Lists elements outside the vocabulary, once per kind, at their first occurrence.
    private mutating func reportUnknownElements(_ root: XMLTreeElement) {
        var tally: [String: (count: Int, first: SourceLocation)] = [:]
        func walk(_ element: XMLTreeElement) {
            if !IBVocabulary.isKnown(element.name) {
                if let entry = tally[element.name] {
                    tally[element.name] = (entry.count + 1, entry.first)
                } else {
                    tally[element.name] = (1, element.location)
                }
            }
            for child in element.children { walk(child) }
        }
        walk(root)
        for (name, entry) in tally.sorted(by: { $0.value.first < $1.value.first }) {
            let times = entry.count == 1 ? "once" : "\(entry.count) times"
            warning("unknown element <\(name)> ignored (\(times) in this file)", at: entry.first)
        }
    }
}
