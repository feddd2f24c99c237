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
        CatalogueEntry(component: "Stack", state: "row", layout: phone) { context in
            let theme = context.theme
            let items: [(any Renderable)?] = [
                UI.Image(iconNamed: "local_pharmacy").tintColor(theme.colors.primary).width(24).height(24).accessibilityHidden(),
                UI.Label(text: "Pick up from a pharmacy near you", style: theme.typography.body1, color: theme.colors.textPrimary).numberOfLines(0),
                UI.Image(iconNamed: "chevron_right").tintColor(theme.colors.textSecondary).accessibilityHidden(),
            ]
            return items.stack(axis: .horizontal, spacing: 16, layoutMargins: EdgeInsets(16), alignment: .center).asAnyRenderable()
        },
        CatalogueEntry(component: "Spacer", state: "between", layout: phone) { context in
            let theme = context.theme
            return [
                UI.Label(text: "Subtotal", style: theme.typography.body1, color: theme.colors.textPrimary).asAnyRenderable(),
                UI.Spacer().asAnyRenderable(),
                UI.Label(text: "£12.40", style: theme.typography.body1.weight(.bold), color: theme.colors.textPrimary).asAnyRenderable(),
            ]
                .stack(axis: .horizontal, layoutMargins: EdgeInsets(16)).asAnyRenderable()
        },
        CatalogueEntry(component: "View", state: "swatches") { context in
            let colors = context.theme.colors
            return [colors.primary, colors.secondary, colors.success, colors.warning, colors.error]
                .map { UI.View().backgroundColor($0).cornerRadius(context.theme.radii.small).width(40).height(40).asAnyRenderable() }
                .stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(12)).asAnyRenderable()
        },
    ]
}
