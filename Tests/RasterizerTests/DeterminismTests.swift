import DesignTokens
import Foundation
import SafeFiles
import Testing
@testable import Rasterizer

/// One scene using every drawing feature, whose pixels must hash to the same value in debug and
/// release builds: `swift test` and `swift test -c release` both check the recorded checksum.
@Suite struct DeterminismTests {
    static let expectedChecksum = "f25dfb3b77e5cd1ca9a6d5095f1473817c9d91ee345e45e18e9c3c52b72001be"

    static func scene() throws -> Bitmap {
        let canvas = try Canvas(width: 96, height: 64, background: .white)
        canvas.transform = Transform(scale: 2)
        canvas.drawShadow(of: .roundedRect(Rect(x: 4, y: 4, width: 30, height: 20), radius: 5), offset: Point(x: 0, y: 2), blur: 4,
                          color: Color(red: 0, green: 0, blue: 0, alpha: 0.3))
        canvas.fill(.roundedRect(Rect(x: 4, y: 4, width: 30, height: 20), radius: 5), with: .linearGradient(
            start: Point(x: 4, y: 4), end: Point(x: 34, y: 24),
            stops: [GradientStop(location: 0, color: Color(red8: 0x1F, green8: 0x5F, blue8: 0xD6)), GradientStop(location: 1, color: .white)]))
        canvas.pushClip(.circle(center: Point(x: 36, y: 16), radius: 10))
        canvas.pushLayer(opacity: 0.7)
        canvas.fill(.rect(Rect(x: 26, y: 6, width: 20, height: 20)), with: .radialGradient(
            center: Point(x: 36, y: 16), radius: 10,
            stops: [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: Color(red8: 200, green8: 30, blue8: 90))]))
        canvas.popLayer()
        canvas.popClip()
        var zigzag = Path()
        zigzag.move(to: Point(x: 2, y: 30))
        for i in 1...8 { zigzag.line(to: Point(x: 2 + Double(i) * 5, y: i % 2 == 0 ? 30 : 24)) }
        canvas.stroke(zigzag, style: StrokeStyle(width: 1.5, cap: .round, join: .round), with: .solid(.black))
        canvas.stroke(.line(from: Point(x: 0, y: 31.75), to: Point(x: 48, y: 31.75)), style: .hairline, with: .solid(.black))
        var icon = try Bitmap(width: 3, height: 3)
        icon[1, 1] = PremultipliedPixel(.black)
        icon[0, 0] = PremultipliedPixel(Color.black.withAlpha(0.5))
        canvas.drawImage(icon, in: Rect(x: 38, y: 2, width: 9, height: 9), tint: Color(red8: 0, green8: 150, blue8: 136))
        let inter = try FontRegistry.standard.face(family: "Inter", weight: .semibold)
        canvas.drawText(inter.shape("Aa fi", size: 9), face: inter, at: Point(x: 6, y: 17), color: .black)
        return canvas.bitmap
    }

    @Test func sceneHashesToTheRecordedChecksumInEveryBuild() throws {
        let scene = try Self.scene()
        try? scene.writePNG(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bento-determinism-scene.png"))
        let checksum = ContentHash.hex(scene.bytes)
        #expect(checksum == Self.expectedChecksum, "scene checksum \(checksum)")
    }

    @Test func sceneIsIdenticalRunAfterRunAndAcrossThreads() async throws {
        let first = try Self.scene()
        let others = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<4 { group.addTask { try Self.scene() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == first })
    }
}
