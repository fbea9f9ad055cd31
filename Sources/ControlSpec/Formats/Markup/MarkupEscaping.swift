/// The one escaper for text written into XML and HTML: the SVG previews, the `index.html` gallery
/// and the JUnit report.
///
/// The same rules serve XML 1.0 and HTML, so that a value is safe whichever parser reads it:
/// - `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, so text can
///   neither start markup, end a CDATA section (`]]>`) nor leave a quoted attribute value;
/// - a carriage return becomes `&#13;` (a parser would otherwise turn it into a line feed); in an
///   attribute value tab and line feed become `&#9;` and `&#10;` too (a parser would otherwise turn
///   them into spaces), while character data keeps them as they are;
/// - U+2028 and U+2029 become `&#8232;` and `&#8233;`, which XML 1.1 would otherwise read as line ends;
/// - C0 control characters but tab, line feed and carriage return (which XML 1.0 cannot carry at
///   all), DEL and the C1 controls (which HTML reads as Windows-1252 when written as references)
///   and the noncharacters (U+FFFE, U+FFFF, U+FDD0…U+FDEF and the last two of every plane) become
///   U+FFFD, the replacement character, so that something visibly stands where they were.
///
/// Swift strings hold Unicode scalars only, so a lone surrogate cannot reach the escaper.
public enum MarkupEscaping {
    /// Where escaped text goes.
    public enum Context: Sendable {
        /// Character data: the text between a start and an end tag.
        case text
        /// An attribute value between double quotes.
        case attribute
    }

    /// `text` escaped for `context`.
    public static func escaped(_ text: String, in context: Context) -> String {
        var out = MarkupText()
        append(text, in: context, to: &out)
        return out.string
    }

    /// Appends `text` escaped for `context` to `out`. Text of printable ASCII without markup
    /// characters, most of what previews write, is appended as it is without a look at each scalar.
    static func append(_ text: String, in context: Context, to out: inout MarkupText) {
        // One look at the bytes, where the plain text is appended from.
        let plain = text.withUTF8Bytes { bytes in
            // Through a table, one load a byte: previews escape about 30 MB of attribute values
            // per thousand specs, most of them numbers, and the comparisons cost three times as much.
            let table = plainBytes
            for byte in bytes where !table[Int(byte)] { return false }
            out.append(bytes)
            return true
        }
        if plain { return }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\r": out += "&#13;"
            case "\t": out += context == .attribute ? "&#9;" : "\t"
            case "\n": out += context == .attribute ? "&#10;" : "\n"
            case "\u{2028}": out += "&#8232;"
            case "\u{2029}": out += "&#8233;"
            case _ where isReplaced(scalar): out.append("\u{FFFD}" as Unicode.Scalar)
            default: out.append(scalar)
            }
        }
    }

    /// For each byte value, whether it is plain (`isPlain`): written once, when first read, and
    /// only read after that, so threads may share it.
    nonisolated(unsafe) private static let plainBytes: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = isPlain(UInt8(byte)) }
        return UnsafePointer(table)
    }()

    /// Whether `byte` is printable ASCII that no context escapes.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte.isPrintableASCII && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }

    /// Whether `scalar` cannot be written at all and is replaced by U+FFFD: a C0 control (tab,
    /// line feed and carriage return are handled before), DEL, a C1 control or a noncharacter.
    static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// The text of an XML or HTML comment: escaped as an attribute value (so it stays on one line),
    /// with `--` broken up and no trailing `-`, so that it cannot end the comment early.
    public static func commentText(_ text: String) -> String {
        var safe = brokenDoubleHyphens(escaped(text, in: .attribute))
        if safe.hasSuffix("-") { safe += " " }
        return safe
    }

    /// `text` with a space between every two hyphens in a row (`---` becomes `- - -`): XML
    /// forbids the two bytes anywhere in a comment, whatever follows them. Over bytes, not
    /// Foundation's search, which would cost more than the rest of a comment's escaping.
    private static func brokenDoubleHyphens(_ text: String) -> String {
        let hyphen = UInt8(ascii: "-")
        var previous: UInt8 = 0
        guard text.utf8.contains(where: { byte in defer { previous = byte }; return byte == hyphen && previous == hyphen }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 2)
        previous = 0
        for byte in text.utf8 {
            if byte == hyphen && previous == hyphen { bytes.append(UInt8(ascii: " ")) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
