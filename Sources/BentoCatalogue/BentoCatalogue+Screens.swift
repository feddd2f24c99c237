import ComponentCatalogue
import Components
import DesignTokens
import Layout

extension BentoCatalogue {
    /// An example screen built from the Design Library the way a BoxRenderer builds one: a
    /// navigation bar with items, two sections, and a button pinned to the bottom.
    static let screenEntries: [CatalogueEntry] = [
        CatalogueEntry(component: "Screen", state: "appointments") { context in
            ScreenView(appointmentsScreen(context), device: .iPhone8).asAnyRenderable()
        },
        // Large text scrolls: the whole content at the smallest phone, right to left.
        CatalogueEntry(
            component: "Screen", state: "appointments-large-text",
            variants: VariantMatrix(themes: [.light], contentSizes: [.accessibilityExtraLarge], directions: [.rightToLeft])
        ) { context in
            ScreenView(appointmentsScreen(context), device: .iPhoneSE, height: .fullContent).asAnyRenderable()
        },
    ]

    static func appointmentsScreen(_ context: CatalogueContext) -> Screen<String, String> {
        let builder = context.builder
        let icons = builder.tokens.icons
        let box = Box<String, String>.empty
            |-+ Section(id: "upcoming", header: builder.sectionHeader(title: "Upcoming"))
            |---+ Node(id: "lovelace", component: builder.row3(
                title: "Dr Ada Lovelace", detail: "Tomorrow at 10:30, video call", image: Icon(template: icons.image(.calendar)), didTap: {}))
            |---+ Node(id: "pharmacy", component: builder.row3(
                title: "Collect your prescription", detail: "Ready from Friday at Baker Street pharmacy",
                image: Icon(template: icons.image(.pharmacy)), didTap: {}))
            |-+ Section(id: "reminders", header: builder.sectionHeader(title: "Reminders"))
            |---+ Node(id: "dayBefore", component: builder.toggleRow(title: "Remind me the day before", isOn: true))
            |---+ Node(id: "hourBefore", component: builder.toggleRow(title: "Remind me an hour before", isOn: false))
        let bottom = Box<String, String>.empty
            |-+ Section(id: "book") |---+ Node(id: "book", component: builder.primaryButton(title: "Book an appointment", didTap: {}))
        return Screen(
            title: "Appointments",
            leftBarItems: [BarButtonItem(appearance: .image(icons.image(.close)), accessibilityLabel: "Close")],
            rightBarItems: [BarButtonItem(appearance: .text("Edit"))],
            box: box, pinnedToBottomBox: bottom)
    }
}
