import Foundation

extension IBParser {
    /// Elements that draw text (and so have a font and baselines).
    static let textElements: Set<String> = [
        "label", "button", "textField", "textView", "secureTextField", "searchField", "comboBox", "popUpButton", "tokenField",
        "segmentedControl",
    ]

    /// Elements never searched for nested views.
    private static let opaqueContainers: Set<String> = [
        "connections", "menu", "userDefinedRuntimeAttributes", "gestureRecognizers", "constraints",
        "variation", "accessibility", "fontDescription", "font", "color", "state", "attributedString",
    ]

    /// Parses a view element and its subtree. `parentSize` and `parentFlipped` convert the frame
    /// to top-down coordinates (macOS records bottom-left origins under unflipped superviews).
    mutating func parseView(_ element: XMLTreeElement, parentSize: CGSize?, parentFlipped: Bool) -> IBView {
        let index = nextIndex
        nextIndex += 1
        var attributes: [String: String] = [:]
        for attribute in element.attributes { attributes[attribute.name] = attribute.value }

        var view = IBView(
            index: index, element: element.name, id: element["id"], key: element["key"],
            customClass: element["customClass"], userLabel: element["userLabel"], text: nil,
            location: element.location, recordedFrame: nil, frame: nil,
            translatesAutoresizingMask: element["translatesAutoresizingMaskIntoConstraints"] != "NO",
            autoresizingMask: nil,
            horizontalHugging: number(element, "horizontalHuggingPriority"),
            verticalHugging: number(element, "verticalHuggingPriority"),
            horizontalCompression: number(element, "horizontalCompressionResistancePriority"),
            verticalCompression: number(element, "verticalCompressionResistancePriority"),
            isHidden: element["hidden"] == "YES",
            layoutMargins: nil, directionalLayoutMargins: nil,
            insetsLayoutMarginsFromSafeArea: element["insetsLayoutMarginsFromSafeArea"] != "NO",
            preservesSuperviewLayoutMargins: element["preservesSuperviewLayoutMargins"] == "YES",
            layoutMarginsFollowReadableWidth: element["layoutMarginsFollowReadableWidth"] == "YES",
            semanticContentAttribute: element["semanticContentAttribute"],
            guides: [], constraints: [], variations: [], subviews: [], stack: nil,
            isFlipped: true, attributes: attributes, cellElement: nil, cellAttributes: [:], grid: nil, fontSize: nil)

        if let recorded = recordedFrame(element) {
            let x = recorded.minX, y = recorded.minY, width = recorded.width, height = recorded.height
            view.recordedFrame = recorded
            if let parentSize, !parentFlipped {
                view.frame = CGRect(x: x, y: parentSize.height - y - height, width: width, height: height)
            } else {
                view.frame = recorded
            }
        }
        if view.frame == nil, let parentSize, view.translatesAutoresizingMask || view.key == "contentView" {
            // Old files omit the frame of content views (and some autoresizing views): they fill
            // their superview.
            view.frame = CGRect(origin: .zero, size: parentSize)
        }
        view.text = Self.text(of: element)
        if Self.textElements.contains(element.name) { view.fontSize = Self.fontSize(element, platform: platform) }
        view.isFlipped = platform != .macOS || isFlippedMacView(element)
        let size = view.frame?.size

        var stackGravities: [String] = []
        var mergedConstraints: [IBConstraint] = []
        for child in element.children {
            switch child.name {
            case "rect", "frame", "constraints":
                continue
            case "autoresizingMask" where child["key"] == "autoresizingMask":
                var mask = IBAutoresizingMask()
                mask.flexibleMinX = child["flexibleMinX"] == "YES"
                mask.widthSizable = child["widthSizable"] == "YES"
                mask.flexibleMaxX = child["flexibleMaxX"] == "YES"
                mask.flexibleMinY = child["flexibleMinY"] == "YES"
                mask.heightSizable = child["heightSizable"] == "YES"
                mask.flexibleMaxY = child["flexibleMaxY"] == "YES"
                view.autoresizingMask = mask
            case "edgeInsets" where child["key"] == "layoutMargins":
                view.layoutMargins = insets(child, leading: "left", trailing: "right")
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                view.directionalLayoutMargins = insets(child, leading: "leading", trailing: "trailing")
            case "viewLayoutGuide":
                let kind: IBLayoutGuide.Kind?
                switch child["key"] {
                case "safeArea": kind = .safeArea
                case "layoutMargins": kind = .layoutMargins
                case "contentLayoutGuide": kind = .scrollContent
                case "frameLayoutGuide": kind = .scrollFrame
                case "keyboard": kind = .keyboard
                default:
                    kind = nil
                    warning("unknown layout guide key '\(child["key"] ?? "")' ignored; expected safeArea, layoutMargins, contentLayoutGuide, frameLayoutGuide or keyboard",
                            at: child.location(of: "key"))
                }
                if let kind, let id = child["id"] {
                    view.guides.append(IBLayoutGuide(kind: kind, id: id, location: child.location))
                }
            case "variation":
                view.variations.append(parseVariation(child))
            case "imageReference" where child["key"] == "image" && platform != .macOS:
                // Xcode 12 and later name a UIKit image view's image (an SF Symbol, or one from a
                // catalog) in this child instead of an `image` attribute.
                if view.attributes["image"] == nil { view.attributes["image"] = child["image"] }
            case "subviews", "beginningViews", "middleViews", "endViews":
                for grandchild in child.children where isView(grandchild) {
                    view.subviews.append(parseView(grandchild, parentSize: size, parentFlipped: view.isFlipped))
                    if child.name != "subviews" { stackGravities.append(String(child.name.dropLast(5))) }
                }
            default:
                if isView(child) {
                    if child["id"] == nil, child["key"] == "contentView" {
                        // Old collection cells: an id-less content view that is the cell itself.
                        // An old box's id-less content view is inset in the box (at 1, 1 in
                        // Xcode 5): its subviews' frames move into the box's coordinates.
                        var content = parseView(child, parentSize: size, parentFlipped: view.isFlipped)
                        for index in content.constraints.indices { content.constraints[index].holder = view.index }
                        mergedConstraints += content.constraints
                        view.subviews += content.subviews.map { Self.offset($0, by: content.frame?.origin, recordedBy: content.recordedFrame?.origin) }
                        view.guides += content.guides
                        view.variations += content.variations
                    } else {
                        view.subviews.append(parseView(child, parentSize: size, parentFlipped: view.isFlipped))
                    }
                } else if child["key"] == "cell", platform == .macOS {
                    view.cellElement = child.name
                    for attribute in child.attributes { view.cellAttributes[attribute.name] = attribute.value }
                    // Xcode 12 and later name a cell's image (an SF Symbol, or one from a catalog)
                    // in an `<imageReference key="image">` child instead of an attribute.
                    if view.cellAttributes["image"] == nil,
                       let reference = child.children(named: "imageReference").first(where: { $0["key"] == "image" }) {
                        view.cellAttributes["image"] = reference["image"]
                    }
                } else if !Self.opaqueContainers.contains(child.name) {
                    collectNestedViews(child, into: &view.subviews, parentSize: size, parentFlipped: view.isFlipped)
                }
            }
        }

        if element.name == "stackView" {
            view.stack = parseStack(element, gravities: stackGravities)
        }
        if element.name == "gridView" {
            view.grid = parseGrid(element)
        }
        if let constraints = element.child(named: "constraints") {
            for constraint in constraints.children(named: "constraint") {
                if let parsed = parseConstraint(constraint, holder: view.index) { view.constraints.append(parsed) }
            }
        }
        view.constraints += mergedConstraints
        return view
    }

    /// Views held inside non-view containers (`<prototypes>`, `<cells>`, `<gridCell>`, `<tableColumn>`…).
    private mutating func collectNestedViews(_ element: XMLTreeElement, into subviews: inout [IBView], parentSize: CGSize?, parentFlipped: Bool) {
        for child in element.children {
            if isView(child) {
                subviews.append(parseView(child, parentSize: parentSize, parentFlipped: parentFlipped))
            } else if !Self.opaqueContainers.contains(child.name) {
                collectNestedViews(child, into: &subviews, parentSize: parentSize, parentFlipped: parentFlipped)
            }
        }
    }

    private func isFlippedMacView(_ element: XMLTreeElement) -> Bool {
        if element["flipped"] == "YES" { return true }
        if IBVocabulary.flippedMacViews.contains(element.name) { return true }
        if element.name == "clipView" {
            let documentView = element.child(named: "subviews")?.children.first { isView($0) }
            if let documentView {
                return documentView["flipped"] == "YES" || IBVocabulary.flippedMacViews.contains(documentView.name)
            }
        }
        return false
    }

    /// Label text, button title or cell title, for naming views.
    static func text(of element: XMLTreeElement) -> String? {
        if let text = element["text"], !text.isEmpty { return text }
        if let string = element.child(named: "string", key: "text") {
            let text = string.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { return text }
        }
        if let state = element.child(named: "state", key: "normal"), let title = state["title"], !title.isEmpty { return title }
        if let title = element["title"], !title.isEmpty { return title }
        if let cell = element.child(key: "cell"), let title = cell["title"], !title.isEmpty { return title }
        return nil
    }

    mutating func insets(_ element: XMLTreeElement, leading: String, trailing: String) -> IBInsets {
        IBInsets(top: number(element, "top") ?? 0, left: number(element, leading) ?? 0,
                 bottom: number(element, "bottom") ?? 0, right: number(element, trailing) ?? 0)
    }

    mutating func parseVariation(_ element: XMLTreeElement) -> IBVariation {
        var variation = IBVariation(key: element["key"] ?? "default", location: element.location)
        if element["key"] == nil {
            error("<variation> needs a key (default, widthClass=…, heightClass=…)", at: element.location)
        }
        variation.overrides = element.attributes.filter { $0.name != "key" }
        // A font set for these traits: IB records the view's frame in it when the design device
        // has them, and UIKit switches to it when the traits change.
        if platform != .macOS, element.child(named: "fontDescription", key: "fontDescription") != nil {
            variation.fontSize = Self.fontSize(element, platform: platform)
        }
        for mask in element.children(named: "mask") {
            let includes = mask.children(named: "include").compactMap { $0["reference"] }
            let excludes = mask.children(named: "exclude").compactMap { $0["reference"] }
            switch mask["key"] {
            case "constraints":
                variation.includedConstraints += includes
                variation.excludedConstraints += excludes
            case "subviews":
                variation.includedSubviews += includes
                variation.excludedSubviews += excludes
            default:
                warning("unknown variation mask '\(mask["key"] ?? "")' ignored; expected constraints or subviews", at: mask.location)
            }
        }
        return variation
    }

    private mutating func parseStack(_ element: XMLTreeElement, gravities: [String]) -> IBStackProperties {
        let mac = platform == .macOS
        let vertical = mac ? element["orientation"] == "vertical" : element["axis"] == "vertical"
        let defaultAlignment = mac ? (vertical ? "centerX" : "centerY") : "fill"
        var customSpacing: [Double?] = []
        var visibility: [Double] = []
        if let spacing = element.child(named: "customSpacing") {
            for real in spacing.children(named: "real") {
                let value = number(real, "value")
                customSpacing.append(value.flatMap { $0 >= 1e37 ? nil : $0 })
            }
        }
        if let priorities = element.child(named: "visibilityPriorities") {
            for integer in priorities.children(named: "integer") { visibility.append(number(integer, "value") ?? 1000) }
        }
        return IBStackProperties(
            vertical: vertical,
            distribution: element["distribution"] ?? (mac ? "gravityAreas" : "fill"),
            alignment: element["alignment"] ?? defaultAlignment,
            spacing: number(element, "spacing") ?? (mac ? 8 : 0),
            standardSpacing: element["spacingType"] == "standard",
            baselineRelativeArrangement: element["baselineRelativeArrangement"] == "YES",
            layoutMarginsRelativeArrangement: element["layoutMarginsRelativeArrangement"] == "YES",
            edgeInsets: element.child(named: "edgeInsets", key: "edgeInsets").map { insets($0, leading: "left", trailing: "right") },
            customSpacing: customSpacing, visibilityPriorities: visibility,
            detachesHiddenViews: element["detachesHiddenViews"] == "YES",
            horizontalStackHugging: number(element, "horizontalStackHuggingPriority"),
            verticalStackHugging: number(element, "verticalStackHuggingPriority"),
            gravities: gravities)
    }

    private mutating func parseGrid(_ element: XMLTreeElement) -> IBGrid {
        func lines(_ container: String, _ name: String, size: String, leading: String, trailing: String, placement: String) -> [IBGrid.Line] {
            guard let parent = element.child(named: container) else { return [] }
            return parent.children(named: name).map { line in
                IBGrid.Line(id: line["id"] ?? "", size: number(line, size),
                            leadingPadding: number(line, leading) ?? 0, trailingPadding: number(line, trailing) ?? 0,
                            placement: line[placement], isHidden: line["hidden"] == "YES", rowAlignment: line["rowAlignment"])
            }
        }
        let rows = lines("rows", "gridRow", size: "height", leading: "topPadding", trailing: "bottomPadding", placement: "yPlacement")
        let columns = lines("columns", "gridColumn", size: "width", leading: "leadingPadding", trailing: "trailingPadding", placement: "xPlacement")
        var cells: [IBGrid.Cell] = []
        for cell in element.child(named: "gridCells")?.children(named: "gridCell") ?? [] {
            let content = cell.children.first { isView($0) }
            cells.append(IBGrid.Cell(row: cell["row"] ?? "", column: cell["column"] ?? "", xPlacement: cell["xPlacement"],
                                     yPlacement: cell["yPlacement"], rowAlignment: cell["rowAlignment"], viewID: content?["id"],
                                     mergedHead: cell["headOfMergedCell"], id: cell["id"]))
        }
        return IBGrid(rows: rows, columns: columns, cells: cells,
                      xPlacement: element["xPlacement"] ?? "leading", yPlacement: element["yPlacement"] ?? "top",
                      rowAlignment: element["rowAlignment"] ?? "none",
                      rowSpacing: number(element, "rowSpacing") ?? 6, columnSpacing: number(element, "columnSpacing") ?? 6)
    }

    /// The point size of the view's font, when the element names one.
    static func fontSize(_ element: XMLTreeElement, platform: InterfaceBuilderDocument.Platform) -> Double? {
        if platform == .macOS {
            let font = element.child(named: "font", key: "font") ?? element.child(key: "cell")?.child(named: "font", key: "font")
            guard let font else { return 13 }
            if let size = font["size"].flatMap(IBParser.parseNumber) { return size }
            // macOS 11 text styles (`textStyle="title2"`, no size): AppKit's point sizes.
            switch font["textStyle"] {
            case "largeTitle": return 26
            case "title1": return 22
            case "title2": return 17
            case "title3": return 15
            case "headline", "body": return 13
            case "callout": return 12
            case "subheadline": return 11
            case "footnote", "caption1", "caption2": return 10
            default: break
            }
            switch font["metaFont"] {
            // The tool-tip font is 11 pt (a 14-pt field on a small bold label's baseline says so).
            case "smallSystem", "smallSystemBold", "label", "toolTip": return 11
            case "miniSystem", "miniSystemBold": return 9
            case "menuBar": return 14
            case "controlContent", "message", "system", "systemBold", "systemSemibold", "systemMedium", "systemLight", "titleBar", "palette", "user", "userFixedPitch":
                return 13
            default: return 13
            }
        }
        let description = element.child(named: "fontDescription", key: "fontDescription")
            ?? element.children.first { $0.name == "string" || $0.name == "state" }?.child(named: "fontDescription")
        guard let description else { return 17 }
        if let size = description["pointSize"].flatMap(IBParser.parseNumber) { return size }
        switch description["style"] {
        case "UICTFontTextStyleLargeTitle": return 34
        case "UICTFontTextStyleTitle1": return 28
        case "UICTFontTextStyleTitle2": return 22
        case "UICTFontTextStyleTitle3": return 20
        case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": return 17
        case "UICTFontTextStyleCallout": return 16
        case "UICTFontTextStyleSubhead": return 15
        case "UICTFontTextStyleFootnote": return 13
        case "UICTFontTextStyleCaption1": return 12
        case "UICTFontTextStyleCaption2": return 11
        default: return 17
        }
    }
    /// A merged content view's subview, its frames moved by the content view's origin (in the
    /// top-left frame and in the recorded frame's own convention).
    static func offset(_ view: IBView, by origin: CGPoint?, recordedBy recordedOrigin: CGPoint?) -> IBView {
        var moved = view
        if let origin, let frame = moved.frame {
            moved.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        if let recordedOrigin, let recorded = moved.recordedFrame {
            moved.recordedFrame = recorded.offsetBy(dx: recordedOrigin.x, dy: recordedOrigin.y)
        }
        return moved
    }
}
