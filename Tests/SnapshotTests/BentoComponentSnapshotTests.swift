import CatalogueTesting
import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// Bento's thirteen components in their main states (the scenarios of Bento's own snapshot
/// suite), at a phone width, compared with `Snapshots/BentoComponentSnapshotTests/`.
@Suite struct BentoComponentSnapshotTests {
    static let traits = RenderTraits(theme: .light, scale: 2)

    func check(_ component: some Renderable, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        assertSnapshot(of: component, layout: .width(375), traits: Self.traits, named: name,
                       fileID: sourceLocation.fileID, filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
    }

    @Test func activity() {
        check(Component.Activity(isLoading: true), "activity-loading")
        check(Component.Activity(isLoading: false), "activity-stopped")
    }

    @Test func button() {
        check(Component.Button(title: "Continue"), "button-title")
        check(Component.Button(title: "Continue", isLoading: true), "button-loading")
        check(Component.Button(title: "Continue", isEnabled: false), "button-disabled")
        check(Component.Button(title: "Hugs", styleSheet: ButtonStyleSheet(hugsContent: true)), "button-hugs-content")
        check(Component.Button(title: "Leading", styleSheet: ButtonStyleSheet(style: .outlined, hugsContent: true, alignment: .leading)), "button-leading")
        check(Component.Button(title: "Trailing", styleSheet: ButtonStyleSheet(style: .plain, hugsContent: true, alignment: .trailing)), "button-trailing")
    }

    @Test func datePicker() {
        check(Component.DatePicker(date: Date(timeIntervalSince1970: 1_795_000_000)), "datepicker-date")
        check(Component.DatePicker(date: Date(timeIntervalSince1970: 1_795_000_000), datePickerMode: .dateAndTime), "datepicker-date-and-time")
        check(Component.DatePicker(), "datepicker-empty")
    }

    @Test func description() {
        check(Component.Description(text: "Headline text"), "description-default")
        check(Component.Description(text: "With an accessory", accessoryIcon: .icon(named: "info")), "description-accessory")
        check(Component.Description(text: "A description long enough to need several lines at a phone's width, which Bento wraps without a limit."), "description-multiline")
        let two = Component.Description.StyleSheet(text: LabelStyleSheet(numberOfLines: 2))
        check(Component.Description(text: "A description long enough to need several lines at a phone's width, limited to two lines so the rest is cut.", styleSheet: two), "description-two-lines")
    }

    @Test func detailedDescription() {
        check(Component.DetailedDescription(texts: ["Collection"], detail: "2 km", image: .image(.icon(named: "local_pharmacy"))), "detailed-icon-detail-chevron")
        check(Component.DetailedDescription(texts: ["Dr Ada Lovelace", "General practitioner", "Available today"], image: .text("AL"), accessory: .checkmark), "detailed-many-labels-checkmark")
        check(Component.DetailedDescription(texts: ["No accessory", "Second line"], accessory: .none), "detailed-no-accessory")
        check(Component.DetailedDescription(texts: ["Loading"], accessory: .activityIndicator), "detailed-loading")
        check(Component.DetailedDescription(texts: ["Badge"], image: .image(.icon(named: "person")), badgeIcon: .icon(named: "circle")), "detailed-badge")
        check(Component.DetailedDescription(detail: "Detail only"), "detailed-detail-only")
    }

    @Test func emptySpace() {
        check(Component.EmptySpace(height: 44, styleSheet: ViewStyleSheet(backgroundColor: Theme.light.colors.surface)), "emptyspace-44")
        check(Component.EmptySpace(height: 22, styleSheet: ViewStyleSheet(backgroundColor: Theme.light.colors.secondary)), "emptyspace-22")
    }

    @Test func image() {
        check(Component.Image(image: .icon(named: "info", size: 64), styleSheet: ImageViewStyleSheet().compose(\.tintColor, Theme.light.colors.primary)), "image-info")
        check(Component.Image(image: .icon(named: "person", size: 64), didTapAccessory: {}), "image-accessory")
    }

    @Test func imageOrLabel() {
        check(Component.ImageOrLabel(imageOrLabel: .image(.icon(named: "local_shipping"))), "imageorlabel-image")
        check(Component.ImageOrLabel(imageOrLabel: .text("AB")), "imageorlabel-text")
    }

    @Test func multilineTextInput() {
        check(Component.MultilineTextInput(text: "Please leave the parcel with the neighbour at number 12 if nobody answers.", placeholder: "Notes"), "multiline-text")
        check(Component.MultilineTextInput(text: "", placeholder: "Notes for the courier"), "multiline-placeholder")
    }

    @Test func optionPicker() {
        check(Component.OptionPicker(options: ["Collection", "Delivery", "Locker", "Post office", "Pharmacy"], selected: "Locker"), "optionpicker-default")
    }

    @Test func search() {
        check(Component.Search(placeholder: "Search pharmacies"), "search-default")
        check(Component.Search(placeholder: "Search", showsCancelButton: true), "search-cancel")
    }

    @Test func textInput() {
        check(Component.TextInput(title: "Name", placeholder: "Your full name"), "textinput-fill-proportionally")
        check(Component.TextInput(title: "Postcode", placeholder: "E1 6AN", titleStyle: .fit), "textinput-fit")
        check(Component.TextInput(placeholder: "No title"), "textinput-no-title")
        check(Component.TextInput(title: "Password", text: "secret", isSecure: true, accessory: .icon(.icon(named: "visibility"))), "textinput-secure-accessory")
        check(Component.TextInput(title: "Email", text: "ada@example.com"), "textinput-with-text")
    }

    @Test func toggle() {
        check(Component.Toggle(title: "Notifications", isOn: true), "toggle-on")
        check(Component.Toggle(title: "Notifications", isOn: false), "toggle-off")
        check(Component.Toggle(title: "Refreshing", isRefreshing: true), "toggle-loading")
        check(Component.Toggle(title: "With an image", image: .icon(named: "notifications"), isOn: true), "toggle-image")
        check(Component.Toggle(title: "A long title that wraps onto a second line beside the switch", isOn: false), "toggle-multiline")
    }
}
