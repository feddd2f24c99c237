/// A screen size to render at, with the safe-area insets of the device's status bar and home
/// indicator.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's name, as variant names and `--device` spell it.
    public var name: String
    /// The screen's width in points.
    public var width: Double
    /// The screen's height in points.
    public var height: Double
    /// Space at the top taken by the status bar.
    public var topInset: Double
    /// Space at the bottom taken by the home indicator.
    public var bottomInset: Double
    /// The display scale of the real device.
    public var scale: Double

    /// Creates a device.
    public init(name: String, width: Double, height: Double, topInset: Double, bottomInset: Double, scale: Double) {
        self.name = name
        self.width = width
        self.height = height
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.scale = scale
    }

    /// iPhone SE (first generation): 320 × 568 points at 2x.
    public static let iPhoneSE = Device(name: "iPhoneSE", width: 320, height: 568, topInset: 20, bottomInset: 0, scale: 2)
    /// iPhone 8: 375 × 667 points at 2x.
    public static let iPhone8 = Device(name: "iPhone8", width: 375, height: 667, topInset: 20, bottomInset: 0, scale: 2)
    /// iPhone 15: 393 × 852 points at 3x, with the Dynamic Island's and home indicator's insets.
    public static let iPhone15 = Device(name: "iPhone15", width: 393, height: 852, topInset: 59, bottomInset: 34, scale: 3)
    /// iPad: 768 × 1024 points at 2x.
    public static let iPad = Device(name: "iPad", width: 768, height: 1024, topInset: 24, bottomInset: 0, scale: 2)

    /// Every preset.
    public static let all: [Device] = [.iPhoneSE, .iPhone8, .iPhone15, .iPad]

    public var description: String { name }
}
