import Foundation

/// Reads the audit records of the interface stubs (`Tests/InterfaceStubs/`) and finds what is
/// missing or wrong. Every declaration carries `///` lines:
///
/// ```
/// /// Apple: https://developer.apple.com/documentation/uikit/uiview/frame
/// /// Declaration: var frame: CGRect { get set }
/// /// Inherits from: UIResponder       (classes: the superclass the stub claims)
/// /// Conforms to: NSCoding            (types: the protocols the stub claims)
/// /// Difference: why the stub differs  (required when the declarations differ, refused when they match)
/// /// Placement: why it is declared elsewhere than Apple declares it (no excuse for a different declaration)
/// ```
///
/// or, for the few declarations that exist only to make the stubs compile, `/// Not Apple API: why`.
/// A declaration that Apple does not ship on every platform whose stubs include its file also
/// carries `/// Platforms: iOS 17.0+, macOS 14.0+, ...` (the page's availability) and sits inside
/// `#if` conditions on the configurations' flags (`STUB_IOS`, ...) that hold exactly where the
/// Platforms line lists the platform; a declaration without a Platforms line is unconditional.
/// The stub's declaration must equal Apple's once both are normalised (`normalized(stub:)`,
/// `normalized(apple:)`), unless a `Difference:` line says why not.
enum StubAudit {
    /// The record fields, by line prefix.
    enum Field: String, CaseIterable {
        case apple = "Apple: "
        case declaration = "Declaration: "
        case inheritsFrom = "Inherits from: "
        case conformsTo = "Conforms to: "
        case difference = "Difference: "
        case placement = "Placement: "
        case notAppleAPI = "Not Apple API: "
        case platforms = "Platforms: "
    }

    /// A stub configuration that builds a file: the platform's name as Apple's availability lists
    /// write it, and the compilation flags its stubs are built with.
    struct Configuration: Sendable {
        /// `iOS`, `macOS`, `tvOS`, `watchOS` or `visionOS`.
        var platform: String
        /// `["STUB_IOS"]`.
        var flags: Set<String>
    }

    /// One declaration of a stub file with its record.
    struct Entry {
        /// `UIKit/UIKitViews.swift:42`.
        var location: String
        /// The declaration's source line, trimmed.
        var source: String
        /// The record's fields; a field given twice keeps its last value.
        var record: [Field: String]
        /// The `#if` conditions around the declaration, outermost first (an `#else` branch is
        /// `!(condition)`, an `#elseif` branch `!(earlier) && (condition)`); empty when unconditional.
        var conditions: [String] = []
    }

    /// A problem found, located in a stub file.
    struct Problem: CustomStringConvertible {
        /// `UIKit/UIKitViews.swift:42`.
        var location: String
        /// What is wrong, compiler-style.
        var message: String
        /// `location: message`.
        var description: String { "\(location): \(message)" }
    }

    /// The keywords that start a declaration, after attributes and modifiers.
    static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "func", "init", "init?", "init!",
        "deinit", "var", "let", "case", "typealias", "associatedtype", "subscript", "operator",
    ]

    /// Modifiers that may precede the keyword; `class` and `static` are kept by normalisation.
    static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "override", "required",
        "convenience", "final", "static", "class", "mutating", "nonmutating", "indirect", "weak",
        "unowned", "lazy", "dynamic", "nonisolated", "nonisolated(unsafe)",
    ]

    /// Access and inheritance modifiers that Apple's declarations do not show.
    static let unshownModifiers: Set<String> = ["public", "open", "internal", "override", "required", "final"]

    /// The declarations of one stub file with their records. Lines inside function and accessor
    /// bodies are skipped; a declaration is one line.
    static func entries(in text: String, file: String) -> [Entry] {
        var entries: [Entry] = []
        var record: [Field: String] = [:]
        var codeDepth = 0
        // Each open `#if` block: the branch conditions seen so far and the current branch's.
        var blocks: [(earlier: [String], current: String)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let opened = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if codeDepth > 0 {
                codeDepth += opened
                continue
            }
            if let directive = conditionalDirective(line) {
                switch directive {
                case .if(let condition):
                    blocks.append(([], condition))
                case .elseif(let condition):
                    if let last = blocks.popLast() { blocks.append((last.earlier + [last.current], condition)) }
                case .else:
                    if let last = blocks.popLast() { blocks.append((last.earlier + [last.current], "true")) }
                case .endif:
                    _ = blocks.popLast()
                }
                record = [:]
                continue
            }
            if line.hasPrefix("///") {
                let content = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                if let field = Field.allCases.first(where: { content.hasPrefix($0.rawValue) }) {
                    record[field] = String(content.dropFirst(field.rawValue.count)).trimmingCharacters(in: .whitespaces)
                }
                continue
            }
            guard let keyword = keyword(of: line), keyword != "extension" || !inheritedNames(of: line).isEmpty else {
                record = [:]
                continue
            }
            let conditions = blocks.map { block in
                (block.earlier.map { "!(\($0))" } + (block.current == "true" ? [] : ["(\(block.current))"])).joined(separator: " && ")
            }
            entries.append(Entry(location: "\(file):\(index + 1)", source: line, record: record, conditions: conditions))
            record = [:]
            let opensTypeBody = ["class", "struct", "enum", "protocol", "actor", "extension"].contains(keyword)
            if opened > 0 && !opensTypeBody { codeDepth = opened }
        }
        return entries
    }

    /// The declaration keyword of `line`, or `nil` when it declares nothing.
    static func keyword(of line: String) -> String? {
        for word in words(of: line) where !word.hasPrefix("@") {
            if word == "class", line.range(of: #"\bclass\s+(func|var|let)\b"#, options: .regularExpression) != nil { continue }
            if declarationKeywords.contains(word) { return word }
            if modifiers.contains(word) { continue }
            return nil
        }
        return nil
    }

    /// The words of `line` up to its first parenthesis-free break, keeping `name(args)` attributes
    /// and `nonisolated(unsafe)` whole.
    static func words(of line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " " && depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            let name = word.prefix { $0 != "(" && $0 != ":" && $0 != "<" && $0 != "{" }
            return ["init", "init?", "init!", "subscript"].contains(String(name)) ? String(name) : word
        }
    }

    /// The stub declaration as Apple's documentation would show it: no access, `override`,
    /// `required` or `final` modifiers, no body (a computed property becomes `{ get }`, `{ get set }` or
    /// `{ get nonmutating set }`), no initial value, no inheritance clause for classes, structures
    /// and enumerations.
    static func normalized(stub line: String) -> String {
        var text = line
        var accessors: String?
        if let body = topLevelBrace(in: text) {
            let bodyText = String(text[body...])
            text = String(text[..<body])
            let keyword = keyword(of: line) ?? ""
            if keyword == "var" || keyword == "subscript" {
                if bodyText.contains("nonmutating set") {
                    accessors = "{ get nonmutating set }"
                } else if bodyText.range(of: #"\bset\b"#, options: .regularExpression) != nil {
                    accessors = "{ get set }"
                } else {
                    accessors = "{ get }"
                }
            }
        }
        if let keyword = keyword(of: line), ["let", "var"].contains(keyword), let equals = topLevelEquals(in: text) {
            text = String(text[..<equals])
        }
        var kept = words(ofSignature: text).filter { !unshownModifiers.contains($0) }
        if let keyword = keyword(of: line), ["class", "struct", "enum", "actor"].contains(keyword) {
            kept = dropInheritance(kept)
        }
        text = kept.joined(separator: " ")
        if let accessors { text += " " + accessors }
        return collapse(text)
    }

    /// Apple's declaration, with spacing made comparable.
    static func normalized(apple declaration: String) -> String {
        collapse(declaration)
    }

    /// The protocols and superclass in a type's or extension's inheritance clause, without
    /// `@unchecked`, `@preconcurrency` or `any`.
    static func inheritedNames(of line: String) -> [String] {
        guard let keyword = keyword(of: line), ["class", "struct", "enum", "actor", "protocol", "extension"].contains(keyword) else { return [] }
        var text = line
        if let body = topLevelBrace(in: text) { text = String(text[..<body]) }
        if let whereClause = text.range(of: " where ") { text = String(text[..<whereClause.lowerBound]) }
        guard let colon = firstTopLevelColon(in: text) else { return [] }
        return text[text.index(after: colon)...].split(separator: ",").map { entry in
            entry.split(separator: " ").filter { !["@unchecked", "@preconcurrency", "any"].contains($0) }.joined(separator: " ")
        }.filter { !$0.isEmpty }
    }

    /// A conditional-compilation directive.
    enum Directive: Equatable {
        case `if`(String), elseif(String), `else`, endif
    }

    /// The directive `line` holds, if any (conditions without a trailing comment).
    static func conditionalDirective(_ line: String) -> Directive? {
        func condition(after keyword: String) -> String {
            var text = String(line.dropFirst(keyword.count))
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            return text.trimmingCharacters(in: .whitespaces)
        }
        if line.hasPrefix("#if ") || line.hasPrefix("#if(") || line.hasPrefix("#if!") { return .if(condition(after: "#if")) }
        if line.hasPrefix("#elseif") { return .elseif(condition(after: "#elseif")) }
        if line.hasPrefix("#else") { return .else }
        if line.hasPrefix("#endif") { return .endif }
        return nil
    }

    /// The value of a `#if` condition made of flags, `true`, `false`, `!`, `&&`, `||` and
    /// parentheses when exactly `flags` are defined, or `nil` when it holds anything else.
    static func evaluate(_ condition: String, flags: Set<String>) -> Bool? {
        var tokens: [String] = []
        var index = condition.startIndex
        while index < condition.endIndex {
            let character = condition[index]
            if character.isWhitespace {
                index = condition.index(after: index)
            } else if "()!".contains(character) {
                tokens.append(String(character))
                index = condition.index(after: index)
            } else if condition[index...].hasPrefix("&&") || condition[index...].hasPrefix("||") {
                tokens.append(String(condition[index..<condition.index(index, offsetBy: 2)]))
                index = condition.index(index, offsetBy: 2)
            } else if character.isLetter || character == "_" {
                let end = condition[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? condition.endIndex
                tokens.append(String(condition[index..<end]))
                index = end
            } else {
                return nil
            }
        }
        var position = 0
        func primary() -> Bool? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case "!": return primary().map { !$0 }
            case "(":
                guard let value = disjunction(), position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return value
            case "true": return true
            case "false": return false
            case ")", "&&", "||": return nil
            default: return flags.contains(token)
            }
        }
        func conjunction() -> Bool? {
            guard var value = primary() else { return nil }
            while position < tokens.count, tokens[position] == "&&" {
                position += 1
                guard let next = primary() else { return nil }
                value = value && next
            }
            return value
        }
        func disjunction() -> Bool? {
            guard var value = conjunction() else { return nil }
            while position < tokens.count, tokens[position] == "||" {
                position += 1
                guard let next = conjunction() else { return nil }
                value = value || next
            }
            return value
        }
        let value = disjunction()
        return position == tokens.count ? value : nil
    }

    /// The platforms a `Platforms:` line names (`iOS 17.0+, Mac Catalyst 17.0+` → `iOS`, `Mac Catalyst`).
    static func platformNames(in line: String) -> Set<String> {
        Set(line.split(separator: ",").compactMap { item in
            let words = item.split(separator: " ").filter { $0.first.map { !$0.isNumber } ?? false }
            return words.isEmpty ? nil : words.joined(separator: " ")
        })
    }

    /// The problems of `entry`'s `#if` conditions against its `Platforms:` line, for the
    /// configurations that build its file: each condition must hold on exactly the configurations
    /// whose platform the line names; without a Platforms line the declaration must be unconditional.
    static func platformProblems(of entry: Entry, configurations: [Configuration]) -> [Problem] {
        func problem(_ message: String) -> Problem { Problem(location: entry.location, message: message) }
        guard let line = entry.record[.platforms] else {
            return entry.conditions.isEmpty ? [] : [problem("declaration is inside #if \(entry.conditions.joined(separator: " && ")) but has no 'Platforms:' line")]
        }
        let named = platformNames(in: line)
        var problems: [Problem] = []
        for configuration in configurations {
            let expected = named.contains(configuration.platform)
            var actual = true
            for condition in entry.conditions {
                guard let value = evaluate(condition, flags: configuration.flags) else {
                    return [problem("cannot evaluate the #if condition '\(condition)'")]
                }
                actual = actual && value
            }
            if actual != expected {
                let presence = expected ? "lists" : "does not list"
                let compiled = actual ? "compiles it" : "leaves it out"
                problems.append(problem("the 'Platforms:' line \(presence) \(configuration.platform) but the #if \(compiled) there"))
            }
        }
        return problems
    }

    /// The problems of one entry.
    static func problems(of entry: Entry) -> [Problem] {
        func problem(_ message: String) -> Problem { Problem(location: entry.location, message: message) }
        let record = entry.record
        if let reason = record[.notAppleAPI] {
            var problems: [Problem] = []
            if reason.isEmpty { problems.append(problem("'Not Apple API:' gives no reason")) }
            if record[.apple] != nil { problems.append(problem("a declaration is either Apple API or 'Not Apple API:', not both")) }
            return problems
        }
        guard let page = record[.apple] else {
            return [problem("declaration has no 'Apple:' page record (or 'Not Apple API:' reason): \(entry.source)")]
        }
        var problems: [Problem] = []
        if page.range(of: #"^https://developer\.apple\.com/documentation/[a-z0-9]\S*$"#, options: .regularExpression) == nil {
            problems.append(problem("expected a developer.apple.com documentation page, found '\(page)'"))
        }
        guard let declaration = record[.declaration], !declaration.isEmpty else {
            return problems + [problem("declaration has no 'Declaration:' record copied from \(page)")]
        }
        let keyword = keyword(of: entry.source)
        if keyword != "extension" {
            let stub = normalized(stub: entry.source), apple = normalized(apple: declaration)
            let difference = record[.difference]
            if stub != apple && (difference ?? "").isEmpty {
                problems.append(problem("stub declaration '\(stub)' differs from Apple's '\(apple)' and no 'Difference:' says why"))
            }
            if stub == apple && difference != nil {
                problems.append(problem("'Difference:' given but the declaration matches Apple's; a placement goes in 'Placement:'"))
            }
        }
        let claimed = inheritedNames(of: entry.source)
        let listed = [Field.inheritsFrom, .conformsTo].flatMap { (record[$0] ?? "").split(separator: ",") }
        let confirmed = Set(listed.map { $0.trimmingCharacters(in: .whitespaces) }).union(inheritedNames(of: declaration))
        for name in claimed where !confirmed.contains(name) {
            problems.append(problem("'\(name)' is claimed but neither Apple's declaration nor 'Inherits from:' or 'Conforms to:' lists it"))
        }
        return problems
    }

    /// Every problem of the stub files under `root`, by relative path; `configurations` gives the
    /// configurations that build a file, from the file's folder (its first path component).
    static func problems(inStubsAt root: URL, configurations: (String) -> [Configuration] = { _ in [] }) throws -> (entries: Int, problems: [Problem]) {
        var count = 0
        var problems: [Problem] = []
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let found = entries(in: text, file: file)
            count += found.count
            let folder = String(file.split(separator: "/").first ?? "")
            problems += found.flatMap { StubAudit.problems(of: $0) + platformProblems(of: $0, configurations: configurations(folder)) }
        }
        return (count, problems)
    }

    // MARK: Scanning

    /// Each character of `text` with the nesting depth of parentheses, brackets and angle brackets
    /// around it (the `>` of `->` closes nothing).
    private static func depths(in text: String) -> [(index: String.Index, character: Character, depth: Int)] {
        var result: [(String.Index, Character, Int)] = []
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth = max(depth - 1, 0) }
            result.append((index, character, depth))
            previous = character
        }
        return result
    }

    /// The first `target` outside parentheses and brackets.
    private static func topLevel(_ target: Character, in text: String) -> String.Index? {
        depths(in: text).first { $0.character == target && $0.depth == 0 }?.index
    }

    /// The index of the `{` that opens the declaration's body.
    private static func topLevelBrace(in text: String) -> String.Index? { topLevel("{", in: text) }

    /// The index of an initial value's `=`.
    private static func topLevelEquals(in text: String) -> String.Index? { topLevel("=", in: text) }

    /// The colon that starts an inheritance clause.
    private static func firstTopLevelColon(in text: String) -> String.Index? { topLevel(":", in: text) }

    /// The words of a signature, split at top-level spaces.
    private static func words(ofSignature text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for (_, character, depth) in depths(in: text) {
            if character == " " && depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The type's words without its inheritance clause (`class UIView: UIResponder` → `class UIView`);
    /// a generic `where` clause stays.
    private static func dropInheritance(_ words: [String]) -> [String] {
        var kept: [String] = []
        var inClause = false, pastWhere = false
        for word in words {
            if word == "where" { inClause = false; pastWhere = true }
            if inClause { continue }
            if !pastWhere && word.hasSuffix(":") {
                kept.append(String(word.dropLast()))
                inClause = true
                continue
            }
            kept.append(word)
        }
        return kept
    }

    /// Single spaces, no space before a colon.
    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: " :", with: ":")
            .trimmingCharacters(in: .whitespaces)
    }
}
