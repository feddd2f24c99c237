import Components
import Foundation

/// A control that performs an action, drawn by the environment's button style (SwiftUI's default
/// on iOS: its label in the accent colour, iOS's system blue).
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    /// A button whose label is `label`'s view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { (self.action, self.label) = (action, label()) }

    /// The button's view, as its style makes it.
    public var body: some View {
        // One element for assistive technologies, read by its label's words, as UIKit makes a
        // button: VoiceOver's "Pay now, button"; dimmed when disabled.
        _ButtonBody(label: AnyView(label))
            .accessibilityElement(children: .combine)
            .modifier(_ControlAccessibility(role: "button", value: nil))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    /// A button with a label looked up by its key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
}

/// How a team draws its buttons: `makeBody(configuration:)` makes a button's view from its label
/// and whether it is pressed (a state a preview can show).
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The configuration a style is given.
    typealias Configuration = ButtonStyleConfiguration
    /// A button's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the label and whether the button is pressed.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// Whether the button is held down.
    public let isPressed: Bool
}

/// SwiftUI's default button style on iOS: the label in the accent colour (or the foreground colour
/// set on the button), dimmed when pressed.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    /// The label in system blue (or the foreground colour set on the button), at 20 % opacity when
    /// pressed.
    public func makeBody(configuration: Configuration) -> some View {
        _DefaultButtonLabel(configuration: configuration)
    }
}

/// The default style's label: it reads the foreground colour set around the button.
struct _DefaultButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.foregroundColor) var color
    @Environment(\.tint) var environmentTint
    var body: some View {
        let tint = color ?? environmentTint ?? .blue
        return configuration.label.foregroundColor(configuration.isPressed ? tint.opacity(0.2) : tint)
    }
}

/// The style buttons take, and whether they show as pressed, where they are.
private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: (ButtonStyleConfiguration) -> AnyView { { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) } }
}
private struct ButtonIsPressedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var buttonStyle: (ButtonStyleConfiguration) -> AnyView {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// Whether buttons show as held down: the state a preview or a catalogue variant sets to show
    /// a style's pressed look.
    public var buttonIsPressed: Bool {
        get { self[ButtonIsPressedKey.self] }
        set { self[ButtonIsPressedKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons inside the view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<(ButtonStyleConfiguration) -> AnyView>> {
        environment(\.buttonStyle) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// A button's view: the environment's style applied to its label.
struct _ButtonBody: View {
    let label: AnyView
    @Environment(\.buttonStyle) var style
    @Environment(\.buttonIsPressed) var isPressed
    var body: some View { style(ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: label), isPressed: isPressed)) }
}

/// A button style that makes the button's whole view, with a way to perform its action
/// (`configuration.trigger()`), as `PrimitiveButtonStyle` does.
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The configuration a style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// A button's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given: the label and the action.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The label.
    public let label: Label
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

extension View {
    /// The primitive style of the buttons inside the view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<(ButtonStyleConfiguration) -> AnyView>> {
        environment(\.buttonStyle) { configuration in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, action: {})))
        }
    }
}

/// The label alone, in the primary colour (`.plain`).
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label as it is, at 20 % opacity when pressed.
    public func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(configuration.isPressed ? 0.2 : 1) }
}

/// The label in the accent colour, with no border (`.borderless`, the default's look on iOS).
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the accent colour.
    public func makeBody(configuration: Configuration) -> some View { _DefaultButtonLabel(configuration: configuration) }
}

/// iOS's bordered button: the label in the accent colour on a rounded rectangle of it at 15 %
/// (`.bordered`), or white on the accent colour (`.borderedProminent`); 12 points either side and
/// 7 above and below the label, corners of 6 (UIKit's gray and filled button configurations at the
/// regular size). Drawn with our face, so as wide as its title is here.
public struct BorderedButtonStyle: ButtonStyle {
    let isProminent: Bool
    /// The bordered style.
    public init() { isProminent = false }
    init(prominent: Bool) { isProminent = prominent }
    /// The label on its rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View { _BorderedButtonLabel(configuration: configuration, isProminent: isProminent) }
}

/// The bordered styles' view: it reads the foreground colour set around the button as the tint.
struct _BorderedButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.foregroundColor) var color
    @Environment(\.tint) var environmentTint
    var body: some View {
        let tint = color ?? environmentTint ?? .accentColor
        return configuration.label
            .foregroundColor(isProminent ? .white : tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 6).fill(isProminent ? tint : tint.opacity(0.15)))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the accent colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label on a tinted rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    /// The label in white on the accent colour.
    public static var borderedProminent: BorderedButtonStyle { BorderedButtonStyle(prominent: true) }
}
