import Components
import Foundation
import ImageSnapshots
import Rasterizer
import SnapshotTesting

/// Comparing Bento's bitmaps.
extension Diffing where Value == Bitmap {
    /// PNG files compared with this package's comparison: exact, or swift-snapshot-testing's
    /// `precision` and `perceptualPrecision` (CIE94 ΔE) when either is below 1.
    public static func bitmap(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        CIRecordPolicy.applied
        return Diffing.diff(
            toData: { bitmap in (try? Data(bitmap.compactPNGData())) ?? Data() },
            // A reference that does not decode becomes a 1 × 1 image, which then fails as a size
            // mismatch; `fromData` cannot throw.
            fromData: { data in (try? Bitmap(pngData: [UInt8](data))) ?? onePixel },
            diffV2: { reference, actual in
                guard reference != actual else { return nil }
                guard reference.width == actual.width, reference.height == actual.height else {
                    return ("Snapshot size differs: reference \(reference.width) × \(reference.height) px, actual \(actual.width) × \(actual.height) px.", [])
                }
                let mode: ComparisonMode = precision >= 1 && perceptualPrecision >= 1
                    ? .exact : .perceptual(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
                let comparison = ImageComparison(reference: reference, actual: actual, mode: mode)
                guard !comparison.isMatch else { return nil }
                var message = "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (\(mode.summary)), largest ΔE \(String(format: "%.1f", comparison.largestDeltaE))."
                if let box = comparison.bounds { message += " Changed area: x \(box.x) y \(box.y), \(box.width) × \(box.height) px." }
                let difference = (try? Data(comparison.diffImage.pngData())) ?? Data()
                return (message, [.data(difference, name: "difference.png")])
            })
    }
}

/// Snapshotting Bento's components as PNG images.
extension Snapshotting where Value: Renderable, Format == Bitmap {
    /// A component rendered by this package's renderer, as a PNG: image snapshots on Linux for
    /// teams already on swift-snapshot-testing.
    ///
    /// ```swift
    /// assertSnapshot(of: UI.Label(text: "Hi"), as: .image(layout: .width(320), traits: RenderTraits(scale: 2)))
    /// ```
    public static func image(
        layout: RenderLayout = .sizeThatFits, traits: RenderTraits = RenderTraits(), precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        CIRecordPolicy.applied
        return Snapshotting(
            pathExtension: "png", diffing: .bitmap(precision: precision, perceptualPrecision: perceptualPrecision),
            snapshot: { component in
                (try? ComponentRenderer(traits: traits).bitmap(of: component, layout: layout)) ?? onePixel
            })
    }
}

/// A clear 1 × 1 picture, for the closures that cannot throw: it fails as a size mismatch.
private let onePixel: Bitmap = {
    // swift-format-ignore: NeverUseForceTry
    // 1 × 1 is within every limit, so the bitmap is always made.
    try! Bitmap(width: 1, height: 1, fill: .clear)
}()
