import Foundation

/// A value a localized string is formatted with.
public enum LocalizedArgument: Sendable, Hashable {
    /// A whole number, for `%d`, `%lld` and their kind; it chooses a plural form.
    case int(Int)
    /// A real number, for `%f`, `%.1f` and their kind; it chooses a plural form.
    case double(Double)
    /// Text, for `%@`.
    case string(String)

    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string: nil
        }
    }
}

/// A string a catalogue gave for a key: the text, and the language it came from (the source
/// language when the requested one has no translation of the key).
public struct LocalizedText: Sendable, Equatable {
    /// The text, formatted.
    public var text: String
    /// The language whose translation was used.
    public var language: String
    /// Whether a translation in the requested language (or a less specific form of it) was found.
    public var isTranslated: Bool
}

extension StringCatalog {
    /// The text of `key` in `language` for a device, formatted with `arguments`: the translation's
    /// plural form for the argument that counts it, its device form, its substitutions. A language
    /// with no translation of the key falls back as iOS does (`pt-BR`, `pt`, then the source
    /// language); a key with no translation at all is its own text, as Xcode's keys are.
    ///
    /// - Throws: `LocalizationError` when the translation's format does not fit the arguments (a
    ///   `%@` given a number, more specifiers than arguments): a translation is hostile data and is
    ///   never handed to `String(format:)` unchecked.
    public func text(
        for key: String, language: String, device: String = "iphone", arguments: [LocalizedArgument] = []
    ) throws(LocalizationError) -> LocalizedText {
        let chain = LanguageTag.fallbacks(of: language, source: sourceLanguage)
        let own = Set(LanguageTag.forms(of: language))
        let entry = entries[key]
        for candidate in chain {
            guard let translation = entry?.localizations[candidate] else { continue }
            let path = "strings[\"\(key)\"].localizations.\(candidate)"
            guard let format = try resolve(translation, device: device, arguments: arguments, language: candidate, path: path) else { continue }
            let text = try LocalizedFormat.format(format, arguments: arguments, language: candidate, file: file, path: path)
            return LocalizedText(text: text, language: candidate, isTranslated: own.contains(candidate))
        }
        let text = try LocalizedFormat.format(key, arguments: arguments, language: sourceLanguage, file: file, path: "strings[\"\(key)\"]")
        return LocalizedText(text: text, language: sourceLanguage, isTranslated: own.contains(sourceLanguage))
    }

    /// The format string of a translation for a device and the arguments, its substitutions
    /// written in; `nil` when it has no string for them.
    private func resolve(
        _ translation: Translation, device: String, arguments: [LocalizedArgument], language: String, path: String, depth: Int = 0
    ) throws(LocalizationError) -> String? {
        guard depth < 8 else { throw LocalizationError(file: file, path: path, "nests variations more than 8 deep") }
        var format: String?
        if let variations = translation.variations {
            format = try resolve(variations, device: device, count: arguments.lazy.compactMap(\.number).first, arguments: arguments, language: language, path: path, depth: depth)
        } else if let unit = translation.stringUnit {
            format = unit.value
        }
        guard var text = format else { return nil }
        for (name, substitution) in translation.substitutions ?? [:] {
            let placeholder = "%#@\(name)@"
            guard text.contains(placeholder) else { continue }
            // Without `argNum` a substitution counts the first argument, as Xcode writes it.
            let number = substitution.argNum ?? 1
            let argument = number >= 1 && number <= arguments.count ? arguments[number - 1] : nil
            guard let variations = substitution.variations,
                  let phrase = try resolve(variations, device: device, count: argument?.number, arguments: arguments, language: language, path: "\(path).substitutions.\(name)", depth: depth + 1)
            else { continue }
            let specifier = substitution.formatSpecifier ?? "@"
            let written = phrase.replacingOccurrences(of: "%arg", with: "%\(number)$\(specifier)")
            // Phrases may name other substitutions, so each pass can multiply the text (a billion
            // laughs in 12 KB): its length is checked before it is written, never after.
            let pieces = text.components(separatedBy: placeholder)
            let length = pieces.reduce(0) { $0 + $1.utf8.count } + (pieces.count - 1) * written.utf8.count
            guard length <= LocalizedFormat.maximumLength else {
                throw LocalizationError(
                    file: file, path: "\(path).substitutions.\(name)",
                    "expands to \(length) bytes; a string is at most \(LocalizedFormat.maximumLength) once its substitutions are written in")
            }
            text = pieces.joined(separator: written)
        }
        return text
    }

    private func resolve(
        _ variations: Variations, device: String, count: Double?, arguments: [LocalizedArgument], language: String, path: String, depth: Int
    ) throws(LocalizationError) -> String? {
        if let devices = variations.device, let form = devices[device] ?? devices["other"] {
            return try resolve(form, device: device, arguments: arguments, language: language, path: "\(path).variations.device", depth: depth + 1)
        }
        if let plural = variations.plural {
            let category = PluralCategory(of: count ?? 0, language: language)
            // A whole number of zero or one may have its own form even where the rules say `other`.
            let exact = count == 0 ? plural["zero"] : nil
            guard let form = exact ?? plural[category.rawValue] ?? plural["other"] else { return nil }
            return try resolve(form, device: device, arguments: arguments, language: language, path: "\(path).variations.plural", depth: depth + 1)
        }
        return nil
    }
}

extension StringCatalog {
    /// Arguments a key's text takes, for checking the catalogue without the code that calls it
    /// (`gallery strings inspect`): those its own specifiers name (`%lld items`), or, for a
    /// symbolic key (`basket.title`), those of its source-language translation, each
    /// substitution's argument as its `formatSpecifier` writes it.
    package func sampleArguments(for key: String) -> [LocalizedArgument] {
        if let own = LocalizedFormat.sampleArguments(for: key), !own.isEmpty { return own }
        // The source language's translation, else the first language by name: a dictionary's own
        // order changes from run to run.
        guard let entry = entries[key],
            let translation = entry.localizations[sourceLanguage] ?? entry.localizations.keys.sorted().first.flatMap({ entry.localizations[$0] })
        else { return [] }
        func firstFormat(_ translation: Translation) -> String? {
            if let value = translation.stringUnit?.value { return value }
            let forms = (translation.variations?.plural ?? [:]).merging(translation.variations?.device ?? [:]) { first, _ in first }
            return forms.keys.sorted().lazy.compactMap { forms[$0].flatMap(firstFormat) }.first
        }
        guard var format = firstFormat(translation) else { return [] }
        for (name, substitution) in translation.substitutions ?? [:] {
            format = format.replacingOccurrences(of: "%#@\(name)@", with: "%\(substitution.argNum ?? 1)$\(substitution.formatSpecifier ?? "@")")
        }
        return LocalizedFormat.sampleArguments(for: format) ?? []
    }
}
