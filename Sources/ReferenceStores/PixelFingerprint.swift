import SafeFiles

/// The fingerprint of a reference's decoded pixels on its manifest line, which a verify compares
/// a rendered picture with before decoding or fetching anything.
///
/// Written as XXH3-128 (`pixels:xxh3:` and 32 hexadecimal digits): hashing a 750 × 100 picture
/// takes tens of microseconds, against about 240 for SHA-256, which was a third of a verify's
/// time at 20,000 variants.
/// It tells pictures apart; it is no defence against someone choosing pixels to collide, and
/// needs none: only the components under test draw what is fingerprinted, and whoever can change
/// them can change the references. Lines that Bento 1.1 wrote hold SHA-256 (`pixels:` and 64
/// digits); they are still read and matched, and a run that may record rewrites them as XXH3.
public struct PixelFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// How the pixels were hashed.
    public enum Algorithm: String, Sendable {
        /// XXH3-128 of `bento-pixels 1 WxH\n` and the premultiplied RGBA bytes row by row.
        case xxh3
        /// SHA-256 of the same bytes, as lines written before XXH3 hold it.
        case sha256
    }

    /// How the pixels were hashed.
    public let algorithm: Algorithm
    /// The digest in lowercase hexadecimal: 32 digits for XXH3-128, 64 for SHA-256.
    public var hex: String { digits.text }
    private let digits: PackedHex

    /// A fingerprint, `nil` when the digits are not the algorithm's.
    public init?(_ algorithm: Algorithm, hex: String) {
        switch algorithm {
        case .xxh3: guard Fingerprint128.isHexDigest(hex) else { return nil }
        case .sha256: guard ContentHash.isHexDigest(hex) else { return nil }
        }
        self.algorithm = algorithm
        self.digits = PackedHex(hex)
    }

    /// The manifest field's text: `pixels:xxh3:…`, or `pixels:…` for SHA-256.
    public var description: String {
        switch algorithm {
        case .xxh3: "pixels:xxh3:\(hex)"
        case .sha256: "pixels:\(hex)"
        }
    }

    /// The fingerprint a manifest field holds, `nil` when it holds none that is valid.
    init?(field: Substring) {
        if let hex = field.afterASCIIPrefix("pixels:xxh3:") {
            self.init(.xxh3, hex: hex)
        } else if let hex = field.afterASCIIPrefix("pixels:") {
            self.init(.sha256, hex: hex)
        } else {
            return nil
        }
    }
}
