import Foundation

/// One benchmark: an untimed warm-up, then timed runs of `run`; `check` (untimed) proves the work
/// was done and was the same every run.
public struct Workload {
    public var name: String
    public var run: () throws -> Any
    public var check: (Any) -> (String, [String: Int])
    /// Extra figures gathered after the timed runs, as JSON values by key.
    public var report: () -> [String: String]

    public init<Output>(
        name: String, run: @escaping () throws -> Output, check: @escaping (Output) -> (String, [String: Int]),
        report: @escaping () -> [String: String] = { [:] }
    ) {
        self.name = name
        self.run = { try run() }
        self.check = { check($0 as! Output) }
        self.report = report
    }
}

public struct BenchMeasurement {
    var workload: String
    var times: [Double]
    var check: String
    var extra: [String: Int]
    /// The untimed warm-up's duration: the cold first run, caches empty.
    var coldMilliseconds: Double
    public var reported: [String: String] = [:]

    public init(workload: String, times: [Double], check: String, extra: [String: Int], coldMilliseconds: Double, reported: [String: String] = [:]) {
        self.workload = workload
        self.times = times
        self.check = check
        self.extra = extra
        self.coldMilliseconds = coldMilliseconds
        self.reported = reported
    }

    public var jsonLine: String {
        let sorted = times.sorted()
        let median = sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        func format(_ value: Double) -> String { String(format: "%.3f", value) }
        var fields = [
            "\"workload\":\"\(workload)\"", "\"median_ms\":\(format(median))", "\"min_ms\":\(format(sorted.first!))",
            "\"max_ms\":\(format(sorted.last!))", "\"p90_ms\":\(format(sorted[max(0, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]))",
            "\"runs\":\(times.count)", "\"check\":\"\(check)\"",
        ]
        fields.append("\"cold_ms\":\(format(coldMilliseconds))")
        for (key, value) in extra.sorted(by: { $0.key < $1.key }) { fields.append("\"\(key)\":\(value)") }
        for (key, value) in reported.sorted(by: { $0.key < $1.key }) { fields.append("\"\(key)\":\(value)") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

public func measure(_ workload: Workload, runs: Int) throws -> BenchMeasurement {
    let coldStart = DispatchTime.now().uptimeNanoseconds
    let first = try workload.run()
    let cold = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e6
    let (check, extra) = workload.check(first)
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let output = try workload.run()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        let (again, _) = workload.check(output)
        guard again == check else {
            throw BenchError("\(workload.name) is not deterministic: \(again) after \(check)")
        }
    }
    return BenchMeasurement(
        workload: workload.name, times: times, check: check, extra: extra, coldMilliseconds: cold, reported: workload.report())
}

public struct BenchError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
