import Foundation
import PlumbCore

/// Everything the lowering of one IB root needs to look up: installed views, their parents,
/// recorded frames in root coordinates, alignment insets, guides, and the constraints that are
/// active for the document's traits.
struct RootContext {
    let root: IBLayoutRoot
    let document: InterfaceBuilderDocument
    let traits: TraitCollection?

    /// The root with uninstalled subviews removed.
    var installedRoot: IBView
    /// Installed views in pre-order.
    var views: [IBView] = []
    var viewByIndex: [Int: IBView] = [:]
    var parent: [Int: Int] = [:]
    var indexByID: [String: Int] = [:]
    /// Guide id → (kind, owner view index); old guides are owned by the root.
    var guideByID: [String: (kind: IBLayoutGuide.Kind, owner: Int)] = [:]
    /// Recorded frames (top-down) in root coordinates, the root at the origin.
    var absoluteFrame: [Int: CGRect] = [:]
    /// Frame minus alignment rect, per view.
    var alignmentInsets: [Int: EdgeInsets] = [:]
    /// Constraint id → whether installed for the traits (constraints without id are installed).
    var constraintInstalled: [String: Bool] = [:]
    /// Subview id → whether installed.
    var subviewInstalled: [String: Bool] = [:]
    /// Active constraints with their resolved constants, in document order.
    var active: [(constraint: IBConstraint, constant: Double)] = []
    /// Matching property overrides per view index (later ones win).
    var overrides: [Int: [XMLTreeAttribute]] = [:]
    /// Font point sizes the matching variations set, per view index (the most specific wins).
    var fontSizes: [Int: Double] = [:]
    /// Views IB pins to their recorded frames (no constraints mention them).
    var fixedFrames: Set<Int> = []

    init(root: IBLayoutRoot, document: InterfaceBuilderDocument, traits: TraitCollection?) {
        self.root = root
        self.document = document
        self.traits = traits
        installedRoot = root.view
    }

    // MARK: variations

    /// Whether a variation key's conditions all hold for the traits.
    func matches(_ variation: IBVariation) -> Bool {
        if variation.key == "default" { return true }
        guard let traits else { return false }
        let conditions = variation.conditions
        guard !conditions.isEmpty else { return false }
        for (trait, value) in conditions {
            switch trait {
            case "widthClass":
                guard traits.horizontalSizeClass == sizeClass(value) else { return false }
            case "heightClass":
                guard traits.verticalSizeClass == sizeClass(value) else { return false }
            case "userInterfaceIdiom":
                let idiom: UserInterfaceIdiom = switch value {
                case "phone": .phone
                case "pad": .pad
                case "tv": .tv
                case "mac": .mac
                case "carplay", "carPlay": .carPlay
                default: .unspecified
                }
                guard traits.userInterfaceIdiom == idiom else { return false }
            default:
                return false
            }
        }
        return true
    }

    private func sizeClass(_ value: String) -> UserInterfaceSizeClass {
        switch value {
        case "compact": .compact
        case "regular": .regular
        default: .unspecified
        }
    }

    /// `default` first, then matching variations from least to most specific (document order
    /// within a level).
    func ordered(_ variations: [IBVariation]) -> [IBVariation] {
        let matching = variations.enumerated().filter { matches($0.element) }
        return matching.sorted { a, b in
            let ca = a.element.key == "default" ? 0 : a.element.conditions.count
            let cb = b.element.key == "default" ? 0 : b.element.conditions.count
            return (ca, a.offset) < (cb, b.offset)
        }.map(\.element)
    }

    mutating func resolveVariations() {
        for view in root.view.allViews {
            for variation in ordered(view.variations) {
                for id in variation.includedConstraints { constraintInstalled[id] = true }
                for id in variation.excludedConstraints { constraintInstalled[id] = false }
                for id in variation.includedSubviews { subviewInstalled[id] = true }
                for id in variation.excludedSubviews { subviewInstalled[id] = false }
                if !variation.overrides.isEmpty { overrides[view.index, default: []] += variation.overrides }
                if let size = variation.fontSize { fontSizes[view.index] = size }
            }
        }
        installedRoot = pruned(root.view)
    }

    private func pruned(_ view: IBView) -> IBView {
        var copy = view
        copy.subviews = view.subviews.filter { child in child.id.map { subviewInstalled[$0] ?? true } ?? true }.map(pruned)
        return copy
    }

    /// The point size of a view's font for the traits: a matching variation's, else its own.
    func fontSize(of view: IBView) -> Double? {
        fontSizes[view.index] ?? view.fontSize
    }

    /// The point size of a view's font for other traits (the design device's, when laying out
    /// for another one).
    func fontSize(of view: IBView, for other: TraitCollection?) -> Double? {
        let context = RootContext(root: root, document: document, traits: other)
        return context.ordered(view.variations).last { $0.fontSize != nil }?.fontSize ?? view.fontSize
    }

    /// The value of an overridden property for a view, if a matching variation sets it.
    func override(_ name: String, of view: IBView) -> String? {
        overrides[view.index]?.last { $0.name == name }?.value
    }

    // MARK: collection

    mutating func collect() {
        func walk(_ view: IBView, parentIndex: Int?, origin: CGPoint) {
            views.append(view)
            viewByIndex[view.index] = view
            if let id = view.id { indexByID[id] = view.index }
            var frame = view.frame ?? .zero
            if parentIndex == nil { frame.origin = .zero }
            let absolute = CGRect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
            absoluteFrame[view.index] = absolute
            if let parentIndex { parent[view.index] = parentIndex }
            for guide in view.guides { guideByID[guide.id] = (guide.kind, view.index) }
            for child in view.subviews { walk(child, parentIndex: view.index, origin: absolute.origin) }
        }
        walk(installedRoot, parentIndex: nil, origin: .zero)
        for guide in root.controllerGuides { guideByID[guide.id] = (guide.kind, installedRoot.index) }

        for view in views {
            for constraint in view.constraints {
                if let id = constraint.id, constraintInstalled[id] == false { continue }
                // Both items must still be installed.
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                guard items.allSatisfy({ indexByID[$0] != nil || guideByID[$0] != nil }) else { continue }
                var constant = constraint.constant
                for variation in ordered(constraint.variations) {
                    if let text = variation.override("constant"), let value = IBParser.parseNumber(text) { constant = value }
                }
                active.append((constraint, constant))
            }
        }
        active.sort { $0.constraint.location < $1.constraint.location }
        fixedFrames = fixedFrameViews()
    }

    /// Views that no active constraint mentions and that no stack or grid arranges: Interface
    /// Builder gives them fixed-frame constraints at build time (newer files mark them
    /// `fixedFrame="YES"`).
    func fixedFrameViews() -> Set<Int> {
        var mentioned = Set<Int>()
        for (constraint, _) in active {
            if let first = constraint.firstItem {
                if let index = indexByID[first] { mentioned.insert(index) }
            } else {
                mentioned.insert(constraint.holder)
            }
            if let second = constraint.secondItem, let index = indexByID[second] { mentioned.insert(index) }
        }
        var result = Set<Int>()
        for view in views {
            let arranged = parent[view.index].flatMap { viewByIndex[$0] }.map { $0.stack != nil || $0.grid != nil } ?? false
            if view.attributes["fixedFrame"] == "YES" || (!view.translatesAutoresizingMask && !mentioned.contains(view.index) && !arranged) {
                result.insert(view.index)
            }
        }
        return result
    }

    /// The owning view of an item id (a view's own index, or a guide's owner).
    func ownerIndex(of item: String) -> Int? {
        indexByID[item] ?? guideByID[item]?.owner
    }

    /// Whether `index` is a strict descendant of `ancestor`.
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = parent[index]
        while let c = current {
            if c == ancestor { return true }
            current = parent[c]
        }
        return false
    }

    /// Recorded alignment rect in root coordinates.
    func alignmentRect(_ index: Int) -> CGRect {
        let frame = absoluteFrame[index] ?? .zero
        let insets = alignmentInsets[index] ?? .zero
        return CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }
}
