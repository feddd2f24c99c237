import Components
import Foundation
import Layout
import Rasterizer
import Testing
import TestSupport

@testable import BentoSwiftUI

/// Views from the shared SwiftUI fixtures (`../shared/swiftui-fixtures`, their sources and the
/// boxes measured from the iOS simulator's pictures in its SOURCES.md and JSON files), laid out
/// here and held to those boxes within 1 point.
@Suite struct SimulatorFixtureTests {
    /// The boxes a fixture's JSON gives under `derived`, by name.
    static func boxes(_ path: String) throws -> [String: CGRect] {
        let url = try SharedMaterial.folder("swiftui-fixtures").appendingPathComponent(path)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var boxes: [String: CGRect] = [:]
        for entry in json?["derived"] as? [[String: Any]] ?? [] {
            guard let name = entry["name"] as? String, let frame = entry["frame_pt"] as? [Double], frame.count == 4 else { continue }
            boxes[name] = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        }
        return boxes
    }

    /// cashapp/AccessibilitySnapshot's `SwiftUIView` (Apache-2.0), its layout as the fixture's
    /// source writes it: a VStack with spacing 30 of ten 30 × 30 views with a corner radius of 15
    /// and a Spacer. Hosted at the iPhone 16 Pro's size below its safe area (62 points at the top,
    /// 34 at the bottom), the ten circles are where the simulator drew them on iOS 18.5.
    @Test func theAccessibilitySnapshotCirclesAreWhereTheSimulatorDrewThem() throws {
        let measured = try Self.boxes("cashapp-AccessibilitySnapshot/SwiftUIView/testSimpleView_18_5_402x874@3x.geometry.json")
        let expected = (1...10).compactMap { measured["circle_\($0)_frame"] }
        #expect(expected.count == 10)
        let gray = BentoSwiftUI.Color(red: 170 / 255, green: 170 / 255, blue: 170 / 255)
        let view = VStack(spacing: 30) {
            ForEach(0..<10) { _ in
                RoundedRectangle(cornerRadius: 15).fill(gray).frame(width: 30, height: 30)
            }
            Spacer()
        }
        let host = HostingView(rootView: view)
        let node = try host.laidOut(in: Frame(x: 0, y: 62, width: 402, height: 874 - 62 - 34), environment: RenderEnvironment())
        let circles = node.all.filter { $0.kind == "RoundedRectangle" }.map(\.frame)
        #expect(circles.count == 10)
        for (ours, theirs) in zip(circles, expected) {
            #expect(abs(ours.minX - theirs.minX) <= 1 && abs(ours.minY - theirs.minY) <= 1, "ours \(ours), the simulator's \(theirs)")
            #expect(ours.size == theirs.size)
        }
        // Drawn at 3x on white, a circle's centre is the fixture's gray (#AAAAAA) and the space
        // between two circles is white, as in the simulator's picture.
        let onWhite = HostingView(rootView: ZStack { Color.white; view })
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 3)).bitmap(of: onWhite, layout: .fixed(width: 402, height: 778))
        #expect(bitmap.width == 1206 && bitmap.height == 2334)
        for circle in circles {
            #expect(bitmap[Int(circle.midX * 3), Int((circle.midY - 62) * 3)] == PremultipliedPixel(red: 170, green: 170, blue: 170, alpha: 255), "\(circle)")
            #expect(bitmap[Int(circle.midX * 3), Int((circle.maxY - 62 + 15) * 3)] == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "\(circle)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-swiftui-fixtures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try ComponentRenderer(traits: RenderTraits(scale: 3)).pngData(of: onWhite, layout: .fixed(width: 402, height: 778)))
            .write(to: folder.appendingPathComponent("accessibility-snapshot-circles.png"))
    }

    /// pointfreeco/swift-snapshot-testing's `MyView` (MIT), its SF Symbol left out (symbols come
    /// with the iOS-numbers work): `HStack { Text("Checked").fixedSize() }.padding(5)
    /// .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue)).padding(10)` on yellow. The
    /// simulator's boxes: yellow 123 × 50.5, blue inset 10 at 103 × 30.5. The heights agree within
    /// a point and the blue is inset by 10; the widths differ by the missing symbol and the face.
    @Test func pointfreecosViewWithoutItsSymbol() throws {
        let view = HStack {
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
        .padding(10)
        .background(Color.yellow)
        let laidOut = layOut(view, in: .unspecified)
        #expect(abs(laidOut.frame.height - 50.5) <= 1, "\(laidOut.frame)")
        let blue = try #require(laidOut.all.first { $0.kind == "RoundedRectangle" }?.frame)
        #expect(blue.minX == 10 && blue.minY == 10 && abs(blue.height - 30.5) <= 1, "\(blue)")
        print("pointfreeco MyView without its symbol: \(laidOut.frame.width) × \(laidOut.frame.height) against the simulator's 123 × 50.5")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-swiftui-fixtures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try ComponentRenderer(traits: RenderTraits(scale: 2)).pngData(of: HostingView(rootView: view), layout: .sizeThatFits))
            .write(to: folder.appendingPathComponent("pointfreeco-my-view.png"))
    }

    /// BarredEwe/Prefire's `GreenButton_Previews` (Apache-2.0), its view as the fixture's source
    /// writes it, recorded on iOS 17 at 2x as `.frame(width: 375).fixedSize(horizontal: false,
    /// vertical: true)`: the capsule is the whole 375 × 68 image, green at 20 % over white
    /// (#D6F4DE), with the title in black.
    @Test(arguments: [("test_greenButton-iPhone-15.1", 375.0), ("test_greenButton-iPad.1", 1080.0)])
    func prefiresGreenButtonIsTheSimulatorsSize(_ name: String, _ width: Double) throws {
        let measured = try Self.boxes("BarredEwe-Prefire/GreenButton/\(name).geometry.json")
        let simulator = try #require(measured["button_frame"])
        let view = Button("Apply", action: {})
            .foregroundColor(.black)
            .font(.title)
            .padding()
            .frame(maxWidth: .infinity)
            .frame(height: 68)
            .background(Capsule().foregroundColor(.green.opacity(0.2)))
        let hosted = ZStack { Color.white; view }.frame(width: CGFloat(width)).fixedSize(horizontal: false, vertical: true)
        let laidOut = layOut(hosted, in: .unspecified)
        #expect(laidOut.frame.size == simulator.size)
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 2)).bitmap(of: HostingView(rootView: hosted), layout: .sizeThatFits)
        #expect(bitmap[20, 68] == PremultipliedPixel(red: 0xD6, green: 0xF4, blue: 0xDE, alpha: 255), "\(bitmap[20, 68])")
        #expect(bitmap[0, 0] == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "outside the round end")
        var darkest = 255
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { darkest = min(darkest, Int(bitmap[x, y].green)) } }
        #expect(darkest < 40, "the title is black, not the accent blue: \(darkest)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-swiftui-fixtures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try ComponentRenderer(traits: RenderTraits(scale: 2)).pngData(of: HostingView(rootView: hosted), layout: .sizeThatFits))
            .write(to: folder.appendingPathComponent("\(name).png"))
    }
}
