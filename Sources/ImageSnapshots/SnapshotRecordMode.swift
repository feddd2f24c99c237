/// When a snapshot assertion writes its reference, with swift-snapshot-testing's vocabulary.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Record every reference, replacing existing ones; the assertion fails so nobody commits by
    /// accident a run that verified nothing.
    case all
    /// Record references that do not exist yet; verify the others.
    case missing
    /// Record references that are missing or do not match; verify the others.
    case failed
    /// Never write a reference: a missing reference is a failure.
    case never

    /// The mode from `SNAPSHOT_TESTING_RECORD`; when it is unset, `never` if `CI` is set (so CI
    /// never records and a missing reference fails there) and `missing` otherwise.
    ///
    /// - Throws: `SnapshotError.invalidRecordMode` for a value that is not a mode.
    public static func fromEnvironment(_ environment: [String: String]) throws(SnapshotError) -> SnapshotRecordMode {
        if let value = environment["SNAPSHOT_TESTING_RECORD"], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw .invalidRecordMode(value)
            }
            return mode
        }
        return isContinuousIntegration(environment) ? .never : .missing
    }

    /// Whether `environment` is a CI run's: `CI` set to anything but empty, `false` or `0`, as
    /// GitHub Actions, GitLab, Buildkite and CircleCI set it.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !ci.isEmpty && ci.lowercased() != "false" && ci != "0"
    }
}
