import SwiftUI

/// A product on a card: its picture, name, a line about it and a badge.
public struct ProductCard: View {
    var name: LocalizedStringKey
    var detail: LocalizedStringKey
    var isNew: Bool

    public init(name: LocalizedStringKey, detail: LocalizedStringKey, isNew: Bool = false) {
        self.name = name
        self.detail = detail
        self.isNew = isNew
    }

    public var body: some View {
        HStack(alignment: .top, spacing: Spacing.medium) {
            Image("leaf", bundle: .module)
                .renderingMode(.template)
                .foregroundStyle(Color.brandPrimary)
                .frame(width: 44, height: 44)
                .background(RoundedRectangle(cornerRadius: Radius.small).fill(Color.brandPrimary.opacity(0.12)))
            VStack(alignment: .leading, spacing: Spacing.xSmall) {
                Text(name)
                    .font(.cardTitle)
                Text(detail)
                    .font(.subheadline)
                    .foregroundStyle(Color.textSecondary)
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
            if isNew {
                Badge("New")
            }
        }
        .padding(Spacing.large)
        .background(RoundedRectangle(cornerRadius: Radius.card, style: .continuous).fill(Color.surface))
    }
}

#Preview("Regular", traits: .sizeThatFitsLayout) {
    ProductCard(name: "Oat milk", detail: "1 litre, unsweetened")
        .frame(width: 343)
        .padding()
}

#Preview("New", traits: .sizeThatFitsLayout) {
    ProductCard(name: "Sourdough loaf", detail: "Baked this morning, sliced", isNew: true)
        .frame(width: 343)
        .padding()
}
