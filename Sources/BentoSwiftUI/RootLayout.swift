import Components
import Foundation
import Layout
import Localization
import Rasterizer

/// A SwiftUI view hosted in Bento, as a hosting controller hosts one in UIKit: a component whose
/// size is the view's for the width proposed (its ideal height), and whose node in the laid-out
/// tree is the view's, laid out by SwiftUI's algorithm; it sits in a Bento row, a screen or a
/// catalogue entry like any component. Several views at the root are stacked vertically, as a
/// hosting controller stacks a `body` that is a list.
public struct HostingView<Content: View>: Renderable, @unchecked Sendable {
    /// The hosted view.
    public var rootView: Content

    /// Where the view's keys are looked up (`Text("key")`); `nil` draws them as written.
    var localizer: Localizer?

    /// The space at the top and bottom the device's bars take, which the view is laid out inside
    /// (a hosting controller's safe area); zero unless set.
    var safeArea = (top: 0.0, bottom: 0.0)

    /// A component that hosts a SwiftUI view.
    public init(rootView: Content) { self.rootView = rootView }

    /// The hosted view laid out below the status bar and above the home indicator of a device, as
    /// a full-screen hosting controller lays it out (`#Preview` on a device).
    public func safeArea(of device: Device) -> HostingView {
        var view = self
        view.safeArea = (device.topInset, device.bottomInset)
        return view
    }

    /// The hosted view with its keys looked up by `text` (a key with a format specifier for each
    /// interpolated value, and the values): a catalogue entry's `CatalogueContext.text`, which
    /// reads the catalogue's String Catalog in the variant's language; `nil`, or the key itself,
    /// draws the text as written.
    public func localized(by text: @escaping (_ key: String, _ arguments: [LocalizedArgument]) -> String?) -> HostingView {
        var view = self
        view.localizer = Localizer(text: text)
        return view
    }

    /// The view's root layout node, resolved for Bento's environment.
    func root(in render: RenderEnvironment) -> LayoutNode {
        var environment = EnvironmentValues(render.traits)
        environment.localizer = localizer
        let context = ResolutionContext(environment: environment, render: render)
        let nodes = context.nodes(of: rootView)
        return nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes)
    }

    /// The size the view takes when proposed `width` (its ideal width when `nil`) and its ideal height.
    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let size = try reportingAssetProblems { root(in: environment).sizeThatFits(ProposedViewSize(width: width.map { CGFloat($0) }, height: nil)) }
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// The view laid out in `frame`, proposed the frame's size.
    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        let rect = CGRect(x: frame.x, y: frame.y + safeArea.top, width: frame.width, height: max(frame.height - safeArea.top - safeArea.bottom, 0))
        var node = LaidOutNode(self, frame: frame, environment: environment)
        var placed = try reportingAssetProblems { root(in: environment).place(in: rect, proposal: ProposedViewSize(rect.size), environment: environment) }
        // Right to left, SwiftUI mirrors the layout (a Bento component inside keeps its own
        // right-to-left layout: `ComponentView` mirrors it first).
        if environment.traits.layoutDirection == .rightToLeft { placed.mirrorHorizontally(about: placed.frame.x * 2 + placed.frame.width) }
        node.add(placed)
        return node
    }

    /// What `work` returns, or the first asset catalogue problem met on the way (a colour or an
    /// image that could not be read) as the render's error.
    private func reportingAssetProblems<Result>(_ work: () -> Result) throws(RenderError) -> Result {
        let collector = AssetProblems.Collector()
        let result = AssetProblems.$current.withValue(collector) { work() }
        if let problem = collector.problems.first { throw .component(problem) }
        return result
    }
}

extension EnvironmentValues {
    /// The environment a hosted view starts with in a variant: dark where the theme's background
    /// is darker than its text, the variant's Dynamic Type size, direction and locale.
    init(_ traits: RenderTraits) {
        self.init()
        let colors = traits.theme.colors
        colorScheme = colors.background.relativeLuminance < colors.textPrimary.relativeLuminance ? .dark : .light
        dynamicTypeSize = DynamicTypeSize(traits.contentSize)
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let identifier = traits.locale { locale = Locale(identifier: identifier) }
    }
}

/// A view laid out as a hosting view lays out its root: proposed `proposal`, at the size it
/// chooses, from the origin.
func layOut<V: View>(_ view: V, in proposal: ProposedViewSize, environment: RenderEnvironment = RenderEnvironment()) -> LaidOutNode {
    let root = HostingView(rootView: view).root(in: environment)
    let size = root.sizeThatFits(proposal)
    return root.place(in: CGRect(origin: .zero, size: size), proposal: proposal, environment: environment)
}
