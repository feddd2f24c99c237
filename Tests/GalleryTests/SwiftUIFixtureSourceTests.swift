import Foundation
import TestSupport
import Testing

/// The shared SwiftUI fixtures' view files (`../shared/swiftui-fixtures`), compiled unchanged
/// against our `SwiftUI` product in a scratch package and laid out at the sizes the iOS simulator
/// recorded them at; every box measured from the simulator's pictures (the fixtures' JSON) agrees
/// within a point, and where a box holds text its width difference (another face than SF Pro) is
/// printed, not hidden.
///
/// What compiles as it is: cashapp/AccessibilitySnapshot's `SwiftUIView.swift` (the whole file:
/// its own `Circle`, `Color(UIColor.lightGray)`, the iOS 13 `accessibility(label:)` forms,
/// `if #available`, `accessibilityAction(named:)`, `accessibilityCustomContent`, its
/// `PreviewProvider`), doordash's `SimpleView.swift` (the whole file; `import PreviewSnapshots` is
/// doordash's own library, stood in for by the few lines of its API the file calls) and
/// pointfreeco's `MyView` (the struct as the test declares it; the rest of the fragment is an
/// XCTest method inside `#if os(iOS)`) and Prefire's `TestView.swift` (the whole file: its
/// `PreviewProvider`s and `#Preview(traits: .sizeThatFitsLayout)`; `import Prefire` stood in for
/// by the few lines of Prefire's API it calls, and `CircleImage`, from another file of Prefire's
/// example, by a circle of its size). Prefire's green button is found by the catalogue's discovery
/// and drawn at the widths Prefire's snapshot test gave it. adammcarter's suite compiles as it is
/// too: its `@SnapshotSuite` and `@SnapshotTest` are its own library's macros around
/// swift-snapshot-testing, stood in for by macros that add nothing (the views are the bodies of
/// the functions they mark) and the trait types the file names.
@Suite(.serialized, LongStep.only) struct SwiftUIFixtureSourceTests {
    static let fixtures = try? SharedMaterial.folder("swiftui-fixtures")

    /// The scratch package: the fixture files copied byte for byte, a stand-in for doordash's
    /// `PreviewSnapshots`, and a `main.swift` that prints each case's boxes.
    static func scratchPackage() throws -> URL {
        let fixtures = try #require(Self.fixtures)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-swiftui-fixtures-\(UUID().uuidString)", isDirectory: true)
        let views = scratch.appendingPathComponent("Sources/FixtureViews", isDirectory: true)
        let snapshots = scratch.appendingPathComponent("Sources/PreviewSnapshots", isDirectory: true)
        let prefire = scratch.appendingPathComponent("Sources/Prefire", isDirectory: true)
        let macros = scratch.appendingPathComponent("Sources/SnapshotTestingMacros", isDirectory: true)
        let plugin = scratch.appendingPathComponent("Sources/SnapshotTestingMacrosPlugin", isDirectory: true)
        for folder in [views, snapshots, prefire, macros, plugin] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try """
            // swift-tools-version: 6.1
            import CompilerPluginSupport
            import PackageDescription

            let package = Package(
                name: "FixtureViews",
                dependencies: [
                    .package(name: "Bento", path: "\(Repository.root.path)"),
                    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
                ],
                targets: [
                    .macro(
                        name: "SnapshotTestingMacrosPlugin",
                        dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"), .product(name: "SwiftCompilerPlugin", package: "swift-syntax")]),
                    .target(name: "SnapshotTestingMacros", dependencies: ["SnapshotTestingMacrosPlugin", .product(name: "SwiftUI", package: "Bento")]),
                    .target(name: "PreviewSnapshots", dependencies: [.product(name: "SwiftUI", package: "Bento")]),
                    .target(name: "Prefire", dependencies: [.product(name: "SwiftUI", package: "Bento")]),
                    .executableTarget(
                        name: "FixtureViews",
                        dependencies: [
                            "PreviewSnapshots", "Prefire", "SnapshotTestingMacros", .product(name: "SwiftUI", package: "Bento"), .product(name: "Components", package: "Bento"),
                            .product(name: "Rasterizer", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento"),
                        ]),
                ]
            )
            """.write(to: scratch.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for file in [
            "cashapp-AccessibilitySnapshot/SwiftUIView/SwiftUIView.swift", "doordash-oss-swiftui-preview-snapshots/SimpleView/SimpleView.swift",
            "BarredEwe-Prefire/GreenButton/TestView.swift", "adammcarter-swift-snapshot-testing-macros/TextBackground/SnapshotSuite+Traits+Background+SwiftUI.swift",
        ] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: views.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent))
        }
        // pointfreeco's view: the struct's lines as the fixture writes them, at the top level.
        let fragment = try String(contentsOf: fixtures.appendingPathComponent("pointfreeco-swift-snapshot-testing/testSwiftUIView_iOS/testSwiftUIView_iOS.swift"), encoding: .utf8)
        let lines = fragment.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("struct MyView: SwiftUI.View") })
        let end = try #require(lines[start...].firstIndex { $0 == "      }" })
        try ("import SwiftUI\n\n" + lines[start...end].joined(separator: "\n") + "\n").write(to: views.appendingPathComponent("MyView.swift"), atomically: true, encoding: .utf8)
        try Self.previewSnapshots.write(to: snapshots.appendingPathComponent("PreviewSnapshots.swift"), atomically: true, encoding: .utf8)
        try Self.prefire.write(to: prefire.appendingPathComponent("Prefire.swift"), atomically: true, encoding: .utf8)
        try Self.circleImage.write(to: views.appendingPathComponent("CircleImage.swift"), atomically: true, encoding: .utf8)
        try Self.snapshotTestingMacros.write(to: macros.appendingPathComponent("SnapshotTestingMacros.swift"), atomically: true, encoding: .utf8)
        try Self.snapshotTestingMacrosPlugin.write(to: plugin.appendingPathComponent("Plugin.swift"), atomically: true, encoding: .utf8)
        try Self.main.write(to: views.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        return scratch
    }

    /// doordash's `PreviewSnapshots`, as much of its API as `SimpleView.swift` calls: named states
    /// and the view each configures, previewed one after another.
    static let previewSnapshots = """
        import SwiftUI

        public struct PreviewSnapshots<State> {
            public struct Configuration {
                public var name: String
                public var state: State
                public init(name: String, state: State) { (self.name, self.state) = (name, state) }
            }
            public var configurations: [Configuration]
            public var configure: (State) -> AnyView
            public init<Content: View>(configurations: [Configuration], configure: @escaping (State) -> Content) {
                self.configurations = configurations
                self.configure = { AnyView(configure($0)) }
            }
            public var previews: some View {
                ForEach(configurations.indices, id: \\.self) { index in
                    configure(configurations[index].state).previewDisplayName(configurations[index].name)
                }
            }
        }

        """

    /// Prefire's API as much as `TestView.swift` calls: user stories and states (strings), the
    /// provider protocol, and the modifiers that tag a preview for Prefire's generated tests.
    static let prefire = """
        import SwiftUI

        public enum PreviewModel {
            public typealias UserStory = String
            public typealias State = String
        }
        extension PreviewModel.UserStory {
            public static let auth = "auth"
        }
        public protocol PrefireProvider {}
        extension View {
            public func previewUserStory(_ story: PreviewModel.UserStory) -> Self { self }
            public func previewState(_ state: PreviewModel.State) -> Self { self }
            public func snapshot(delay: TimeInterval = 0, precision: Float = 1) -> Self { self }
        }

        """

    /// Prefire's example's `CircleImage` is a 250-point photo in a white-bordered circle
    /// (Apple's Landmarks tutorial); the photo is an asset, so a grey circle of its size stands in.
    static let circleImage = """
        import SwiftUI

        struct CircleImage: View {
            var body: some View {
                Circle()
                    .fill(Color.gray)
                    .frame(width: 250, height: 250)
                    .overlay { Circle().stroke(.white, lineWidth: 4) }
                    .shadow(radius: 7)
            }
        }

        """

    /// adammcarter's macros as the file uses them: a suite and its tests marked, with traits (a
    /// background colour); the marks add nothing, the functions return the views.
    static let snapshotTestingMacros = """
        import SwiftUI

        public enum SnapshotSuite {
            public enum Traits {
                public enum BackgroundColor {}
            }
        }
        public struct SnapshotTrait: Sendable {
            public static func backgroundColor(_ color: Color) -> SnapshotTrait { SnapshotTrait() }
        }
        @attached(peer)
        public macro SnapshotSuite(_ traits: SnapshotTrait...) = #externalMacro(module: "SnapshotTestingMacrosPlugin", type: "MarkMacro")
        @attached(peer)
        public macro SnapshotTest(_ traits: SnapshotTrait...) = #externalMacro(module: "SnapshotTestingMacrosPlugin", type: "MarkMacro")

        """

    static let snapshotTestingMacrosPlugin = """
        import SwiftCompilerPlugin
        import SwiftSyntax
        import SwiftSyntaxMacros

        public struct MarkMacro: PeerMacro {
            public static func expansion(
                of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
            ) throws -> [DeclSyntax] { [] }
        }

        @main struct Plugin: CompilerPlugin {
            let providingMacros: [any Macro.Type] = [MarkMacro.self]
        }

        """

    /// Lays each case out as the simulator hosted it and prints `case<TAB>kind<TAB>x y w h` for
    /// every node, then writes the pictures beside the package.
    static let main = """
        import ComponentCatalogue
        import Components
        import Foundation
        import Rasterizer
        import SnapshotTestingMacros
        import SwiftUI

        func boxes(_ name: String, _ node: LaidOutNode) {
            for record in node.records { print(name, record.typeName, record.frame.x, record.frame.y, record.frame.width, record.frame.height, separator: "\\t") }
        }
        let environment = RenderEnvironment()
        // cashapp: at the iPhone 16 Pro's and 15 Pro's full size, below the safe area.
        boxes("cashapp-18.5", try HostingView(rootView: SwiftUIView()).laidOut(in: Frame(x: 0, y: 62, width: 402, height: 874 - 62 - 34), environment: environment))
        boxes("cashapp-17.5", try HostingView(rootView: SwiftUIView()).laidOut(in: Frame(x: 0, y: 59, width: 393, height: 852 - 59 - 34), environment: environment))
        let fitting = try HostingView(rootView: SwiftUIView()).sizeThatFits(width: nil, in: environment)
        print("cashapp-fits", "size", 0, 0, fitting.width, fitting.height, separator: "\\t")
        // pointfreeco: its own size, and centred in 200 × 100.
        let myView = HostingView(rootView: MyView().background(Color.yellow))
        let size = try myView.sizeThatFits(width: nil, in: environment)
        boxes("pointfreeco-fits", try myView.laidOut(in: Frame(x: 0, y: 0, width: size.width, height: size.height), environment: environment))
        boxes("pointfreeco-fixed", try HostingView(rootView: ZStack { MyView().background(Color.yellow) }.frame(width: 200, height: 100)).laidOut(in: Frame(x: 0, y: 0, width: 200, height: 100), environment: environment))
        // doordash: 400 × 400 at 1x.
        let simple = HostingView(rootView: SimpleView(message: "Hello World").frame(width: 400, height: 400))
        boxes("doordash", try simple.laidOut(in: Frame(x: 0, y: 0, width: 400, height: 400), environment: environment))
        let output = URL(fileURLWithPath: CommandLine.arguments[1])
        _ = SimpleView_Previews.previews
        _ = SwiftUIView_Previews.previews
        // adammcarter: each text at its own size, light and dark (iPhone 17, iOS 26.2, @3x).
        let backgrounds = SnapshotSuite.Traits.BackgroundColor.SwiftUI.self
        let texts: [(String, AnyView)] = [
            ("adammcarter-light", AnyView(backgrounds.ViewBackgroundColor().viewBackgroundColor())),
            ("adammcarter-dark", AnyView(backgrounds.ViewBackgroundColor().viewBackgroundColor().environment(\\.colorScheme, .dark))),
            ("adammcarter-gray", AnyView(backgrounds.DefaultWithoutOverride().explicitBackground())),
        ]
        for (name, view) in texts {
            let host = HostingView(rootView: view)
            let size = try host.sizeThatFits(width: nil, in: environment)
            boxes(name, try host.laidOut(in: Frame(x: 0, y: 0, width: size.width, height: size.height), environment: environment))
        }
        // Prefire: its previews as the catalogue finds them, and the green button at the widths
        // Prefire's snapshot test gave it (iPhone X's 375 and the 10.2-inch iPad's landscape 1080).
        let previews = Catalogue.discovered("Previews", module: "FixtureViews").entries
        for entry in previews { print("discovered", entry.identifier, entry.location, separator: "\\t") }
        if let button = previews.first(where: { $0.identifier == "GreenButton/Preview" }) {
            for width in [375.0, 1080.0] {
                let component = button.build(CatalogueContext(traits: RenderTraits(scale: 2), layout: .width(width)))
                boxes("prefire-\\(Int(width))", try ComponentRenderer(traits: RenderTraits(scale: 2)).laidOutTree(of: component, layout: .width(width)))
                try Data(ComponentRenderer(traits: RenderTraits(scale: 2)).pngData(of: component, layout: .width(width))).write(to: output.appendingPathComponent("prefire-\\(Int(width)).png"))
            }
        }
        try Data(ComponentRenderer(traits: RenderTraits(scale: 1)).pngData(of: simple, layout: .fixed(width: 400, height: 400))).write(to: output.appendingPathComponent("doordash.png"))
        try Data(ComponentRenderer(traits: RenderTraits(scale: 2)).pngData(of: myView, layout: .sizeThatFits)).write(to: output.appendingPathComponent("pointfreeco.png"))

        """

    /// A case's boxes of one kind, in drawing order.
    static func boxes(_ output: String, case name: String, kind: String) -> [CGRect] {
        output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 6, fields[0] == name, fields[1] == kind else { return nil }
            let numbers = fields[2...].compactMap(Double.init)
            return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        }
    }

    /// A measured box of a fixture's JSON (`boxes`, `derived` or `text`), by name.
    static func measured(_ path: String, _ section: String, _ name: String) throws -> CGRect {
        let url = try #require(Self.fixtures).appendingPathComponent(path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let entries = try #require(json[section] as? [[String: Any]])
        let entry = try #require(entries.first { $0["name"] as? String == name }, "\(name) in \(path)")
        let frame = try #require((entry["frame_pt"] ?? entry["ink_bbox_pt"]) as? [Double])
        return CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
    }

    @Test func theFixturesViewFilesCompileUnchangedAndLayOutAsTheSimulatorDid() async throws {
        await Turn.sharedBuild.take()
        defer { Turn.sharedBuild.give() }
        await Turn.browser.take()
        defer { Turn.browser.give() }
        let scratch = try Self.scratchPackage()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try PreviewDiscoveryPackageTests.run(["swift", "build"] + LongStep.sharedBuildArguments, in: scratch)
        try #require(build.status == 0, "the fixtures' files compile against our SwiftUI: \(build.output.suffix(4000))")
        #expect(!build.output.contains("warning:") || !build.output.contains("FixtureViews/"), "\(build.output.suffix(3000))")
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("bento-swiftui-fixtures", isDirectory: true)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let run = try PreviewDiscoveryPackageTests.run([pictures.path], in: scratch, executable: LongStep.sharedBuild.appendingPathComponent("debug/FixtureViews"))
        try #require(run.status == 0, "\(run.output.suffix(3000))")
        let output = run.output

        // cashapp: the ten circles (its own `Circle`, a rectangle with a corner radius) where the
        // simulator drew them on iOS 18.5 and 17.5, and 30 × 608 as its own size.
        for (name, json) in [("cashapp-18.5", "testSimpleView_18_5_402x874@3x"), ("cashapp-17.5", "testSimpleView_17_5_393x852@3x")] {
            let ours = Self.boxes(output, case: name, kind: "Rectangle")
            #expect(ours.count == 10, "\(name): \(ours)")
            for (index, box) in ours.enumerated() {
                let theirs = try Self.measured("cashapp-AccessibilitySnapshot/SwiftUIView/\(json).geometry.json", "derived", "circle_\(index + 1)_frame")
                #expect(abs(box.minX - theirs.minX) <= 1 && abs(box.minY - theirs.minY) <= 1 && box.size == theirs.size, "\(name) circle \(index + 1): ours \(box), the simulator's \(theirs)")
            }
        }
        let fits = try #require(Self.boxes(output, case: "cashapp-fits", kind: "size").first)
        #expect(fits.size == CGSize(width: 30, height: 608), "\(fits)")

        // pointfreeco: the yellow and blue boxes' heights and insets within a point; their widths
        // hold the symbol's stand-in and "Checked" in another face, so the difference is printed.
        let folder = "pointfreeco-swift-snapshot-testing/testSwiftUIView_iOS/"
        let yellow = try #require(Self.boxes(output, case: "pointfreeco-fits", kind: "Color").first)
        let blue = try #require(Self.boxes(output, case: "pointfreeco-fits", kind: "RoundedRectangle").first)
        let theirYellow = try Self.measured(folder + "testSwiftUIView_iOS.1.geometry.json", "boxes", "yellow")
        let theirBlue = try Self.measured(folder + "testSwiftUIView_iOS.1.geometry.json", "boxes", "blue_rounded_rect")
        #expect(abs(yellow.height - theirYellow.height) <= 1 && abs(blue.height - theirBlue.height) <= 1, "ours \(yellow) \(blue)")
        #expect(abs(blue.minX - theirBlue.minX) <= 1 && abs(blue.minY - theirBlue.minY) <= 1)
        print("pointfreeco MyView: yellow \(yellow.width) × \(yellow.height) against the simulator's \(theirYellow.width) × \(theirYellow.height) (width \(yellow.width - theirYellow.width, format: 2) points: the text's face and the symbol's stand-in)")
        let fixedYellow = try #require(Self.boxes(output, case: "pointfreeco-fixed", kind: "Color").first)
        let theirFixed = try Self.measured(folder + "testSwiftUIView_iOS.fixed.geometry.json", "boxes", "yellow")
        #expect(abs(fixedYellow.minY - theirFixed.minY) <= 1 && abs(fixedYellow.midX - theirFixed.midX) <= 1, "ours \(fixedYellow), the simulator's \(theirFixed)")

        // doordash: the globe and the text centred on x = 200, the globe's ink where the simulator's is.
        let simple = "doordash-oss-swiftui-preview-snapshots/SimpleView/test_simpleViewSnapshots.iOS-Short-Message.geometry.json"
        let globe = try #require(Self.boxes(output, case: "doordash", kind: "Image").first)
        let text = try #require(Self.boxes(output, case: "doordash", kind: "Text").first)
        let theirGlobe = try Self.measured(simple, "text", "sf_symbol_globe")
        #expect(abs(globe.midX - 200) <= 0.5 && abs(text.midX - 200) <= 1, "\(globe) \(text)")
        #expect(abs(globe.midY - theirGlobe.midY) <= 1 && abs(globe.height - theirGlobe.height) <= 2, "ours \(globe), the simulator's ink \(theirGlobe)")
        print("doordash SimpleView: text \(text.width) wide, the simulator's ink \(try Self.measured(simple, "text", "text_message").width)")

        // adammcarter: the coloured box is the text's frame: its height within a point of the
        // simulator's 20.333 (body's line at 3x), its width within 1 % (the stand-in face tracked
        // by SF Pro's table; printed).
        for (name, json, kind) in [
            ("adammcarter-light", "viewBackgroundColor_min-size_light.1", "Rectangle"), ("adammcarter-dark", "viewBackgroundColor_min-size_dark.1", "Rectangle"),
            ("adammcarter-gray", "explicitBackground_min-size_light.1", "Rectangle"),
        ] {
            let text = try #require(Self.boxes(output, case: name, kind: "Text").first, "\(name): \(output.split(separator: "\n").filter { $0.hasPrefix(name) })")
            let theirs = try Self.measured("adammcarter-swift-snapshot-testing-macros/TextBackground/\(json).geometry.json", "boxes", "text_background")
            #expect(abs(text.height - theirs.height) <= 1, "\(name): ours \(text), the simulator's \(theirs)")
            let background = Self.boxes(output, case: name, kind: kind).first
            #expect(background.map { $0.size == text.size } ?? false, "\(name): the background is the text's frame: \(String(describing: background)) \(text)")
            #expect(abs(text.width - theirs.width) <= theirs.width * 0.01, "\(name): ours \(text), the simulator's \(theirs)")
            print("adammcarter \(json): text \(text.width) × \(text.height) against the simulator's \(theirs.width) × \(theirs.height) (the stand-in face, tracked as SF Pro)")
        }

        // Every file's previews found with their places (the providers' by their declarations, the
        // macro's by its line; doordash's states by their display names), and Prefire's the green capsule the whole picture at both widths, as the
        // simulator drew it (its exact-colour box starts half a point in, where the round end is).
        let discovered = output.split(separator: "\n").filter { $0.hasPrefix("discovered\t") }.map { $0.split(separator: "\t").dropFirst().joined(separator: " ") }
        #expect(
            discovered == [
                "SimpleView/Short Message FixtureViews/SimpleView.swift:38", "SimpleView/Long Message FixtureViews/SimpleView.swift:38",
                "SwiftUIView/Preview FixtureViews/SwiftUIView.swift:95", "TestView/Preview 1 FixtureViews/TestView.swift:53",
                "TestView/Preview 2 FixtureViews/TestView.swift:53", "TestView/Preview 3 FixtureViews/TestView.swift:53",
                "TestViewWithoutState/Preview FixtureViews/TestView.swift:73", "GreenButton/Preview FixtureViews/TestView.swift:82",
                "TestView/Preview FixtureViews/TestView.swift:96",
            ], "\(discovered)")
        for (width, json) in [(375, "test_greenButton-iPhone-15.1"), (1080, "test_greenButton-iPad.1")] {
            let capsule = try #require(Self.boxes(output, case: "prefire-\(width)", kind: "Capsule").first)
            let theirs = try Self.measured("BarredEwe-Prefire/GreenButton/\(json).geometry.json", "derived", "button_frame")
            #expect(abs(capsule.minX - theirs.minX) <= 1 && abs(capsule.width - theirs.width) <= 1 && capsule.height == theirs.height, "ours \(capsule), the simulator's \(theirs)")
        }
    }
}

extension DefaultStringInterpolation {
    fileprivate mutating func appendInterpolation(_ value: CGFloat, format digits: Int) { appendLiteral(String(format: "%.\(digits)f", Double(value))) }
}
