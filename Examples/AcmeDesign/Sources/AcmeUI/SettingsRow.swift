import Components

/// A setting that is on or off: its title, an optional line under it, and a switch.
public struct SettingsRow: ComposedComponent {
    public var title: String
    public var detail: String?
    public var isOn: Bool
    public var theme: Theme
    /// Called with the new value when the switch is flipped. Components are `Sendable` and
    /// closures are not, so a component keeps its callbacks with `@Callback`.
    @Callback public var onChange: ((Bool) -> Void)?

    public init(title: String, detail: String? = nil, isOn: Bool, theme: Theme, onChange: ((Bool) -> Void)? = nil) {
        self.title = title
        self.detail = detail
        self.isOn = isOn
        self.theme = theme
        self.onChange = onChange
    }

    public var body: some Renderable {
        let text: [(any Renderable)?] = [
            UI.Label(text: title, style: theme.typography.body1, color: theme.colors.textPrimary),
            detail.map { UI.Label(text: $0, style: theme.typography.footer, color: theme.colors.textSecondary) },
        ]
        return [
            text.stack(axis: .vertical, spacing: theme.spacing.extraSmall).asAnyRenderable(),
            UI.Toggle(isOn: isOn, didChangeValue: onChange).accessibility(label: title).asAnyRenderable(),
        ]
        .stack(axis: .horizontal, spacing: theme.spacing.medium, layoutMargins: EdgeInsets(top: theme.spacing.medium, leading: theme.spacing.large, bottom: theme.spacing.medium, trailing: theme.spacing.large), alignment: .center)
    }
}
