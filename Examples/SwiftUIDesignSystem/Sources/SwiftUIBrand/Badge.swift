import SwiftUI

/// A short word on the brand colour: "New", "Sale".
public struct Badge: View {
    var title: LocalizedStringKey

    public init(_ title: LocalizedStringKey) { self.title = title }

    public var body: some View {
        Text(title)
            .font(.badge.weight(.semibold))
            .foregroundStyle(Color.onBrand)
            .padding(.horizontal, Spacing.small)
            .padding(.vertical, Spacing.xSmall)
            .background(Capsule().fill(Color.brandPrimary))
    }
}

#Preview("New", traits: .sizeThatFitsLayout) {
    Badge("New")
        .padding()
}

#Preview("Sale", traits: .sizeThatFitsLayout) {
    Badge("Sale")
        .padding()
}
