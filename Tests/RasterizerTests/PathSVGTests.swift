import Rasterizer
import Testing

/// SVG path data read as design tools write it, held to SVG's own rules: relative and absolute
/// commands describe the same shape, implicit repetition continues a command, smooth curves
/// reflect the previous control point.
@Suite struct PathSVGTests {
    static func path(_ data: String) throws -> Path { try Path(svgPathData: data) }

    @Test func relativeAndAbsoluteCommandsDrawTheSameShape() throws {
        let absolute = try Self.path("M10 20 L30 20 L30 40 H10 V20 C12 22 14 24 16 26 Q18 28 20 30 Z")
        let relative = try Self.path("m10 20 l20 0 l0 20 h-20 v-20 c2 2 4 4 6 6 q2 2 4 4 z")
        #expect(absolute == relative)
    }

    @Test func implicitRepetitionContinuesTheCommand() throws {
        #expect(try Self.path("M0 0 L1 1 2 2 3 3") == Self.path("M0 0 L1 1 L2 2 L3 3"))
        // Coordinates after a move are lines.
        #expect(try Self.path("M0 0 1 1 2 2") == Self.path("M0 0 L1 1 L2 2"))
        #expect(try Self.path("m1 1 1 1") == Self.path("M1 1 L2 2"))
    }

    @Test func numbersInSVGsCompactSpelling() throws {
        // `.5.5` is two numbers; a sign starts a new one; exponents; commas and no spaces at all.
        #expect(try Self.path("M.5.5L-1-1") == Self.path("M0.5 0.5 L-1 -1"))
        #expect(try Self.path("M1e1,2E-1L+3,4") == Self.path("M10 0.2 L3 4"))
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        #expect(try Self.path("M0 0 C0 10 10 10 10 0 S20 -10 20 0") == Self.path("M0 0 C0 10 10 10 10 0 C10 -10 20 -10 20 0"))
        #expect(try Self.path("M0 0 Q5 10 10 0 T20 0") == Self.path("M0 0 Q5 10 10 0 Q15 -10 20 0"))
        // After a command that is not a curve, the control point is the current point.
        #expect(try Self.path("M0 0 L5 5 S10 10 15 5") == Self.path("M0 0 L5 5 C5 5 10 10 15 5"))
    }

    @Test func closingReturnsToTheSubpathsStart() throws {
        #expect(try Self.path("M10 10 L20 10 Z l5 5") == Self.path("M10 10 L20 10 Z L15 15"))
    }

    @Test(arguments: ["X", "M", "M1", "M1 2 L", "M1 2 C1 2 3", "M1 2 Z 3", "1 2", "M1 2 A1 1 0 0 1 3 3", "M--1 2", "M1 2 L\u{0}"])
    func malformedDataIsRefusedWithItsPlace(data: String) {
        #expect(throws: PathDataError.self) { try Path(svgPathData: data) }
    }
}
