import Foundation
import PlumbCore

/// One layout root of an imported document (a scene's root view, a xib's top-level view, a
/// window's content view, or a dialect layout), built as PlumbCore views and constraints.
///
/// ```swift
/// let document = try XMLLayoutImporter.importFile(at: URL(fileURLWithPath: "Main.storyboard"))
/// let layout = document.layouts[0]
/// layout.layoutIfNeeded()
/// print(layout.frameReport().share)
/// ```
public final class ImportedLayout {
    /// The scene (or layout) name.
    public let name: String
    /// The root view; its frame is the window.
    public let root: View
    /// Every view in pre-order, root first.
    public let views: [ImportedView]
    /// The document's constraints and the importer's own (old guides, scroll content, stacks).
    public let constraints: [LayoutConstraint]
    /// Problems activating constraints (never fatal).
    public let activationErrors: [LayoutError]
    /// Whether the layout is at the size the document recorded its frames for (not another
    /// device or `--size`); only then are recorded frames compared.
    public let isAtRecordedSize: Bool
    /// The grid the document records frames on, in its own coordinates (macOS: whole points);
    /// ``solvedFrame(of:)`` rounds to it as Interface Builder does when it saves.
    let documentGrid: CGFloat?
    /// Scroll views' content guides by view key: their subviews' frames are measured from it.
    let contentGuides: [String: LayoutGuide]

    /// Builds the layout of `spec`. A conflict among required constraints breaks the constraint
    /// the document's recorded frames show broken, where they show one
    /// (``LayoutSpec/constraintsTheRecordedFramesBreak(in:tolerance:)``; at another size or device
    /// too: the recorded frames are the same evidence): the layout is laid out once, and built
    /// again with that constraint added last when a conflict calls for it.
    static func building(_ spec: LayoutSpec, name: String, isAtRecordedSize: Bool) -> ImportedLayout {
        let first = ImportedLayout(name: name, built: LayoutBuilder.build(spec), isAtRecordedSize: isAtRecordedSize)
        first.layoutIfNeeded()
        let conflicts = first.root.layoutDiagnostics.unsatisfiable
        guard !conflicts.isEmpty else { return first }
        let yielding = spec.constraintsTheRecordedFramesBreak(in: conflicts)
        guard !yielding.isEmpty else { return first }
        var marked = spec
        for index in yielding { marked.constraints[index].yieldsInConflict = true }
        return ImportedLayout(name: name, built: LayoutBuilder.build(marked), isAtRecordedSize: isAtRecordedSize)
    }

    init(name: String, built: BuiltLayout, isAtRecordedSize: Bool = true) {
        self.name = name
        self.isAtRecordedSize = isAtRecordedSize
        documentGrid = built.documentGrid
        contentGuides = built.contentGuides
        root = built.root
        constraints = built.constraints
        activationErrors = built.activationErrors
        views = built.views.map { built in
            var view = ImportedView(objectID: built.objectID, view: built.view, location: built.location,
                         recordedFrame: built.recorded?.frame, isConstraintPositioned: built.recorded?.isConstraintPositioned ?? false,
                         isMarkedMisplaced: built.recorded?.isMarkedMisplaced ?? false,
                         alignmentInsets: built.recorded?.alignmentInsets ?? .zero,
                         bottomLeftOrigin: built.recorded?.bottomLeftOrigin ?? false,
                         key: built.key, parentKey: built.parentKey)
            view.isMarkedAmbiguous = built.recorded?.isMarkedAmbiguous ?? false
            return view
        }
    }

    /// Solves the layout (if anything changed).
    public func layoutIfNeeded() {
        root.layoutIfNeeded()
    }

    /// The solved frame of a view in the document's convention: the frame (not the alignment
    /// rect), in superview coordinates, bottom-left origin where the document uses it.
    ///
    /// ```swift
    /// layout.solvedFrame(of: layout.views[3])   // (16, 20, 343, 21)
    /// ```
    public func solvedFrame(of view: ImportedView) -> CGRect {
        layoutIfNeeded()
        return documentFrame(of: view, absolute: absoluteFrames())
    }

    /// ``solvedFrame(of:)`` of every view, in the order of ``views``, from one pass over the
    /// tree (asking view by view walks the whole tree each time).
    ///
    /// ```swift
    /// for (view, frame) in zip(layout.views, layout.solvedFrames()) { print(view.path, frame) }
    /// ```
    public func solvedFrames() -> [CGRect] {
        layoutIfNeeded()
        let absolute = absoluteFrames()
        return views.map { documentFrame(of: $0, absolute: absolute) }
    }

    /// A view's frame in the document's convention, from every view's absolute frame.
    private func documentFrame(of view: ImportedView, absolute: [String: CGRect]) -> CGRect {
        guard let own = absolute[view.key] else { return view.view.frame }
        guard let parentKey = view.parentKey, let parent = absolute[parentKey] else {
            return CGRect(x: view.view.frame.minX - view.alignmentInsets.left, y: view.view.frame.minY - view.alignmentInsets.top,
                          width: own.width, height: own.height)
        }
        var frame = CGRect(x: own.minX - parent.minX, y: own.minY - parent.minY, width: own.width, height: own.height)
        // A scroll view's subviews are in content coordinates (UIKit's bounds origin is the
        // content offset, which starts at minus the content inset).
        if let content = contentGuides[parentKey]?.layoutFrame.origin {
            frame.origin = CGPoint(x: CanonicalNumber.clean(frame.minX - content.x), y: CanonicalNumber.clean(frame.minY - content.y))
        }
        if view.bottomLeftOrigin { frame.origin.y = parent.height - frame.minY - frame.height }
        return frame
    }

    /// Frames (not alignment rects) of every view in root coordinates, top-down.
    func absoluteFrames() -> [String: CGRect] {
        var alignment: [String: CGRect] = [:]
        var result: [String: CGRect] = [:]
        for view in views {
            var rect = view.view.frame
            if let parentKey = view.parentKey, let parent = alignment[parentKey] {
                rect.origin = CGPoint(x: parent.minX + rect.minX, y: parent.minY + rect.minY)
            } else {
                rect.origin = .zero
                // A root its own required constraints size differently from the window (a
                // top-level view that does not translate its mask) is as large as they say.
                if let solved = root.layoutDiagnostics.rootSizeMismatch { rect.size = solved }
            }
            alignment[view.key] = rect
            let insets = view.alignmentInsets
            result[view.key] = CGRect(x: rect.minX - insets.left, y: rect.minY - insets.top,
                                      width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
        }
        guard let grid = documentGrid, grid > 0 else { return result }
        // The document's grid in window coordinates: each edge to the nearest line, ties to the
        // right and up the screen, as AppKit's bottom-left coordinates round half up (a 36-pt
        // view centred in 51 pt is saved at 8, one 158.5 pt above its superview's bottom at 159).
        // Empty rects are left as they are (a collapsed stack is saved at x = 216.5).
        func right(_ v: CGFloat) -> CGFloat { CanonicalNumber.clean(((v * grid) + 0.5).rounded(.down) / grid) }
        func up(_ v: CGFloat) -> CGFloat { CanonicalNumber.clean(((v * grid) - 0.5).rounded(.up) / grid) }
        return result.mapValues { r in
            guard r.width > 0, r.height > 0 else { return r }
            let x0 = right(r.minX), x1 = right(r.maxX), y0 = up(r.minY), y1 = up(r.maxY)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// Compares the solved frames of constraint-positioned views with the recorded ones (none when
    /// the layout is not at its recorded size). Views whose paths are in `excluding` (views the
    /// constraints leave open, ``undeterminedViews(ambiguous:)``) are counted as undetermined instead.
    /// Views the document marks misplaced are not compared either: their differing frames are
    /// listed in ``FrameReport/misplaced``.
    ///
    /// ```swift
    /// let report = layout.frameReport(tolerance: 0.5, excluding: Set(layout.undeterminedViews().map(\.item)))
    /// ```
    public func frameReport(tolerance: CGFloat = 0.5, excluding: Set<String> = []) -> FrameReport {
        layoutIfNeeded()
        var compared = 0, matched = 0, undetermined = 0
        var mismatches: [FrameMismatch] = [], misplaced: [FrameMismatch] = []
        let frames = isAtRecordedSize ? solvedFrames() : []
        for (view, solved) in zip(views, frames) where view.isConstraintPositioned {
            guard let recorded = view.recordedFrame else { continue }
            if excluding.contains(view.path) {
                undetermined += 1
                continue
            }
            let mismatch = FrameMismatch(objectID: view.objectID, path: view.path, recorded: recorded, solved: solved,
                                         location: view.location, isMarkedMisplaced: view.isMarkedMisplaced)
            if view.isMarkedMisplaced {
                if mismatch.delta > tolerance { misplaced.append(mismatch) }
                continue
            }
            compared += 1
            if mismatch.delta <= tolerance {
                matched += 1
            } else {
                mismatches.append(mismatch)
            }
        }
        return FrameReport(compared: compared, matched: matched, mismatches: mismatches, tolerance: tolerance,
                           undetermined: undetermined, misplaced: misplaced)
    }

    /// The views whose recorded frame the constraints do not determine, with the open parts of
    /// that frame: a width or height the solver may change without changing how well any
    /// constraint is met, an x or y that may move while the superview's stays put, and
    /// (bottom-left frames) a y measured from a superview bottom whose height is open. Decided
    /// from the constraints alone (PlumbCore's ambiguity analysis, less ties between optional
    /// constraints the solution breaks), never from the recorded frames.
    ///
    /// ```swift
    /// layout.undeterminedViews().map(\.description)   // ["view/scrollView: width not determined"]
    /// ```
    public func undeterminedViews(ambiguous: [AmbiguousItem]? = nil) -> [AmbiguousItem] {
        let items = ambiguous ?? root.freeAmbiguityReport()
        let open = Dictionary(items.map { ($0.item, Set($0.attributes)) }, uniquingKeysWith: { $0.union($1) })
        let pathByKey = Dictionary(views.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        var out: [AmbiguousItem] = []
        for view in views {
            let own = open[view.path] ?? []
            let parent = view.parentKey.flatMap { pathByKey[$0] }.flatMap { open[$0] } ?? []
            var attributes: [String] = []
            if own.contains("x"), !parent.contains("x") { attributes.append("x") }
            if own.contains("y") && !parent.contains("y") || view.bottomLeftOrigin && parent.contains("height") {
                attributes.append("y")
            }
            attributes += ["width", "height"].filter { own.contains($0) }
            if !attributes.isEmpty { out.append(AmbiguousItem(item: view.path, attributes: attributes)) }
        }
        return out
    }
}
