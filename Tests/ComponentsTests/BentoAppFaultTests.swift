import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing
@testable import Components

/// The faults found porting Bento's example app (a sign-up form, personal details, a booking
/// screen, pinned sections, a movie list with delete actions), each as UIKit would behave.
@Suite struct BentoAppFaultTests {
    static func environment(_ contentSize: ContentSizeCategory = .large, theme: Theme = .light, direction: LayoutDirection = .leftToRight) -> RenderEnvironment {
        RenderEnvironment(traits: RenderTraits(theme: theme, scale: 1, contentSize: contentSize, layoutDirection: direction)).withLayoutDetails()
    }

    static func labels(_ component: some Renderable, width: Double, in environment: RenderEnvironment) throws -> [LaidOutComponent] {
        try component.layoutTree(width: width, in: environment).filter { $0.accessibility.role == "staticText" }
    }

    static func label(_ text: String, in nodes: [LaidOutComponent]) -> LaidOutComponent? {
        nodes.first { $0.accessibility.label == text }
    }

    // MARK: Accessibility sizes

    @Test func textInputStacksItsTitleAboveTheFieldAtAccessibilitySizes() throws {
        let input = Component.TextInput(title: "Email", placeholder: "you@example.com", text: "ada@example.com")
        let nodes = try Self.labels(input, width: 375, in: Self.environment(.accessibilityExtraLarge))
        let title = try #require(Self.label("Email", in: nodes)), field = try #require(Self.label("ada@example.com", in: nodes))
        #expect(title.frame.maxY <= field.frame.y + 0.5, "the title stands above the field")
        #expect(!title.layoutNotes.contains(.truncated) && !field.layoutNotes.contains(.truncated))
        #expect(title.frame.width > 300)
        // At standard sizes they stay side by side.
        let standard = try Self.labels(input, width: 375, in: Self.environment(.large))
        #expect(Self.label("Email", in: standard)!.frame.y == Self.label("ada@example.com", in: standard)!.frame.y)
    }

    @Test func detailedDescriptionKeepsItsTitleAndStacksItsDetailAtAccessibilitySizes() throws {
        let row = Component.DetailedDescription(texts: ["Place of Birth"], detail: "London, United Kingdom", accessory: .none)
        let environment = Self.environment(.accessibilityExtraLarge)
        let nodes = try Self.labels(row, width: 375, in: environment)
        let title = try #require(Self.label("Place of Birth", in: nodes)), detail = try #require(Self.label("London, United Kingdom", in: nodes))
        #expect(title.frame.width > 200, "the title is not squeezed to nothing")
        #expect(detail.frame.y >= title.frame.maxY - 0.5, "the detail goes below the title")
        #expect(!detail.layoutNotes.contains(.truncated))
        // No blank rows: the row is as tall as its two blocks of text and its margins.
        let height = try row.sizeThatFits(width: 375, in: environment).height
        #expect(height < (title.inkFrame!.height + detail.inkFrame!.height) + 24 + 8)
    }

    @Test func detailedDescriptionSubtitleGrowsWithTheContentSize() throws {
        let row = Component.DetailedDescription(texts: ["Dr Ada Lovelace", "General practitioner"], accessory: .none)
        func subtitleHeight(_ size: ContentSizeCategory) throws -> Double {
            try #require(Self.label("General practitioner", in: Self.labels(row, width: 375, in: Self.environment(size)))).inkFrame!.height
        }
        #expect(try subtitleHeight(.extraSmall) < subtitleHeight(.large))
        #expect(try subtitleHeight(.large) < subtitleHeight(.accessibilityMedium))
    }

    @Test func titlesWrapRatherThanTruncateAtIPhone8Width() throws {
        for title in ["Confirm password", "Place of Birth"] {
            let nodes = try Self.labels(Component.TextInput(title: title, placeholder: "Required"), width: 375, in: Self.environment())
            let label = try #require(Self.label(title, in: nodes))
            #expect(!label.layoutNotes.contains(.truncated), "\(title) is cut short")
            #expect(label.inkFrame!.height > 30, "\(title) wraps to a second line")
        }
    }

    // MARK: Sections and tables

    static func twoBareSections() -> Box<String, String> {
        Box<String, String>.empty
            |-+ Section(id: "first") |---+ Node(id: "a", component: UI.Label(text: "First").padding(12))
            |-+ Section(id: "second") |---+ Node(id: "b", component: UI.Label(text: "Second").padding(12))
    }

    @Test(arguments: TableStyle.allCases)
    func sectionsWithoutHeadersStayApart(_ style: TableStyle) throws {
        let content = BoxContent(box: Self.twoBareSections(), style: style)
        let nodes = try Self.labels(content, width: 320, in: Self.environment())
        let first = try #require(Self.label("First", in: nodes)), second = try #require(Self.label("Second", in: nodes))
        let gap = second.frame.y - 12 - (first.frame.maxY + 12)
        #expect(abs(gap - style.sectionSpacing) < 0.01)
        #expect(style.sectionSpacing >= 22)
    }

    static func screen(style: TableStyle, pinnedBottom: Bool = false) -> Screen<String, String> {
        let bottom = pinnedBottom ? Box<String, String>.empty |-+ Section(id: "b") |---+ Node(id: "go", component: UI.Button(title: "Go").padding(16)) : .empty
        return Screen(title: "Table", tableStyle: style, box: twoBareSections(), pinnedToBottomBox: bottom)
    }

    static func color(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> PremultipliedPixel { bitmap[x, y] }

    @Test func groupedRowsAreLighterThanTheTableInLightAndDarkAsOnIOS() throws {
        for theme in [Theme.light, Theme.dark] {
            let colors = TableStyle.grouped.colors(for: theme)
            #expect(colors.row.relativeLuminance > colors.background.relativeLuminance, "\(theme.name)")
            let bitmap = try ScreenRenderer(traits: RenderTraits(theme: theme, scale: 1)).bitmap(of: Self.screen(style: .grouped), device: .iPhoneSE)
            // Below the bar: the opening gap, then the first row at its left edge.
            let barBottom = Int(Device.iPhoneSE.topInset + ScreenRenderer.navigationBarHeight)
            #expect(Self.color(bitmap, 2, barBottom + 10) == PremultipliedPixel(colors.background))
            #expect(Self.color(bitmap, 2, barBottom + 35 + 5) == PremultipliedPixel(colors.row))
        }
        // Plain rows sit on the background.
        let plain = TableStyle.plain.colors(for: .dark)
        #expect(plain.row == Theme.dark.colors.background && plain.background == Theme.dark.colors.background)
    }

    @Test func theHomeIndicatorStripIsTheTablesBackground() throws {
        let renderer = ScreenRenderer(traits: RenderTraits(theme: .light, scale: 1))
        let device = Device.iPhone15
        let bottomY = Int(device.height) - 5
        let bare = try renderer.bitmap(of: Self.screen(style: .grouped), device: device)
        #expect(Self.color(bare, 100, bottomY) == PremultipliedPixel(TableStyle.grouped.colors(for: .light).background))
        let plain = try renderer.bitmap(of: Self.screen(style: .plain), device: device)
        #expect(Self.color(plain, 100, bottomY) == PremultipliedPixel(Theme.light.colors.background))
        // With a pinned box, the strip continues the toolbar.
        let pinned = try renderer.bitmap(of: Self.screen(style: .grouped, pinnedBottom: true), device: device)
        #expect(Self.color(pinned, 100, bottomY) == PremultipliedPixel(Theme.light.colors.background))
    }

    @Test func screensWithRepeatedIdsAreRefused() throws {
        let box = Box<String, String>.empty |-+ Section(id: "s") |---+ Node(id: "x", component: UI.Label(text: "One")) |---+ Node(id: "x", component: UI.Label(text: "Two"))
        let screen = Screen<String, String>(title: "Twice", box: box)
        #expect(throws: RenderError.invalidBox(.duplicateItem(id: "x", section: "s"))) {
            try ScreenRenderer(traits: RenderTraits(scale: 1)).bitmap(of: screen, device: .iPhoneSE)
        }
        let pinned = Screen<String, String>(title: "Pinned", box: .empty, pinnedToTopBox: Box.empty |-+ Section(id: "p") |-+ Section(id: "p"))
        #expect(throws: RenderError.invalidBox(.duplicateSection(id: "p"))) {
            try ScreenRenderer(traits: RenderTraits(scale: 1)).bitmap(of: pinned, device: .iPhoneSE)
        }
    }

    // MARK: Parameters kept

    @Test func textInputKeepsBentosParameters() throws {
        let calls = Recorder()
        let styleSheet = Component.TextInput.StyleSheet(titleStyle: .fit, text: TextFieldStylesheet(isSecureTextEntry: true))
        let input = Component.TextInput(
            title: "PIN", text: "1234", keyboardType: .numberPad, accessory: .icon(.icon(named: "visibility")),
            textWillChange: { change in change.result.count <= 4 }, textDidChange: { calls.record("changed \($0 ?? "")") },
            didTapAccessory: { calls.record("accessory") }, styleSheet: styleSheet)
        #expect(input.keyboardType == .numberPad && input.isSecure && input.titleStyle == .fit)
        let change = Component.TextInput.TextChange(current: "123", change: "4", range: NSRange(location: 3, length: 0))
        #expect(change.result == "1234" && input.textWillChange?(change) == true)
        #expect(input.textWillChange?(Component.TextInput.TextChange(current: "1234", change: "5", range: NSRange(location: 4, length: 0))) == false)
        input.textDidChange?("12")
        input.didTapAccessory?()
        #expect(calls.events == ["changed 12", "accessory"])
        // Secure text from the style sheet is drawn as bullets and not read out.
        #expect(try Self.labels(input, width: 320, in: Self.environment()).contains { $0.accessibility.label == "••••" })
        #expect(input.accessibility.value == nil)
        // The tappable accessory is a button in the tree.
        let tree = try AccessibilityTree.dump(of: input, width: 320, in: Self.environment())
        #expect(tree.contains("image") && tree.contains("interactive"))
    }

    @Test func aFocusedFieldShowsItsCustomInputBelowIt() throws {
        let date = Date(timeIntervalSince1970: -4_861_728_000)
        let picker = Component.DatePicker(date: date, preferredStyle: .wheels)
        let resting = Component.TextInput(title: "Date of Birth", text: "10 Dec 1815", inputView: .customInput(picker))
        var focused = resting
        focused.isFocused = true
        let environment = Self.environment()
        #expect(try focused.sizeThatFits(width: 375, in: environment).height > resting.sizeThatFits(width: 375, in: environment).height + 150)
        let nodes = try Self.labels(focused, width: 375, in: environment)
        let field = try #require(Self.label("10 Dec 1815", in: nodes)), year = try #require(Self.label("1815", in: nodes))
        #expect(year.frame.y > field.frame.maxY, "the wheels are below the field")
        #expect(focused.accessibility.traits.contains(.focused) && !resting.accessibility.traits.contains(.focused))
        #expect(resting.focusEligibility == .eligible(.populated))
        #expect(Component.TextInput(title: "Empty").focusEligibility == .eligible(.empty))
        #expect(Component.TextInput(title: "Off", isEnabled: false).focusEligibility == .ineligible)
        // An option picker stands in as well.
        let options = Component.TextInput(title: "Gender", inputView: .customInput(Component.OptionPicker(options: ["Female", "Male"], selected: "Female")), isFocused: true)
        #expect(try Self.labels(options, width: 375, in: environment).contains { $0.accessibility.label == "Male" })
    }

    @Test func optionPickerAndToggleKeepTheirStyleSheetsAndCallbacks() throws {
        let picked = Recorder()
        let picker = Component.OptionPicker(options: ["Paracetamol", "Ibuprofen"], selected: "Paracetamol", didPickItem: { picked.record($0) },
                                            styleSheet: Component.OptionPicker.StyleSheet().compose(\.backgroundColor, .yellow))
        picker.pickItem(at: 1)
        picker.pickItem(at: 7)
        #expect(picked.events == ["Ibuprofen"])
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: picker, layout: .width(320))
        #expect(bitmap[1, 1] == PremultipliedPixel(Color.yellow))

        let big = Component.Toggle.StyleSheet(text: LabelStyleSheet(font: Typography.standard.headline1))
        let plain = Component.Toggle(title: "Notifications")
        let styled = Component.Toggle(title: "Notifications", styleSheet: big)
        let environment = Self.environment()
        #expect(try styled.sizeThatFits(width: 320, in: environment).height > plain.sizeThatFits(width: 320, in: environment).height)
    }

    @Test func deletableRowsOfferTheirActionsAndDrawThemRevealed() throws {
        let deleted = Recorder()
        let row = UI.Label(text: "Casablanca").padding(12).deletable(didDelete: { deleted.record("deleted") })
        #expect(row.canBeDeleted && row.deleteActionText == "Delete")
        row.delete()
        #expect(deleted.events == ["deleted"])
        let tree = try AccessibilityTree.dump(of: row, width: 320, in: Self.environment())
        #expect(tree.contains("actions: \"Delete\""))

        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let revealed = UI.Label(text: "Casablanca").padding(12).deletable(isRevealed: true)
        let red = PremultipliedPixel(Theme.light.colors.error)
        let picture = try renderer.bitmap(of: revealed, layout: .width(320))
        #expect(picture[318, 2] == red && picture[2, 2] != red, "the delete button shows at the trailing edge")
        let mirrored = try ComponentRenderer(traits: RenderTraits(scale: 1, layoutDirection: .rightToLeft)).bitmap(of: revealed, layout: .width(320))
        #expect(mirrored[2, 2] == red && mirrored[318, 2] != red, "and at the left edge right to left")
        let swipe = UI.Label(text: "Vertigo").swipeActions([SwipeAction(title: "Archive"), SwipeAction(title: "Delete", style: .destructive)])
        #expect(try AccessibilityTree.dump(of: swipe, width: 320, in: Self.environment()).contains("actions: \"Archive\" \"Delete\""))
    }

    @Test func accessibilityTraitsAreAddedAndDumped() throws {
        let header = UI.Label(text: "Appointments").accessibility(traits: [.header]).accessibility(traits: [.header, .selected])
        #expect(header.accessibility.traits == [.header, .selected])
        #expect(try AccessibilityTree.dump(of: header, width: 320, in: Self.environment()).contains("traits: header selected"))
    }

    @Test func aSwitchThatIsOnMirrorsRightToLeft() throws {
        func knobIsOnTheRight(_ direction: LayoutDirection) throws -> Bool {
            let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1, layoutDirection: direction)).bitmap(of: UI.Toggle(isOn: true))
            // The white knob covers the middle of one end of the track.
            return bitmap[37, 15] == PremultipliedPixel(.white)
        }
        #expect(try knobIsOnTheRight(.leftToRight))
        #expect(try !knobIsOnTheRight(.rightToLeft))
    }

    // MARK: Migration

    @Test func imagesComeFromATeamsOwnFolderOrAssetCatalogue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("logo.imageset"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let two = try Bitmap(width: 8, height: 4, fill: Color.red), three = try Bitmap(width: 12, height: 6, fill: Color.blue)
        try two.writePNG(to: folder.appendingPathComponent("badge@2x.png"))
        try three.writePNG(to: folder.appendingPathComponent("logo.imageset/logo-3x.png"))
        try Data(#"{"images":[{"filename":"logo-3x.png","scale":"3x","idiom":"universal"},{"scale":"1x","idiom":"universal"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("logo.imageset/Contents.json"))
        let catalog = try ImageCatalog(folder: folder)
        #expect(try ImageAsset(named: "badge", in: catalog).source == .bitmap(two, scale: 2))
        #expect(try catalog.image(named: "logo").source == .bitmap(three, scale: 3))
        #expect(try UI.Image(image: ImageAsset(named: "badge", in: catalog)).sizeThatFits(width: nil, in: Self.environment()) == Size(width: 4, height: 2))
        #expect(throws: ImageCatalogError(name: "missing", folder: catalog.folder.path, reason: .notFound)) { try catalog.image(named: "missing") }
        #expect(throws: ImageCatalogError(name: "../badge", folder: catalog.folder.path, reason: .invalidName)) { try catalog.image(named: "../badge") }
        #expect(throws: ImageCatalogError.self) { try ImageCatalog(folder: folder.appendingPathComponent("nowhere")) }
    }

    /// A renderer whose sink is a plain closure, and a presenter (a plain class) whose methods are
    /// passed as callbacks: no `Sendable` wrapper is needed.
    struct SignUpRenderer: BoxRenderer {
        enum Action: Equatable { case submit, toggled(Bool) }
        let observer: Sink<Action>
        init(observer: @escaping Sink<Action>, appearance: Theme) { self.observer = observer }
        func render(state: Bool) -> Screen<String, String> {
            let box = Box<String, String>.empty
                |-+ Section(id: "form")
                |---+ Node(id: "news", component: Component.Toggle(title: "News", isOn: state, didChangeValue: { observer(.toggled($0)) }))
                |---+ Node(id: "go", component: Component.Button(title: "Go", didTap: { observer(.submit) }))
            return Screen(title: "Sign Up", box: box)
        }
    }

    @Test func callbacksReachARenderersSinkAndAPresentersMethods() throws {
        let received = Recorder()
        let screen = SignUpRenderer(observer: { received.record("\($0)") }, appearance: .light).render(state: false)
        let rows = screen.box.sections[0].items.map(\.component.base)
        (rows[0] as? Component.Toggle)?.didChangeValue?(true)
        (rows[1] as? Component.Button)?.didTap?()
        #expect(received.events == ["toggled(true)", "submit"])

        let presenter = Recorder()
        let builder = DesignLibrary(configuration: .init(theme: .light)).componentsBuilder(traits: RenderTraits())
        let button = Component.Button(title: "Continue", didTap: { presenter.record("continue") })
        button.didTap?()
        _ = builder.primaryButton(title: "Continue", didTap: presenter.reset)
        #expect(presenter.events == ["continue"])
        _ = try ScreenRenderer(traits: RenderTraits(scale: 1)).bitmap(of: screen, device: .iPhoneSE)
    }

    @Test func uikitsNamedColoursExist() {
        #expect(Color.red.hexString == "#FF0000FF" && Color.cyan.hexString == "#00FFFFFF" && Color.orange.hexString == "#FF8000FF")
        #expect(Color.systemRed.hexString == "#FF383CFF" && Color.systemBlue.hexString == "#0088FFFF", "iOS 26's, the HIG's table")
    }
}

/// Records what callbacks were called with: a plain class, not `Sendable`, as an app's
/// presenter is.
final class Recorder {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
    func reset() { events = [] }
}
