/// Prints what `preview --check` found, in the format of `--format`: the findings as the findings
/// reporter of that format prints them, then the previews that differ. `text`, `json` and
/// `github` only; the other formats have no place for previews.
public struct PreviewCheckReporter: Sendable {
    /// The formats `preview --check` prints.
    public static let formats: [ReportFormat] = [.text, .json, .github]
    /// The changes of one file printed by `text` and `github`; JSON lists them all.
    static let shownChanges = 20

    /// The chosen format.
    let format: ReportFormat
    /// Whether `text` colours severities.
    let colored: Bool

    /// The reporter for `format`, or `nil` when `preview --check` cannot print it.
    public init?(format: ReportFormat, colored: Bool) {
        guard Self.formats.contains(format) else { return nil }
        self.format = format
        self.colored = colored
    }

    /// The whole report, ending with a newline; empty in `text` and `github` when there is
    /// nothing to report.
    public func render(_ report: PreviewCheckReport) -> String {
        let findings = report.run.findings
        switch format {
        case .json:
            return JSONReporter.document(findings, adding: [JSONMember("previews", Self.json(report))]).prettyText
        case .github:
            return GitHubReporter().render(findings, files: report.run.files) + Self.annotations(report)
        default:
            return TextReporter(colored: colored).render(findings) + Self.text(report)
        }
    }

    /// `Knob-maximum.svg: changed (Specs/Knob.control.yaml)`, each change on a line of its own
    /// after the file's name, then the specs not compared and a summary.
    static func text(_ report: PreviewCheckReport) -> String {
        guard let comparison = report.comparison else { return "" }
        var lines: [String] = []
        for entry in comparison.entries {
            lines.append("\(entry.name): \(entry.status.rawValue)" + (entry.specPath.map { " (\($0))" } ?? ""))
            lines += shown(entry.changes).map { "\(entry.name): \($0)" }
        }
        lines += report.specsNotCompared.map { "\($0): previews not compared: the spec was refused" }
        if !comparison.isIdentical {
            lines.append("previews differ from '\(report.folder)': \(counts(comparison))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One notice per spec with changed previews, on the spec's file; one without a file for
    /// the gallery and for files no spec is known for.
    static func annotations(_ report: PreviewCheckReport) -> String {
        guard let comparison = report.comparison else { return "" }
        var specs: [String?] = []
        for entry in comparison.entries where !specs.contains(entry.specPath) { specs.append(entry.specPath) }
        specs.sort { ($0 ?? "\u{10FFFF}") < ($1 ?? "\u{10FFFF}") }
        return specs.map { spec in
            let entries = comparison.entries.filter { $0.specPath == spec }
            let message = entries.flatMap { entry in
                ["\(entry.name) \(entry.status.rawValue)"] + shown(entry.changes).map { "  " + $0 }
            }.joined(separator: "\n")
            let file = spec.map { "file=\(WorkflowCommandEscaping.property($0))," } ?? ""
            return "::notice \(file)title=\(WorkflowCommandEscaping.property("previews changed"))::\(WorkflowCommandEscaping.data(message))\n"
        }.joined()
    }

    /// The `previews` member of the JSON document.
    static func json(_ report: PreviewCheckReport) -> JSONValue {
        let comparison = report.comparison
        func count(_ status: PreviewComparison.Entry.Status) -> JSONValue { .number(Double(comparison?.count(status) ?? 0)) }
        return .object([
            "folder": .string(report.folder),
            "compared": .bool(comparison != nil),
            "changed": count(.changed),
            "added": count(.added),
            "removed": count(.removed),
            "unchanged": .number(Double(comparison?.unchanged.count ?? 0)),
            "notCompared": .strings(report.specsNotCompared),
            "files": .array((comparison?.entries ?? []).map { entry in
                .object([
                    "name": .string(entry.name),
                    "status": .string(entry.status.rawValue),
                    "spec": entry.specPath.map(JSONValue.string),
                    "changes": .array(entry.changes.map(change)),
                ])
            }),
        ])
    }

    /// One change as a JSON object.
    private static func change(_ change: MarkupChange) -> JSONValue {
        .object([
            "kind": .string(change.kind.rawValue),
            "element": change.element.isEmpty ? nil : .string(change.element),
            "attribute": change.attribute.map(JSONValue.string),
            "old": change.old.map(JSONValue.string),
            "new": change.new.map(JSONValue.string),
            "description": .string(change.description),
        ])
    }

    /// The first `shownChanges` changes as text, and how many more there are.
    private static func shown(_ changes: [MarkupChange]) -> [String] {
        let lines = changes.prefix(shownChanges).map(\.description)
        return changes.count > shownChanges ? lines + ["… and \(changes.count - shownChanges) more changes"] : lines
    }

    /// `1 changed, 2 added, 0 removed, 14 unchanged`.
    static func counts(_ comparison: PreviewComparison) -> String {
        PreviewComparison.Entry.Status.allCases.map { "\(comparison.count($0)) \($0.rawValue)" }.joined(separator: ", ")
            + ", \(comparison.unchanged.count) unchanged"
    }
}
