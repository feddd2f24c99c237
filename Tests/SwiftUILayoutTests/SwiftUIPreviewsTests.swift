import ComponentCatalogue
import Components
import Foundation
import Rasterizer
import SwiftUI
import Testing

// Previews as a team writes them for Xcode's canvas: `#Preview` with and without a name and
// traits, `@Previewable` state, and `PreviewProvider` types with several previews.

#Preview {
    Text("Unnamed")
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Text("New")
        .padding(4)
        .background(Capsule().fill(Color.blue))
}

#Preview("Wide", traits: .fixedLayout(width: 300, height: 80), .landscapeLeft) {
    Color.red
}

#Preview("Landscape", traits: .landscapeLeft) {
    Color.green
}

#Preview("Toggled", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn)
        .frame(width: 240)
}

struct PreviewedRow: View {
    var title: String
    var body: some View { Text(title).padding() }
}

struct PreviewedRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewedRow(title: "Short")
                .previewDisplayName("Short")
            PreviewedRow(title: "A longer title")
                .previewDisplayName("Long")
                .previewLayout(.fixed(width: 200, height: 100))
        }
        .previewLayout(.sizeThatFits)
        .environment(\.colorScheme, .dark)

        PreviewedRow(title: "On a device")
            .previewDevice("iPhone 8")
    }
}

struct OnePreview: PreviewProvider {
    static var previews: some View { PreviewedRow(title: "One") }
}

/// A team's button style: dimmed while held down, grey when disabled.
struct DimmingStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(Capsule().fill(isEnabled ? Color.green : Color.gray))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

#Preview("Pay", traits: .sizeThatFitsLayout) {
    Button("Pay") {}
        .buttonStyle(DimmingStyle())
}

@Suite struct SwiftUIPreviewsTests {
    /// This module's discovered entries, by identifier.
    static func entries() -> [String: CatalogueEntry] {
        let module = Catalogue.discovered("Previews", module: "SwiftUILayoutTests")
        return Dictionary(module.entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func component(_ entry: CatalogueEntry) -> AnyRenderable {
        entry.build(CatalogueContext(traits: RenderTraits(), layout: entry.layout))
    }

    static func tree(_ entry: CatalogueEntry) throws -> LaidOutNode {
        try ComponentRenderer(traits: RenderTraits()).laidOutTree(of: component(entry), layout: entry.layout)
    }

    /// The darkest green value of an entry's picture, over the theme's white background.
    static func darkestInk(_ entry: CatalogueEntry) throws -> Int {
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: component(entry), layout: entry.layout)
        var darkest = 255
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { darkest = min(darkest, Int(bitmap[x, y].green)) } }
        return darkest
    }

    @Test func previewMacrosAreFoundAsTheFilesComponentWithTheirNamesAndPlaces() throws {
        let entries = Self.entries()
        let names = entries.keys.filter { $0.hasPrefix("SwiftUIPreviewsTests/") }.sorted()
        #expect(
            names == [
                "SwiftUIPreviewsTests/Badge", "SwiftUIPreviewsTests/Landscape", "SwiftUIPreviewsTests/Pay", "SwiftUIPreviewsTests/Pay-disabled",
                "SwiftUIPreviewsTests/Pay-pressed", "SwiftUIPreviewsTests/Preview", "SwiftUIPreviewsTests/Toggled", "SwiftUIPreviewsTests/Wide",
            ])
        let unnamed = try #require(entries["SwiftUIPreviewsTests/Preview"])
        #expect("\(unnamed.location)".hasPrefix("SwiftUILayoutTests/SwiftUIPreviewsTests.swift:11"), "\(unnamed.location)")
        // Xcode shows a preview without a layout trait on its device, upright.
        #expect(unnamed.layout == .device(.iPhone15))
        #expect(entries["SwiftUIPreviewsTests/Badge"]?.layout == .sizeThatFits)
        // A fixed layout wins over the orientation; the orientation turns the device.
        #expect(entries["SwiftUIPreviewsTests/Wide"]?.layout == .fixed(width: 300, height: 80))
        guard case .device(let turned) = entries["SwiftUIPreviewsTests/Landscape"]?.layout else {
            Issue.record("a landscape preview is on a device")
            return
        }
        #expect(turned.width == 852 && turned.height == 393)
    }

    /// A button's preview is also its style's held-down and disabled states, each its own entry
    /// (and so its own reference), drawn as the style draws them: dimmed to half, and grey.
    @Test func aButtonsPreviewShowsItsStylesPressedAndDisabledStates() throws {
        let entries = Self.entries()
        let rest = try #require(entries["SwiftUIPreviewsTests/Pay"]), pressed = try #require(entries["SwiftUIPreviewsTests/Pay-pressed"])
        let disabled = try #require(entries["SwiftUIPreviewsTests/Pay-disabled"])
        #expect(pressed.location == rest.location && disabled.layout == rest.layout, "the same preview, declared once")
        let ink = try Self.darkestInk(rest), dimmed = try Self.darkestInk(pressed)
        #expect(dimmed > ink, "held down, the capsule is drawn at half opacity over white: \(ink) → \(dimmed)")
        func fill(_ entry: CatalogueEntry) throws -> String? {
            try Self.tree(entry).all.first { $0.kind == "Capsule" }?.record.designUses.first { $0.designProperty == .fill }?.value
        }
        let (green, grey) = (try fill(rest), try fill(disabled))
        #expect(green != nil && grey != nil && green != grey, "disabled, the style reads isEnabled: \(String(describing: green)) → \(String(describing: grey))")
        // A preview of anything else has no such states.
        #expect(entries["SwiftUIPreviewsTests/Badge-pressed"] == nil)
    }

    @Test func aPreviewRendersItsViewAtItsLayout() throws {
        let badge = try #require(Self.entries()["SwiftUIPreviewsTests/Badge"])
        let tree = try Self.tree(badge)
        let capsule = try #require(tree.all.first { $0.kind == "Capsule" })
        let text = try #require(tree.all.first { $0.kind == "Text" })
        // The capsule is the text's frame padded by 4 on every side, and the picture is the capsule's size.
        #expect(capsule.frame.insetBy(dx: 4, dy: 4) == text.frame)
        #expect(tree.frame.size == capsule.frame.size)
    }

    /// A preview on a device is laid out inside its safe area, as a full-screen hosting controller
    /// lays it out: cashapp's AccessibilitySnapshot pictures (the shared SwiftUI fixtures) put the
    /// view's top at y = 59 on the iPhone 15 Pro (iOS 17.5), the iPhone 15's inset.
    @Test func aPreviewOnADeviceIsInsideItsSafeArea() throws {
        let unnamed = try #require(Self.entries()["SwiftUIPreviewsTests/Preview"])
        let tree = try Self.tree(unnamed)
        let text = try #require(tree.all.first { $0.kind == "Text" })
        #expect(tree.frame.size == CGSize(width: 393, height: 852))
        #expect(abs(text.frame.midY - (59 + (852 - 59 - 34) / 2)) <= 0.5, "\(text.frame)")
    }

    @Test func previewableStateIsThePreviewsOwnState() throws {
        let toggled = try #require(Self.entries()["SwiftUIPreviewsTests/Toggled"])
        let tree = try Self.tree(toggled)
        #expect(tree.frame.width == 240)
        // The switch is on, as the state starts: its knob at the track's right end.
        let track = try #require(tree.all.first { $0.kind == "Capsule" })
        let knob = try #require(tree.all.first { $0.kind == "Circle" })
        #expect(knob.frame.midX > track.frame.midX, "\(knob.frame) in \(track.frame)")
    }

    @Test func aProvidersPreviewsAreEntriesNamedByTheirDisplayNames() throws {
        let entries = Self.entries()
        let rows = entries.keys.filter { $0.hasPrefix("PreviewedRow/") || $0.hasPrefix("OnePreview/") }.sorted()
        #expect(rows == ["OnePreview/Preview", "PreviewedRow/Long", "PreviewedRow/Preview 3", "PreviewedRow/Short"])
        let short = try #require(entries["PreviewedRow/Short"])
        #expect(short.layout == .sizeThatFits)
        // The inner layout modifier is the preview's own; the group's applies to the others.
        #expect(entries["PreviewedRow/Long"]?.layout == .fixed(width: 200, height: 100))
        #expect(entries["PreviewedRow/Preview 3"]?.layout == .device(.iPhone8))
        // The runtime does not know where a type is declared: the module's folder is read for it.
        #expect("\(short.location)".hasPrefix("SwiftUILayoutTests/SwiftUIPreviewsTests.swift:40"), "\(short.location)")
        // The group's environment reaches each preview in it: white text (dark mode's primary) in
        // "Short", black on the device, which is outside the group.
        #expect(try Self.darkestInk(short) > 200)
        #expect(try Self.darkestInk(try #require(entries["PreviewedRow/Preview 3"])) < 60)
    }
}
