/// The escaping of GitHub Actions workflow commands (`::name key=value,key=value::message`).
///
/// The runner decodes these sequences again, so any text survives the trip. The rules are those of
/// GitHub's own toolkit, `escapeData` and `escapeProperty` in `packages/core/src/command.ts` of
/// actions/toolkit, which GitHub's "Workflow commands for GitHub Actions" documentation defers to:
/// in the message (data) `%` becomes `%25`, carriage return `%0D` and line feed `%0A`; a property
/// value additionally has `:` as `%3A` and `,` as `%2C`, the characters that end a value.
/// `%` goes first, so the escapes themselves are never escaped again.
public enum WorkflowCommandEscaping {
    /// The message of a command, escaped.
    public static func data(_ text: String) -> String {
        escape(text, also: [:])
    }

    /// A property value of a command, escaped.
    public static func property(_ text: String) -> String {
        escape(text, also: [":": "%3A", ",": "%2C"])
    }

    /// `text` with `%`, CR and LF escaped, and the characters of `extra` replaced as given.
    private static func escape(_ text: String, also extra: [Unicode.Scalar: String]) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default:
                if let replacement = extra[scalar] {
                    escaped += replacement
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
