import Foundation

/// Formats a translation with its arguments after checking every specifier in it against them,
/// so a hostile or mistaken translation (`%@` where a number goes, `%n`, a tenth argument of
/// three) is an error, never undefined behaviour in `String(format:)`.
enum LocalizedFormat {
    /// What a specifier takes.
    private enum Kind { case object, integer, real }

    /// The longest string, in UTF-8 bytes, a translation may become once its substitutions are
    /// written in or once it is formatted: a label's text, not a document. A format whose
    /// widths could exceed it (`%1$1000lld` 8,000 times) is refused before it is formatted.
    static let maximumLength = 64 << 10

    /// The most bytes one specifier can write: its width or precision, or the longest a number
    /// of its kind prints (`%f` of the largest double has 309 digits before its point).
    private static func longest(_ kind: Kind, width: Int, precision: Int, argument: LocalizedArgument) -> Int {
        switch kind {
        case .object: if case .string(let text) = argument { return max(width, text.utf8.count) }
        case .integer: break
        case .real: return max(width, 320 + precision)
        }
        return max(width, 24 + precision)
    }

    static func format(_ format: String, arguments: [LocalizedArgument], language: String, file: String, path: String) throws(LocalizationError) -> String {
        let scalars = Array(format.unicodeScalars)
        var index = 0, next = 0
        var uses: [(position: Int, kind: Kind)] = []
        var widths: [(width: Int, precision: Int)] = []
        func fail(_ reason: String) -> LocalizationError { LocalizationError(file: file, path: path, reason) }
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            guard index < scalars.count else { throw fail("ends in a lone %") }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var digits = ""
            var start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            var position: Int?
            if index < scalars.count, scalars[index] == "$", let number = Int(digits) {
                position = number
                index += 1
                start = index
            } else {
                index = start
            }
            while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) { index += 1 }
            var width = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                width = width * 10 + Int(scalars[index].value - 48)
                guard width <= 1000 else { throw fail("has a field wider than 1000") }
                index += 1
            }
            var precision = 0
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    precision = precision * 10 + Int(scalars[index].value - 48)
                    guard precision <= 100 else { throw fail("has a precision over 100") }
                    index += 1
                }
            }
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else { throw fail("ends inside a format specifier") }
            let kind: Kind
            switch scalars[index] {
            case "@": kind = .object
            case "d", "i", "u", "x", "X", "o", "D", "U", "O": kind = .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": kind = .real
            default: throw fail("has the format specifier %\(scalars[index]), which a catalogue does not format")
            }
            index += 1
            let argument = position ?? (next + 1)
            next = argument
            guard argument >= 1, argument <= arguments.count else {
                throw fail("formats argument \(argument) of \(arguments.count)")
            }
            uses.append((argument, kind))
            widths.append((width, precision))
        }
        let longest = zip(uses, widths).reduce(format.utf8.count) { total, use in
            total + Self.longest(use.0.kind, width: use.1.width, precision: use.1.precision, argument: arguments[use.0.position - 1])
        }
        guard longest <= Self.maximumLength else {
            throw fail("could format to \(longest) bytes; a string is at most \(Self.maximumLength)")
        }
        var values: [any CVarArg] = []
        for (offset, argument) in arguments.enumerated() {
            let wanted = uses.filter { $0.position == offset + 1 }.map(\.kind)
            switch argument {
            case .int(let value):
                guard wanted.allSatisfy({ $0 == .integer }) else { throw fail("formats argument \(offset + 1), a whole number, as text or a real number") }
                values.append(value)
            case .double(let value):
                guard wanted.allSatisfy({ $0 == .real }) else { throw fail("formats argument \(offset + 1), a real number, as text or a whole number") }
                values.append(value)
            case .string(let value):
                guard wanted.allSatisfy({ $0 == .object }) else { throw fail("formats argument \(offset + 1), text, as a number") }
                values.append(value as NSString)
            }
        }
        if uses.isEmpty { return format.replacingOccurrences(of: "%%", with: "%") }
        return String(format: format, locale: Locale(identifier: language), arguments: values)
    }
}
