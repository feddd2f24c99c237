/// The typography scale of a design system.
public struct Typography: Hashable, Sendable {
    /// The largest headline.
    public var headline1: TextStyle
    /// The second headline.
    public var headline2: TextStyle
    /// Screen and section titles.
    public var title: TextStyle
    /// Body text.
    public var body1: TextStyle
    /// Smaller body text.
    public var body2: TextStyle
    /// Subheadings.
    public var subhead: TextStyle
    /// Captions and secondary details.
    public var caption: TextStyle
    /// Footers and fine print.
    public var footer: TextStyle
    /// Button titles.
    public var button: TextStyle
    /// How text in the system face (SF Pro, drawn with a stand-in) is tracked: by SF Pro's table
    /// of sizes, the default, or by the stand-in's own spacing.
    public var systemFontTracking = SystemFontTracking.systemFont

    /// Creates a typography scale from its nine styles.
    public init(
        headline1: TextStyle, headline2: TextStyle, title: TextStyle, body1: TextStyle,
        body2: TextStyle, subhead: TextStyle, caption: TextStyle, footer: TextStyle,
        button: TextStyle
    ) {
        self.headline1 = headline1
        self.headline2 = headline2
        self.title = title
        self.body1 = body1
        self.body2 = body2
        self.subhead = subhead
        self.caption = caption
        self.footer = footer
        self.button = button
    }

    /// The default scale, set in Inter.
    public static let standard = Typography(
        headline1: TextStyle(family: "Inter", weight: .bold, size: 28, lineHeight: 34),
        headline2: TextStyle(family: "Inter", weight: .semibold, size: 22, lineHeight: 28),
        title: TextStyle(family: "Inter", weight: .semibold, size: 17, lineHeight: 22),
        body1: TextStyle(family: "Inter", size: 17, lineHeight: 22),
        body2: TextStyle(family: "Inter", size: 15, lineHeight: 20),
        subhead: TextStyle(family: "Inter", weight: .medium, size: 15, lineHeight: 20),
        caption: TextStyle(family: "Inter", size: 12, lineHeight: 16),
        footer: TextStyle(family: "Inter", size: 13, lineHeight: 18),
        button: TextStyle(family: "Inter", weight: .semibold, size: 17, lineHeight: 22))
}
