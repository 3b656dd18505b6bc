import Foundation
import PlumbCore

/// Builds PlumbCore objects from a ``LayoutSpec``.
package enum LayoutBuilder {
    package static func build(_ spec: LayoutSpec) -> BuiltLayout {
        var views: [BuiltView] = []
        var byKey: [String: View] = [:]
        let root = makeView(spec.root, parentKey: nil, into: &views, byKey: &byKey)
        let window = spec.windowSize ?? spec.root.frame.size
        root.frame = CGRect(origin: spec.root.frame.origin, size: window)
        root.safeAreaInsets = spec.safeAreaInsets
        root.rootSizePriority = spec.rootSizePriority
        if let traits = spec.traits { root.traitCollection = traits }
        if let scale = spec.traits?.displayScale, scale > 0 { root.pixelGridScale = scale }

        var guides: [String: LayoutGuide] = [:]
        var contentGuides: [String: LayoutGuide] = [:]
        for guide in spec.guides {
            guard let owner = byKey[guide.owner] else { continue }
            let made = LayoutGuide(identifier: guide.identifier)
            owner.addLayoutGuide(made)
            guides[guide.key] = made
            if guide.identifier == "contentLayoutGuide" { contentGuides[guide.owner] = made }
        }

        func item(_ ref: ItemRef) -> (any LayoutItem)? {
            switch ref {
            case .view(let key): return byKey[key]
            case .safeArea(let key): return byKey[key]?.safeAreaLayoutGuide
            case .margins(let key): return byKey[key]?.layoutMarginsGuide
            case .readableContent(let key): return byKey[key]?.readableContentGuide
            case .keyboard(let key): return byKey[key]?.keyboardLayoutGuide
            case .guide(let key): return guides[key]
            }
        }

        var constraints: [LayoutConstraint] = []
        if spec.pinsRootSize {
            constraints.append(LayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                                constant: window.width, origin: .implicit("IB-root-width")))
            constraints.append(LayoutConstraint(item: root, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                                constant: window.height, origin: .implicit("IB-root-height")))
        }
        for c in spec.constraints {
            guard let first = item(c.first) else { continue }
            let second = c.second.flatMap(item)
            if c.second != nil, second == nil { continue }
            let made = LayoutConstraint(item: first, attribute: c.firstAttribute, relatedBy: c.relation, toItem: second,
                                        attribute: second == nil ? .notAnAttribute : c.secondAttribute,
                                        multiplier: c.multiplier, constant: c.constant, origin: c.origin)
            if c.priority < 1000 { made.priority = LayoutPriority(max(1, c.priority)) }
            made.identifier = c.identifier
            made.yieldsInConflict = c.yieldsInConflict
            constraints.append(made)
        }
        let errors = LayoutConstraint.activate(constraints)
        var built = BuiltLayout(root: root, views: views, constraints: constraints, activationErrors: errors, documentGrid: spec.documentGrid)
        built.contentGuides = contentGuides
        return built
    }

    private static func makeView(_ spec: ViewSpec, parentKey: String?, into views: inout [BuiltView], byKey: inout [String: View]) -> View {
        let view: View
        if let stackSpec = spec.stack {
            let stack = StackView(name: spec.name)
            stack.axis = stackSpec.axis
            stack.distribution = stackSpec.distribution
            stack.alignment = stackSpec.alignment
            stack.spacing = stackSpec.spacing
            stack.isBaselineRelativeArrangement = stackSpec.isBaselineRelativeArrangement
            stack.isLayoutMarginsRelativeArrangement = stackSpec.isLayoutMarginsRelativeArrangement
            stack.crossAxisInsetPriority = stackSpec.crossAxisInsetPriority
            stack.axisEdgePriority = stackSpec.axisEdgePriority
            stack.fillEquallyPriority = stackSpec.fillEquallyPriority
            view = stack
        } else {
            view = View(name: spec.name)
        }
        view.frame = spec.frame
        view.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMask
        view.autoresizingMask = spec.autoresizingMask
        view.isHidden = spec.isHidden
        if let size = spec.intrinsicSize { view.intrinsicContentSize = size }
        if let wrap = spec.textWrap { view.heightForWidth = { wrap.height(forWidth: $0) } }
        view.setContentHuggingPriority(LayoutPriority(spec.horizontalHugging), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(spec.verticalHugging), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(spec.horizontalCompression), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(spec.verticalCompression), for: .vertical)
        if let margins = spec.layoutMargins { view.layoutMargins = margins }
        if let margins = spec.directionalLayoutMargins { view.directionalLayoutMargins = margins }
        view.insetsLayoutMarginsFromSafeArea = spec.insetsLayoutMarginsFromSafeArea
        view.preservesSuperviewLayoutMargins = spec.preservesSuperviewLayoutMargins
        view.layoutMarginsFollowReadableWidth = spec.layoutMarginsFollowReadableWidth
        view.insetsContentBySafeArea = spec.insetsContentBySafeArea
        view.firstBaselineOffsetFromTop = spec.firstBaselineOffsetFromTop
        view.lastBaselineOffsetFromBottom = spec.lastBaselineOffsetFromBottom
        view.semanticContentAttribute = spec.semanticContentAttribute
        byKey[spec.key] = view
        views.append(BuiltView(key: spec.key, objectID: spec.objectID, view: view, recorded: spec.recorded,
                               location: spec.location, parentKey: parentKey))

        let arranged = spec.stack.map { $0.arranged ?? spec.children.map(\.key) } ?? []
        for child in spec.children {
            let made = makeView(child, parentKey: spec.key, into: &views, byKey: &byKey)
            if let stack = view as? StackView, arranged.contains(child.key) {
                stack.addArrangedSubview(made)
            } else {
                view.addSubview(made)
            }
            // Frames are set after insertion so autoresizing measures against this superview's size.
            made.frame = child.frame
            made.translatesAutoresizingMaskIntoConstraints = child.translatesAutoresizingMask && !arranged.contains(child.key)
        }
        if let stack = view as? StackView, let stackSpec = spec.stack {
            for (key, spacing) in stackSpec.customSpacing {
                if let arrangedView = byKey[key] { stack.setCustomSpacing(spacing, after: arrangedView) }
            }
        }
        return view
    }
}
