/// The explicit directional formatting characters of Unicode's bidi algorithm, as the layouter
/// honours them: an override (LRO, RLO) makes every character up to its PDF read in its direction,
/// so `RLO Continue PDF` shows `eunitnoC` in any paragraph (the pseudo right-to-left locale wraps
/// each word so). Embeddings and isolates (LRE, RLE, LRI, RLI, FSI) are matched with their PDF or
/// PDI so that an override inside them ends where it should, but do not raise a level: the
/// layouter resolves two levels of direction, not the nested levels of the full algorithm, so an
/// embedding's text reads in its own letters' direction and an override nested in another reads
/// in the innermost's.
enum DirectionalFormat: UInt8 {
    /// Any other character.
    case none
    /// LEFT-TO-RIGHT OVERRIDE (U+202D).
    case overrideLeftToRight
    /// RIGHT-TO-LEFT OVERRIDE (U+202E).
    case overrideRightToLeft
    /// An embedding or an isolate (U+202A, U+202B, U+2066…U+2068): opens a scope, overrides nothing.
    case embedding
    /// POP DIRECTIONAL FORMATTING (U+202C) or POP DIRECTIONAL ISOLATE (U+2069): closes the last scope.
    case pop

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x202D: self = .overrideLeftToRight
        case 0x202E: self = .overrideRightToLeft
        case 0x202A, 0x202B, 0x2066...0x2068: self = .embedding
        case 0x202C, 0x2069: self = .pop
        default: self = .none
        }
    }

    /// The deepest nesting the bidi algorithm allows (its `max_depth`); scopes opened past it are
    /// counted and closed but override nothing, so hostile text cannot grow the stack.
    static let maximumDepth = 125

    /// Each character's class in `range` with overrides applied: an overridden character takes
    /// the override's direction, a formatting character is neutral.
    static func classes(of all: [CharacterInfo], in range: Range<Int>) -> [BidiClass] {
        var classes = all[range].map(\.bidi)
        guard all[range].contains(where: { $0.format != .none }) else { return classes }
        var scopes: [BidiClass?] = []
        var overflow = 0
        for index in range {
            let offset = index - range.lowerBound
            switch all[index].format {
            case .none:
                if let override = scopes.last ?? nil { classes[offset] = override }
                continue
            case .overrideLeftToRight, .overrideRightToLeft, .embedding:
                let override: BidiClass? = switch all[index].format {
                case .overrideLeftToRight: .leftToRight
                case .overrideRightToLeft: .rightToLeft
                default: nil
                }
                if scopes.count < maximumDepth && overflow == 0 { scopes.append(override) } else { overflow += 1 }
            case .pop:
                if overflow > 0 { overflow -= 1 } else if !scopes.isEmpty { scopes.removeLast() }
            }
            classes[offset] = .neutral
        }
        return classes
    }
}
