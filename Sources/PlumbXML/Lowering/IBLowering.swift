import Foundation
import PlumbCore

/// Turns one Interface Builder layout root into a ``LayoutSpec``: the view tree with IB's
/// conventions applied (alignment rects, macOS coordinates, margins, safe area, old guides,
/// size-class variations, scroll content, stack views, intrinsic sizes from the recorded frames).
package struct IBLowering {
    let document: InterfaceBuilderDocument
    let options: ImportOptions
    /// The device the layout is for (the option's, else the document's).
    let profile: DeviceProfile?
    let landscape: Bool
    let traits: TraitCollection?
    /// The design device's traits, which IB's recorded frames (and so intrinsic sizes) are for.
    let designTraits: TraitCollection?
    let calibration: AlignmentCalibration
    package private(set) var warnings: [XMLDiagnostic] = []

    package init(document: InterfaceBuilderDocument, options: ImportOptions) {
        self.document = document
        // Devices are iOS and tvOS things: a macOS document keeps its own sizes.
        var options = options
        if document.platform == .macOS, let ignored = options.deviceID {
            options.deviceID = nil
            warnings.append(XMLDiagnostic(.warning, "device '\(ignored)' ignored: macOS documents have no design device",
                                          at: SourceLocation(file: document.file, line: 1, column: 1)))
        }
        if document.platform == .macOS, let ignored = options.orientation {
            options.orientation = nil
            warnings.append(XMLDiagnostic(.warning, "orientation '\(ignored.rawValue)' ignored: macOS documents have no design device",
                                          at: SourceLocation(file: document.file, line: 1, column: 1)))
        }
        self.options = options
        let deviceID = options.deviceID ?? document.deviceID
        var profile = deviceID.flatMap(DeviceProfile.named)
        // Mac Catalyst's Mac idiom (`device id="mac"`) has no screen to fill: its views keep the
        // sizes the document records, as a macOS document's do.
        if profile == nil, options.deviceID == nil, let deviceID, document.platform != .macOS, deviceID != "mac" {
            profile = DeviceProfile.fallback(for: deviceID)
            let standIn = profile.map { " (laid out as '\($0.id)', the same family)" } ?? ""
            warnings.append(XMLDiagnostic(.warning, "unknown design device '\(deviceID)'\(standIn)",
                                          at: SourceLocation(file: document.file, line: 1, column: 1)))
        }
        self.profile = profile
        landscape = options.orientation?.isLandscape ?? document.isLandscape
        traits = document.platform == .macOS ? nil : profile?.traits(landscape: landscape)
        if !options.changesDevice {
            designTraits = traits
        } else {
            let design = document.deviceID.flatMap { DeviceProfile.named($0) ?? DeviceProfile.fallback(for: $0) }
            designTraits = document.platform == .macOS ? nil : design?.traits(landscape: document.isLandscape)
        }
        calibration = AlignmentCalibration(document: document, traits: traits)
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        warnings.append(XMLDiagnostic(.warning, message, at: location, in: document.source))
    }

    /// The key of a view in the spec.
    static func key(_ index: Int) -> String { "v\(index)" }

    package mutating func lower(_ root: IBLayoutRoot) -> LayoutSpec {
        var context = RootContext(root: root, document: document, traits: traits)
        context.resolveVariations()
        context.collect()
        context.computeAlignmentInsets(calibration)
        let environment = environmentFor(root, context: context)
        let rootSpec = viewSpec(context.installedRoot, context: context, environment: environment, parentIndex: nil)
        // A top-level view that does not translate its autoresizing mask is sized at run time by
        // its own constraints (or by whoever embeds it), not by the canvas IB drew it on: its
        // recorded size stands in only where its constraints leave the size open.
        // A top-level view IB marks misplaced has a stale recorded size: IB drew its subviews at
        // the size its constraints give, its fitting size, so the recorded one only pulls at the
        // fitting level (50), below any content priority.
        // A macOS view controller's view (a storyboard scene's `key="view"`) IB marks misplaced is
        // stale too, but it is a window's content: AppKit's window keeps its size only at
        // `NSLayoutPriorityWindowSizeStayPut` (500), so constraints above that resize it and
        // those below (a stack's hugging) do not. IB draws Boop's scripts pane so: 148 pt tall
        // (its stack's fixed content and 20-pt margins) where it records 164, and as wide as
        // recorded, where only the stack's hugging (249.99998) would narrow it.
        let canvasSized = root.role == .topLevel && !root.view.translatesAutoresizingMask
        var staleController = false
        if case .controllerView = root.role, document.platform == .macOS { staleController = root.view.isMarkedMisplaced }
        let stale = root.role == .topLevel && root.view.isMarkedMisplaced || staleController
        var spec = LayoutSpec(name: root.name, root: rootSpec, safeAreaInsets: environment.safeArea, traits: traits,
                              constraints: [], guides: [], pinsRootSize: !canvasSized && !stale, windowSize: nil)

        addImporterGuides(&spec, context: context, environment: environment)
        spec.constraints += constraintSpecs(context: context)
        spec.constraints += staleAutoresizedSizeConstraints(context: context)
        let stacks = macStackLayout(context: context)
        spec.guides += stacks.guides
        spec.constraints += stacks.constraints
        spec.constraints += macBaselineStackConstraints(context: context)
        spec.constraints += macStackCrossHuggingConstraints(context: context)
        let grids = gridLayout(context: context)
        spec.guides += grids.guides
        spec.constraints += grids.constraints
        if let size = windowSize(for: root, context: context) {
            spec.windowSize = size
        } else if stale {
            // Only at the recorded size: a size asked for (another device, `--size`) is kept.
            spec.rootSizePriority = staleController ? Self.windowSizeStayPutPriority : Double(LayoutPriority.fittingSizeLevel.rawValue)
        }
        // Interface Builder records macOS frames in whole points, each edge rounded in the
        // frame's own coordinates (ties upward, so up the screen in bottom-left frames): a view
        // centred at 27.35 is saved at 27, one at 158.5 from its superview's bottom at 159.
        if document.platform == .macOS { spec.documentGrid = 1 }
        return spec
    }

    /// `NSLayoutPriorityWindowSizeStayPut`: the priority at which an AppKit window keeps its size.
    static let windowSizeStayPutPriority = 500.0

    /// The size to lay out at when the options ask for another device or size.
    private func windowSize(for root: IBLayoutRoot, context: RootContext) -> CGSize? {
        if let size = options.size { return size }
        guard options.changesDevice, let profile else { return nil }
        let device = profile.size(landscape: landscape)
        let recorded = context.absoluteFrame[root.view.index]?.size ?? device
        // The recorded root is of the design device in the document's own orientation.
        let design = document.device.flatMap { DeviceProfile.named($0.id) }?.size(landscape: document.isLandscape)
        if root.role == .topLevel {
            // Only top-level views of the design device's size follow the device (not cells, not freeform views).
            guard !root.metrics.freeform, let design, abs(recorded.width - design.width) < 1, abs(recorded.height - design.height) < 1 else {
                return nil
            }
            return device
        }
        // Controller views keep what the simulated bars take away from the design device.
        guard let design else { return device }
        return CGSize(width: device.width - (design.width - recorded.width), height: device.height - (design.height - recorded.height))
    }
}
