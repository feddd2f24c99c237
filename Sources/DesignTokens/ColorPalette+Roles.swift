/// The palette's colour roles by name, in one place: the token pages, the audit's token list and
/// colour arguments read them from here.
extension ColorPalette {
    /// Every semantic role (`primary` … `black`, not the grey scale) with where the palette keeps it.
    package static let roles: [(name: String, keyPath: KeyPath<ColorPalette, Color> & Sendable)] = [
        ("primary", \.primary), ("onPrimary", \.onPrimary), ("secondary", \.secondary), ("background", \.background),
        ("surface", \.surface), ("textPrimary", \.textPrimary), ("textSecondary", \.textSecondary), ("separator", \.separator),
        ("error", \.error), ("warning", \.warning), ("success", \.success), ("overlay", \.overlay), ("white", \.white), ("black", \.black),
    ]

    /// The colour of a role by name (`textSecondary`), or `nil` for a name that is no role.
    package func color(ofRole name: String) -> Color? {
        Self.roles.first { $0.name == name }.map { self[keyPath: $0.keyPath] }
    }
}
