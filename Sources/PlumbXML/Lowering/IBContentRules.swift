import Foundation
import PlumbCore

/// What Interface Builder's controls contribute to layout that the file does not state:
/// alignment-rect insets (frame minus alignment rect), which views have an intrinsic content
/// size on which axis, and where text baselines sit.
enum IBContentRules {
    // MARK: alignment insets

    /// Frame minus alignment rect (top, left, bottom, right) for a view's class and cell, as the
    /// Xcode that saved the document (`toolsVersion`) drew it; `macIdiom` for a Mac Catalyst
    /// document laid out in the Mac idiom (`<device id="mac" renderMode="macOS">`).
    static func alignmentInsets(_ view: IBView, platform: InterfaceBuilderDocument.Platform,
                                toolsVersion: Double = .infinity, macIdiom: Bool = false) -> EdgeInsets {
        let size = view.frame?.size ?? .zero
        if platform != .macOS {
            switch view.element {
            // In the Mac idiom a UIButton is drawn as AppKit's push button: a 32-pt frame around
            // a 20-pt bezel, 5 pt below the frame's top, 7 above its bottom and 7 in at the
            // sides. Zavala's Open Quickly sheet (Xcode 12.4) pins three buttons 20 pt from the
            // safe area's leading, trailing and bottom edges, 12 pt apart and 20 pt below two
            // containers, and records them at 13, 711 and 637, with the containers 484 tall,
            // only so (round 34).
            case "button" where macIdiom && size.height == 32: return EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
            case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
            // UISwitch's frame reaches 2 pt past its alignment rect on the right: the classic
            // 51 × 31 switch and the 63 × 28 one of iOS 26 (Xcode 26: a label and a switch that
            // fill a 528-pt row are recorded 467 and 63 wide).
            case "switch": return size.width == 51 || size.width == 63 ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : .zero
            // UISegmentedControl's alignment rect ends 1 pt above its frame (its bottom shadow line).
            case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            default: return .zero
            }
        }
        let cell = view.cellAttributes
        let controlSize = cell["controlSize"] ?? view.attributes["controlSize"] ?? "regular"
        switch view.element {
        case "textField", "secureTextField", "comboBox", "tokenField":
            if let border = cell["borderStyle"], border == "bezel" || border == "border" || border == "line" { return .zero }
            if cell["bezelStyle"] != nil || cell["bezeled"] == "YES" { return .zero }
            // A field that fills its frame with a background has no text inset to align.
            if cell["drawsBackground"] == "YES" { return .zero }
            if view.element == "comboBox" { return EdgeInsets(top: 0, left: 0, bottom: 3, right: 3) }
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "button":
            let type = cell["type"] ?? "push"
            if type == "check" || type == "radio" {
                // The box's alignment rect is 14 pt tall (regular and small size); taller frames
                // carry the focus ring evenly above and below (18-pt frames: 2 and 2, small
                // 16-pt frames: 1 and 1). Since Big Sur an 18-pt frame holds a 16-pt rect (1
                // and 1): a box at a stack's top inset, one alone in a grid row and boxes pinned
                // 22 pt below a box's top are recorded so.
                // A large box (controlSize large, 22-pt frames) aligns 3 pt in from its frame's
                // left and 1.5 pt in from its top and bottom (a 19-pt rect): radios pinned to
                // image views' tops and leading edges are recorded so.
                if controlSize == "large" {
                    let vertical = size.height > 19 ? (size.height - 19) / 2 : 0
                    return EdgeInsets(top: vertical, left: 3, bottom: vertical, right: toolsVersion < 17000 ? 2 : 0)
                }
                // Xcodes of toolsVersion 24000 and later (24128 is seen; Xcode 14's 21507 and
                // Xcode 15's 23502 still save 18-pt frames) save a regular box 16 pt tall with
                // nothing outside its alignment rect: PasteDirect's general pane records three
                // boxes at the start of their grid column (150, where the labels' frames start at
                // 148) and a box alone in a top-placed row with its frame on the row's top; the
                // same pane saved by Xcode 14 has them 18 pt tall, 2 pt left of it (round 30).
                if toolsVersion >= 24000 && controlSize == "regular" && size.height == 16 { return .zero }
                let sized = controlSize == "regular" || controlSize == "small"
                let rect: CGFloat = toolsVersion >= 17000 && size.height == 18 ? 16 : 14
                let vertical = sized && size.height > rect ? ((size.height - rect) / 2).rounded(.down) : 0
                // Before Big Sur (Xcode 11 and earlier, toolsVersion < 17000) the box's frame also
                // reached 2 pt past its title's end.
                return EdgeInsets(top: vertical, left: 2, bottom: vertical, right: toolsVersion < 17000 ? 2 : 0)
            }
            switch cell["bezelStyle"] {
            case "rounded" where type == "push":
                switch controlSize {
                case "large": return EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
                case "small": return EdgeInsets(top: 4, left: 5, bottom: 4, right: 5)
                case "mini": return EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
                // From Xcode 13 (toolsVersion ≥ 18000, the macOS 12 SDK) the bezel reaches 5 pt
                // above the alignment rect (20 pt tall in a 32-pt frame), 4 before (21 pt), and
                // 7 pt past it at the sides (6 before): a stack of a field, an inline button and
                // a push button fills its width only so.
                // Xcode 26 (toolsVersion ≥ 24400; 24412 and 24506 are seen) saves a regular push
                // button 24 pt tall with nothing outside its alignment rect: buttons pinned to a
                // root's trailing and bottom edges, spaced 4 pt apart in a stack and 8 pt below a
                // label are recorded with their frames on those edges.
                default:
                    if toolsVersion >= 24400 && size.height == 24 { return .zero }
                    let side: CGFloat = toolsVersion >= 18000 ? 7 : 6
                    return EdgeInsets(top: toolsVersion >= 18000 ? 5 : 4, left: side, bottom: 7, right: side)
                }
            case "regularSquare" where type == "bevel":
                // A bevel button's bezel: 2 pt outside its alignment rect, 3 below.
                return EdgeInsets(top: 2, left: 2, bottom: 3, right: 2)
            case "texturedRounded":
                // Xcodes before 9 saved textured buttons 25 pt tall: a 22-pt rect 1 pt below the
                // top and 2 above the bottom (fields and root edges pinned to them say so).
                return size.height == 25 ? EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
                    : EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "roundedRect" where type == "roundRect":
                // A round-rect button's shadow hangs 1 pt below its alignment rect (a small one
                // pinned 10 pt above its superview's bottom is saved at y = 9; a regular one
                // 19 pt tall centred in 102 pt at 41).
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "recessed" where type == "recessed":
                // A recessed button's shadow hangs 1 pt below its alignment rect, as a round-rect
                // button's does: Radiola's toolbar volume view records a mute button 19 pt tall
                // under a `height == 18`, centred in a 52-pt view, with its frame's bottom 1 pt
                // below the rect's (y 16, the rect from 17 to 35) and its top on the rect's top
                // (round 35). Xcode 16 (toolsVersion ≥ 24000, as for check boxes) saves it with
                // nothing outside its rect: PasteDirect's general pane (24128) records a 24-pt
                // recessed button in a top-placed grid row with its frame on the row's top, and
                // the 1-pt inset moves its grid 5 of 6 matching views off (round 30's file).
                return toolsVersion < 24000 ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : .zero
            case "helpButton":
                return EdgeInsets(top: 2, left: 2, bottom: 3, right: 2)
            default:
                return .zero
            }
        case "popUpButton":
            switch cell["bezelStyle"] {
            case "rounded", nil:
                switch controlSize {
                // A small pop-up saved 22 pt tall holds an 18-pt rect 1 pt below its top (as
                // tall as a small segmented control's rect, pinned 20 pt below a root's top).
                case "small": return EdgeInsets(top: size.height == 22 ? 1 : 0, left: 3, bottom: 3, right: 3)
                case "mini": return EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
                // Xcodes before 9 saved regular pop-ups 26 pt tall: a 21-pt rect 2 pt below the
                // top, 2 in from the left (labels and root edges pinned to them say so).
                // From Xcode 13 (toolsVersion ≥ 18000, the macOS 12 SDK, as for push buttons) the
                // bezel reaches 4 pt past the rect on the right: IOBrowser's format pane records a
                // label and a pop-up 8 pt apart, 20 pt in from the left, that fit a 166-pt view
                // with a trailing `≥ 20` only so (round 28).
                // Before Big Sur (toolsVersion < 17000) the rect in a 25-pt frame is 21 pt tall,
                // 3 pt above the frame's bottom, not 4: NetNewsWire's folder sheet (Xcode 11)
                // records a push button 20 pt below its pop-up only so, GitGrass's settings pane
                // a pop-up 20 pt above its root's bottom, and its preferences pane (Xcode 11.4)
                // labels on three pop-ups' baselines with their title 3 pt above that bottom
                // (round 32).
                // Big Sur's pop-up (Xcode 12, toolsVersion ≥ 17000) already reaches 4 pt past its
                // rect on the right: Zavala's font sheet (Xcode 12.3) stacks a pop-up, a label and
                // a stepper 8 pt apart from the stack's leading edge and records the label's rect
                // 79 pt after it, the pop-up's frame 78 wide from −3, only so (round 34).
                default: return size.height == 26 ? EdgeInsets(top: 2, left: 2, bottom: 3, right: 3)
                    : EdgeInsets(top: 1, left: 3, bottom: toolsVersion < 17000 ? 3 : 4, right: toolsVersion >= 17000 ? 4 : 3)
                }
            default:
                return .zero
            }
        case "box":
            if view.attributes["boxType"] == "separator" {
                return size.width >= size.height ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
            }
            // A bordered (primary) box draws its bezel 3 pt outside its alignment rect at the
            // sides and 4 pt below; above, 2 pt without a title (a title starts the rect).
            if view.attributes["boxType"] == nil || view.attributes["boxType"] == "primary" {
                let top: CGFloat = view.attributes["titlePosition"] == "noTitle" ? 2 : 0
                return EdgeInsets(top: top, left: 3, bottom: 4, right: 3)
            }
            return .zero
        case "imageView":
            if cell["imageFrameStyle"] == "grayBezel" || cell["imageFrameStyle"] == "groove" { return EdgeInsets(all: 3) }
            return .zero
        case "progressIndicator":
            return view.attributes["style"] == "bar" ? EdgeInsets(top: 1, left: 0, bottom: 1, right: 0) : .zero
        case "stepper":
            // A regular stepper's 19-pt-wide frame holds a 13 × 20 rect: 3 pt in at the sides,
            // centred vertically (27- and 28-pt frames). Voiceroid's number cell (Xcode 10) holds
            // one 13 wide by a constraint and records it 19 wide; Zavala's font sheet (Xcode
            // 12.3) ends a top-aligned 20-pt stack 3 pt inside its 28-pt frame, 4 below its top.
            guard size.width == 19, size.height > 20, controlSize == "regular" else { return .zero }
            let vertical = (size.height - 20) / 2
            return EdgeInsets(top: vertical, left: 3, bottom: vertical, right: 3)
        default:
            return .zero
        }
    }

    /// Whether the table's insets for a view are well established (many survey observations):
    /// macOS regular and large rounded push buttons.
    static func hasEstablishedInsets(_ view: IBView, platform: InterfaceBuilderDocument.Platform) -> Bool {
        guard platform == .macOS, view.element == "button" else { return false }
        let cell = view.cellAttributes
        return (cell["type"] ?? "push") == "push" && cell["bezelStyle"] == "rounded" && (cell["controlSize"] ?? "regular") != "small"
            && cell["controlSize"] != "mini"
    }

    // MARK: intrinsic content size

    /// On which axes a view has an intrinsic content size: (horizontal, vertical), or nil for none.
    static func intrinsicAxes(_ view: IBView, platform: InterfaceBuilderDocument.Platform) -> (Bool, Bool)? {
        let attributes = view.attributes
        if platform == .macOS {
            switch view.element {
            case "textField", "button", "popUpButton", "segmentedControl", "stepper", "switch", "datePicker", "colorWell":
                return (true, true)
            case "levelIndicator":
                // A rating indicator draws `maxValue` fixed-size images: it has a width too.
                return view.cellAttributes["levelIndicatorStyle"] == "rating" ? (true, true) : (false, true)
            case "secureTextField", "searchField", "comboBox", "tokenField", "pathControl":
                return (false, true)
            case "imageView":
                return attributes["image"] != nil || view.cellAttributes["image"] != nil ? (true, true) : nil
            case "progressIndicator":
                return attributes["style"] == "bar" ? (false, true) : (true, true)
            case "slider":
                return view.cellAttributes["vertical"] == "YES" || attributes["vertical"] == "YES" ? (true, false) : (false, true)
            case "scrollView":
                // A scrolling text view (an NSTextView as the document view) keeps its recorded
                // size on Interface Builder's canvas: IB records such a scroll view at its
                // recorded size against a weaker height constraint, without marking it
                // misplaced, and leaves its width unmarked where nothing else sets it — as if
                // it had that intrinsic size.
                let clip = view.subviews.first { $0.element == "clipView" }
                return clip?.subviews.contains { $0.element == "textView" } == true ? (true, true) : nil
            case "box":
                guard attributes["boxType"] == "separator" else { return nil }
                let size = view.frame?.size ?? .zero
                return size.width >= size.height ? (false, true) : (true, false)
            default:
                return nil
            }
        }
        switch view.element {
        case "label", "button", "textField", "switch", "segmentedControl", "stepper", "activityIndicatorView",
             "pageControl", "datePicker", "pickerView":
            return (true, true)
        case "imageView":
            return attributes["image"] != nil ? (true, true) : nil
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            return (false, true)
        case "textView":
            return attributes["scrollEnabled"] == "NO" ? (true, true) : nil
        default:
            return nil
        }
    }

    /// `placeholderIntrinsicWidth/Height`: a number, or `infinite` for none.
    static func placeholderIntrinsic(_ view: IBView) -> CGSize? {
        let width = view.attributes["placeholderIntrinsicWidth"], height = view.attributes["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        func value(_ text: String?) -> CGFloat {
            guard let text, let number = IBParser.parseNumber(text) else { return View.noIntrinsicMetric }
            return CGFloat(number)
        }
        return CGSize(width: value(width), height: value(height))
    }

    // MARK: baselines

    /// First-baseline offset from the top and last-baseline offset from the bottom of a text
    /// view's alignment rect, from its font and the recorded height (text is centred vertically
    /// in iOS labels and bottom-aligned in macOS text fields).
    ///
    /// Before Big Sur (documents saved by Xcode 11 and earlier, toolsVersion < 17000) a bezeled
    /// text field drew its text 2 pt below its top however tall it was; since then it centres
    /// the line like the other controls. `scale` is the pixel scale of the device laid out for
    /// (a label's descender is rounded to the pixel on 3× devices, to whole points otherwise).
    static func baselines(_ view: IBView, platform: InterfaceBuilderDocument.Platform, size: CGSize,
                          toolsVersion: Double = .infinity, scale: CGFloat? = nil) -> (first: CGFloat, last: CGFloat)? {
        guard let font = view.fontSize.map({ CGFloat($0) }) else { return nil }
        let ascender = font * 0.9521, descender = font * 0.2412, lineHeight = font * 1.1934
        let height = size.height
        if platform == .macOS {
            guard ["textField", "button", "popUpButton", "secureTextField", "searchField", "comboBox", "segmentedControl", "tokenField"]
                .contains(view.element) else { return nil }
            // One line of text. Labels draw it from the top; bezeled fields and controls centre
            // the line box in their alignment rect, rounding down (IB's recorded frames agree).
            let lineBox = (font * 1.19).rounded(.up)
            let cell = view.cellAttributes
            let isLabel = view.element == "textField" && cell["borderStyle"] == nil && cell["bezelStyle"] == nil && cell["bezeled"] != "YES"
            let centred = ((height - lineBox) / 2).rounded(.down)
            let isField = ["textField", "secureTextField"].contains(view.element) && !isLabel
            // A regular rounded pop-up button sets its title's line box 3 pt above its alignment
            // rect's bottom, whether that rect is 21 pt tall (Xcode 11) or 20 (Xcode 12 and
            // later): labels tied to its baseline sit there in both.
            let roundedPopUp = view.element == "popUpButton" && (cell["bezelStyle"] ?? "rounded") == "rounded"
                && (cell["controlSize"] ?? "regular") == "regular"
            // A one-line label recorded at least 2 pt taller than the system font's line box
            // has a font with a taller line (Menlo 12 in an 18-pt label): its line is centred in
            // the recorded height, not drawn from the top.
            let singleLine = cell["lineBreakMode"].map { $0 != "wordWrapping" && $0 != "charWrapping" } ?? false
            let tallLabel = isLabel && singleLine && height - lineBox >= 2
            // One recorded shorter than its line box (squeezed by its constraints) centres that
            // box in the recorded height as the controls do, reaching above its top: Settings' example
            // pane records a 14-pt label of the 13-pt system font, its baseline tied to a push
            // button's, centred with the button in a grid row — on the button's baseline only
            // if its 16-pt line starts 1 pt above the label's top (round 28).
            // One recorded 1 pt short centres its box too, rounding the half point up the label:
            // the same pane saved by Xcode 11.5 (timer-app's copy, round 35) records that label
            // 15 pt tall, centred in a 21-pt row with a pre-Xcode 13 push button whose 16-pt line
            // starts 2 pt into its rect — on the button's baseline only if the label's line
            // starts 1 pt above its top, not half a point.
            let squeezedLabel = isLabel && singleLine && lineBox - height >= 1
            // Since Big Sur a bezeled field centres its line rounding half a point down the
            // field (a 21-pt field's 16-pt line starts 3 pt below its top: a label on its
            // baseline is recorded so), unlike the controls.
            let top: CGFloat
            if tallLabel { top = (height - lineHeight) / 2 }
            else if squeezedLabel { top = centred }
            else if isLabel { top = 0 }
            else if isField { top = toolsVersion < 17000 ? min(2, centred) : ((height - lineBox) / 2).rounded(.up) }
            else if roundedPopUp { top = max(0, height - lineBox - 3) }
            else { top = centred }
            let first = top + ascender
            return (first, max(0, height - first))
        }
        guard ["label", "button", "textField", "textView"].contains(view.element) else { return nil }
        if view.element == "label" {
            // Auto Layout measures a label's last baseline from its bottom (IB's recorded frames of
            // stretched labels agree), and its first baseline one line above for each extra line.
            // The offset is the font's descender rounded to whole points: labels of different
            // sizes tied by their baselines keep IB's recorded bottoms that way on a 2× device
            // (14 pt and 11 pt sit on the same bottom, 13 pt one point above 16 pt; Xcode 8.3).
            // On 3× devices it is rounded to the pixel (⅓ pt): a 15-pt label tied to a 17-pt one
            // ends ⅓ pt above it (3.67 against 4), as IB records in two repositories (Xcode 9.3
            // and 16). Half points cannot give the 2× bottoms, so the rule is keyed on the
            // layout's scale.
            let pixels = (scale ?? 1) >= 3 ? (scale ?? 1) : 1
            let last = (descender * pixels).rounded() / pixels
            let lines = max(1, ((height + 0.5) / lineHeight).rounded(.down))
            return (max(0, height - last - (lines - 1) * lineHeight), last)
        }
        let lines = max(1, ((height + 0.5) / lineHeight).rounded(.down))
        let textHeight = lines * lineHeight
        let top = (height - textHeight) / 2
        let first = top + ascender
        let last = height - (top + textHeight - descender)
        return (first, last)
    }
}
