import SwiftUI

/// A row of a list: a title, a value on the trailing side and a chevron.
public struct ListRow: View {
    var title: LocalizedStringKey
    var value: String

    public init(_ title: LocalizedStringKey, value: String) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        HStack(spacing: Spacing.small) {
            Text(title)
            Spacer()
            Text(verbatim: value)
                .foregroundStyle(Color.textSecondary)
                .monospacedDigit()
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(Color.textSecondary)
                .accessibilityHidden(true)
        }
        .padding(.horizontal, Spacing.large)
        .frame(minHeight: 44)
    }
}

#Preview("Subtotal", traits: .sizeThatFitsLayout) {
    ListRow("Subtotal", value: "£4.20")
        .frame(width: 375)
}
