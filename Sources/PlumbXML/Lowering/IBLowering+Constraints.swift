import Foundation
import PlumbCore

extension IBLowering {
    static func contentGuideKey(_ index: Int) -> String { "content:\(index)" }
    static func frameGuideKey(_ index: Int) -> String { "frame:\(index)" }
    static let topGuideKey = "topLayoutGuide"
    static let bottomGuideKey = "bottomLayoutGuide"

    /// Scroll views (iOS) whose content area some constraint refers to, or that own content or
    /// frame guides; plus the old top/bottom guides of a controller root.
    func addImporterGuides(_ spec: inout LayoutSpec, context: RootContext, environment: IBEnvironment) {
        func pin(_ a: ItemRef, _ attribute: LayoutAttribute, _ b: ItemRef?, _ other: LayoutAttribute, _ constant: CGFloat, _ name: String) -> ConstraintSpec {
            ConstraintSpec(first: a, firstAttribute: attribute, relation: .equal, second: b, secondAttribute: other,
                           multiplier: 1, constant: constant, priority: 1000, identifier: nil, origin: .implicit(name))
        }
        for view in context.views where document.platform != .macOS && Self.scrollingElements.contains(view.element) {
            let owner = ItemRef.view(Self.key(view.index))
            let content = ItemRef.guide(Self.contentGuideKey(view.index))
            spec.guides.append(GuideSpec(key: Self.contentGuideKey(view.index), owner: Self.key(view.index), identifier: "contentLayoutGuide"))
            spec.constraints.append(pin(content, .left, owner, .left, 0, "IB-scroll-content-origin"))
            if adjustsContentInset(view) {
                // UIKit insets the content by the scroll view's safe area (the default
                // `contentInsetAdjustmentBehavior`): content y = 0 starts below the bars.
                spec.constraints.append(pin(content, .top, .safeArea(Self.key(view.index)), .top, 0, "IB-scroll-content-inset"))
            } else {
                spec.constraints.append(pin(content, .top, owner, .top, 0, "IB-scroll-content-origin"))
            }
            if view.guides.contains(where: { $0.kind == .scrollFrame }) {
                let frame = ItemRef.guide(Self.frameGuideKey(view.index))
                spec.guides.append(GuideSpec(key: Self.frameGuideKey(view.index), owner: Self.key(view.index), identifier: "frameLayoutGuide"))
                for attribute in [LayoutAttribute.left, .top, .width, .height] {
                    spec.constraints.append(pin(frame, attribute, owner, attribute, 0, "IB-scroll-frame"))
                }
            }
        }
        let rootKey = Self.key(context.installedRoot.index)
        let root = ItemRef.view(rootKey)
        for guide in context.root.controllerGuides {
            let top = guide.kind == .topLayoutGuide
            let key = top ? Self.topGuideKey : Self.bottomGuideKey
            let ref = ItemRef.guide(key)
            spec.guides.append(GuideSpec(key: key, owner: rootKey, identifier: key))
            spec.constraints.append(pin(ref, .left, root, .left, 0, "IB-\(key)"))
            spec.constraints.append(pin(ref, .width, root, .width, 0, "IB-\(key)"))
            spec.constraints.append(pin(ref, top ? .top : .bottom, root, top ? .top : .bottom, 0, "IB-\(key)"))
            spec.constraints.append(pin(ref, .height, nil, .notAnAttribute, top ? environment.topGuideLength : environment.bottomGuideLength, "IB-\(key)"))
        }
    }

    /// Whether a scroll view's content starts below its safe-area insets, as UIKit's default
    /// `contentInsetAdjustmentBehavior` (automatic) places it: iOS and tvOS documents with safe
    /// areas, unless the file sets the behaviour to `never`. Frames of its subviews stay in content
    /// coordinates (KHarrison's ScrollGuide-IB: a stack pinned to the content guide of a scroll view
    /// under a navigation bar is recorded at y = 0 with its 20-pt top margin, a button 8 pt below
    /// the scroll view's safe area at y = 8).
    func adjustsContentInset(_ view: IBView) -> Bool {
        document.platform != .macOS && view.element == "scrollView" && document.useSafeAreas
            && view.attributes["contentInsetAdjustmentBehavior"] != "never"
    }

    func constraintSpecs(context: RootContext) -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        for (constraint, constant) in context.active {
            let firstID = constraint.firstItem ?? context.viewByIndex[constraint.holder]?.id
            let firstIndex = firstID.flatMap { context.ownerIndex(of: $0) } ?? constraint.holder
            let secondIndex = constraint.secondItem.flatMap { context.ownerIndex(of: $0) }
            let first = item(firstID, holder: constraint.holder, attribute: constraint.firstAttribute, other: secondIndex, context: context)
            var second: ItemRef?
            var secondAttribute = LayoutAttribute.notAnAttribute
            if let secondName = constraint.secondAttribute {
                let attribute = IBAttribute(rawValue: secondName.rawValue)!
                second = item(constraint.secondItem, holder: constraint.holder, attribute: attribute, other: firstIndex, context: context)
                secondAttribute = Self.layoutAttribute(attribute)
            }
            guard let first else { continue }
            let location = constraint.location
            result.append(ConstraintSpec(
                first: first, firstAttribute: Self.layoutAttribute(constraint.firstAttribute),
                relation: constraint.relation == .equal ? .equal : constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual,
                second: second, secondAttribute: secondAttribute, multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constant),
                priority: Float(constraint.priority), identifier: constraint.identifier,
                origin: .imported(file: document.file, line: location.line, column: location.column, objectID: constraint.id)))
        }
        return result
    }

    /// The item an id means in a constraint; a scroll view's edges towards its own content mean
    /// its content area.
    private func item(_ id: String?, holder: Int, attribute: IBAttribute, other: Int?, context: RootContext) -> ItemRef? {
        let index: Int
        if let id {
            if let guide = context.guideByID[id] {
                let owner = Self.key(guide.owner)
                switch guide.kind {
                case .safeArea: return .safeArea(owner)
                case .layoutMargins: return .margins(owner)
                case .keyboard: return .keyboard(owner)
                case .scrollContent: return .guide(Self.contentGuideKey(guide.owner))
                case .scrollFrame: return .guide(Self.frameGuideKey(guide.owner))
                case .topLayoutGuide: return .guide(Self.topGuideKey)
                case .bottomLayoutGuide: return .guide(Self.bottomGuideKey)
                }
            }
            guard let found = context.indexByID[id] else { return nil }
            index = found
        } else {
            index = holder
        }
        if let view = context.viewByIndex[index], document.platform != .macOS, Self.scrollingElements.contains(view.element),
           let other, context.isDescendant(other, of: index) {
            // UIKit: edges towards the content attach to the content area; width, height and
            // centres attach to the scroll view's frame.
            switch attribute {
            case .leading, .left, .top, .trailing, .right, .bottom:
                return .guide(Self.contentGuideKey(index))
            default:
                break
            }
        }
        return .view(Self.key(index))
    }

    static func layoutAttribute(_ attribute: IBAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .baseline, .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}
