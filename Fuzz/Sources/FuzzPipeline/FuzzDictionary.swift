import ControlSpec
import Foundation

/// The libFuzzer dictionary: every key and enumerated word of the spec language, the value
/// syntaxes' tokens and YAML's own tokens, so mutations build plausible specs quickly.
enum FuzzDictionary {
    /// YAML punctuation and the tokens of value formats.
    static let syntaxTokens = [
        ": ", "- ", "{ ", " }", "[", "]", ", ", "\n", "  ", "#", "&a ", "*a", "<<: ", "!!str ", "!!int ", "---\n", "...\n",
        "\"", "'", "|\n", ">\n", "~", "null", "true", "false", "yes", "0x10", "1e308", "-1e308", ".nan", ".inf", "-0",
        "deg", "rad", "pi", "/8pi", "s", "ms", "pt", "x", "height/", "width/", "±", "+-", "#fff", "#ff00ff80",
        "rgb(", "rgba(", "white(", "cubic-bezier(", "tint", "systemPink", ".", "0.5", "120x120",
    ]

    /// Writes the dictionary to `path`; returns the exit status.
    static func write(to path: String) -> Int32 {
        var words = Set(syntaxTokens)
        for type in SpecLanguage.objectTypes {
            for field in type.fields {
                words.insert(field.key)
                words.insert("\(field.key): ")
                if case .enumeration(let values) = field.type { words.formUnion(values) }
            }
        }
        let lines = words.sorted().map { "\"\(escaped($0))\"" }
        do {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
            return 0
        } catch {
            FileHandle.standardError.write(Data("FuzzPipeline: cannot write the dictionary: \(error)\n".utf8))
            return 2
        }
    }

    /// A dictionary entry's text with quotes, backslashes and non-printable bytes escaped as `\xNN`.
    static func escaped(_ word: String) -> String {
        word.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): "\\\(Character(UnicodeScalar(byte)))"
            case 0x20..<0x7F: String(Character(UnicodeScalar(byte)))
            default: "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }.joined()
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
