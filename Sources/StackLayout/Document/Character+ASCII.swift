/// Character tests for the ASCII syntaxes (constraint strings, VFL, ids), without the Unicode
/// property lookups `isLetter` and `isWhitespace` make: a document asks them of every character.
extension Character {
    /// `A`-`Z` or `a`-`z`: what `isASCII && isLetter` says, without Unicode's property lookup.
    var isASCIILetter: Bool {
        guard let byte = asciiValue else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// `0`-`9`: what `isASCII && isNumber` says, without Unicode's property lookup.
    var isASCIIDigit: Bool {
        guard let byte = asciiValue else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `isWhitespace`, answered without a property lookup for ASCII (tab to carriage return,
    /// and space, as Unicode's White_Space has them).
    var isWhitespaceFast: Bool {
        guard let byte = asciiValue else { return isWhitespace }
        return byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }
}

extension UInt8 {
    /// An ASCII letter, digit or `_`: a byte of a word in the document's syntaxes (a bare word
    /// in JSON, an id in a VFL format).
    var isASCIIWordByte: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}

extension String {
    /// Whether every byte of the UTF-8 satisfies `test`, read from the string's own storage
    /// when it has contiguous storage (a native string always does): a byte loop, where the
    /// UTF-8 view's iterator costs tens of instructions per byte.
    func allUTF8Bytes(_ test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? utf8.allSatisfy(test)
    }

    /// Whether the text is ASCII (see ``allUTF8Bytes(_:)``).
    var isASCIIText: Bool { allUTF8Bytes { $0 < 0x80 } }

    /// Whether every string equal to this one has its UTF-8 length, so that a string of
    /// another length can be told unequal without comparing them (a comparison of two
    /// different strings is a call into the standard library each): ASCII with none of `;`,
    /// `` ` `` and `K`. Swift's `==` is canonical equivalence, and the only characters outside
    /// ASCII whose decompositions are ASCII are U+037E, U+1FEF and U+212A, into exactly those
    /// three, so a string equal to such a text is that text, byte for byte.
    var lengthDecidesInequality: Bool {
        allUTF8Bytes { $0 < 0x80 && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "K") }
    }
}
