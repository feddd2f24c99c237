import Foundation

/// A control that turns an option on or off, drawn by the environment's toggle style (iOS's switch
/// by default: the label at the leading edge, the switch at the trailing edge).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle whose label is `label`'s view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { (self.isOn, self.label) = (isOn, label()) }

    /// The toggle's view, as its style makes it.
    public var body: some View {
        // One switch for assistive technologies, its label's words and "on" or "off", as Bento's
        // switch and UIKit's are read.
        _ToggleBody(configuration: ToggleStyleConfiguration(label: .init(content: AnyView(label)), binding: isOn))
            .accessibilityElement(children: .combine)
            .modifier(_ControlAccessibility(role: "switch", value: isOn.wrappedValue ? "on" : "off"))
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    /// A toggle with a label looked up by its key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
}

/// How a team draws its toggles, from the label and whether the toggle is on.
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// The configuration a style is given.
    typealias Configuration = ToggleStyleConfiguration
    /// A toggle's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given.
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on, through the binding the toggle was made with (`$isOn` is it).
    @Binding public var isOn: Bool

    init(label: Label, binding: Binding<Bool>) {
        self.label = label
        _isOn = binding
    }
}

/// iOS's switch: a 51 × 31 capsule, system green (or the tint) when on, the system fill (120, 120,
/// 128 at 16 %) when off, with a 27-point white knob at the side the toggle is set to; the label
/// before it and flexible space between (the switch alone where labels are hidden).
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The label, space, and the switch.
    public func makeBody(configuration: Configuration) -> some View { _SwitchBody(configuration: configuration) }
}

/// The switch style's view: it reads whether labels are hidden.
struct _SwitchBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) var labelsHidden

    var body: some View {
        let control = _TintReader(fallback: .green) { tint in
            Capsule()
                .fill(configuration.isOn ? tint : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16))
                .frame(width: 51, height: 31)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
                }
        }
        if labelsHidden {
            control
        } else {
            HStack {
                configuration.label
                Spacer()
                control
            }
        }
    }
}

/// The platform's toggle style: iOS's switch.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's style: iOS's switch.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: (ToggleStyleConfiguration) -> AnyView { { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) } }
}

extension EnvironmentValues {
    var toggleStyle: (ToggleStyleConfiguration) -> AnyView {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the toggles inside the view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<(ToggleStyleConfiguration) -> AnyView>> {
        environment(\.toggleStyle) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// A toggle's view: the environment's style applied to its configuration.
struct _ToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.toggleStyle) var style
    var body: some View { style(configuration) }
}
