/// Semantic icon names; each maps to a glyph of the icon font (Material Icons' ligature names).
public enum IconToken: String, Hashable, Sendable, CaseIterable {
    /// Icons for health and commerce, status, navigation and search.
    case pharmacy, delivery, heart, heartFilled, chevronRight, chevronLeft, info, warning, error, close, check, search
    /// Icons for dates, people, places, settings, contact and editing.
    case calendar, person, home, settings, notifications, phone, email, location, time, add, remove, edit, delete, lock
    /// Icons for visibility, ratings, menus, arrows, chat, medicine, hospitals, photos and documents.
    case visibility, star, menu, arrowBack, arrowForward, chat, medication, hospital, camera, document

    /// The Material Icons ligature that draws the token by default.
    public var defaultGlyphName: String {
        switch self {
        case .pharmacy: "local_pharmacy"
        case .delivery: "local_shipping"
        case .heart: "favorite_border"
        case .heartFilled: "favorite"
        case .chevronRight: "chevron_right"
        case .chevronLeft: "chevron_left"
        case .calendar: "calendar_today"
        case .location: "place"
        case .time: "schedule"
        case .arrowBack: "arrow_back"
        case .arrowForward: "arrow_forward"
        case .medication: "medication"
        case .hospital: "local_hospital"
        case .camera: "photo_camera"
        case .document: "description"
        default: rawValue
        }
    }
}

/// The icon set of a theme: which font draws icons, at what size, and the glyph for each token.
public struct Icons: Hashable, Sendable {
    /// The registered font family of the icon font.
    public var family: String
    /// The default icon size, in points.
    public var size: Double
    /// Glyph names that differ from the tokens' defaults.
    public var overrides: [IconToken: String]

    /// Creates an icon set drawn with a font family, at a size, with glyph names of its own for some
    /// tokens.
    public init(family: String = "Material Icons", size: Double = 24, overrides: [IconToken: String] = [:]) {
        self.family = family
        self.size = size
        self.overrides = overrides
    }

    /// The glyph (ligature) name that draws a token.
    public func glyphName(for token: IconToken) -> String {
        overrides[token] ?? token.defaultGlyphName
    }

    /// Material Icons at 24 points.
    public static let standard = Icons()
}
