import ImageSnapshots

/// Pictures and transitions counted apart, in the words every summary line uses (record, verify,
/// shards and merge): a running screen's step has a picture and the transition into it, and
/// "variants" counts pictures only.
package struct ReferenceTally: Equatable, Sendable {
    package var pictures = 0
    package var transitions = 0

    /// Counts result or outcome names: a transition's ends in `.transition`.
    package init<Names: Sequence<String>>(names: Names) {
        for name in names {
            if name.hasSuffix(ReviewCandidate.transitionSuffix) { transitions += 1 } else { pictures += 1 }
        }
    }

    /// Pictures and transitions together.
    package var total: Int { pictures + transitions }

    /// `18 pictures and 4 transitions`, `1 picture`, `0 pictures`.
    package var words: String {
        let pictureWords = "\(pictures) picture\(pictures == 1 ? "" : "s")"
        guard transitions > 0 else { return pictureWords }
        return pictureWords + " and \(transitions) transition\(transitions == 1 ? "" : "s")"
    }
}
