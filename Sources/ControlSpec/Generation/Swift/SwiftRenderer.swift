/// Prints `SwiftExpression`s as Swift source by one layout rule: a call or an array stays on one
/// line when that line ends within `lineWidth` columns and nothing in it has a comment; otherwise
/// it puts each argument or element on a line of its own, four spaces further in, and its closing
/// bracket on a line of its own. Arrays written over several lines end every element with a comma;
/// calls put none after their last argument. The same expression always prints the same text.
struct SwiftRenderer {
    /// The column a line that stays whole may end at.
    static let lineWidth = 100

    /// The namespace kernel types are written in: `KnobKernel` makes `KnobKernel.RotaryConfiguration`.
    let kernelNamespace: String

    /// `expression` as Swift source, starting at column `indentation` of a line indented by
    /// `indentation` spaces, its further lines indented from there. A kernel type's initialiser
    /// is called without the arguments whose value is the default its `init` declares (`KernelDefaults`).
    func render(_ expression: SwiftExpression, indentation: Int = 0) -> String {
        var out = ""
        write(withoutDefaults(expression), into: &out, indentation: indentation, column: indentation, trailing: 0)
        return out
    }

    /// `expression` with every call of a kernel type's initialiser left without its default arguments.
    private func withoutDefaults(_ expression: SwiftExpression) -> SwiftExpression {
        func inner(_ items: [SwiftArgument]) -> [SwiftArgument] {
            items.map { SwiftArgument($0.label, withoutDefaults($0.value), comment: $0.comment) }
        }
        switch expression {
        case .call(.type(.kernel(let name)), let arguments):
            return .call(.type(.kernel(name)), KernelDefaults.withoutDefaults(inner(arguments), of: name, text: flat))
        case .call(let callee, let arguments): return .call(callee, inner(arguments))
        case .array(let elements): return .array(inner(elements))
        case .operation(let left, let op, let right): return .operation(withoutDefaults(left), op, withoutDefaults(right))
        case .negated(let operand): return .negated(withoutDefaults(operand))
        case .number, .integer, .bool, .string, .nil, .member, .identifier, .type: return expression
        }
    }

    /// Writes `expression` starting at `column` on a line indented by `indentation`, followed on
    /// its last line by `trailing` more characters.
    private func write(_ expression: SwiftExpression, into out: inout String, indentation: Int, column: Int, trailing: Int) {
        let items: [SwiftArgument], open: String, close: String, commaAfterLast: Bool
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            items = arguments
            open = flat(callee) + "("
            close = ")"
            commaAfterLast = false
        case .array(let elements) where !elements.isEmpty:
            items = elements
            open = "["
            close = "]"
            commaAfterLast = true
        default:
            writeFlat(expression, into: &out)
            return
        }
        let room = Self.lineWidth - column - trailing
        var line = ""
        // A scalar takes at most four bytes: a line longer than that in bytes cannot fit.
        if writeFlat(expression, into: &line, byteLimit: 4 * max(room, 0), stopsAtComment: true), line.unicodeScalars.count <= room {
            return out += line
        }
        let inner = indentation + 4, innerIndent = String(repeating: " ", count: inner)
        out += open
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            if let comment = item.comment {
                out += "\n" + innerIndent + "// " + SwiftLiteral.docComment(comment)
            }
            out += "\n" + innerIndent
            var column = inner
            if let label = item.label {
                out += label + ": "
                column += label.unicodeScalars.count + 2
            }
            let comma = !isLast || commaAfterLast
            write(item.value, into: &out, indentation: inner, column: column, trailing: comma ? 1 : 0)
            if comma { out += "," }
        }
        out += "\n" + String(repeating: " ", count: indentation) + close
    }

    /// `expression` on one line.
    private func flat(_ expression: SwiftExpression) -> String {
        var out = ""
        writeFlat(expression, into: &out)
        return out
    }

    /// Writes `expression` on one line, comments left out, and gives `true`; or stops as soon as
    /// `out` holds more than `byteLimit` bytes or, with `stopsAtComment`, at a comment, and gives
    /// `false`, `out` part-written: what decides whether a line stays whole reads no more of a
    /// long expression than the line could hold.
    @discardableResult
    private func writeFlat(_ expression: SwiftExpression, into out: inout String, byteLimit: Int = .max, stopsAtComment: Bool = false) -> Bool {
        switch expression {
        case .number(let value): out += SwiftLiteral.number(value)
        case .integer(let value): out += String(value)
        case .bool(let value): out += SwiftLiteral.bool(value)
        case .string(let text): out += SwiftLiteral.string(text)
        case .nil: out += "nil"
        case .member(let name): out += "." + name
        case .identifier(let name): out += name
        case .type(.kernel(let name)): out += kernelNamespace + "." + name
        case .type(.plain(let name)): out += name
        case .call(let callee, let arguments):
            guard writeFlat(callee, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) else { return false }
            out += "("
            guard writeItems(arguments, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) else { return false }
            out += ")"
        case .array(let elements):
            out += "["
            guard writeItems(elements, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) else { return false }
            out += "]"
        case .operation(let left, let op, let right):
            guard writeFlat(left, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) else { return false }
            out += " " + op.rawValue + " "
            return writeOperand(right, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment)
        case .negated(let operand):
            out += "-"
            return writeOperand(operand, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment)
        }
        return out.utf8.count <= byteLimit
    }

    /// Writes the items of a list on one line, separated by commas (see `writeFlat`).
    private func writeItems(_ items: [SwiftArgument], into out: inout String, byteLimit: Int, stopsAtComment: Bool) -> Bool {
        for (index, item) in items.enumerated() {
            if stopsAtComment, item.comment != nil { return false }
            if index > 0 { out += ", " }
            if let label = item.label { out += label + ": " }
            guard writeFlat(item.value, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) else { return false }
        }
        return true
    }

    /// Writes the right operand of an operation (or a negation), in parentheses when it is an
    /// operation itself (see `writeFlat`).
    private func writeOperand(_ operand: SwiftExpression, into out: inout String, byteLimit: Int, stopsAtComment: Bool) -> Bool {
        guard case .operation = operand else { return writeFlat(operand, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) }
        out += "("
        guard writeFlat(operand, into: &out, byteLimit: byteLimit, stopsAtComment: stopsAtComment) else { return false }
        out += ")"
        return true
    }
}
