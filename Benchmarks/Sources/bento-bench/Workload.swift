import Foundation

/// One benchmark: an untimed warm-up, then timed runs; `check` proves the work was done.
struct Workload {
    var name: String
    /// Runs once, returns the check string and any extra fields for the JSON line.
    var run: () throws -> (check: String, extra: [String: Int])
}

struct Measurement {
    var workload: String
    var times: [Double]
    var check: String
    var extra: [String: Int]

    var jsonLine: String {
        let sorted = times.sorted()
        let median = sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        func format(_ value: Double) -> String { String(format: "%.3f", value) }
        var fields = [
            "\"workload\":\"\(workload)\"", "\"median_ms\":\(format(median))", "\"min_ms\":\(format(sorted.first!))",
            "\"max_ms\":\(format(sorted.last!))", "\"runs\":\(times.count)", "\"check\":\"\(check)\"",
        ]
        for (key, value) in extra.sorted(by: { $0.key < $1.key }) { fields.append("\"\(key)\":\(value)") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

func measure(_ workload: Workload, runs: Int) throws -> Measurement {
    let warmUp = try workload.run()
    var times: [Double] = []
    var check = warmUp.check
    var extra = warmUp.extra
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try workload.run()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        guard result.check == check else {
            throw BenchError("\(workload.name) is not deterministic: \(result.check) after \(check)")
        }
        check = result.check
        extra = result.extra
    }
    return Measurement(workload: workload.name, times: times, check: check, extra: extra)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
