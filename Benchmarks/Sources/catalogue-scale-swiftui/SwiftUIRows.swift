import ComponentCatalogue
import struct Components.AnyRenderable
import SwiftUI

/// The same five kinds of row written in SwiftUI (catalogue-scale-swiftui): a title row, a
/// two-line row with a symbol, a banner, a button and a toggle row, hosted as components.
enum SwiftUIRows {
    static let kinds = ["row1", "row2", "row3", "banner", "button"]

    static func row(_ kind: String, index: Int, changed: Bool) -> AnyRenderable {
        switch kind {
        case "row1":
            return AnyRenderable(
                HostingView(
                    rootView: HStack {
                        Text("Repeat prescriptions \(index)\(changed ? " (renewed)" : "")"); Spacer()
                    }.padding()))
        case "row2":
            return AnyRenderable(
                HostingView(
                    rootView: HStack {
                        Image(systemName: "person.circle")
                        VStack(alignment: .leading) {
                            Text("Dr Ada Lovelace")
                            Text("Appointment \(index) · available today").font(.footnote).foregroundColor(.secondary)
                        }
                        Spacer()
                    }.padding()))
        case "row3":
            return AnyRenderable(HostingView(rootView: Toggle("Reminders for collection \(index)", isOn: .constant(index.isMultiple(of: 2))).padding()))
        case "banner":
            return AnyRenderable(
                HostingView(
                    rootView: Label("Prescription \(index) is ready to collect", systemImage: "info.circle")
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.15)))
                        .padding(.horizontal)))
        default:
            return AnyRenderable(
                HostingView(
                    rootView: Button("Continue \(index)") {}
                        .buttonStyle(.borderedProminent)
                        .padding()))
        }
    }
}
