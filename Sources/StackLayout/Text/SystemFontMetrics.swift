/// The fitted metrics of the iOS system font (`system-font-metrics.json`, embedded as Swift
/// source in `SystemFontMetrics+Data.swift` by `Scripts/generate-system-font-metrics.py`),
/// indexed for lookups: advances by weight and optical size, tracking by size, kerning pairs.
enum SystemFontMetrics {
    /// The category of a character the tables do not list, for its fallback advance.
    enum Category: Int {
        case upper, lower, digit, space, punct, cjk, emoji
        /// CJK and emoji come from fallback fonts: SF's tracking is not added to them.
        var isTracked: Bool { self != .cjk && self != .emoji }
    }

    /// A character resolved for measurement: its table row (or -1) and its category.
    struct Glyph {
        var index: Int
        var category: Category
        /// The scalar used for kerning (the base letter of a folded character).
        var kerningScalar: UInt32
    }

    /// The lookup tables, built once.
    struct Tables: Sendable {
        /// Table row of each ASCII scalar, or -1.
        let asciiIndex: [Int]
        let index: [Character: Int]
        let fold: [Character: Character]
        let kerning: [UInt64: Double]
        let categories: [Category]
        /// Kerning of ASCII pairs, indexed `first << 7 | second`.
        let asciiKerning: [Double]
        /// The glyph of each ASCII scalar.
        let asciiGlyphs: [Glyph]

        /// The advance of an ASCII scalar, tracking included, in font units.
        func asciiAdvance(_ scalar: Int, weight: Int, display: Double, tracking: Double) -> Double {
            SystemFontMetrics.advance(asciiGlyphs[scalar], weight: weight, display: display, tracking: tracking)
        }

        init() {
            var ascii = [Int](repeating: -1, count: 128)
            var index: [Character: Int] = [:]
            var categories: [Category] = []
            for (i, c) in SystemFontMetrics.tableCharacters.enumerated() {
                index[c] = i
                let scalar = c.unicodeScalars.first!.value
                if scalar < 128 { ascii[Int(scalar)] = i }
                categories.append(SystemFontMetrics.category(ofUnlisted: c))
            }
            asciiIndex = ascii
            self.index = index
            self.categories = categories
            var fold: [Character: Character] = [:]
            for (from, to) in SystemFontMetrics.foldedCharacters { fold[from] = to }
            self.fold = fold
            var kerning: [UInt64: Double] = [:]
            for (pair, units) in SystemFontMetrics.kerningPairs {
                let scalars = Array(pair.unicodeScalars)
                guard scalars.count == 2 else { continue }
                kerning[SystemFontMetrics.pairKey(scalars[0].value, scalars[1].value)] = units
            }
            self.kerning = kerning
            var glyphs: [Glyph] = []
            for scalar in 0..<128 {
                let i = ascii[scalar]
                let character = Character(Unicode.Scalar(UInt8(scalar)))
                glyphs.append(i >= 0 ? Glyph(index: i, category: categories[i], kerningScalar: UInt32(scalar))
                                     : Glyph(index: -1, category: SystemFontMetrics.category(ofUnlisted: character),
                                             kerningScalar: UInt32(scalar)))
            }
            asciiGlyphs = glyphs
            var pairs = [Double](repeating: 0, count: 128 * 128)
            for a in 0..<128 {
                for b in 0..<128 {
                    pairs[a << 7 | b] = kerning[SystemFontMetrics.pairKey(UInt32(a), UInt32(b))] ?? 0
                }
            }
            asciiKerning = pairs
        }
    }

    static let tables = Tables()

    static func pairKey(_ a: UInt32, _ b: UInt32) -> UInt64 { UInt64(a) << 21 | UInt64(b) }

    /// The glyph a character is measured as.
    static func glyph(_ character: Character) -> Glyph {
        let t = tables
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if first.value < 128, scalars.count == 1 || !isEmojiSequence(character) {
            let i = t.asciiIndex[Int(first.value)]
            if i >= 0 { return Glyph(index: i, category: t.categories[i], kerningScalar: first.value) }
        }
        if isEmojiSequence(character) { return Glyph(index: -1, category: .emoji, kerningScalar: 0) }
        // An accent written as a combining mark measures as its base letter.
        var base = scalars.count > 1 ? Character(first) : character
        if let folded = t.fold[base] { base = folded }
        if let i = t.index[base] {
            return Glyph(index: i, category: t.categories[i], kerningScalar: base.unicodeScalars.first!.value)
        }
        return Glyph(index: -1, category: category(ofUnlisted: base), kerningScalar: base.unicodeScalars.first!.value)
    }

    /// An emoji drawn as one glyph: a presentation emoji, or a sequence (ZWJ, skin tone, flag,
    /// keycap, variation selector).
    static func isEmojiSequence(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if first.properties.isEmojiPresentation { return true }
        guard scalars.count > 1 else { return false }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
            || (0x1F1E6...0x1F1FF).contains($0.value) || (0x1F3FB...0x1F3FF).contains($0.value) }
    }

    static func category(ofUnlisted character: Character) -> Category {
        let value = character.unicodeScalars.first!.value
        if isEmojiSequence(character) { return .emoji }
        if (0x1100...0x11FF).contains(value) || (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value) || (0x20000...0x2FFFF).contains(value) {
            return .cjk
        }
        if character.isWhitespace { return .space }
        if character.isNumber { return .digit }
        if character.isUppercase { return .upper }
        if character.isLetter { return .lower }
        return .punct
    }

    /// The share of SF Pro Display in the variable font's optical size at `size`.
    static func displayShare(_ size: Double) -> Double {
        let (from, to) = displayRamp
        return min(max((size - from) / (to - from), 0), 1)
    }

    /// Tracking per glyph in font units at `size`: interpolated between the listed sizes,
    /// clamped outside them.
    static func tracking(_ size: Double) -> Double {
        let sizes = trackingSizes, units = trackingUnits
        if size <= sizes[0] { return units[0] }
        if size >= sizes[sizes.count - 1] { return units[units.count - 1] }
        var hi = 1
        while sizes[hi] < size { hi += 1 }
        let lo = hi - 1
        let t = (size - sizes[lo]) / (sizes[hi] - sizes[lo])
        return units[lo] + t * (units[hi] - units[lo])
    }

    /// The advance of `glyph` in font units, tracking included, for a weight row and a
    /// Display share.
    static func advance(_ glyph: Glyph, weight: Int, display: Double, tracking: Double) -> Double {
        let text: Double, disp: Double
        if glyph.index >= 0 {
            text = advancesText[weight][glyph.index]
            disp = advancesDisplay[weight][glyph.index]
        } else {
            text = fallbackText[weight][glyph.category.rawValue]
            disp = fallbackDisplay[weight][glyph.category.rawValue]
        }
        let advance = display == 0 ? text : (1 - display) * text + display * disp
        return glyph.category.isTracked ? advance + tracking : advance
    }

    /// The kerning between two glyphs in font units (0 when the pair is not listed).
    static func kerning(_ a: Glyph, _ b: Glyph) -> Double {
        guard a.kerningScalar != 0, b.kerningScalar != 0 else { return 0 }
        return tables.kerning[pairKey(a.kerningScalar, b.kerningScalar)] ?? 0
    }
}
