/// One spec file after the check stage.
public struct CheckedFile: Sendable {
    /// The file as read, without its bytes (the check stage lets them go once checked).
    public var source: SourceFile
    /// Its own findings (the checked spec, when it has no errors, is in `CheckedProject.accepted`
    /// unless a project check refused it).
    public var diagnostics: [Diagnostic]
}

/// A spec the generate stage may turn into files: without errors, and clashing with no other.
public struct AcceptedSpec: Sendable {
    /// The file it was read from: with its bytes only when `spec` is `nil`, for `model()` to
    /// check it again; the check stage lets the others' bytes go.
    public var file: SourceFile
    /// The key of the file's bytes alone, made while they were at hand: the keys of its output
    /// files start from it (`InputKey`).
    public var sourceKey: InputKey
    /// The checked spec, without its source map: the check stage keeps it for the specs of the
    /// first `Pipeline.keptModels` files it checks, and not for the others, nor for one whose
    /// check an earlier run's record let it skip (`model()` checks those when their files must
    /// be made).
    public var spec: ControlSpecification? {
        get { kept?.model }
        set { kept = newValue.map(KeptModel.init) }
    }
    /// `spec`, boxed: a model is 160 bytes before what it points to, and the check stage holds
    /// ten thousand accepted specs twice for a moment as it collects them.
    private var kept: KeptModel?

    /// Takes the kept model, boxed, leaving none.
    mutating func takeModel() -> KeptModel? {
        defer { kept = nil }
        return kept
    }
    /// What the later stages need to know of it without the model.
    public var summary: CheckSummary
    /// The options it was checked with.
    var options: LintOptions

    /// A checked spec, checked with `options` under `key`, with its own findings `diagnostics`.
    public init(file: SourceFile, spec: ControlSpecification, key: InputKey? = nil, diagnostics: [Diagnostic] = [], options: LintOptions = LintOptions()) {
        self.file = file
        sourceKey = Self.sourceKey(of: file.bytes)
        kept = KeptModel(spec)
        summary = CheckSummary(spec, key: key, diagnostics: diagnostics)
        self.options = options
    }

    /// A spec checked clean (now, or by an earlier run under `summary`'s key), with the model the
    /// check stage keeps for it, if any (`forGeneration`): without one, `model()` checks it again
    /// when it is needed, from `file`'s bytes. `sourceKey` is the key of those bytes.
    init(file: SourceFile, sourceKey: InputKey, summary: CheckSummary, model: ControlSpecification? = nil, options: LintOptions) {
        self.file = file
        self.sourceKey = sourceKey
        kept = model.map(KeptModel.init)
        self.summary = summary
        self.options = options
    }

    /// The checked spec: the one kept, or the spec checked now, without its source map
    /// (`forGeneration`); `nil` only if that check finds errors, which means the record its first
    /// check was skipped for did not describe this spec.
    public func model() -> ControlSpecification? {
        spec ?? Linter.lint(file.bytes, options: options).spec.map(Self.forGeneration)
    }

    /// The key of `bytes` alone, which `sourceKey` holds.
    static func sourceKey(of bytes: [UInt8]) -> InputKey {
        var key = InputKey()
        key.add(bytes)
        return key
    }

    /// `spec` as the generate stage needs it: without its source map, the span of every key,
    /// which only the checks read and which is most of a model's memory (about 6 of its 8 KB;
    /// about 1.7 KB is left).
    static func forGeneration(_ spec: ControlSpecification) -> ControlSpecification {
        var spec = spec
        spec.sourceMap = SourceMap()
        return spec
    }
}

/// A checked model, boxed (`AcceptedSpec.spec`).
final class KeptModel: Sendable {
    /// The model.
    let model: ControlSpecification

    /// `model`, boxed.
    init(_ model: ControlSpecification) {
        self.model = model
    }
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
