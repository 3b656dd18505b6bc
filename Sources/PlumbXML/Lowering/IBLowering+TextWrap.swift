import Foundation
import PlumbCore

extension IBLowering {
    /// How a label re-wraps at a width its document does not record, or nil when its height
    /// does not follow its width.
    ///
    /// * An iOS `label` with `numberOfLines` other than 1 wraps at its width — unless the
    ///   document sets an explicit `preferredMaxLayoutWidth` (Xcode 5-era files, the size
    ///   inspector's "Explicit"): UIKit then wraps its intrinsic height at that width, whatever
    ///   the label's frame, so its recorded height stands.
    /// * A macOS `textField` that draws as a label (no bezel or border) and wraps (its cell's
    ///   `lineBreakMode` is word or character wrapping, AppKit's default when IB writes none;
    ///   not `scrollable`, not single-line mode) wraps at its width too, when its preferred
    ///   width is automatic or set at first runtime layout (`setsMaxLayoutWidthAtFirstLayout`):
    ///   an explicit `preferredMaxLayoutWidth` fixes it, as on iOS. Its lines are AppKit's line
    ///   boxes (``RecordedTextWrap/macLineHeight(fontSize:)``).
    ///
    /// ```swift
    /// spec.textWrap = textWrap(view, text: "A long help text", fontSize: 11, recordedSize: size,
    ///                          fontScale: 1, context: context)
    /// ```
    func textWrap(_ view: IBView, text: String, fontSize: CGFloat, recordedSize: CGSize, fontScale: CGFloat,
                  context: RootContext) -> RecordedTextWrap? {
        let explicitWidth = view.attributes["preferredMaxLayoutWidth"].flatMap(Double.init).map { $0 > 0 } ?? false
        guard !explicitWidth else { return nil }
        switch (document.platform, view.element) {
        case (.macOS, "textField"):
            let cell = view.cellAttributes
            let drawsAsLabel = cell["borderStyle"] == nil && cell["bezelStyle"] == nil && cell["bezeled"] != "YES"
            let wraps = cell["lineBreakMode"].map { $0 == "wordWrapping" || $0 == "charWrapping" } ?? true
            guard drawsAsLabel, wraps, cell["scrollable"] != "YES", cell["usesSingleLineMode"] != "YES" else { return nil }
            return RecordedTextWrap(text: text, fontSize: fontSize, numberOfLines: 0, recordedSize: recordedSize,
                                    fontScale: fontScale, lineHeight: RecordedTextWrap.macLineHeight(fontSize: fontSize))
        case (.macOS, _):
            return nil
        case (_, "label"):
            let lines = (context.override("numberOfLines", of: view) ?? view.attributes["numberOfLines"]).flatMap { Int($0) } ?? 1
            return RecordedTextWrap(text: text, fontSize: fontSize, numberOfLines: lines, recordedSize: recordedSize, fontScale: fontScale)
        default:
            return nil
        }
    }
}
