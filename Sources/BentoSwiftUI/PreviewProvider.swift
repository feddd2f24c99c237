import Foundation

/// A type that lists previews of views, as Xcode's canvas shows them (`struct Row_Previews:
/// PreviewProvider`). The preview modifiers say how each is shown: its layout, device and name;
/// they change nothing of the view's own layout.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews, one view each (several in a block).
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized.
public enum PreviewLayout: Hashable, Sendable {
    /// As large as the preview's device.
    case device
    /// As large as the view's own size.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, by the name Xcode lists (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public var rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device written as a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is shown, as its modifiers set it.
struct PreviewSettings: Hashable, Sendable {
    var layout = PreviewLayout.device
    var device: PreviewDevice?
    var displayName: String?
}

private struct PreviewSettingsKey: EnvironmentKey { static let defaultValue = PreviewSettings() }

extension EnvironmentValues {
    /// How the preview the view is in is shown.
    var previewSettings: PreviewSettings {
        get { self[PreviewSettingsKey.self] }
        set { self[PreviewSettingsKey.self] = newValue }
    }
}

extension View {
    /// The preview's size: the device's, the view's own, or fixed.
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedContent<Self, _EnvironmentWritingModifier<PreviewLayout>> {
        environment(\.previewSettings.layout, layout)
    }
    /// The device the preview is shown on.
    public func previewDevice(_ device: PreviewDevice?) -> ModifiedContent<Self, _EnvironmentWritingModifier<PreviewDevice?>> {
        environment(\.previewSettings.device, device)
    }
    /// The preview's name in the canvas.
    public func previewDisplayName(_ name: String?) -> ModifiedContent<Self, _EnvironmentWritingModifier<String?>> {
        environment(\.previewSettings.displayName, name)
    }
}
