/// Numbers: the JSON grammar, checked byte by byte, and a fast exact conversion.
extension JSONReader.Parser {
    /// Reads the number at `pos`:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// Numbers with at most 19 significant digits whose value is `m × 10^e` with `m ≤ 2^53` and
    /// `|e| ≤ 22` are converted with one correctly rounded multiplication or division (Clinger's
    /// fast path); any other is handed to the standard library's correctly rounded conversion.
    mutating func parseNumber() throws -> JSONValue {
        let start = pos
        let location = location(at: start)
        let negative = bytes[pos] == UInt8(ascii: "-")
        if negative { pos += 1 }

        var mantissa: UInt64 = 0
        var exact = true  // every significant digit is in `mantissa`
        var exponent = 0
        guard pos < end, let first = digit(at: pos) else {
            if pos < end && bytes[pos].isASCIIWordByte {
                var wordEnd = pos
                while wordEnd < end && bytes[wordEnd].isASCIIWordByte { wordEnd += 1 }
                throw error("invalid value '\(text(start..<wordEnd))'", at: start)
            }
            throw error("expected a digit after '-', found \(describe(pos))", at: pos)
        }
        pos += 1
        if first == 0 {
            if pos < end && digit(at: pos) != nil {
                throw error("numbers cannot have leading zeros", at: start)
            }
        } else {
            mantissa = first
            while pos < end, let d = digit(at: pos) {
                if mantissa < 1_000_000_000_000_000_000 {
                    mantissa = mantissa * 10 + d
                } else {
                    exact = false
                }
                pos += 1
            }
        }

        if pos < end && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < end && digit(at: pos) != nil else {
                throw error("expected a digit after '.', found \(describe(pos))", at: pos)
            }
            while pos < end, let d = digit(at: pos) {
                if mantissa < 1_000_000_000_000_000_000 {
                    mantissa = mantissa * 10 + d
                    exponent -= 1
                } else {
                    exact = false
                }
                pos += 1
            }
        }

        if pos < end && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            pos += 1
            var exponentNegative = false
            if pos < end && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) {
                exponentNegative = bytes[pos] == UInt8(ascii: "-")
                pos += 1
            }
            guard pos < end && digit(at: pos) != nil else {
                throw error("expected a digit in the exponent, found \(describe(pos))", at: pos)
            }
            var written = 0
            while pos < end, let d = digit(at: pos) {
                if written < 100_000 { written = written * 10 + Int(d) }  // saturates far beyond any Double
                pos += 1
            }
            exponent += exponentNegative ? -written : written
        }

        var value: Double
        if mantissa == 0 && exact {
            value = 0
        } else if exact && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
            value = Double(mantissa)
            if exponent >= 0 { value *= Self.powersOfTen[exponent] } else { value /= Self.powersOfTen[-exponent] }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else {
                throw error("number \(self.text(start..<pos)) is out of range", at: start)
            }
            value = parsed.magnitude
        }
        return JSONValue(.number(negative ? -value : value), at: location)
    }

    /// The value of the digit at `offset`, or `nil`.
    @inline(__always)
    func digit(at offset: Int) -> UInt64? {
        let d = bytes[offset] &- UInt8(ascii: "0")
        return d < 10 ? UInt64(d) : nil
    }

    /// 10^0 ... 10^22, each exactly representable as a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
