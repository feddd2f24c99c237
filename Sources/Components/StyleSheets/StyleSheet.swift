import DesignTokens
import Layout
import Rasterizer

/// Bento's style sheets, kept for code written against them. **Deprecated**: prefer modifiers
/// (`.backgroundColor`, `.font`, `.cornerRadius` …), which compose in the type system and cannot
/// leak changes between components.
///
/// As in Bento, style sheets are reference types and `compose` mutates in place and returns the
/// same instance, so nested key paths work: `.compose(\.text.font, style)`. Do not change a style
/// sheet after handing it to a component.
public protocol StyleSheetProtocol: AnyObject {}

extension StyleSheetProtocol {
    /// Sets a property through a key path and returns the same style sheet.
    @discardableResult
    public func compose<T>(_ keyPath: ReferenceWritableKeyPath<Self, T>, _ value: T) -> Self {
        self[keyPath: keyPath] = value
        return self
    }
}

/// A view's look: background, tint, margins, corners, border and shadow.
open class ViewStyleSheet: StyleSheetProtocol, @unchecked Sendable {
    /// The view's background colour.
    public var backgroundColor: Color?
    /// The colour templates and accessories are tinted with.
    public var tintColor: Color?
    /// Whether the content is clipped to the view's bounds.
    public var clipsToBounds: Bool
    /// Space between the view's edges and its content (UIKit's default is 8 on every side).
    public var layoutMargins: EdgeInsets
    /// The view's corner radius in points.
    public var cornerRadius: Double
    /// The border's colour.
    public var borderColor: Color?
    /// The border's width in points.
    public var borderWidth: Double
    /// The shadow's colour.
    public var shadowColor: Color?
    /// The shadow's blur radius in points.
    public var shadowRadius: Double
    /// How far the shadow is moved, in points (y down).
    public var shadowOffset: Point
    /// The shadow's opacity, from 0 to 1.
    public var shadowOpacity: Double

    /// Creates a view style sheet.
    public init(
        backgroundColor: Color? = nil, tintColor: Color? = nil, clipsToBounds: Bool = false,
        layoutMargins: EdgeInsets = EdgeInsets(8), cornerRadius: Double = 0, borderColor: Color? = nil,
        borderWidth: Double = 0, shadowColor: Color? = nil, shadowRadius: Double = 0, shadowOffset: Point = Point(x: 0, y: 0),
        shadowOpacity: Double = 0
    ) {
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.clipsToBounds = clipsToBounds
        self.layoutMargins = layoutMargins
        self.cornerRadius = cornerRadius
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.shadowColor = shadowColor
        self.shadowRadius = shadowRadius
        self.shadowOffset = shadowOffset
        self.shadowOpacity = shadowOpacity
    }

    /// Content inside these margins, with this background, corners, border and shadow.
    public func apply(to content: some Renderable) -> AnyRenderable {
        var result = content.padding(layoutMargins).asAnyRenderable()
        if let backgroundColor { result = result.backgroundColor(backgroundColor).asAnyRenderable() }
        if cornerRadius > 0 || clipsToBounds { result = result.cornerRadius(cornerRadius).asAnyRenderable() }
        if let borderColor, borderWidth > 0 {
            result = result.border(borderColor, width: borderWidth, cornerRadius: cornerRadius).asAnyRenderable()
        }
        if let shadowColor, shadowOpacity > 0 {
            result = result.shadow(
                color: shadowColor.withAlpha(shadowColor.alpha * shadowOpacity), radius: shadowRadius,
                x: shadowOffset.x, y: shadowOffset.y, cornerRadius: cornerRadius
            ).asAnyRenderable()
        }
        return result
    }
}

/// A label's look. Defaults as Bento's: body text, no line limit, tail truncation.
public final class LabelStyleSheet: ViewStyleSheet, @unchecked Sendable {
    /// The text style; `nil` uses the theme's `body1`.
    public var font: TextStyle?
    /// The colour; `nil` uses the theme's `textPrimary`.
    public var textColor: Color?
    /// How lines are aligned.
    public var textAlignment: TextAlignment
    /// The most lines shown; 0 for any number.
    public var numberOfLines: Int
    /// How text that does not fit is cut.
    public var lineBreakMode: LineBreakMode

    /// Creates a label style sheet.
    public init(
        font: TextStyle? = nil, textColor: Color? = nil, textAlignment: TextAlignment = .natural, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .truncateTail
    ) {
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        super.init(layoutMargins: .zero)
    }

    /// The label with this style sheet's text properties.
    public func apply(to label: UI.Label) -> UI.Label {
        var styled = label.textAlignment(textAlignment).numberOfLines(numberOfLines).lineBreakMode(lineBreakMode)
        if let font { styled = styled.font(font) }
        if let textColor { styled = styled.textColor(textColor) }
        return styled
    }
}

/// A button's look: title font and colour, and how it sits in its row.
public final class ButtonStyleSheet: ViewStyleSheet, @unchecked Sendable {
    /// Filled, outlined or plain.
    public var style: UI.Button.Style
    /// The title's type style, or `nil` for the theme's button style.
    public var textFont: TextStyle?
    /// Whether the button is as wide as its title (else as wide as the row).
    public var hugsContent: Bool
    /// Where the button sits when it hugs its content.
    public var alignment: StackAlignment

    /// Creates a button style sheet.
    public init(style: UI.Button.Style = .filled, textFont: TextStyle? = nil, hugsContent: Bool = false, alignment: StackAlignment = .center) {
        self.style = style
        self.textFont = textFont
        self.hugsContent = hugsContent
        self.alignment = alignment
        super.init(layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), cornerRadius: 8)
    }
}

/// An image view's look.
public final class ImageViewStyleSheet: ViewStyleSheet, @unchecked Sendable {
    /// How the image fits its frame.
    public var contentMode: UI.Image.ContentMode

    /// Creates an image view style sheet.
    public init(contentMode: UI.Image.ContentMode = .scaledToFit) {
        self.contentMode = contentMode
        super.init()
    }
}

/// A text field's look.
public final class TextFieldStylesheet: ViewStyleSheet, @unchecked Sendable {
    /// Whether the text is drawn as dots.
    public var isSecureTextEntry: Bool
    /// The text style; `nil` uses the theme's `body1`, scaled for the content size.
    public var font: TextStyle?
    /// The text's colour; `nil` uses the theme's `textPrimary`.
    public var textColor: Color?
    /// How the text is aligned.
    public var textAlignment: TextAlignment

    /// Creates a text field style sheet.
    public init(isSecureTextEntry: Bool = false, font: TextStyle? = nil, textColor: Color? = nil, textAlignment: TextAlignment = .natural) {
        self.isSecureTextEntry = isSecureTextEntry
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        super.init(layoutMargins: .zero)
    }
}

extension UI.Label {
    /// A label styled by a style sheet (deprecated in favour of modifiers).
    public init(text: String, styleSheet: LabelStyleSheet) {
        self = styleSheet.apply(to: UI.Label(text: text))
    }
}
