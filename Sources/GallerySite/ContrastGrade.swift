/// WCAG 2's grades for a text's contrast: AA needs 4.5:1 (3:1 for large text), AAA 7:1 (4.5:1 for
/// large text).
struct ContrastGrade: Equatable {
    var ratio: Double
    var isLargeText: Bool

    var passesAA: Bool { ratio >= (isLargeText ? 3 : 4.5) }
    var passesAAA: Bool { ratio >= (isLargeText ? 4.5 : 7) }

    /// `passes AAA`, `passes AA`, or `fails AA`, saying when the large-text thresholds applied.
    var words: String {
        let grade = passesAAA ? "passes AAA" : passesAA ? "passes AA" : "fails AA"
        return isLargeText ? grade + " (large text)" : grade
    }
}
