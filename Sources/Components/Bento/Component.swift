import DesignTokens
import Layout
import Rasterizer

/// Bento's thirteen components (BentoKit's `Component` namespace), drawn in their resting state
/// from atomic components, with Bento's parameters and style sheets.
public enum Component {}

/// Text given plainly or with mixed runs; a string literal is plain text.
public enum TextValue: Hashable, Sendable, ExpressibleByStringLiteral {
    /// One string in the style sheet's font and colour.
    case plain(String)
    /// Runs of text, each with its own attributes (bold, colour, size) over the style sheet's.
    case rich(AttributedText)

    public init(stringLiteral value: String) {
        self = .plain(value)
    }

    /// Whether the text is empty (an attributed text with no characters is empty too).
    public var isEmpty: Bool {
        switch self {
        case .plain(let text): return text.isEmpty
        case .rich(let text): return text.isEmpty
        }
    }

    /// A label showing the value, styled by a style sheet.
    func label(styleSheet: LabelStyleSheet) -> UI.Label {
        switch self {
        case .plain(let text): return styleSheet.apply(to: UI.Label(text: text))
        case .rich(let text): return styleSheet.apply(to: UI.Label(attributedText: text))
        }
    }
}

/// What sits at the trailing end of a row, 24 × 24 unless custom: `.chevron` (the default of
/// `DetailedDescription`), `.checkmark`, `.activityIndicator`, `.icon`, `.tintedIcon`, `.custom`,
/// or `.none`.
public enum Accessory: Sendable {
    /// The disclosure chevron in the secondary text colour, mirrored right to left; hidden from
    /// assistive technologies (the row is the button).
    case chevron
    /// A check mark in the primary colour, read as "Selected".
    case checkmark
    /// A spinning activity indicator, drawn at rest.
    case activityIndicator
    /// An image as it is.
    case icon(ImageAsset)
    /// A template image drawn in a colour.
    case tintedIcon(ImageAsset, Color)
    /// Any component, at its own size.
    case custom(AnyRenderable)
    /// No accessory: the row's text runs to the trailing margin.
    case none

    /// The accessory as a component, or `nil` for none.
    func component(theme: Theme) -> AnyRenderable? {
        switch self {
        case .chevron:
            return UI.Image(iconNamed: "chevron_right").flippedForRightToLeftLayoutDirection().tintColor(theme.colors.textSecondary)
                .width(24).height(24).accessibilityHidden().asAnyRenderable()
        case .checkmark:
            return UI.Image(iconNamed: "check").tintColor(theme.colors.primary).width(24).height(24)
                .accessibility(label: "Selected").asAnyRenderable()
        case .activityIndicator:
            return UI.ActivityIndicator().width(24).height(24).asAnyRenderable()
        case .icon(let image):
            return UI.Image(image: image).width(24).height(24).asAnyRenderable()
        case .tintedIcon(let image, let color):
            return UI.Image(image: image).tintColor(color).width(24).height(24).asAnyRenderable()
        case .custom(let component):
            return component
        case .none:
            return nil
        }
    }
}

/// An image, a short text, or nothing: the leading element of a `DetailedDescription`, and what
/// `Component.ImageOrLabel` shows.
public enum ImageOrText: Sendable {
    /// An image, at the component's image size.
    case image(ImageAsset)
    /// A short text (initials, a number) in place of an image.
    case text(String)
    /// Nothing: the texts start at the leading margin.
    case none
}

/// The leading element of a `DetailedDescription`, under the name it shared with the component
/// `Component.ImageOrLabel`.
@available(*, deprecated, renamed: "ImageOrText", message: "the enum is ImageOrText, so it is not confused with the component Component.ImageOrLabel")
public typealias ImageOrLabel = ImageOrText

extension RenderTraits {
    /// Typography for text inside a shape of fixed size (initials in a circle, a letter on a
    /// badge): it grows with the content size up to `extraExtraExtraLarge` and no further, so it
    /// stays inside its shape at accessibility sizes, as a glyph in a fixed-size image does.
    public var badgeTypography: Typography {
        theme.typography.scaledForBadges(for: contentSize)
    }
}

extension Typography {
    /// The styles scaled for a content size, but no further than `extraExtraExtraLarge`: for text
    /// inside a shape of fixed size (see `RenderTraits.badgeTypography`).
    func scaledForBadges(for category: ContentSizeCategory) -> Typography {
        scaled(for: min(category, .extraExtraExtraLarge))
    }
}

/// Bento's components, built by composing atomic ones with the environment (its theme, content
/// size and direction): measuring and drawing forward to `body(in:)`, the body's root node named
/// after the component.
protocol ThemedComposition: Renderable {
    associatedtype Body: Renderable
    func body(in environment: RenderEnvironment) -> Body
}

extension ThemedComposition {
    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try body(in: environment).sizeThatFits(width: width, in: environment)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try body(in: environment).layoutMeasurement(width: width, in: environment)
    }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try composedNode(in: frame, environment: environment)
    }

    /// The body's node, named and described as the component.
    func composedNode(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = try body(in: environment).laidOut(in: frame, environment: environment)
        if environment.recordsLayoutDetails {
            node.record.typeName = LaidOutComponent.shortName(of: self)
            node.record.qualifiedTypeName = LaidOutComponent.qualifiedName(of: self)
            let actions = componentActions
            if !actions.isEmpty { node.record.actions = actions }
        }
        if accessibility != AccessibilityInfo() { node.record.accessibility = accessibility }
        return node
    }
}
