/// The element names the importer knows: views (which name their class), controllers, the
/// structure it reads, and elements that carry no layout (colours, fonts, connections…) and are
/// skipped on purpose. Anything else is reported once per kind as a warning.
package enum IBVocabulary {
    /// Elements that are views (they hold a `<rect key="frame">`).
    package static let views: Set<String> = [
        // iOS / tvOS
        "view", "label", "imageView", "button", "tableViewCell", "tableViewCellContentView", "tableView",
        "textField", "stackView", "scrollView", "textView", "navigationBar", "activityIndicatorView",
        "collectionViewCell", "collectionViewCellContentView", "collectionView", "switch", "slider",
        "containerView", "visualEffectView", "segmentedControl", "searchBar", "tabBar", "pickerView",
        "datePicker", "stepper", "pageControl", "progressView", "mapView", "wkWebView", "webView",
        "collectionReusableView", "toolbar", "tableHeaderView", "tableFooterView", "glkView", "sceneKitView",
        "skView", "mtkView", "arscnView", "arskView", "imageButton", "navigationBarItem", "window",
        // macOS
        "customView", "box", "clipView", "scroller", "outlineView", "tableCellView", "tableRowView",
        "popUpButton", "progressIndicator", "tabView", "splitView", "colorWell", "searchField",
        "secureTextField", "levelIndicator", "gridView", "matrix", "comboBox", "tokenField",
        "datePickerView", "pathControl", "browser", "textField", "imageView", "segmentedControl",
        "slider", "stepper", "switch", "collectionView", "visualEffectView", "tableHeaderView",
        "openGLView", "sceneView", "avPlayerView", "pdfView", "webView", "ruler", "rulerView",
        "levelIndicatorView", "textFieldView", "tableView", "button", "customView",
        "ruleEditor", "predicateEditor", "datePicker", "wkWebView", "mapView", "mtkView", "skView",
    ]

    /// View controllers (their `key="view"` child is a layout root).
    package static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "windowController",
        "tabViewController", "glkViewController", "avPlayerViewController", "hostingController",
        "viewControllerPlaceholder", "pagecontroller", "pageController", "splitViewItem",
        // NSCollectionViewItem is an NSViewController (in a xib its view is an outlet).
        "collectionViewItem",
    ]

    /// Elements the importer reads (structure and layout facts).
    package static let structure: Set<String> = [
        "document", "device", "adaptation", "dependencies", "deployment", "plugIn", "capability", "objects", "scenes", "scene",
        "resources", "image", "designables", "designable", "size", "rect", "frame", "autoresizingMask",
        "subviews", "constraints", "constraint", "viewLayoutGuide", "viewControllerLayoutGuide",
        "layoutGuides", "variation", "mask", "include", "exclude", "edgeInsets", "directionalEdgeInsets",
        "placeholder", "customObject", "prototypes", "cells", "sections", "tableViewSection",
        "beginningViews", "middleViews", "endViews", "visibilityPriorities", "customSpacing",
        "integer", "real", "rows", "columns", "gridRow", "gridColumn", "gridCells", "gridCell",
        "tableColumns", "tableColumn", "prototypeCellViews", "tabViewItems", "tabViewItem",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "simulatedStatusBarMetrics", "freeformSimulatedSizeMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "simulatedMetricsContainer", "nil", "exit", "segue",
        "connections", "outlet", "outletCollection", "action",
        // NSTouchBar: its items' views (or their view controllers' views) are layout roots.
        "touchBar", "touchBarItems", "touchBarItem", "touchBarGroupItem",
    ]

    /// Elements that carry no layout (appearance, behaviour, bindings, menus…): skipped on purpose.
    package static let ignored: Set<String> = [
        "color", "namedColor", "systemColor", "fontDescription", "font", "customFonts", "array", "string",
        "mutableString", "attributedString", "fragment", "attributes", "paragraphStyle", "textAttributes",
        "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "state", "point", "textFieldCell",
        "buttonCell", "imageCell", "popUpButtonCell", "sliderCell", "segmentedCell", "stepperCell",
        "tableHeaderCell", "levelIndicatorCell", "searchFieldCell", "secureTextFieldCell", "comboBoxCell",
        "datePickerCell", "pathCell", "colorWellCell", "tokenFieldCell", "textFieldCellView", "actionCell",
        "behavior", "modifierMask", "menu", "menuItem", "items", "textInputTraits", "accessibility",
        "accessibilityTraits", "accessibilityConnection", "binding", "dictionary", "bool", "value",
        "segment", "segments", "navigationItem", "barButtonItem", "leftBarButtonItems", "rightBarButtonItems",
        "tabBarItem", "toolbarItems", "toolbarItem",
        "inset", "windowStyleMask", "windowPositionMask", "windowCollectionBehavior", "collectionViewFlowLayout",
        "collectionViewLayout", "tapGestureRecognizer", "panGestureRecognizer", "longPressGestureRecognizer",
        "swipeGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
        "screenEdgePanGestureRecognizer", "clickGestureRecognizer", "gestureRecognizers", "shadow",
        "scopeButtonTitles", "popoverArrowDirection", "offsetWrapper", "numberFormatter", "dateFormatter",
        "extendedEdge", "blurEffect", "vibrancyEffect", "toolbarAppearance", "navigationBarAppearance",
        "tabBarAppearance", "userDefaultsController", "inferredMetricsTieBreakers", "attributedString",
        "dataDetectorType", "contentConfiguration", "buttonConfiguration", "backgroundConfiguration",
        "preferredSymbolConfiguration", "imageReference", "locale", "date", "calendar", "timeZone",
        "textContainer", "animations", "textAttributesReference", "selectedTextAttributes",
        "linkTextAttributes", "allowedToolbarItems", "defaultToolbarItems", "toolbar", "real", "data",
        "mutableData", "url", "imageView", "split", "splitViewItems", "splitItem", "viewControllerLayoutGuides",
        "keyCommands", "keyCommand", "command", "searchToolbarItem", "trackingArea", "objectController",
        "arrayController", "treeController", "dictionaryController", "tableColumnResizingMask",
        "sortDescriptor", "sortDescriptorPrototype", "scrollViewContentInsets", "navigationBarStandardAppearance",
        "barAppearance", "imageSymbolConfiguration", "connection", "point", "nib", "dataMode",
        // Build metadata and web-view configuration (every WKWebView in IB carries these).
        "development", "wkWebViewConfiguration", "audiovisualMediaTypes", "wkPreferences",
        "searchDisplayController", "hoverGestureRecognizer",
        // A date picker's shown elements (year, month, day…): its size is recorded.
        "datePickerElements",
        // A table's grid lines (which separators it draws): appearance only. An NSPopover
        // object only points at the controller whose view it shows.
        "tableViewGridLines", "popover",
        // Guides a user dragged onto the canvas in Interface Builder: an editing aid, not
        // part of the layout (nothing at run time reads them).
        "userGuides", "userLayoutGuide",
        // The application scene of a macOS storyboard (Xcode's app template: the NSApplication
        // object and its main menu): no view.
        "application",
        // The class of the objects an array or object controller manages, as Xcode 16 and later
        // write it (`<classReference key="objectClass" className="…"/>`): a binding detail.
        "classReference",
        // The Core Animation transition of a view's View Effects inspector (`<animations>
        // <caTransition key="subviews">`, an archived CATransition): drawing, not layout.
        "caTransition",
        // A custom NSFormatter subclass as a top-level object (`<customFormatter id="…"
        // customClass="PositiveIntegerFormatter"/>`, the target of a field's `formatter`
        // outlet): like `numberFormatter`, no view (round 35).
        "customFormatter",
    ]

    /// Whether an element name is part of the vocabulary.
    package static func isKnown(_ name: String) -> Bool {
        known.contains(name)
    }

    /// Every name of the vocabulary (one hash per lookup, for the walk over every element).
    private static let known: Set<String> = views.union(controllers).union(structure).union(ignored)

    /// macOS views that lay their cell views out in rows: a cell view is as tall as its row.
    package static let rowLayingMacViews: Set<String> = ["tableView", "outlineView"]

    /// macOS views whose own coordinates are flipped (top-left origin).
    package static let flippedMacViews: Set<String> = [
        "tableView", "outlineView", "textView", "collectionView", "matrix", "tableRowView",
    ]
}
