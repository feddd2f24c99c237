extension StringProtocol {
    /// The lines of a text file, whether it ends its lines with LF or CRLF (a checkout with
    /// `core.autocrlf`): Swift's `"\n"` never equals the one character `"\r\n"` is, so splitting
    /// on it alone reads a CRLF file as one line.
    package func fileLines(omittingEmptySubsequences: Bool = true) -> [SubSequence] {
        split(omittingEmptySubsequences: omittingEmptySubsequences) { $0 == "\n" || $0 == "\r\n" }
    }
}
