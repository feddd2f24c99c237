import Foundation

/// Formats a translation with its arguments after checking every specifier in it against them,
/// so a hostile or mistaken translation (`%@` where a number goes, `%n`, a tenth argument of
/// three) is an error, never undefined behaviour in `String(format:)`.
package enum LocalizedFormat {
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

    /// One specifier of a format: the argument it formats (from 1), what it takes, its width
    /// and precision.
    private struct Use {
        var position: Int, kind: Kind, width: Int, precision: Int
        /// Where the specifier is in the format's scalars, from its `%`.
        var range: Range<Int>
        /// The specifier without its position (`%-8.2f` of `%2$-8.2f`), formatted alone.
        var alone: String
    }

    /// The specifiers of a format, in order, each checked.
    private static func uses(in format: String, fail: (String) -> LocalizationError) throws(LocalizationError) -> [Use] {
        let scalars = Array(format.unicodeScalars)
        var index = 0, next = 0
        var uses: [Use] = []
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
            let percent = index - 1
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
            guard argument >= 1, argument <= 1_000 else { throw fail("formats argument \(argument)") }
            next = argument
            var alone = "%"
            alone.unicodeScalars.append(contentsOf: scalars[start..<index])
            uses.append(Use(position: argument, kind: kind, width: width, precision: precision, range: percent..<index, alone: alone))
        }
        return uses
    }

    /// Arguments a format's specifiers take, for checking a catalogue without the code that
    /// calls it: a word for `%@`, 2 for a whole number, 2.5 for a real one (`nil` for a format
    /// that is not one).
    package static func sampleArguments(for format: String) -> [LocalizedArgument]? {
        // A space flag (`% d`) is all but unknown in interface text, where "70% for" is prose.
        guard let uses = try? uses(in: format, fail: { LocalizationError(file: "", path: "", $0) }), !uses.contains(where: { $0.alone.contains(" ") })
        else { return nil }
        let count = uses.map(\.position).max() ?? 0
        return (0..<count).map { offset in
            switch uses.first(where: { $0.position == offset + 1 })?.kind {
            case .object?: .string("Word")
            case .real?: .double(2.5)
            case .integer?, nil: .int(2)
            }
        }
    }

    static func format(_ format: String, arguments: [LocalizedArgument], language: String, file: String, path: String) throws(LocalizationError) -> String {
        // Looked up with no arguments, a string is shown as it is, as `String(localized:)` and
        // SwiftUI's `Text` show it: "up to 70% for some" is text, not a `% f` specifier.
        if arguments.isEmpty { return format }
        func fail(_ reason: String) -> LocalizationError { LocalizationError(file: file, path: path, reason) }
        let uses = try uses(in: format, fail: fail)
        for use in uses where use.position > arguments.count {
            throw fail("formats argument \(use.position) of \(arguments.count)")
        }
        let longest = uses.reduce(format.utf8.count) { total, use in
            total + Self.longest(use.kind, width: use.width, precision: use.precision, argument: arguments[use.position - 1])
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
        // Each specifier is formatted alone with its one argument, the text between written as
        // it is: a format that skips an argument (`%2$@` of two) leaves `String(format:)` to
        // guess the skipped one's type from the variadic list, and it crashed reading a number
        // as an object (IceCubesApp's "%2$@ followers").
        let scalars = Array(format.unicodeScalars)
        let locale = Locale(identifier: language)
        var result = ""
        var cursor = 0
        func literal(_ range: Range<Int>) -> String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[range])
            return text.replacingOccurrences(of: "%%", with: "%")
        }
        for use in uses {
            result += literal(cursor..<use.range.lowerBound)
            result += String(format: use.alone, locale: locale, arguments: [values[use.position - 1]])
            cursor = use.range.upperBound
        }
        return result + literal(cursor..<scalars.count)
    }
}
