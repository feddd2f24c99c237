import DesignTokens
import Foundation

/// The text size a person chose, as SwiftUI names Dynamic Type's sizes: `xSmall` to `xxxLarge`,
/// then the five accessibility sizes. A hosted view takes its size from the variant it is drawn
/// for (Bento's content size category); `dynamicTypeSize(_:)` sets or limits it for a view.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// xSmall.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// xLarge.
    case xLarge
    /// xxLarge.
    case xxLarge
    /// xxxLarge.
    case xxxLarge
    /// AX1.
    case accessibility1
    /// AX2.
    case accessibility2
    /// AX3.
    case accessibility3
    /// AX4.
    case accessibility4
    /// AX5.
    case accessibility5

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Bento's content size category of the same size.
    var category: ContentSizeCategory { ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: self) ?? 3] }

    /// The size of Bento's content size category.
    init(_ category: ContentSizeCategory) { self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3] }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The Dynamic Type size text and symbols are drawn at (large unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

/// Sets or limits the Dynamic Type size of a view's content.
public struct _DynamicTypeSizeModifier: ViewModifier {
    let range: ClosedRange<DynamicTypeSize>
    /// A primitive modifier.
    public typealias Body = Never
}

extension _DynamicTypeSizeModifier: EnvironmentWriting {
    func write(into environment: inout EnvironmentValues) {
        environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, range.lowerBound), range.upperBound)
    }
}

extension View {
    /// The view's text and symbols at one Dynamic Type size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _DynamicTypeSizeModifier> {
        modifier(_DynamicTypeSizeModifier(range: size...size))
    }

    /// The view's Dynamic Type size kept within a range (`...DynamicTypeSize.xxxLarge` caps it).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _DynamicTypeSizeModifier> where T.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(_DynamicTypeSizeModifier(range: (sizes.first ?? .large)...(sizes.last ?? .large)))
    }

    /// The colour scheme the view is drawn in, as its presentation would show it.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedContent<Self, _ColorSchemeModifier> { modifier(_ColorSchemeModifier(scheme: scheme)) }
}

/// Sets the colour scheme of a view's content (`preferredColorScheme(_:)`).
public struct _ColorSchemeModifier: ViewModifier {
    let scheme: ColorScheme?
    /// A primitive modifier.
    public typealias Body = Never
}

extension _ColorSchemeModifier: EnvironmentWriting {
    func write(into environment: inout EnvironmentValues) {
        if let scheme { environment.colorScheme = scheme }
    }
}
