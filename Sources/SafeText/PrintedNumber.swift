/// A number as messages, records and pages print it: `3` not `3.0`, `0.5`, `1e+300`, `nan`.
/// The one formatter every module uses, so no caller converts an infinite or huge value to `Int`
/// (which traps) and records written by different modules agree.
package enum PrintedNumber {
    /// The shortest text for `value`, rounded to `decimals` places first when given: whole
    /// numbers (finite, under 10^15) without a fraction, others as Swift prints a `Double`.
    package static func shortest(_ value: Double, decimals: Int? = nil) -> String {
        var shown = value
        if let decimals, value.isFinite {
            let scale = Double.pow10(decimals)
            let scaled = (value * scale).rounded() / scale
            if scaled.isFinite { shown = scaled }
        }
        return shown.isFinite && abs(shown) < 1e15 && shown == shown.rounded() ? String(Int(shown)) : String(shown)
    }
}

extension Double {
    fileprivate static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(0, exponent) { result *= 10 }
        return result
    }
}
