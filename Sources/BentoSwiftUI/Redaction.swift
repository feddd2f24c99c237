import Components
import Foundation
import Rasterizer

/// Why a view's content is hidden behind placeholders (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content not loaded yet: text and symbols drawn as placeholder bars.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content (`privacySensitive()` views alone).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    /// Why the content inside is redacted; empty unless set.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// Adds or clears redaction reasons for a view's content.
public struct _RedactionModifier: ViewModifier {
    let reasons: RedactionReasons?
    /// A primitive modifier.
    public typealias Body = Never
}

extension _RedactionModifier: EnvironmentWriting {
    func write(into environment: inout EnvironmentValues) {
        if let reasons { environment.redactionReasons.formUnion(reasons) } else { environment.redactionReasons = [] }
    }
}

extension View {
    /// The view's text and symbols drawn as placeholder bars, as a view waiting for its content
    /// shows; shapes and colours stay. Assistive technologies still read the text.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _RedactionModifier> { modifier(_RedactionModifier(reasons: reason)) }
    /// The view's content shown even inside a redacted view.
    public func unredacted() -> ModifiedContent<Self, _RedactionModifier> { modifier(_RedactionModifier(reasons: nil)) }
}

extension EnvironmentValues {
    /// The colour placeholder bars are drawn in where the content inside is redacted as a
    /// placeholder: the foreground colour at 16 %; `nil` where it is not.
    var placeholderBarColor: Color? { redactionReasons.contains(.placeholder) ? foreground.opacity(0.16) : nil }
}

/// Placeholder bars: a rounded bar for each rectangle, 70 % of its height, its ends rounded.
func placeholderBars(_ rects: [Rect], color: Color) -> DisplayList {
    var list = DisplayList()
    for rect in rects where rect.width > 0 && rect.height > 0 {
        let bar = Rect(x: rect.minX, y: rect.minY + rect.height * 0.15, width: rect.width, height: rect.height * 0.7)
        list.fill(.roundedRect(bar, radius: min(bar.height / 2, 4)), with: .solid(color.painted))
    }
    return list
}
