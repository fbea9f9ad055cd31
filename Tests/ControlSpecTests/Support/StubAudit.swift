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
    }

    /// One declaration of a stub file with its record.
    struct Entry {
        /// `UIKit/UIKitViews.swift:42`.
        var location: String
        /// The declaration's source line, trimmed.
        var source: String
        /// The record's fields; a field given twice keeps its last value.
        var record: [Field: String]
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
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let opened = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if codeDepth > 0 {
                codeDepth += opened
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
            entries.append(Entry(location: "\(file):\(index + 1)", source: line, record: record))
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

    /// Every problem of the stub files under `root`, by relative path.
    static func problems(inStubsAt root: URL) throws -> (entries: Int, problems: [Problem]) {
        var count = 0
        var problems: [Problem] = []
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let found = entries(in: text, file: file)
            count += found.count
            problems += found.flatMap(problems(of:))
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
