import Foundation

/// What `#Preview` previews, named as Xcode names it: its traits are `PreviewTrait<Preview.ViewTraits>`.
public struct Preview {
    /// The traits of a view's preview.
    public enum ViewTraits {}
}

/// How a `#Preview` is shown (`traits: .sizeThatFitsLayout`): its layout, or the device's
/// orientation.
public struct PreviewTrait<T>: Hashable, Sendable {
    /// The layout it asks for, when it asks for one.
    public var layout: PreviewLayout?
    /// Whether the device is turned on its side.
    public var isLandscape: Bool

    init(layout: PreviewLayout? = nil, isLandscape: Bool = false) {
        self.layout = layout
        self.isLandscape = isLandscape
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at its own size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
    /// The view in a fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(layout: .fixed(width: width, height: height)) }
    /// The view on the preview's device, its screen's size (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
    /// The device upright (the default).
    public static var portrait: PreviewTrait { PreviewTrait() }
    /// The device upside down: upright in its size.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait() }
    /// The device on its side, the home indicator's edge left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(isLandscape: true) }
    /// The device on its side, the home indicator's edge right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(isLandscape: true) }
}

/// One preview of a list of previews (a `PreviewProvider`'s `previews`, a `Group` of them): the
/// view, with the modifiers written around the list, and how the preview modifiers show it.
public struct PreviewPart {
    /// The view, with the modifiers around it.
    public var view: AnyView
    /// Its size: the device's, its own, or fixed.
    public var layout: PreviewLayout
    /// The device it is shown on, when one is named.
    public var device: PreviewDevice?
    /// Its name in the canvas, when it has one.
    public var displayName: String?

    /// The previews a view lists, one per view of its top-level blocks, groups and `ForEach`es,
    /// as Xcode's canvas shows them; modifiers on a list apply to each preview in it.
    public static func parts<V: View>(of view: V) -> [PreviewPart] {
        listedPreviews(of: view, in: EnvironmentValues()).map { view, environment in
            let settings = environment.previewSettings
            return PreviewPart(view: view, layout: settings.layout, device: settings.device, displayName: settings.displayName)
        }
    }
}

/// A view that lists previews of its own: a block, a group, a `ForEach`, a branch, a modifier on
/// a list.
protocol PreviewListing {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)]
}

/// The previews `view` lists, with the environment its preview modifiers wrote.
private func listedPreviews(of view: some View, in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] {
    (view as? any PreviewListing)?.previewParts(in: environment) ?? [(AnyView(view), environment)]
}

extension TupleView: PreviewListing {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] {
        Mirror(reflecting: value).children.flatMap { child -> [(AnyView, EnvironmentValues)] in
            guard let view = child.value as? any View else { return [] }
            return listedPreviews(of: view, in: environment)
        }
    }
}

extension Group: PreviewListing {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] { listedPreviews(of: content, in: environment) }
}

extension ForEach: PreviewListing {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] { data.flatMap { listedPreviews(of: content($0), in: environment) } }
}

extension _ConditionalContent: PreviewListing {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] {
        switch storage {
        case .trueContent(let view): listedPreviews(of: view, in: environment)
        case .falseContent(let view): listedPreviews(of: view, in: environment)
        }
    }
}

extension Optional: PreviewListing where Wrapped: View {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] {
        map { listedPreviews(of: $0, in: environment) } ?? []
    }
}

extension ModifiedContent: PreviewListing where Content: View, Modifier: ViewModifier {
    func previewParts(in environment: EnvironmentValues) -> [(AnyView, EnvironmentValues)] {
        var written = environment
        (modifier as? any EnvironmentWriting)?.write(into: &written)
        return listedPreviews(of: content, in: written).map { view, environment in (AnyView(ModifiedContent<AnyView, Modifier>(content: view, modifier: modifier)), environment) }
    }
}
