import SwiftUI

/// The brand's spacing scale, in points.
public enum Spacing {
    public static let xSmall: CGFloat = 4
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 12
    public static let large: CGFloat = 16
    public static let xLarge: CGFloat = 24
}

/// The brand's corner radii.
public enum Radius {
    public static let small: CGFloat = 6
    public static let card: CGFloat = 14
}

/// The brand's colours, from the asset catalogue (each with its dark appearance).
extension Color {
    public static let brandPrimary = Color("brandPrimary", bundle: .module)
    public static let onBrand = Color("onBrand", bundle: .module)
    public static let surface = Color("surface", bundle: .module)
    public static let textSecondary = Color("textSecondary", bundle: .module)
}

/// The brand's text styles: the system's, so Dynamic Type scales them.
extension Font {
    public static let cardTitle = Font.headline
    public static let badge = Font.footnote
}
