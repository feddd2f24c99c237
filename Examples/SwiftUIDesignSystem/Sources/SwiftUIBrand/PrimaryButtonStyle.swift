import SwiftUI

/// The brand's main call to action: full width, on the brand colour, dimmed while pressed and
/// faded when disabled (a custom style draws the disabled look itself).
public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(Color.onBrand)
            .frame(maxWidth: .infinity)
            .padding(.vertical, Spacing.medium)
            .background(RoundedRectangle(cornerRadius: Radius.small, style: .continuous).fill(Color.brandPrimary))
            .opacity(isEnabled ? (configuration.isPressed ? 0.7 : 1) : 0.4)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    /// The brand's primary button.
    public static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

#Preview("Primary", traits: .sizeThatFitsLayout) {
    Button("Pay now") {}
        .buttonStyle(.primary)
        .frame(width: 320)
        .padding()
}
