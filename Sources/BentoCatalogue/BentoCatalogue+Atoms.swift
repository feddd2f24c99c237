import ComponentCatalogue
import Components
import DesignTokens
import Layout

extension BentoCatalogue {
    static let phone = RenderLayout.width(375)

    static let atomEntries: [CatalogueEntry] = [
        CatalogueEntry(component: "Button", state: "filled", layout: phone) { _ in
            UI.Button(title: "Continue").padding(16).asAnyRenderable()
        },
        CatalogueEntry(component: "Button", state: "outlined", layout: phone) { _ in
            UI.Button(title: "Not now", style: .outlined).padding(16).asAnyRenderable()
        },
        CatalogueEntry(component: "Button", state: "disabled", layout: phone) { _ in
            UI.Button(title: "Continue", isEnabled: false).padding(16).asAnyRenderable()
        },
        CatalogueEntry(component: "Button", state: "loading", layout: phone) { _ in
            UI.Button(title: "Continue", isLoading: true).padding(16).asAnyRenderable()
        },
        CatalogueEntry(component: "Toggle", state: "on-off") { _ in
            [
                UI.Toggle(isOn: true).accessibility(label: "Notifications"), UI.Toggle(isOn: false).accessibility(label: "Location"),
                UI.Toggle(isOn: true, isEnabled: false).accessibility(label: "Sync"),
            ]
                .stack(axis: .horizontal, spacing: 12, layoutMargins: EdgeInsets(12)).asAnyRenderable()
        },
        CatalogueEntry(component: "TextField", state: "placeholder", layout: phone) { _ in
            UI.TextField(placeholder: "Email address").padding(16).asAnyRenderable()
        },
        CatalogueEntry(component: "TextField", state: "secure", layout: phone) { _ in
            UI.TextField(text: "secret", isSecure: true).padding(16).asAnyRenderable()
        },
        CatalogueEntry(component: "ActivityIndicator", state: "animating") { _ in
            UI.ActivityIndicator().padding(12).asAnyRenderable()
        },
        CatalogueEntry(component: "Separator", state: "hairline", layout: phone) { _ in
            UI.Separator().padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 0)).asAnyRenderable()
        },
        CatalogueEntry(component: "Image", state: "icons") { context in
            let theme = context.theme
            return ["local_pharmacy", "local_shipping", "favorite", "info", "warning", "search", "person", "calendar_today"]
                .map { UI.Image(iconNamed: $0).tintColor(theme.colors.primary).accessibility(label: $0).asAnyRenderable() }
                .stack(axis: .horizontal, spacing: 12, layoutMargins: EdgeInsets(12)).asAnyRenderable()
        },
    ]
}
