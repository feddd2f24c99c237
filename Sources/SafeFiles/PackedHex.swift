/// Lowercase hexadecimal digits held as the bytes they spell: a SHA-256's 64 digits in 32 bytes
/// rather than a 112-byte string on the heap, for tables that keep one per reference (a manifest
/// of 20,000 lines keeps three). Any other text (capitals, another length) is kept as it was
/// given, so the text always reads back unchanged.
package struct PackedHex: Hashable, Sendable {
    fileprivate struct Words: Hashable, Sendable {
        var first: UInt64, second: UInt64, third: UInt64, fourth: UInt64
    }

    private enum Storage: Hashable, Sendable {
        /// 32 or 64 digits, the first in the high nibble of `first`.
        case digits(Words, count: UInt8)
        case text(String)
    }

    private let storage: Storage

    /// The digits of `text`, packed when they are 32 or 64 lowercase hexadecimal digits.
    package init(_ text: String) {
        var text = text
        self.init(packing: text.withUTF8(Self.words), else: text)
    }

    /// The digits of `text`, packed when they are 32 or 64 lowercase hexadecimal digits.
    package init(_ text: Substring) {
        var text = text
        self.init(packing: text.withUTF8(Self.words), else: String(text))
    }

    private init(packing packed: (words: Words, count: UInt8)?, else text: @autoclosure () -> String) {
        storage = packed.map { .digits($0.words, count: $0.count) } ?? .text(text())
    }

    /// The words 32 or 64 lowercase hexadecimal digits spell, `nil` for any other bytes.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (words: Words, count: UInt8)? {
        guard bytes.count == 32 || bytes.count == 64 else { return nil }
        var words = Words(first: 0, second: 0, third: 0, fourth: 0)
        for index in 0..<bytes.count {
            let byte = bytes[index]
            let nibble: UInt64
            switch byte {
            case 0x30...0x39: nibble = UInt64(byte - 0x30)
            case 0x61...0x66: nibble = UInt64(byte - 0x61 + 10)
            default: return nil
            }
            words[index / 16] |= nibble << (60 - 4 * UInt64(index % 16))
        }
        return (words, UInt8(bytes.count))
    }

    /// The text, as it was given.
    package var text: String {
        switch storage {
        case .text(let text):
            return text
        case .digits(let words, let count):
            return String(unsafeUninitializedCapacity: Int(count)) { buffer in
                for index in 0..<Int(count) {
                    let nibble = UInt8(truncatingIfNeeded: words[index / 16] >> (60 - 4 * UInt64(index % 16))) & 0xF
                    buffer[index] = nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
                }
                return Int(count)
            }
        }
    }
}

extension PackedHex.Words {
    subscript(index: Int) -> UInt64 {
        get {
            switch index {
            case 0: first
            case 1: second
            case 2: third
            default: fourth
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: fourth = newValue
            }
        }
    }
}
