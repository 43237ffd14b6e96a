/// Syntax → feature-gate ids of the built-in catalog (Config/gates.yaml). Each entry comes
/// from the gate's `api:` text: a type name (`NavigationStack`), a modifier name
/// (`.refreshable(action:)` → `refreshable`), an attribute (`@StateObject`), a conformance
/// (`: UIViewRepresentable`), a member (`.sizingOptions`) or a macro (`#Preview`). Where one
/// name covers several gates, the argument labels decide (`.task(id:)` → `task-id`).
/// Gates that no spelling identifies (observation tracking in UIKit, …) are left out;
/// `ScanTests.gateTableCoversTheCatalog` lists them.
enum GateTable {
    /// UIKit views among `typeNames`: a need of the screen whose own code holds one, not of
    /// the screens that use the type holding it (a user-agent helper that makes a WKWebView
    /// shows no web page).
    static let uikitContent: Set<String> = ["WKWebView", "MKMapView"]

    /// Called or named types (`NavigationStack { … }`, `let path = NavigationPath()`).
    static let typeNames: [String: String] = [
        "NavigationView": "navigation-view",
        "NavigationStack": "navigation-stack",
        "NavigationSplitView": "navigation-split-view",
        "NavigationPath": "navigation-path",
        "ToolbarItem": "toolbar-item",
        "ToolbarItemGroup": "toolbar-item",
        "TabView": "tab-view",
        "PageTabViewStyle": "tab-view-style-page",
        "StoreView": "storekit-views",
        "ProductView": "storekit-views",
        "SubscriptionStoreView": "storekit-views",
        "Marker": "map-content-builder",
        "MapPolyline": "map-content-builder",
        "MapCircle": "map-content-builder",
        "MapPolygon": "map-content-builder",
        "MapCameraPosition": "map-content-builder",
        "MapAnnotation": "map-legacy",
        "MapMarker": "map-legacy",
        "MapPin": "map-legacy",
        "List": "list",
        "LazyVStack": "lazy-vstack",
        "LazyHStack": "lazy-vstack",
        "LazyVGrid": "lazy-vgrid",
        "LazyHGrid": "lazy-vgrid",
        "Grid": "grid",
        "GridRow": "grid",
        "ViewThatFits": "view-that-fits",
        "GeometryReader": "geometry-reader",
        "AsyncImage": "async-image",
        "ScrollViewReader": "scroll-view-reader",
        "ScrollViewProxy": "scroll-view-reader",
        "ScrollPosition": "scroll-position-struct",
        "EditButton": "edit-button",
        "ActionSheet": "action-sheet",
        "Alert": "alert-legacy",
        "ContentUnavailableView": "content-unavailable-view",
        "ShareLink": "share-link",
        "PhotosPicker": "photos-picker",
        "Chart": "swift-charts",
        "BarMark": "swift-charts",
        "LineMark": "swift-charts",
        "PointMark": "swift-charts",
        "AreaMark": "swift-charts",
        "RuleMark": "swift-charts",
        "RectangleMark": "swift-charts",
        "SectorMark": "swift-charts-sector-mark",
        "ImageRenderer": "image-renderer",
        "LabeledContent": "labeled-content",
        "Table": "table",
        "TextEditor": "text-editor",
        "Menu": "menu",
        "ProgressView": "progress-view",
        "Gauge": "gauge",
        "UIHostingController": "ui-hosting-controller",
        "UIHostingConfiguration": "ui-hosting-configuration",
        "WindowGroup": "window-group",
        "WebView": "swiftui-webview",
        // UIKit content a screen rewritten in SwiftUI cannot express before the SwiftUI
        // counterpart's version: the screen needs that gate, whose fallback keeps the UIKit
        // view in a UIViewRepresentable (WebView is iOS 26; MapKit for SwiftUI iOS 17).
        // Only the screen's own code counts (see `uikitContent`).
        "WKWebView": "swiftui-webview",
        "MKMapView": "map-content-builder",
        "WebPage": "swiftui-webview",
    ]

    /// Names that are gates only when called (`Tab("Home") { … }`), never as a bare type.
    static let callOnlyTypeNames: [String: String] = [
        "Tab": "tab",
    ]

    /// Modifiers whose name alone decides the gate.
    static let modifiers: [String: String] = [
        "navigationViewStyle": "navigation-view-style",
        "navigationTitle": "navigation-title",
        "navigationBarTitle": "navigation-bar-title",
        "navigationBarTitleDisplayMode": "navigation-bar-title-display-mode",
        "navigationBarItems": "navigation-bar-items",
        "navigationBarHidden": "navigation-bar-hidden",
        "navigationBarBackButtonHidden": "navigation-bar-back-button-hidden",
        "toolbarBackground": "toolbar-background",
        "navigationTransition": "navigation-transition-zoom",
        "matchedTransitionSource": "matched-transition-source",
        "tabItem": "tab-item",
        "badge": "badge",
        "scrollTargetBehavior": "scroll-target-behavior",
        "scrollTargetLayout": "scroll-target-layout",
        "contentMargins": "content-margins",
        "scrollIndicators": "scroll-indicators",
        "scrollDisabled": "scroll-disabled",
        "scrollBounceBehavior": "scroll-bounce-behavior",
        "scrollDismissesKeyboard": "scroll-dismisses-keyboard",
        "scrollContentBackground": "scroll-content-background",
        "onScrollGeometryChange": "on-scroll-geometry-change",
        "onScrollVisibilityChange": "on-scroll-visibility-change",
        "onScrollPhaseChange": "on-scroll-phase-change",
        "onGeometryChange": "on-geometry-change",
        "containerRelativeFrame": "container-relative-frame",
        "refreshable": "refreshable",
        "swipeActions": "swipe-actions",
        "onDelete": "on-delete",
        "onMove": "on-delete",
        "listRowSeparator": "list-row-separator",
        "listRowSeparatorTint": "list-row-separator",
        "listSectionSpacing": "list-section-spacing",
        "sheet": "sheet",
        "fullScreenCover": "full-screen-cover",
        "presentationDetents": "presentation-detents",
        "presentationDragIndicator": "presentation-drag-indicator",
        "presentationBackground": "presentation-background",
        "presentationCornerRadius": "presentation-corner-radius",
        "presentationCompactAdaptation": "presentation-compact-adaptation",
        "presentationSizing": "presentation-sizing",
        "interactiveDismissDisabled": "interactive-dismiss-disabled",
        "popover": "popover",
        "confirmationDialog": "confirmation-dialog",
        "actionSheet": "action-sheet",
        "inspector": "inspector",
        "onOpenURL": "on-open-url",
        "onSubmit": "on-submit",
        "environmentObject": "environment-object",
        "focused": "focused",
        "keyboardShortcut": "keyboard-shortcut",
        "submitLabel": "submit-label",
        "textSelection": "text-selection",
        "onKeyPress": "on-key-press",
        "contextMenu": "context-menu",
        "tint": "tint",
        "accentColor": "accent-color",
        "foregroundStyle": "foreground-style",
        "foregroundColor": "foreground-color",
        "cornerRadius": "corner-radius",
        "ignoresSafeArea": "ignores-safe-area",
        "safeAreaInset": "safe-area-inset",
        "redacted": "redacted",
        "matchedGeometryEffect": "matched-geometry-effect",
        "phaseAnimator": "phase-animator",
        "keyframeAnimator": "phase-animator",
        "symbolEffect": "symbol-effect",
        "sensoryFeedback": "sensory-feedback",
        "photosPicker": "photos-picker",
        "glassEffect": "glass-effect",
        "setNeedsUpdateProperties": "uikit-update-properties",
    ]

    /// Attributes on declarations (property wrappers and attached macros).
    static let attributes: [String: String] = [
        "State": "state",
        "StateObject": "state-object",
        "ObservedObject": "observed-object",
        "EnvironmentObject": "environment-object",
        "Observable": "observable-macro",
        "Bindable": "bindable",
        "Entry": "entry-macro",
        "FocusState": "focus-state",
        "AppStorage": "app-storage",
        "SceneStorage": "scene-storage",
        "ScaledMetric": "scaled-metric",
        "Namespace": "namespace",
        "UIApplicationDelegateAdaptor": "ui-application-delegate-adaptor",
        "Previewable": "previewable-macro",
    ]

    /// `@Environment(\.key)` by key.
    static let environmentKeys: [String: String] = [
        "dismiss": "environment-dismiss",
        "presentationMode": "presentation-mode",
        "scenePhase": "scene-phase",
        "openURL": "open-url-action",
    ]

    /// Protocols a type conforms to.
    static let conformances: [String: String] = [
        "Layout": "layout-protocol",
        "ObservableObject": "observable-object",
        "PreviewProvider": "preview-provider",
        "App": "app-protocol",
        "UIViewRepresentable": "ui-view-representable",
        "UIViewControllerRepresentable": "ui-view-controller-representable",
        "UIGestureRecognizerRepresentable": "ui-gesture-recognizer-representable",
        "UITraitBridgedEnvironmentKey": "ui-trait-bridged-environment-key",
        "UIHostingSceneDelegate": "ui-hosting-scene-delegate",
    ]

    /// Members read or assigned, not called.
    static let members: [String: String] = [
        "sizingOptions": "ui-hosting-controller-sizing-options",
        "safeAreaRegions": "ui-hosting-controller-safe-area-regions",
        "topBarLeading": "toolbar-placement-top-bar",
        "topBarTrailing": "toolbar-placement-top-bar",
    ]

    /// A call of a capitalised name: `NavigationLink(value:)`, `TextField(_:text:axis:)`, …
    static func typeCall(_ name: String, labels: [String?]) -> String? {
        let named = Set(labels.compactMap { $0 })
        switch name {
        case "NavigationLink":
            if named.contains("value") { return "navigation-link-value" }
            if named.contains("isActive") || named.contains("selection") { return "navigation-link-is-active" }
            return "navigation-link-destination"
        case "TextField": return named.contains("axis") ? "text-field-axis" : nil
        case "Group", "ForEach": return named.contains("subviews") ? "custom-container-subviews" : nil
        case "withAnimation": return named.contains("completionCriteria") || named.contains("completion") ? "with-animation-completion" : nil
        case "Color": return named.contains("uiColor") ? "color-ui-color" : nil
        // SwiftUI's Map: `Map(coordinateRegion:annotationItems:…)` is the iOS 14 API deprecated in 17;
        // `Map(position:)`, `Map(initialPosition:)` and `Map { Marker(…) }` are MapKit for SwiftUI (17).
        case "Map":
            if named.contains("coordinateRegion") || named.contains("mapRect") || named.contains("annotationItems") { return "map-legacy" }
            return "map-content-builder"
        default: return typeNames[name] ?? callOnlyTypeNames[name]
        }
    }

    /// What a modifier call needs.
    /// - Parameters:
    ///   - labels: the argument labels, nil for unlabeled arguments.
    ///   - argumentText: the arguments as written (for `.tabViewStyle(.sidebarAdaptable)`).
    ///   - closureParameters: parameters of the trailing closure, when it names them.
    ///   - onScrollView: the modifier chain starts at `ScrollView { … }`.
    static func modifier(
        _ name: String, labels: [String?], argumentText: () -> String, closureParameters: Int?, onScrollView: Bool
    ) -> [String] {
        let named = Set(labels.compactMap { $0 })
        switch name {
        case "navigationDestination":
            if named.contains("isPresented") { return ["navigation-destination-is-presented"] }
            if named.contains("item") { return ["navigation-destination-item"] }
            return ["navigation-destination-for"]
        case "toolbar":
            // `.toolbar(.hidden)` is `toolbar(_:for:)` (iOS 16) with no bars named, not the 14 builder.
            let visibility = [".hidden", ".visible", ".automatic", "Visibility."].contains { argumentText().hasPrefix($0) }
            return [named.contains("for") || visibility ? "toolbar-visibility" : "toolbar"]
        case "tabViewStyle":
            let style = argumentText()
            if style.contains("sidebarAdaptable") { return ["tab-view-style-sidebar-adaptable"] }
            return style.contains(".page") || style.contains("PageTabViewStyle") ? ["tab-view-style-page"] : []
        // `.contextMenu { … } preview: { … }` (a labelled trailing closure) is the iOS 16 variant.
        case "contextMenu": return [named.contains("preview") ? "context-menu-preview" : "context-menu"]
        case "scrollPosition": return [named.contains("id") ? "scroll-position-id" : "scroll-position-struct"]
        case "refreshable": return onScrollView ? ["refreshable", "refreshable-scroll-view"] : ["refreshable"]
        case "searchable": return [named.contains("isPresented") ? "searchable-is-presented" : "searchable"]
        case "alert":
            // `.alert("Title", isPresented:) { … } message: { … }` starts with the title.
            return [labels.first.map { $0 == nil } == true ? "alert-actions-message" : "alert-legacy"]
        case "task": return [named.contains("id") ? "task-id" : "task"]
        case "onChange":
            if named.contains("perform") || closureParameters == 1 { return ["on-change-legacy"] }
            return ["on-change-two-param"]
        case "environment":
            // `.environment(model)` injects an @Observable; `.environment(\.key, value)` does not.
            if labels.count == 1, labels[0] == nil, !argumentText().hasPrefix("\\") { return ["environment-observable"] }
            return []
        case "overlay", "background":
            return named.contains("alignment") || named.contains("content") || (labels.isEmpty && closureParameters != nil) ? ["overlay-content"] : []
        case "animation": return [named.contains("value") ? "animation-value" : "animation-implicit"]
        default: return modifiers[name].map { [$0] } ?? []
        }
    }

    /// `@Environment(\.dismiss)`, `@Environment(Model.self)`, `@StateObject`, …
    static func attribute(_ name: String, argumentText: String) -> String? {
        if name == "Environment" {
            let text = argumentText.filter { !$0.isWhitespace }
            if text.hasPrefix("\\.") { return environmentKeys[String(text.dropFirst(2))] }
            if text.hasSuffix(".self") { return "environment-observable" }
            return nil
        }
        return attributes[name]
    }

    /// `#Preview`: with `traits:`, or showing a UIKit view controller or view.
    static func preview(labels: [String?], showsUIKit: Bool) -> String {
        if showsUIKit { return "preview-macro-uikit" }
        return labels.contains("traits") ? "preview-macro-traits" : "preview-macro"
    }

    /// Declarations that are gates: `sizeThatFits(_:uiView:context:)` in a representable,
    /// `updateProperties()` in a UIKit view or controller.
    static func function(_ signature: String) -> String? {
        switch signature {
        case "sizeThatFits(_:uiView:context:)", "sizeThatFits(_:uiViewController:context:)": "representable-size-that-fits"
        case "updateProperties()": "uikit-update-properties"
        default: nil
        }
    }

    /// `context.animate(…)` in a representable, or `UIView.animate(.spring) { … }` with a
    /// SwiftUI animation (no `withDuration:`).
    static func animate(base: String?, labels: [String?]) -> String? {
        guard let base else { return nil }
        if base == "context" || base.hasSuffix(".context") { return "representable-context-animate" }
        if base == "UIView", labels.first.map({ $0 == nil }) == true, !labels.contains("withDuration") { return "representable-context-animate" }
        return nil
    }
}
