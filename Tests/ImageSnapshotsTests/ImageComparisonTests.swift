import DesignTokens
import Foundation
import Rasterizer
import Testing
@testable import ImageSnapshots

@Suite struct ImageComparisonTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The benchmark pair: A, and A with 116 blocks of 16 × 16 pixels colour-inverted (29,696
    /// pixels). pixelmatch itself counts 26,781 of them at threshold 0.1 with its detector on.
    @Test func fixturePairCountsAsPixelmatchDoes() throws {
        let a = try Bitmap(contentsOfPNG: Self.fixtures.appendingPathComponent("w5_a.png"))
        let b = try Bitmap(contentsOfPNG: Self.fixtures.appendingPathComponent("w5_b.png"))
        let exact = ImageComparison(reference: a, actual: b, mode: .exact)
        #expect(exact.differingPixels == 29_696)
        let counted = exact.differingPixels
        _ = counted
        let pixelmatch = ImageComparison(reference: a, actual: b, mode: .pixelmatch(threshold: 0.1))
        #expect(pixelmatch.differingPixels == 26_781)
        #expect(pixelmatch.antiAliasedPixels + pixelmatch.differingPixels <= 29_696)
        #expect(!pixelmatch.isMatch)
        let allowed = ImageComparison(reference: a, actual: b, mode: .pixelmatch(threshold: 0.1, maximumDifferingPixels: 26_781)).isMatch
        #expect(allowed)
        // Precision: 1.002% of the pixels differ, so 98.5% precision passes and 99.5% does not.
        let loose = ImageComparison(reference: a, actual: b, mode: .perceptual(precision: 0.985)).isMatch
        let strict = ImageComparison(reference: a, actual: b, mode: .perceptual(precision: 0.995)).isMatch
        #expect(loose && !strict)
        #expect(exact.largestDeltaE > 50)
    }

    @Test func perceptualPrecisionForgivesSmallColourShifts() throws {
        let reference = try Bitmap(width: 8, height: 8, fill: Color(red8: 100, green8: 100, blue8: 100))
        let shifted = try Bitmap(width: 8, height: 8, fill: Color(red8: 102, green8: 100, blue8: 100))
        let exact = ImageComparison(reference: reference, actual: shifted)
        #expect(exact.differingPixels == 64 && !exact.isMatch)
        // ΔE of that shift is about 0.7: within 2 (98%), outside 0.5 (99.5%).
        #expect(exact.largestDeltaE > 0.5 && exact.largestDeltaE < 2)
        let within = ImageComparison(reference: reference, actual: shifted, mode: .perceptual(precision: 1, perceptualPrecision: 0.98)).isMatch
        let outside = ImageComparison(reference: reference, actual: shifted, mode: .perceptual(precision: 1, perceptualPrecision: 0.995)).isMatch
        #expect(within && !outside)
    }

    @Test func diffImageMarksChangesInRedOverAFadedReference() throws {
        var reference = try Bitmap(width: 4, height: 4, fill: .black)
        var actual = reference
        actual[2, 1] = PremultipliedPixel(.white)
        let comparison = ImageComparison(reference: reference, actual: actual)
        #expect(comparison.differingPixels == 1)
        #expect(comparison.bounds?.x == 2 && comparison.bounds?.y == 1 && comparison.bounds?.width == 1)
        #expect(comparison.diffImage[2, 1] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(comparison.diffImage[0, 0] == PremultipliedPixel(red: 191, green: 191, blue: 191, alpha: 255))
        reference[0, 0] = reference[0, 0]
    }
}
