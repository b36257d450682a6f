/// The one way StackLayout prints a number, in JSON, text and SVG output alike.
///
/// A number is rounded to 6 decimal places, half away from zero; trailing zeros and a trailing
/// `.` are dropped, and a result of zero is `0` whatever its sign:
///
///     NumberText.format(390)                 // "390"
///     NumberText.format(96.66666666666667)   // "96.666667"
///     NumberText.format(0.5)                 // "0.5"
///     NumberText.format(-0.0000001)          // "0"
///
/// The result is the same on every platform: it uses only IEEE 754 arithmetic and integer
/// printing, never the C library's `printf`. The fraction is rounded from the exact
/// fractional part of the `Double` scaled by 10^6 (one correctly rounded multiplication), so a
/// value whose seventh decimal is exactly 5 only after scaling rounds up.
///
/// Magnitudes of 10^18 and more (no layout has them) print as the shortest text that reads
/// back as the same `Double`, in exponent form (`1e+18`); non-finite values, which callers
/// must not pass, print `null` so that JSON output stays parsable.
package enum NumberText {
    /// `value` as text; see the type's documentation for the rules.
    package static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value`'s text, as UTF-8, to `output`.
    static func append(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else {
            output.append(contentsOf: "null".utf8)
            return
        }
        let magnitude = value.magnitude
        guard magnitude < 1e18 else {
            output.append(contentsOf: value.description.utf8)
            return
        }
        var integer = UInt64(magnitude)  // truncates
        let fraction = magnitude - Double(integer)  // exact
        let scaled = fraction * 1_000_000
        var micros = UInt64(scaled)
        if scaled - Double(micros) >= 0.5 { micros += 1 }  // exact subtraction: no double rounding
        if micros == 1_000_000 {
            integer += 1
            micros = 0
        }
        if value < 0 && (integer != 0 || micros != 0) { output.append(UInt8(ascii: "-")) }
        appendDigits(integer, to: &output)
        guard micros != 0 else { return }
        output.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100_000
        while micros != 0 {
            output.append(UInt8(ascii: "0") + UInt8(micros / divisor))
            micros %= divisor
            divisor /= 10
        }
    }

    /// Appends the decimal digits of `value`.
    private static func appendDigits(_ value: UInt64, to output: inout [UInt8]) {
        if value < 10 { return output.append(UInt8(ascii: "0") + UInt8(value)) }
        var count = 1
        var scan = value
        while scan >= 10 {
            scan /= 10
            count += 1
        }
        // Room for the digits, then filled from the last (no reversal of a slice).
        let first = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        output.withUnsafeMutableBufferPointer { buffer in
            var rest = value
            var i = first + count - 1
            while rest != 0 {
                buffer[i] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                i -= 1
            }
        }
    }
}
