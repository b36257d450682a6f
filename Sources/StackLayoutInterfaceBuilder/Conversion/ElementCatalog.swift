import StackLayout

/// What the importer knows of Interface Builder's elements (INTERFACE_BUILDER.md §6, §10, §17):
/// which are views, which dimensions of a content view's size are intrinsic, which
/// attributes and children it reads or knowingly ignores.
enum ElementCatalog {
    /// The dimensions of a class's intrinsic content size.
    enum IntrinsicDimensions { case none, both, heightOnly }

    static func intrinsicDimensions(of element: ResolvedElement) -> IntrinsicDimensions {
        switch element.element.name {
        case "label", "button", "textField", "switch", "segmentedControl", "stepper", "activityIndicatorView",
             "pageControl", "datePicker", "pickerView":
            return .both
        case "imageView":
            return element["image"] == nil ? .none : .both
        case "textView":
            return element["scrollEnabled"] == "NO" ? .both : .none
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            return .heightOnly
        default:
            return .none
        }
    }

    /// Leaves: their children are laid out by themselves (a table's cells), not by Auto Layout here.
    static let leaves: Set<String> = [
        "tableView", "collectionView", "mapView", "wkWebView", "webView", "containerView", "pickerView",
        "datePicker", "searchBar", "navigationBar", "toolbar", "tabBar", "label", "button", "textField", "textView",
        "switch", "slider", "segmentedControl", "stepper", "activityIndicatorView", "pageControl", "progressView",
        "imageView",
    ]

    /// Views IB writes that the importer knows (anything else in `<subviews>` is laid out as a
    /// plain view without intrinsic size, with a warning).
    static let knownViews: Set<String> = leaves.union([
        "view", "stackView", "scrollView", "visualEffectView", "tableViewCell", "collectionViewCell",
        "collectionReusableView", "tableViewCellContentView", "collectionViewCellContentView", "arscnView",
        "arskView", "sceneKitView", "skView", "mtkView", "glkView", "imageView", "activityIndicatorView",
        "adBannerView", "tableViewHeaderFooterView",
    ])

    /// The outsets from a control's alignment rectangle to its frame (§17): (top, left, bottom, right).
    static func alignmentOutsets(of element: ResolvedElement, storedSize: Size?) -> EdgeInsets? {
        switch element.element.name {
        case "switch":
            // 49 × 31 switches (Xcode 9) are stored without the outset.
            if let size = storedSize, abs(size.width - 49) < 0.01 { return nil }
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default: return nil
        }
    }

    /// Attributes every view may carry that the importer reads.
    static let layoutAttributes: Set<String> = [
        "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider", "fixedFrame",
        "translatesAutoresizingMaskIntoConstraints", "misplaced", "ambiguous", "hidden",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute",
        "layoutMarginsFollowReadableWidth", "sceneMemberID",
        // stack views
        "axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement",
        // scroll views
        "contentInsetAdjustmentBehavior", "pagingEnabled", "alwaysBounceHorizontal", "alwaysBounceVertical",
        "scrollEnabled",
        // content: measured sizes (text issue) and the image's size
        "text", "image", "numberOfLines", "title", "placeholder", "borderStyle", "catalog",
        "layoutMarginsRelativeArrangement",
    ]

    /// Attributes that only change drawing, behaviour or accessibility: read and knowingly ignored.
    static let drawingAttributes: Set<String> = [
        "contentMode", "opaque", "clipsSubviews", "multipleTouchEnabled", "userInteractionEnabled", "alpha", "tag",
        "clearsContextBeforeDrawing", "autoresizesSubviews", "restorationIdentifier", "focusGroupIdentifier",
        "simulatedAppContext", "textAlignment", "lineBreakMode", "baselineAdjustment", "adjustsFontSizeToFit",
        "adjustsFontForContentSizeCategory", "minimumFontSize", "minimumScaleFactor", "highlighted", "enabled",
        "selected", "preferredMaxLayoutWidth", "showsExpansionTextWhenTruncated", "adjustsLetterSpacingToFitWidth",
        "lineBreakStrategy", "enabledForSelection", "buttonType", "contentHorizontalAlignment",
        "contentVerticalAlignment", "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted",
        "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "pointerInteraction",
        "changesSelectionAsPrimaryAction", "role", "showsMenuAsPrimaryAction", "highlightedImage",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "animationDuration", "clearsOnBeginEditing",
        "clearButtonMode", "background", "disabledBackground", "editable", "selectable", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "keyboardDismissMode", "bounces", "directionalLockEnabled", "bouncesZoom",
        "delaysContentTouches", "canCancelContentTouches", "maximumZoomScale", "minimumZoomScale", "indicatorStyle",
        "decelerationRate", "scrollsToTop", "on", "value", "minValue", "maxValue", "continuous", "segmentControlStyle",
        "selectedSegmentIndex", "apportionsSegmentWidthsByContent", "momentary", "minimumValue", "maximumValue",
        "stepValue", "wraps", "autorepeat", "style", "hidesWhenStopped", "animating", "numberOfPages", "currentPage",
        "hidesForSinglePage", "backgroundStyle", "progress", "progressViewStyle", "datePickerMode", "minuteInterval",
        "preferredDatePickerStyle", "useCurrentDate", "separatorStyle", "rowHeight", "estimatedRowHeight",
        "sectionHeaderHeight", "sectionFooterHeight", "allowsSelection", "dataMode", "showsSelectionImmediatelyOnTouchBegin",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "separatorInsetReference",
        "contentViewInsetsToSafeArea", "sectionIndexMinimumDisplayRowCount", "prefetchingEnabled",
        "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
        "selectionStyle", "accessoryType", "indentationWidth", "indentationLevel", "reuseIdentifier",
        "editingAccessoryType", "focusStyle", "shouldIndentWhileEditing", "showsReorderControl", "mapType",
        "zoomEnabled", "rotateEnabled", "pitchEnabled", "showsUserLocation", "showsBuildings", "showsCompass",
        "showsPointsOfInterest", "showsScale", "showsTraffic", "allowsInlineMediaPlayback", "mediaPlaybackRequiresUserAction",
        "scalesPageToFit", "dataDetectorTypes", "allowsBackForwardNavigationGestures", "allowsLinkPreview",
        "effect", "barStyle", "translucent", "searchBarStyle", "showsCancelButton", "showsBookmarkButton",
        "showsScopeBar", "prompt", "itemPositioning", "itemSpacing", "itemWidth", "selectedItem", "extendedEdge",
        "insetsContentViewsToSafeArea", "adjustsFontSizeToFitWidth", "minimumZoom", "textColor", "fontStyle",
        "spellCheckingType", "autocorrectionType", "autocapitalizationType", "keyboardType", "returnKeyType",
        "secureTextEntry", "keyboardAppearance", "enablesReturnKeyAutomatically", "textContentType", "smartDashesType",
        "smartInsertDeleteType", "smartQuotesType", "usesAttributedText", "allowsEditingTextAttributes",
        "showsLargeContentViewer", "largeContentTitle", "springLoaded", "isAccessibilityElement", "accessibilityLabel",
        "accessibilityHint", "accessibilityIdentifier", "contentScaleFactor", "exclusiveTouch", "interactionEnabled",
        "allowsBackForwardNavigation", "automaticallyAdjustsContentInsets", "remembersLastFocusedIndexPath",
        "selectionFollowsFocus", "dragInteractionEnabled", "reorderingCadence", "interactiveDismissal",
        "horizontalCompressionResistance", "showsBackgroundView", "pickerMode", "roundedCornerPosition",
        "preferredBehavioralStyle", "symbolScale", "variableValue", "allowsDirectInteraction",
        "hidesSearchBarWhenScrolling", "insetsReference", "estimatedItemSize", "semanticContentAttributeForce",
        "tableViewCell", "collectionViewCell",
    ]

    /// Children every view may carry that the importer reads.
    static let layoutChildren: Set<String> = [
        "rect", "frame", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide", "variation", "edgeInsets",
        "directionalEdgeInsets", "inset", "keyboardLayoutGuide", "tableViewCellContentView",
        "collectionViewCellContentView", "view", "fontDescription", "state", "string", "attributedString",
        "buttonConfiguration", "segments",
    ]

    /// Children that only change drawing, behaviour or accessibility, or that the owner lays
    /// out itself (a table's cells, a collection's layout).
    static let ignoredChildren: Set<String> = [
        "color", "nil", "connections", "accessibility", "userDefinedRuntimeAttributes", "textInputTraits", "point",
        "size", "imageReference", "backgroundConfiguration", "gestureRecognizers", "prototypes", "cells", "sections",
        "collectionViewFlowLayout", "collectionViewLayout", "freeformSimulatedSizeMetrics", "offsetWrapper",
        "preferredSymbolConfiguration", "date", "locale", "timeZone", "dataDetectorType", "real", "integer",
        "wkWebViewConfiguration", "webViewConfiguration", "items", "simulatedMetricsContainer", "visualEffect",
        "blurEffect", "vibrancyEffect", "navigationItem", "tabBarItem", "barButtonItem", "scopeButtonTitles",
        "tableViewSection", "textAttributes", "titleTextAttributes", "largeTitleTextAttributes",
        "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance", "standardAppearance",
        "scrollEdgeAppearance", "compactAppearance", "attributedTitle", "mutableString", "fragment", "attributes",
        "paragraphStyle", "font", "image", "backgroundColor", "textColor", "simulatedStatusBarMetrics",
        "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
        "stackViewSpacing", "customSpacing", "mapCamera", "pointerStyle", "shadow", "menu", "contextMenu",
        "popUpButtonMenu", "dataSet", "arrayOfStrings", "directionalEdgeInsetsLegacy", "animations",
        "lineBreakStrategy",
    ]
}
