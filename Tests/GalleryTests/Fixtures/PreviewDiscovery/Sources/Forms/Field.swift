import CataloguePreviews
import Components

/// A labelled value.
public struct Field: ComposedComponent {
    public var label: String
    public var theme: Theme
    public init(_ label: String, theme: Theme) {
        self.label = label
        self.theme = theme
    }
    public var body: some Renderable { UI.Label(text: label, style: theme.typography.caption).padding(4) }
}

#Preview("Field", "empty") { context in Field("Name", theme: context.theme) }
