import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing
@testable import Components

/// Every Bento component and Design Library factory, at every content size from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`, 320 points wide: no label is cut short, no text frame is
/// narrower than one character, and no row is taller than its content needs.
@Suite struct ContentSizeSweepTests {
    static let width = 320.0

    /// What a real form and list hold, with the long titles and values that broke before.
    static func components(at contentSize: ContentSizeCategory) -> [(name: String, component: AnyRenderable)] {
        let traits = RenderTraits(theme: .light, scale: 1, contentSize: contentSize)
        let builder = DesignLibrary(configuration: .init(theme: .light)).componentsBuilder(traits: traits)
        let icons = builder.tokens.icons
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let entries: [(String, any Renderable)] = [
            ("Activity", Component.Activity(isLoading: true)),
            ("Button", Component.Button(title: "Create an account")),
            ("DatePicker", Component.DatePicker(date: date)),
            ("DatePicker wheels", Component.DatePicker(date: date, preferredStyle: .wheels)),
            ("Description", Component.Description(text: "Your details are shared only with the clinicians you book.")),
            ("DetailedDescription", Component.DetailedDescription(texts: ["Place of Birth"], detail: "London, United Kingdom")),
            ("DetailedDescription subtitle", Component.DetailedDescription(
                texts: ["Dr Ada Lovelace", "General practitioner"], detail: "10:30", image: .text("AL"))),
            ("EmptySpace", Component.EmptySpace(height: 16)),
            ("Image", Component.Image(image: .icon(named: "favorite"))),
            ("ImageOrLabel", Component.ImageOrLabel(imageOrLabel: .text("AL"))),
            ("MultilineTextInput", Component.MultilineTextInput(text: "", placeholder: "Tell us how you feel today")),
            ("OptionPicker", Component.OptionPicker(options: ["Paracetamol", "Ibuprofen", "Codeine"], selected: "Ibuprofen")),
            ("Search", Component.Search(placeholder: "Search clinicians")),
            ("TextInput", Component.TextInput(title: "Confirm password", placeholder: "Repeat it", isSecure: true)),
            ("TextInput value", Component.TextInput(title: "Place of Birth", text: "London")),
            ("TextInput focused picker", Component.TextInput(
                title: "Date of Birth", text: "10 Dec 1815", inputView: .customInput(Component.DatePicker(date: date, preferredStyle: .wheels)),
                isFocused: true)),
            ("Toggle", Component.Toggle(title: "Remind me the day before", isOn: true)),
            ("Deletable revealed", Component.DetailedDescription(texts: ["Casablanca", "1942"]).deletable(isRevealed: true)),
            ("row1", builder.row1(title: "Choose pharmacy type")),
            ("row2", builder.row2(title: "Collection", detail: "From a pharmacy near you")),
            ("row3", builder.row3(title: "Delivery", detail: "To your door in two days", image: Icon(template: icons.image(.pharmacy)))),
            ("banner", builder.banner(description: "Your prescription is ready", leadingIcon: icons.image(.info))),
            ("primaryButton", builder.primaryButton(title: "Continue")),
            ("secondaryButton", builder.secondaryButton(title: "Not now")),
            ("loader", builder.loader()),
            ("input", builder.input(title: "Email address", placeholder: "you@example.com")),
            ("sectionHeader", builder.sectionHeader(title: "Choose pharmacy type")),
            ("emptySpace", builder.emptySpace(height: 16)),
            ("toggleRow", builder.toggleRow(title: "Remind me an hour before", isOn: false)),
            ("card", builder.card(title: "Video appointment", description: "Talk to a GP from home, usually within two hours")),
            ("avatar", builder.avatar(initials: "AL")),
        ]
        return entries.map { entry in (entry.0, entry.1.asAnyRenderable()) }
    }

    /// Each fault of one component at one content size, as a readable line.
    static func faults(of component: AnyRenderable, named name: String, at contentSize: ContentSizeCategory) throws -> [String] {
        let environment = RenderEnvironment(traits: RenderTraits(theme: .light, scale: 1, contentSize: contentSize)).withLayoutDetails()
        let nodes = try component.layoutTree(width: width, in: environment)
        var faults: [String] = []
        for node in nodes where node.accessibility.role == "staticText" {
            let text = "\"\(node.accessibility.label ?? "")\""
            if node.layoutNotes.contains(.truncated) { faults.append("\(name) @\(contentSize.shortName): \(text) is cut short in \(node.frame.width) pt") }
            if node.layoutNotes.contains(.squeezed) { faults.append("\(name) @\(contentSize.shortName): \(text) is narrower than a character (\(node.frame.width) pt)") }
        }
        // The row against what it holds: the ink of its drawn leaves (a label's lines, an image;
        // spacers and empty views aside) and any box inside the row's margins (a card, a badge, a
        // picker's wheel). Margins (up to 48 points in all) must account for the rest, unless the
        // row is only the 44-point minimum.
        let root = Frame(x: 0, y: 0, width: width, height: try component.sizeThatFits(width: width, in: environment).height)
        let drawn = nodes.indices.filter { index in
            let isLeaf = index + 1 == nodes.count || nodes[index + 1].depth <= nodes[index].depth
            let frame = nodes[index].frame
            let isSmallBox = frame.width <= root.width - 32 && frame.height < root.height - 1
            return (isLeaf || isSmallBox) && !["Spacer", "View"].contains(nodes[index].typeName)
        }
        let inks = drawn.map { nodes[$0].inkFrame ?? nodes[$0].frame }
        if let top = inks.map(\.y).min(), let bottom = inks.map(\.maxY).max() {
            let slack = root.height - (bottom - top)
            if root.height > 44.5 && slack > 48 {
                faults.append("\(name) @\(contentSize.shortName): \(root.height) pt tall for \(bottom - top) pt of content")
            }
        }
        return faults
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func everyComponentReflowsAt320Points(_ contentSize: ContentSizeCategory) throws {
        var faults: [String] = []
        for (name, component) in Self.components(at: contentSize) {
            faults += try Self.faults(of: component, named: name, at: contentSize)
        }
        #expect(faults.isEmpty, "\(faults.joined(separator: "\n"))")
    }

    /// The checks find the faults they are for: a title squeezed beside a long detail, a label
    /// cut short, and a row far taller than its text.
    @Test func theChecksCatchWhatTheyAreFor() throws {
        let squeezed = [
            UI.Label(text: "Place of Birth").numberOfLines(0).contentCompressionResistancePriority(LayoutPriority(100), for: .horizontal),
            UI.Label(text: "A very long detail that takes the whole row and more").numberOfLines(1),
        ].stack(axis: .horizontal).asAnyRenderable()
        let faults = try Self.faults(of: squeezed, named: "squeezed", at: .accessibilityExtraLarge)
        #expect(faults.contains { $0.contains("narrower than a character") })
        #expect(faults.contains { $0.contains("is cut short") })

        let tall = UI.Label(text: "Short").padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)).minHeight(200).asAnyRenderable()
        #expect(try Self.faults(of: tall, named: "tall", at: .large).contains { $0.contains("200.0 pt tall") })
    }
}
