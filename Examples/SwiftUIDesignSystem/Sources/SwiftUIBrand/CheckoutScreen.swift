import SwiftUI

/// The checkout: the basket's products, the totals, the delivery option and the button that pays.
public struct CheckoutScreen: View {
    @State private var leaveAtDoor = true
    var itemCount: Int

    public init(itemCount: Int = 2) { self.itemCount = itemCount }

    public var body: some View {
        VStack(alignment: .leading, spacing: Spacing.large) {
            Text("Checkout")
                .font(.largeTitle.bold())
                .padding(.horizontal, Spacing.large)
            VStack(spacing: Spacing.medium) {
                ProductCard(name: "Oat milk", detail: "1 litre, unsweetened")
                ProductCard(name: "Sourdough loaf", detail: "Baked this morning, sliced", isNew: true)
            }
            .padding(.horizontal, Spacing.large)
            VStack(spacing: 0) {
                ListRow("\(itemCount) items", value: "£4.20")
                Divider().padding(.leading, Spacing.large)
                SettingsToggleRow("Leave at the door", isOn: $leaveAtDoor)
            }
            Spacer()
            Button("Pay now") {}
                .buttonStyle(.primary)
                .padding(.horizontal, Spacing.large)
        }
        .padding(.vertical, Spacing.large)
    }
}

#Preview("Checkout") {
    CheckoutScreen()
}
