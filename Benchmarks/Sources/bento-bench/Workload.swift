import Foundation

/// One benchmark: an untimed warm-up, then timed runs of `run`; `check` (untimed) proves the work
/// was done and was the same every run.
struct Workload {
    var name: String
    var run: () throws -> Any
    var check: (Any) -> (String, [String: Int])

    init<Output>(name: String, run: @escaping () throws -> Output, check: @escaping (Output) -> (String, [String: Int])) {
        self.name = name
        self.run = { try run() }
        self.check = { check($0 as! Output) }
    }
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
    let (check, extra) = workload.check(try workload.run())
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
    return Measurement(workload: workload.name, times: times, check: check, extra: extra)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
