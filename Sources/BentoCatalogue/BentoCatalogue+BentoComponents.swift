import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Layout

extension BentoCatalogue {
    static let bentoComponentEntries: [CatalogueEntry] = [
        CatalogueEntry(component: "Component.Activity", state: "loading", layout: phone) { _ in
            Component.Activity(isLoading: true).asAnyRenderable()
        },
        CatalogueEntry(component: "Component.Button", state: "title", layout: phone) { _ in
            Component.Button(title: "Continue").asAnyRenderable()
        },
        CatalogueEntry(component: "Component.DatePicker", state: "date", layout: phone) { _ in
            Component.DatePicker(date: Date(timeIntervalSince1970: 1_795_000_000)).asAnyRenderable()
        },
        CatalogueEntry(component: "Component.Description", state: "accessory", layout: phone) { _ in
            Component.Description(text: "Prescriptions can be collected from 9 am.", accessoryIcon: .icon(named: "info")).asAnyRenderable()
        },
        CatalogueEntry(component: "Component.DetailedDescription", state: "icon-detail", layout: phone) { _ in
            Component.DetailedDescription(texts: ["Collection", "From a pharmacy near you"], detail: "2 km",
                                          image: .image(.icon(named: "local_pharmacy"))).asAnyRenderable()
        },
        CatalogueEntry(component: "Component.EmptySpace", state: "24", layout: phone) { context in
            let theme = context.theme
            return Component.EmptySpace(height: 24, styleSheet: ViewStyleSheet(backgroundColor: theme.colors.surface)).asAnyRenderable()
        },
        CatalogueEntry(component: "Component.Image", state: "icon", layout: phone) { context in
            let theme = context.theme
            return Component.Image(image: .icon(named: "favorite", size: 48), styleSheet: ImageViewStyleSheet().compose(\.tintColor, theme.colors.error))
                .accessibility(label: "Favourite").asAnyRenderable()
        },
        CatalogueEntry(component: "Component.ImageOrLabel", state: "text", layout: phone) { _ in
            Component.ImageOrLabel(imageOrLabel: .text("AL")).asAnyRenderable()
        },
        CatalogueEntry(component: "Component.MultilineTextInput", state: "placeholder", layout: phone) { _ in
            Component.MultilineTextInput(text: "", placeholder: "Notes for the courier").asAnyRenderable()
        },
        CatalogueEntry(component: "Component.OptionPicker", state: "selected", layout: phone) { _ in
            Component.OptionPicker(options: ["Collection", "Delivery", "Locker"], selected: "Delivery").asAnyRenderable()
        },
        CatalogueEntry(component: "Component.Search", state: "placeholder", layout: phone) { _ in
            Component.Search(placeholder: "Search pharmacies").asAnyRenderable()
        },
        CatalogueEntry(component: "Component.TextInput", state: "title-text", layout: phone) { _ in
            Component.TextInput(title: "Email", text: "ada@example.com").asAnyRenderable()
        },
        CatalogueEntry(component: "Component.Toggle", state: "on", layout: phone) { _ in
            Component.Toggle(title: "Notifications", image: .icon(named: "notifications"), isOn: true).asAnyRenderable()
        },
    ]
}
