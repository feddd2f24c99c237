import CXXHash

/// XXH3-128 from Debian's libxxhash: a 128-bit fingerprint computed at memory speed (tens of
/// gigabytes a second here, against SHA-256's 1.7), for telling whether two large runs of bytes
/// are the same where no one but the program under test chooses them. It is not a cryptographic
/// hash: content addresses, and anything a stranger sends, are `ContentHash`'s.
package enum Fingerprint128 {
    /// The fingerprint of pieces hashed one after another, as of their bytes joined (without
    /// joining them), as 32 lowercase hexadecimal digits: XXH128's canonical (big-endian) form,
    /// which `xxh128sum` prints for the same bytes.
    package static func hex(joining pieces: [UnsafeRawBufferPointer]) -> String {
        // The state is allocated only when the process is out of memory; reset never fails.
        guard let state = XXH3_createState() else { fatalError("libxxhash could not allocate a hash state") }
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        for piece in pieces where piece.count > 0 { XXH3_128bits_update(state, piece.baseAddress, piece.count) }
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, XXH3_128bits_digest(state))
        return withUnsafeBytes(of: canonical.digest) { ContentHash.hexDigits($0) }
    }

    /// Whether a text is a fingerprint as `hex` writes it: 32 lowercase hexadecimal digits.
    package static func isHexDigest(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
