import Foundation
import PlumbCore

/// Reads a schema-valid dialect tree into a ``LayoutSpec``, checking what the schema cannot:
/// dangling ids, anchors on the wrong axis, positions without a second anchor, the device.
struct DialectReader {
    let tree: XMLTree
    let options: ImportOptions
    private(set) var errors: [XMLDiagnostic] = []
    /// id → kind of item ("view" or "guide").
    private var ids: [String: String] = [:]
    private var constraintElements: [XMLTreeElement] = []

    init(tree: XMLTree, options: ImportOptions) {
        self.tree = tree
        self.options = options
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        errors.append(tree.diagnostic(.error, message, at: location))
    }

    mutating func read() -> LayoutSpec? {
        let layout = tree.root
        let rootID = layout["id"] ?? "root"
        ids[rootID] = "view"
        var size: CGSize?
        var insets = EdgeInsets.zero
        var traits: TraitCollection?
        let landscape = options.orientation?.isLandscape ?? (layout["orientation"] == "landscape")
        if let deviceID = options.deviceID ?? layout["device"] {
            if let profile = DeviceProfile.named(deviceID) {
                size = profile.size(landscape: landscape)
                insets = profile.safeAreaInsets(landscape: landscape)
                traits = profile.traits(landscape: landscape)
            } else {
                let known = DeviceProfile.all.map(\.id).joined(separator: ", ")
                error("unknown device '\(deviceID)'; expected one of \(known)", at: layout.location(of: "device"))
            }
        }
        if let width = number(layout["width"]), let height = number(layout["height"]) {
            size = CGSize(width: width, height: height)
        } else if layout["width"] != nil || layout["height"] != nil {
            error("a layout needs both width and height", at: layout.location(of: layout["width"] == nil ? "height" : "width"))
        }
        if let override = options.size { size = override }
        guard let size else {
            if errors.isEmpty { error("a layout needs width and height, or a device", at: layout.location) }
            return nil
        }
        if let text = layout["safeArea"], let values = numbers(text), values.count == 4 {
            insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        if layout["direction"] == "rightToLeft" {
            traits = TraitCollection(traitsFrom: [traits ?? .unspecified, TraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, layoutDirection: .rightToLeft)])
        }

        collectIDs(layout)
        var root = ViewSpec(key: rootID, name: rootID, frame: CGRect(origin: .zero, size: size))
        root.objectID = rootID
        root.location = layout.location
        root.translatesAutoresizingMask = true
        if let margins = insetsAttribute(layout, "margins") { root.layoutMargins = margins }
        if layout["direction"] == "rightToLeft" { root.semanticContentAttribute = .forceRightToLeft }
        var guides: [GuideSpec] = []
        root.children = children(of: layout, ownerKey: rootID, guides: &guides)

        var constraints: [ConstraintSpec] = []
        for element in constraintElements {
            if let constraint = constraint(element) { constraints.append(constraint) }
        }
        return LayoutSpec(name: layout["name"] ?? rootName(), root: root, safeAreaInsets: insets, traits: traits,
                          constraints: constraints, guides: guides, pinsRootSize: false, windowSize: nil)
    }

    private func rootName() -> String {
        var name = URL(fileURLWithPath: tree.file).lastPathComponent
        for suffix in [".layout.xml", ".xml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    private mutating func collectIDs(_ element: XMLTreeElement) {
        for child in element.children {
            switch child.name {
            case "view", "stack":
                if let id = child["id"] { ids[id] = "view" }
                collectIDs(child)
            case "guide":
                if let id = child["id"] { ids[id] = "guide" }
            default:
                break
            }
        }
    }

    private mutating func children(of element: XMLTreeElement, ownerKey: String, guides: inout [GuideSpec]) -> [ViewSpec] {
        var result: [ViewSpec] = []
        for child in element.children {
            switch child.name {
            case "view", "stack":
                result.append(view(child, guides: &guides))
            case "guide":
                if let id = child["id"] { guides.append(GuideSpec(key: id, owner: ownerKey, identifier: id)) }
            case "constraint":
                constraintElements.append(child)
            default:
                break
            }
        }
        return result
    }

    private mutating func view(_ element: XMLTreeElement, guides: inout [GuideSpec]) -> ViewSpec {
        let id = element["id"] ?? ""
        var spec = ViewSpec(key: id, name: element["name"] ?? id)
        spec.objectID = id
        spec.location = element.location
        if let text = element["frame"], let values = numbers(text), values.count == 4 {
            spec.frame = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
            spec.translatesAutoresizingMask = true
        }
        if let flags = element["autoresizing"] {
            var mask: AutoresizingMask = []
            for flag in flags.split(separator: " ") {
                switch flag {
                case "flexibleLeftMargin": mask.insert(.flexibleLeftMargin)
                case "flexibleWidth": mask.insert(.flexibleWidth)
                case "flexibleRightMargin": mask.insert(.flexibleRightMargin)
                case "flexibleTopMargin": mask.insert(.flexibleTopMargin)
                case "flexibleHeight": mask.insert(.flexibleHeight)
                case "flexibleBottomMargin": mask.insert(.flexibleBottomMargin)
                default: break
                }
            }
            spec.autoresizingMask = mask
        }
        if let text = element["intrinsicSize"] {
            let parts = text.split(separator: " ").map { $0 == "none" ? View.noIntrinsicMetric : (Double($0).map { CGFloat($0) } ?? View.noIntrinsicMetric) }
            if parts.count == 2 { spec.intrinsicSize = CGSize(width: parts[0], height: parts[1]) }
        }
        if let text = element["hugging"], let values = numbers(text), values.count == 2 {
            spec.horizontalHugging = Float(values[0])
            spec.verticalHugging = Float(values[1])
        }
        if let text = element["compressionResistance"], let values = numbers(text), values.count == 2 {
            spec.horizontalCompression = Float(values[0])
            spec.verticalCompression = Float(values[1])
        }
        if let margins = insetsAttribute(element, "margins") { spec.layoutMargins = margins }
        if let margins = insetsAttribute(element, "directionalMargins") {
            spec.directionalLayoutMargins = DirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        if let value = element["insetsMarginsFromSafeArea"] { spec.insetsLayoutMarginsFromSafeArea = Self.bool(value) }
        if let value = element["preservesSuperviewMargins"] { spec.preservesSuperviewLayoutMargins = Self.bool(value) }
        if let value = element["hidden"] { spec.isHidden = Self.bool(value) }
        spec.firstBaselineOffsetFromTop = number(element["firstBaseline"])
        spec.lastBaselineOffsetFromBottom = number(element["lastBaseline"])
        switch element["semanticContent"] {
        case "forceLeftToRight": spec.semanticContentAttribute = .forceLeftToRight
        case "forceRightToLeft": spec.semanticContentAttribute = .forceRightToLeft
        default: break
        }
        spec.children = children(of: element, ownerKey: id, guides: &guides)
        if element.name == "stack" {
            let distribution: StackView.Distribution = switch element["distribution"] {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
            let alignment: StackView.Alignment = switch element["alignment"] {
            case "leading", "top": .leading
            case "trailing", "bottom": .trailing
            case "center": .center
            case "firstBaseline": .firstBaseline
            case "lastBaseline": .lastBaseline
            default: .fill
            }
            var custom: [(key: String, spacing: CGFloat)] = []
            for child in element.children where child.name == "view" || child.name == "stack" {
                if let id = child["id"], let spacing = number(child["spacingAfter"]) { custom.append((id, spacing)) }
            }
            spec.stack = StackSpec(axis: element["axis"] == "vertical" ? .vertical : .horizontal, distribution: distribution,
                                   alignment: alignment, spacing: number(element["spacing"]) ?? 0,
                                   isBaselineRelativeArrangement: Self.bool(element["baselineRelative"] ?? "false"),
                                   isLayoutMarginsRelativeArrangement: Self.bool(element["marginsRelative"] ?? "false"),
                                   customSpacing: custom, arranged: nil)
        }
        return spec
    }

    // MARK: constraints

    private struct Anchor {
        var item: ItemRef
        var attribute: LayoutAttribute
    }

    private mutating func anchor(_ element: XMLTreeElement, _ key: String) -> Anchor? {
        guard let text = element[key] else { return nil }
        var parts = text.split(separator: ".").map(String.init)
        guard parts.count >= 2, let attribute = Self.attribute(parts.removeLast()) else { return nil }
        let id = parts[0]
        guard let kind = ids[id] else {
            let known = ids.keys.sorted().joined(separator: ", ")
            error("'\(id)' in '\(text)' is not the id of a view, stack or guide; known ids: \(known)", at: element.location(of: key))
            return nil
        }
        if parts.count == 2 {
            guard kind == "view" else {
                error("'\(id)' is a layout guide; '\(parts[1])' belongs to views", at: element.location(of: key))
                return nil
            }
            let item: ItemRef = switch parts[1] {
            case "safeArea": .safeArea(id)
            case "margins": .margins(id)
            case "readableContent": .readableContent(id)
            default: .keyboard(id)
            }
            return Anchor(item: item, attribute: attribute)
        }
        if kind == "guide" {
            if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline {
                error("layout guide '\(id)' has no '\(attribute)' anchor", at: element.location(of: key))
                return nil
            }
            return Anchor(item: .guide(id), attribute: attribute)
        }
        return Anchor(item: .view(id), attribute: attribute)
    }

    private mutating func constraint(_ element: XMLTreeElement) -> ConstraintSpec? {
        guard let first = anchor(element, "first") else { return nil }
        var second: Anchor?
        if element["second"] != nil {
            guard let parsed = anchor(element, "second") else { return nil }
            second = parsed
        }
        if let second {
            let a = Self.kind(first.attribute), b = Self.kind(second.attribute)
            guard a == b else {
                error("cannot relate \(a) anchor '\(element["first"]!)' to \(b) anchor '\(element["second"]!)'", at: element.location(of: "second"))
                return nil
            }
        } else if !first.attribute.isDimension {
            error("'\(element["first"]!)' is a position: it needs a 'second' anchor (only width and height can equal a constant)",
                  at: element.location(of: "first"))
            return nil
        }
        let relation: LayoutRelation = switch element["relation"] {
        case "<=", "lessThanOrEqual": .lessThanOrEqual
        case ">=", "greaterThanOrEqual": .greaterThanOrEqual
        default: .equal
        }
        let multiplier = element["multiplier"].flatMap(IBParser.parseMultiplier) ?? 1
        if element["multiplier"] != nil, IBParser.parseMultiplier(element["multiplier"]!) == nil {
            error("multiplier '\(element["multiplier"]!)' divides by zero", at: element.location(of: "multiplier"))
            return nil
        }
        let priority: Float = switch element["priority"] {
        case nil, "required": 1000
        case "high": 750
        case "low": 250
        case "fittingSize": 50
        case let text?: Float(text) ?? 1000
        }
        let location = element.location
        return ConstraintSpec(first: first.item, firstAttribute: first.attribute, relation: relation, second: second?.item,
                              secondAttribute: second?.attribute ?? .notAnAttribute, multiplier: CGFloat(multiplier),
                              constant: number(element["constant"]) ?? 0, priority: priority, identifier: element["identifier"],
                              origin: .imported(file: tree.file, line: location.line, column: location.column, objectID: element["identifier"]))
    }

    private static func kind(_ attribute: LayoutAttribute) -> String {
        if attribute.isDimension { return "a dimension" }
        return attribute.axis == .horizontal ? "an x-axis" : "a y-axis"
    }

    private static func attribute(_ name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute.allCases.first { $0.description == name && $0 != .notAnAttribute }
    }

    // MARK: values

    private static func bool(_ text: String) -> Bool { text == "true" || text == "1" }

    private func number(_ text: String?) -> CGFloat? {
        text.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }.map { CGFloat($0) }
    }

    private func numbers(_ text: String) -> [CGFloat]? {
        let values = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { Double($0) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { CGFloat($0!) }
    }

    private func insetsAttribute(_ element: XMLTreeElement, _ name: String) -> EdgeInsets? {
        guard let text = element[name], let values = numbers(text), values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
