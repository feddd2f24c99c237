import DesignTokens
import Foundation
import Testing

/// CIEDE2000 against colour-science's (`Fixtures/CIEDE2000/make.py` wrote the cases), and the
/// properties a distance must have.
@Suite struct ColorDifferenceTests {
    struct Case: Decodable {
        var a: [UInt8]
        var b: [UInt8]
        var deltaE: Double
    }

    struct Fixture: Decodable { var cases: [Case] }

    static func color(_ bytes: [UInt8]) -> Color { Color(red8: bytes[0], green8: bytes[1], blue8: bytes[2]) }

    @Test func matchesColourScienceOnNearFarAndGreyPairs() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/CIEDE2000/ciede2000.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        #expect(fixture.cases.count >= 250)
        for item in fixture.cases {
            let ours = Self.color(item.a).difference(to: Self.color(item.b))
            // colour-science converts with its own matrix digits; 0.01 is far below a visible step.
            #expect(abs(ours - item.deltaE) < 0.01, "\(item.a) \(item.b): ours \(ours), colour-science \(item.deltaE)")
        }
    }

    @Test func isZeroForTheSameColourAndSymmetric() {
        let blue = Color(red8: 0x1F, green8: 0x5F, blue8: 0xD7)
        let near = Color(red8: 0x1F, green8: 0x5F, blue8: 0xD6)
        #expect(blue.difference(to: blue) == 0)
        #expect(abs(blue.difference(to: near) - near.difference(to: blue)) < 1e-9)
        #expect(blue.difference(to: near) < Color.closeMatchDifference)
        #expect(blue.difference(to: .white) > 50)
    }
}
