import Foundation
import PlumbCore

extension IBLowering {
    /// Defaults from IB's device table and conventions, refined by what the file's own
    /// constraints and recorded frames imply (at the design size only: that is what the Xcode
    /// that saved the file used).
    func environmentFor(_ root: IBLayoutRoot, context: RootContext) -> IBEnvironment {
        var environment = IBEnvironment()
        let rootIndex = context.installedRoot.index
        let window = windowGeometry(root, context: context)
        environment.safeArea = window.safeArea
        environment.topGuideLength = window.topGuide
        environment.bottomGuideLength = window.bottomGuide

        var observer = EnvironmentObserver(context: context)
        if options.isDesignSize {
            observer.observe()
            let observed = observer.insets(observer.safeArea[rootIndex], centers: observer.safeAreaCenters[rootIndex],
                                           owner: rootIndex, fallback: environment.safeArea)
            for (edge, value) in observed { environment.safeArea[edge] = value }
            for (edge, value) in topLevelSafeAreaFromLengths(root, context: context, observer: observer) {
                environment.safeArea[edge] = value
            }
            if let value = observer.topGuide.flatMap(EnvironmentObserver.consensus) { environment.topGuideLength = value }
            if let value = observer.bottomGuide.flatMap(EnvironmentObserver.consensus) { environment.bottomGuideLength = value }
            // Without `useSafeAreas` the old guides are the safe area (iOS 11 derives one from
            // the other): what the file says about a guide holds for the safe area too.
            if !document.useSafeAreas, observer.safeArea[rootIndex] == nil {
                if observer.topGuide != nil { environment.safeArea.top = environment.topGuideLength }
                if observer.bottomGuide != nil { environment.safeArea.bottom = environment.bottomGuideLength }
            }
        }

        for view in context.views where document.platform != .macOS {
            var margins = defaultMargins(view, root: root, context: context)
            if let explicit = view.layoutMargins {
                margins = EdgeInsets(top: explicit.top, left: explicit.left, bottom: explicit.bottom, right: explicit.right)
            } else if let explicit = view.directionalLayoutMargins {
                margins = EdgeInsets(top: explicit.top, left: explicit.left, bottom: explicit.bottom, right: explicit.right)
            }
            if options.isDesignSize, observer.margins[view.index] != nil || observer.marginCenters[view.index] != nil {
                let safe = safeInsets(of: view, context: context, rootSafeArea: environment.safeArea)
                let base = insetsMarginsFromSafeArea(view, context: context) ? safe : .zero
                let fallback = EdgeInsets(top: margins.top + base.top, left: margins.left + base.left,
                                          bottom: margins.bottom + base.bottom, right: margins.right + base.right)
                let observed = observer.insets(observer.margins[view.index], centers: observer.marginCenters[view.index],
                                               owner: view.index, fallback: fallback)
                for (edge, total) in observed { margins[edge] = total - base[edge] }
            }
            if margins != EdgeInsets(all: 8) { environment.margins[view.index] = margins }
        }
        if options.isDesignSize, document.platform != .macOS { boundPreservedMargins(&environment, observer: observer, context: context) }
        return environment
    }

    /// A view that preserves its superview's margins shows the inner of its own margins and its
    /// superview's (as UIKit, and PlumbCore, lay them out): where the file's constraints say
    /// where its margin edge is, the superview's margin there can be no deeper. A superview
    /// whose margins the file does not state otherwise is lowered to that depth (a cell whose
    /// default 20-pt sides would otherwise override the 15 pt its content view shows).
    private func boundPreservedMargins(_ environment: inout IBEnvironment, observer: EnvironmentObserver, context: RootContext) {
        for view in context.views where view.preservesSuperviewLayoutMargins {
            guard let observed = observer.margins[view.index] else { continue }
            for (edge, values) in observed {
                guard var total = EnvironmentObserver.consensus(values) else { continue }
                // Up the chain of views that preserve their superview's margins.
                var current = view
                while current.preservesSuperviewLayoutMargins, let parentIndex = context.parent[current.index],
                      let parent = context.viewByIndex[parentIndex], parent.layoutMargins == nil,
                      parent.directionalLayoutMargins == nil, observer.margins[parentIndex]?[edge] == nil {
                    let inner = context.alignmentRect(current.index), outer = context.alignmentRect(parentIndex)
                    let offset: CGFloat
                    switch edge {
                    case .top: offset = inner.minY - outer.minY
                    case .left: offset = inner.minX - outer.minX
                    case .bottom: offset = outer.maxY - inner.maxY
                    case .right: offset = outer.maxX - inner.maxX
                    }
                    let base = insetsMarginsFromSafeArea(parent, context: context)
                        ? safeInsets(of: parent, context: context, rootSafeArea: environment.safeArea)[edge] : 0
                    let deepest = max(0, total + offset - base)
                    var margins = environment.margins[parentIndex] ?? EdgeInsets(all: 8)
                    if margins[edge] > deepest {
                        margins[edge] = deepest
                        environment.margins[parentIndex] = margins
                    }
                    total = margins[edge] + base
                    current = parent
                }
            }
        }
    }


    /// Whether IB insets a view's margins by its safe area: only in documents with safe areas
    /// (the flag, or a safe-area guide in the layout). Older documents have the top and bottom
    /// guides instead, and IB lays their margins out from the view's bounds.
    func insetsMarginsFromSafeArea(_ view: IBView, context: RootContext) -> Bool {
        guard view.insetsLayoutMarginsFromSafeArea else { return false }
        return document.useSafeAreas || context.guideByID.values.contains { $0.kind == .safeArea }
    }

    /// A view's own safe-area insets: the part of the root's safe area its frame overlaps. Inside
    /// a scroll view that insets its content (``adjustsContentInset(_:)``), or a table view
    /// that does (``insetsCellsBySafeArea(_:)``), the recorded frames are content
    /// coordinates: on screen the view sits that inset further down.
    func safeInsets(of view: IBView, context: RootContext, rootSafeArea: EdgeInsets) -> EdgeInsets {
        let root = context.absoluteFrame[context.installedRoot.index] ?? .zero
        var frame = context.alignmentRect(view.index)
        var current = view.index
        while let parentIndex = context.parent[current], let parent = context.viewByIndex[parentIndex] {
            if adjustsContentInset(parent) || insetsCellsBySafeArea(parent) {
                frame.origin.y += safeInsets(of: parent, context: context, rootSafeArea: rootSafeArea).top
            }
            current = parentIndex
        }
        let safe = CGRect(x: root.minX + rootSafeArea.left, y: root.minY + rootSafeArea.top,
                          width: root.width - rootSafeArea.left - rootSafeArea.right,
                          height: root.height - rootSafeArea.top - rootSafeArea.bottom)
        return EdgeInsets(top: max(0, min(frame.height, safe.minY - frame.minY)),
                          left: max(0, min(frame.width, safe.minX - frame.minX)),
                          bottom: max(0, min(frame.height, frame.maxY - safe.maxY)),
                          right: max(0, min(frame.width, frame.maxX - safe.maxX)))
    }

    /// IB's default margins by role (§6 of the format notes).
    func defaultMargins(_ view: IBView, root: IBLayoutRoot, context: RootContext) -> EdgeInsets {
        let width = view.frame?.width ?? 0
        let wide = width >= 414 || traits?.horizontalSizeClass == .regular
        let tools = Double(document.toolsVersion.split(separator: ".").first ?? "") ?? 99999
        // Controller roots, and xib top-level plain views (IB lays those out as a controller's
        // view too: 414-wide ones have 20-pt side margins), get the root's margins.
        let topLevelPlainView = root.role == .topLevel && view.element == "view"
        if view.index == context.installedRoot.index, root.isControllerView || topLevelPlainView {
            let side: CGFloat = wide ? 20 : 16
            return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        if view.element == "tableViewCellContentView" {
            if tools < 13000 { return EdgeInsets(all: 8) }
            let side: CGFloat = wide ? 20 : 16
            return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }
        if view.element == "tableViewCell" {
            let side: CGFloat = wide ? 20 : 16
            return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        return EdgeInsets(all: 8)
    }

    /// Safe area and old guide lengths from the device, the simulated bars and where the root sits.
    func windowGeometry(_ root: IBLayoutRoot, context: RootContext) -> (safeArea: EdgeInsets, topGuide: CGFloat, bottomGuide: CGFloat) {
        guard document.platform != .macOS else { return (.zero, 0, 0) }
        let frame = root.view.frame ?? .zero
        if root.role == .topLevel {
            // Top-level views get the device's insets only when they are the device's size.
            guard !root.metrics.freeform, let profile else { return (.zero, 0, 0) }
            let device = profile.size(landscape: landscape)
            guard abs(frame.width - device.width) < 1, abs(frame.height - device.height) < 1 else { return (.zero, 0, 0) }
        }
        var top: CGFloat = 20, bottom: CGFloat = 0, sides: CGFloat = 0
        var height = frame.maxY
        if let profile {
            let insets = profile.safeAreaInsets(landscape: landscape)
            top = insets.top
            bottom = insets.bottom
            sides = insets.left
            height = profile.size(landscape: landscape).height
            if options.size != nil || options.changesDevice { height = max(height, frame.maxY) }
            // tvOS before the safe area (documents without it) had no status bar and no
            // overscan guides: the old top and bottom guides start at the screen's edges.
            if profile.idiom == .tv, !document.useSafeAreas { (top, bottom, sides) = (0, 0, 0) }
        }
        if root.metrics.statusBarHidden, top <= 20 { top = 0 }
        var topBar = root.metrics.topBar
        var bottomBar = root.metrics.bottomBar
        if case .controllerView(let id) = root.role, let container = document.containers[id] {
            if topBar == nil, container.hasPrefix("navigationController"), container != "navigationController-hidden" {
                topBar = .init(kind: "simulatedNavigationBarMetrics", translucent: container == "navigationController")
            }
            if bottomBar == nil, container == "tabBarController" {
                bottomBar = .init(kind: "simulatedTabBarMetrics", translucent: true)
            }
        }
        if topBar != nil { top += 44 + (root.metrics.prompted ? 30 : 0) }
        if let bottomBar { bottom += bottomBar.kind == "simulatedTabBarMetrics" ? 49 : 44 }
        let rootTop = root.role == .topLevel ? 0 : frame.minY
        let rootBottom = root.role == .topLevel ? frame.height : frame.maxY
        let insetTop = max(0, top - rootTop)
        let insetBottom = max(0, bottom - max(0, height - rootBottom))
        return (EdgeInsets(top: insetTop, left: sides, bottom: insetBottom, right: sides), insetTop, insetBottom)
    }
}
