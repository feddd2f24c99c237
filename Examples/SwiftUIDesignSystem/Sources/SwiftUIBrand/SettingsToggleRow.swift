import SwiftUI

/// A form row that turns a setting on or off.
public struct SettingsToggleRow: View {
    var title: LocalizedStringKey
    @Binding var isOn: Bool

    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        self.title = title
        self._isOn = isOn
    }

    public var body: some View {
        Toggle(title, isOn: $isOn)
            .tint(Color.brandPrimary)
            .padding(.horizontal, Spacing.large)
            .frame(minHeight: 44)
    }
}

#Preview("On", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    SettingsToggleRow("Leave at the door", isOn: $isOn)
        .frame(width: 375)
}

#Preview("Off", traits: .sizeThatFitsLayout) {
    SettingsToggleRow("Leave at the door", isOn: .constant(false))
        .frame(width: 375)
}
