import Components
import Foundation
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
