/// Renders findings as a SARIF 2.1.0 log that GitHub code scanning accepts: one run whose driver
/// lists the rules used (sorted by identifier) and one result per finding (sorted).
///
/// Columns count Unicode scalars, so the run says `"columnKind": "unicodeCodePoints"`; a region's
/// `endColumn` is exclusive in SARIF as in controlspec. Paths become relative URI references with
/// every character outside RFC 3986's unreserved set percent-encoded. Notes are appended to the
/// message, one per line, and those with their own span are also `relatedLocations`; a fix-it
/// becomes a `fixes` entry; the key path becomes a logical location.
public struct SARIFReporter: Reporter {
    /// The JSON Schema the log names in `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Creates a reporter.
    public init() {}

    /// The log for `diagnostics`; the files add nothing to this format.
    public func render(_ diagnostics: [FileDiagnostic], files: [String]) -> String {
        let sorted = diagnostics.sorted()
        let ruleIDs = Array(Set(sorted.map(\.diagnostic.ruleID))).sorted()
        let ruleIndices = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let driver = JSONValue.object([
            "name": .string(ControlSpecVersion.name),
            "version": .string(ControlSpecVersion.current),
            "semanticVersion": .string(ControlSpecVersion.current),
            "informationUri": .string(ControlSpecVersion.informationURI),
            "rules": .array(ruleIDs.map(Self.rule)),
        ])
        let run = JSONValue.object([
            "tool": .object(["driver": driver]),
            "columnKind": "unicodeCodePoints",
            "results": .array(sorted.map { Self.result($0, ruleIndex: ruleIndices[$0.diagnostic.ruleID]!) }),
        ])
        return JSONValue.object([
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": .array([run]),
        ]).prettyText
    }

    /// The reporting descriptor of the rule `id`, from the catalogue (an unknown identifier, which
    /// the catalogue tests rule out, still gets a descriptor with its identifier).
    static func rule(_ id: String) -> JSONValue {
        guard let rule = Rule.named(id) else { return .object(["id": .string(id)]) }
        return .object([
            "id": .string(rule.id),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object(["text": .string(rule.rationale), "markdown": .string(rule.rationale)]),
            "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
            "properties": .object(["tags": .strings([rule.category.rawValue])]),
        ])
    }

    /// One finding as a SARIF result.
    static func result(_ item: FileDiagnostic, ruleIndex: Int) -> JSONValue {
        let diagnostic = item.diagnostic
        let uri = uri(forPath: item.path)
        let text = ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "\n")
        let related = diagnostic.notes.compactMap { note in note.span.map { (note.message, $0, note.path.map(Self.uri(forPath:)) ?? uri) } }
        let logical = diagnostic.keyPath.map { JSONValue.array([.object(["fullyQualifiedName": .string($0)])]) }
        return .object([
            "ruleId": .string(diagnostic.ruleID),
            "ruleIndex": .number(Double(ruleIndex)),
            "level": .string(level(diagnostic.severity)),
            "message": .object(["text": .string(text)]),
            "locations": .array([.object(["physicalLocation": physicalLocation(uri, diagnostic.span), "logicalLocations": logical])]),
            "relatedLocations": related.isEmpty ? nil : .array(related.enumerated().map { index, note in
                .object([
                    "id": .number(Double(index + 1)),
                    "physicalLocation": physicalLocation(note.2, note.1),
                    "message": .object(["text": .string(note.0)]),
                ])
            }),
            "fixes": diagnostic.fixIt.map { fix($0, uri: uri) },
        ])
    }

    /// A fix-it as a one-element `fixes` array.
    static func fix(_ fixIt: FixIt, uri: String) -> JSONValue {
        .array([
            .object([
                "description": .object(["text": .string("replace with '\(fixIt.replacement)'")]),
                "artifactChanges": .array([
                    .object([
                        "artifactLocation": .object(["uri": .string(uri)]),
                        "replacements": .array([
                            .object(["deletedRegion": region(fixIt.span), "insertedContent": .object(["text": .string(fixIt.replacement)])])
                        ]),
                    ])
                ]),
            ])
        ])
    }

    /// A file and a region in it.
    static func physicalLocation(_ uri: String, _ span: SourceSpan) -> JSONValue {
        .object(["artifactLocation": .object(["uri": .string(uri)]), "region": region(span)])
    }

    /// A span as a SARIF region: 1-based lines and columns, `endColumn` exclusive.
    static func region(_ span: SourceSpan) -> JSONValue {
        .object([
            "startLine": .number(Double(span.start.line)),
            "startColumn": .number(Double(span.start.column)),
            "endLine": .number(Double(span.end.line)),
            "endColumn": .number(Double(span.end.column)),
        ])
    }

    /// SARIF's level for a severity: `error`, `warning` or `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a relative URI reference: `/` separates segments and every byte of the UTF-8
    /// text outside RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`) is percent-encoded
    /// with upper-case hex digits, so `with space/a,b.yaml` becomes `with%20space/a%2Cb.yaml`.
    static func uri(forPath path: String) -> String {
        var uri = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return uri
    }
}
