import Components

/// The app's settings, a screen made by a view function: a column of settings rows on the
/// theme's background. `UI = f(state)`: the rows' switches send actions, the update changes the state.
public enum SettingsScreen {
    public struct State: Hashable, Sendable, CustomStringConvertible {
        public var wifiOnly = true
        public var offers = false

        public init() {}

        public var description: String { "wifiOnly: \(wifiOnly)\noffers: \(offers)" }
    }

    public enum Action: Sendable {
        case setWifiOnly(Bool)
        case setOffers(Bool)
    }

    @Sendable public static func update(_ state: inout State, _ action: Action) {
        switch action {
        case .setWifiOnly(let isOn): state.wifiOnly = isOn
        case .setOffers(let isOn): state.offers = isOn
        }
    }

    /// The screen for a state, its switches sending to `send`.
    public static func view(_ state: State, theme: Theme, send: @escaping (Action) -> Void) -> some Renderable {
        [
            SettingsRow(title: "Download on Wi-Fi only", detail: "Saves your mobile data", isOn: state.wifiOnly, theme: theme) { send(.setWifiOnly($0)) }.asAnyRenderable(),
            SettingsRow(title: "Offers by email", isOn: state.offers, theme: theme) { send(.setOffers($0)) }.asAnyRenderable(),
        ]
        .stack(axis: .vertical, layoutMargins: EdgeInsets(top: theme.spacing.extraLarge, leading: 0, bottom: theme.spacing.extraLarge, trailing: 0))
        .backgroundColor(theme.colors.background)
    }

    /// The screen running from its first state.
    public static func running(theme: Theme) -> RunningScreen<State, Action> {
        RunningScreen(initial: State(), update: update, describe: \.description) { state, send in
            view(state, theme: theme, send: send)
        }
    }
}
