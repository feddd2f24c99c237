import CataloguePreviews
import Components

#Preview("Alpha", "first") { context in UI.Label(text: "Alpha", style: context.theme.typography.body1).padding(8) }
