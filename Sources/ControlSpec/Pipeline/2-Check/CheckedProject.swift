/// One spec file after the check stage.
public struct CheckedFile: Sendable {
    /// The file as read.
    public var source: SourceFile
    /// Its own findings (the checked spec, when it has no errors, is in `CheckedProject.accepted`
    /// unless a project check refused it).
    public var diagnostics: [Diagnostic]
}

/// A spec the generate stage may turn into files: without errors, and clashing with no other.
public struct AcceptedSpec: Sendable {
    /// The file it was read from.
    public var file: SourceFile
    /// The checked spec.
    public var spec: ControlSpecification
}

/// Every file of a run after the check stage: each file's own findings, the findings of the
/// checks across files, and the specs that may be generated.
public struct CheckedProject: Sendable {
    /// Every file read, in discovery order.
    public var files: [CheckedFile]
    /// The findings of the checks across files (`duplicate-type-name`).
    public var projectFindings: [FileDiagnostic]
    /// The specs without errors that no project check refused, in discovery order.
    public var accepted: [AcceptedSpec]

    /// Every finding of every file, the project checks' included, sorted.
    public var findings: [FileDiagnostic] {
        (files.flatMap { file in file.diagnostics.map { FileDiagnostic(path: file.source.shownPath, diagnostic: $0) } } + projectFindings).sorted()
    }

    /// The shown paths of the files read, in discovery order.
    public var shownPaths: [String] { files.map(\.source.shownPath) }

    /// Whether every file read gave a spec that may be generated: no file has errors and no
    /// project check refused one.
    public var acceptsEveryFile: Bool { accepted.count == files.count }
}
