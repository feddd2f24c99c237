import Components

/// Which notifications the app sends, a Bento screen built from a `Box`: a switch that mutes
/// them all, and one per kind while they are not muted.
public enum NotificationsScreen {
    public struct State: Hashable, Sendable {
        public var muted = false
        public var orders = true
        public var news = false

        public init() {}
    }

    public enum Action: Sendable {
        case mute(Bool)
        case orders(Bool)
        case news(Bool)
    }

    @Sendable public static func update(_ state: inout State, _ action: Action) {
        switch action {
        case .mute(let isOn): state.muted = isOn
        case .orders(let isOn): state.orders = isOn
        case .news(let isOn): state.news = isOn
        }
    }

    /// The screen on a phone, running from its first state.
    public static func running(theme: Theme) -> RunningScreen<State, Action> {
        RunningScreen(NotificationsRenderer.self, appearance: theme, initial: State(), device: .iPhone15, update: update)
    }
}

/// Draws the notifications state as a Bento screen.
public struct NotificationsRenderer: BoxRenderer {
    public enum SectionID: Hashable, Sendable { case all, kinds }
    public enum RowID: Hashable, Sendable { case mute, orders, news }

    let observer: Sink<NotificationsScreen.Action>
    let theme: Theme

    public init(observer: @escaping Sink<NotificationsScreen.Action>, appearance: Theme) {
        self.observer = observer
        self.theme = appearance
    }

    public func render(state: NotificationsScreen.State) -> Screen<SectionID, RowID> {
        let observer = observer
        let box = Box<SectionID, RowID>.empty
            |-+ Section(id: .all)
            |---+ Node(id: .mute, component: Component.Toggle(title: "Mute all", isOn: state.muted) { observer(.mute($0)) })
            |-? .iff(!state.muted) {
                Section(id: .kinds, header: UI.Label(text: "SEND ME", style: theme.typography.caption, color: theme.colors.textSecondary)
                    .padding(EdgeInsets(top: theme.spacing.medium, leading: theme.spacing.large, bottom: theme.spacing.small, trailing: theme.spacing.large)))
                    |---+ Node(id: .orders, component: Component.Toggle(title: "Order updates", isOn: state.orders) { observer(.orders($0)) })
                    |---+ Node(id: .news, component: Component.Toggle(title: "News and offers", isOn: state.news) { observer(.news($0)) })
            }
        return Screen(title: "Notifications", box: box)
    }
}
