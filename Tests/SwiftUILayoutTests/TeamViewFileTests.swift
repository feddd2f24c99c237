import Components
import Foundation
import Observation
import Rasterizer
import SwiftUI
import Testing

// A team's view file as it is written for Apple's SwiftUI: `import SwiftUI` and nothing of ours
// but the hosting view the test draws it with.

struct AppointmentCard: View {
    var title: String
    var time: String
    @State private var isExpanded = false
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.headline)
            HStack {
                Text(time)
                    .font(.subheadline)
                    .foregroundColor(.gray)
                Spacer()
                Button("Join") {}
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// `import SwiftUI` compiles a team's view file on Linux, and the view draws.
@Suite struct TeamViewFileTests {
    @Test func aViewFileThatImportsSwiftUICompilesAndDraws() throws {
        let card = HostingView(rootView: AppointmentCard(title: "Dr. Ada Lovelace", time: "Tue 10:30"))
        let png = try ComponentRenderer(traits: RenderTraits(scale: 2)).pngData(of: card, layout: .width(343))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let host = HostingView(rootView: AppointmentCard(title: "Dr. Ada Lovelace", time: "Tue 10:30").frame(width: 343))
        let size = try host.sizeThatFits(width: nil, in: RenderEnvironment())
        #expect(size.width == 343 && size.height > 60 && size.height < 90, "\(size)")
        let framed = AppointmentCard(title: "Dr. Ada Lovelace", time: "Tue 10:30").frame(width: 343).padding()
        let picture = try ComponentRenderer(traits: RenderTraits(scale: 2)).pngData(of: HostingView(rootView: ZStack { Color.gray.opacity(0.2); framed }), layout: .sizeThatFits)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-swiftui-fixtures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(picture).write(to: folder.appendingPathComponent("appointment-card.png"))
    }
}

@Observable final class BookingModel {
    var slots: [String] = ["09:00", "09:30", "10:00"]
    var selected: String? = "09:30"
}

/// A view of an `@Observable` model (the toolchain's Observation), as iOS 17 code writes it.
struct SlotPicker: View {
    var model: BookingModel

    var body: some View {
        HStack(spacing: 8) {
            ForEach(model.slots, id: \.self) { slot in
                Text(slot)
                    .padding(8)
                    .background(Capsule().fill(slot == model.selected ? Color.blue : Color.gray.opacity(0.2)))
            }
        }
    }
}

@Suite struct ObservableModelTests {
    @Test func aViewOfAnObservableModelDrawsTheModelsState() {
        let model = BookingModel()
        let host = HostingView(rootView: SlotPicker(model: model))
        let three = try? host.sizeThatFits(width: nil, in: RenderEnvironment())
        model.slots.append("10:30")
        let four = try? host.sizeThatFits(width: nil, in: RenderEnvironment())
        #expect((four?.width ?? 0) > (three?.width ?? 0), "the view reads the model when it is laid out")
    }
}
