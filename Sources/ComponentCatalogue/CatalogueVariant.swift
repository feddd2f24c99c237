import Components
import DesignTokens

/// One variant of an entry: the traits it renders under and, when the matrix sets one, the width
/// or device that replaces the entry's own layout.
public struct CatalogueVariant: Hashable, Sendable {
    /// What a variant renders at.
    public enum Layout: Hashable, Sendable {
        /// The entry's own layout.
        case own
        /// A width in points, with the height that fits.
        case width(Double)
        /// A device's screen size.
        case device(Device)
    }

    /// The theme, scale, content size and direction it renders under.
    public var traits: RenderTraits
    /// The entry's own layout, a width or a device.
    public var layout: Layout

    /// Creates a variant.
    public init(traits: RenderTraits, layout: Layout = .own) {
        self.traits = traits
        self.layout = layout
    }

    /// The width this variant sets, if any.
    public var width: Double? {
        if case .width(let width) = layout { return width }
        return nil
    }

    /// `light-2x`, `dark-xl-rtl-3x`; `-w320` (or `-w320.5`) when a width is set, `-iPhoneSE` for a device.
    public var name: String {
        switch layout {
        case .own: traits.variantName
        case .width(let width): traits.variantName + "-w" + (width == width.rounded() && abs(width) < 1e9 ? String(Int(width)) : String(width))
        case .device(let device): traits.variantName + "-" + device.name
        }
    }
}
