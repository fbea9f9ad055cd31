import ControlKernelSource
import Foundation

/// The default arguments of the kernel's initialisers, read from the kernel's own text, so that
/// generated code leaves out an argument whose value is the default and the default is written
/// once, in the kernel's `init`.
enum KernelDefaults {
    /// One parameter of an initialiser: its label and its default's text, if it has one.
    struct Parameter: Equatable {
        /// The argument label, `nil` for an unlabelled parameter.
        var label: String?
        /// The default value as the kernel writes it (`nil`, `0`, `.centered`), or `nil` for none.
        var defaultValue: String?
    }

    /// The parameters of each initialiser (`public init(…)` at the first level of a type) of
    /// each type declared at the top of a kernel file, by the type's name.
    static let initializers: [String: [[Parameter]]] = {
        var result: [String: [[Parameter]]] = [:]
        for file in KernelSource.all {
            var type: String?
            var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let line = lines.popFirst() {
                if let name = declaredType(line) {
                    type = name
                } else if line.hasPrefix("}") {
                    type = nil
                } else if let type, line.hasPrefix("    public init(") {
                    var text = String(line.dropFirst("    public init(".count))
                    while !closes(text), let next = lines.popFirst() { text += "\n" + next }
                    result[type, default: []].append(parameters(text))
                }
            }
        }
        return result
    }()

    /// The arguments of a call of `type`'s initialiser with `arguments` (rendered by `text`),
    /// without those that have a comment of their own and whose text is the default of their
    /// parameter, for the first initialiser those arguments can call.
    static func withoutDefaults(_ arguments: [SwiftArgument], of type: String, text: (SwiftExpression) -> String) -> [SwiftArgument] {
        guard let inits = initializers[type] else { return arguments }
        for parameters in inits {
            var remaining = parameters[...]
            var kept: [SwiftArgument] = []
            var matches = true
            for argument in arguments {
                // Parameters skipped on the way must have defaults.
                guard let index = remaining.firstIndex(where: { $0.label == argument.label }),
                      remaining[..<index].allSatisfy({ $0.defaultValue != nil }) else {
                    matches = false
                    break
                }
                let parameter = remaining[index]
                remaining = remaining[(index + 1)...]
                if argument.comment != nil || parameter.defaultValue == nil || parameter.defaultValue != text(argument.value) {
                    kept.append(argument)
                }
            }
            if matches, remaining.allSatisfy({ $0.defaultValue != nil }) { return kept }
        }
        return arguments
    }

    /// The name of the type `line` declares or extends at the top of a file
    /// (`public struct Name`, `public enum Name`, `extension Name`), or `nil`. A plain prefix
    /// test: a regular expression per line made this table cost a second of every run.
    private static func declaredType(_ line: Substring) -> String? {
        guard let prefix = ["public struct ", "public enum ", "extension "].first(where: line.hasPrefix) else { return nil }
        let name = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether the parameter list `text` (after `init(`) has its closing parenthesis.
    private static func closes(_ text: String) -> Bool {
        var depth = 1
        for character in text {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 { return true }
        }
        return false
    }

    /// The parameters of the list `text` (after `init(`, up to its closing parenthesis and beyond).
    private static func parameters(_ text: String) -> [Parameter] {
        var pieces: [String] = [], piece = "", depth = 0
        for character in text {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 {
                pieces.append(piece)
                piece = ""
            } else {
                piece.append(character)
            }
        }
        pieces.append(piece)
        return pieces.compactMap { piece in
            let parts = piece.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let label = parts[0].split(whereSeparator: \.isWhitespace).first else { return nil }
            let value = parts[1].split(separator: " = ", maxSplits: 1).dropFirst().first
            return Parameter(label: label == "_" ? nil : String(label),
                             defaultValue: value.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        }
    }
}
