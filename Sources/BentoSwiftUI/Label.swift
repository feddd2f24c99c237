import Foundation

/// A title with an icon, drawn by the environment's label style (the icon before the title, 8
/// points apart, by default).
public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    /// A label of a title and an icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { (self.title, self.icon) = (title(), icon()) }

    /// The label's view, as its style makes it.
    public var body: some View {
        _LabelBody(configuration: LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a title looked up by key and a symbol's stand-in.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    /// A label of a title shown as written and a symbol's stand-in.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
}

/// How a team draws its labels, from their title and icon.
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The configuration a style is given.
    typealias Configuration = LabelStyleConfiguration
    /// A label's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given.
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// The title's view.
        public var body: some View { content }
    }

    /// A label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// The icon's view.
        public var body: some View { content }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The icon before the title (SwiftUI's default on iOS).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title side by side.
    public func makeBody(configuration: Configuration) -> some View {
        // The symbol sits on the title's first line, as a symbol set in text does.
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: (LabelStyleConfiguration) -> AnyView { { AnyView(TitleAndIconLabelStyle().makeBody(configuration: $0)) } }
}

extension EnvironmentValues {
    var labelStyle: (LabelStyleConfiguration) -> AnyView {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the labels inside the view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<(LabelStyleConfiguration) -> AnyView>> {
        environment(\.labelStyle) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// A label's view: the environment's style applied to its configuration.
struct _LabelBody: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelStyle) var style
    var body: some View { style(configuration) }
}
