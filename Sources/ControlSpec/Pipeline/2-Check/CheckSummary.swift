/// What the stages after the check need to know of an accepted spec without its checked model:
/// the type name the project checks compare, where the name is written, its kind (which decides
/// what the output folder's shared kernel holds), the images it names, and its own findings.
///
/// `compile` and `preview` record the summary of every spec they generate in their output
/// folders' manifests, under a key of the spec's bytes, the lint options and the tool
/// (`CheckSummary.key`). A rerun that finds a spec recorded under the same key skips checking it
/// (its findings would be the same again: checking depends on nothing else) and checks it only
/// if its files must be rendered again.
public struct CheckSummary: Hashable, Sendable {
    /// The key the spec was checked under, when the run records summaries (`compile`, `preview`).
    public var key: InputKey?
    /// The generated type's name.
    public var name: String
    /// Where the name is written in the spec.
    public var nameSpan: SourceSpan?
    /// The kind's name (`knob`).
    public var kind: String
    /// The images the spec names, which previews embed.
    public var assetNames: [String]
    /// The spec's own findings (warnings and notes: an accepted spec has no error).
    public var diagnostics: [Diagnostic]

    /// A summary from each of its values.
    public init(key: InputKey?, name: String, nameSpan: SourceSpan?, kind: String, assetNames: [String], diagnostics: [Diagnostic]) {
        self.key = key
        self.name = name
        self.nameSpan = nameSpan
        self.kind = kind
        self.assetNames = assetNames
        self.diagnostics = diagnostics
    }

    /// The summary of `spec`, checked under `key` with `diagnostics`.
    init(_ spec: ControlSpecification, key: InputKey?, diagnostics: [Diagnostic]) {
        self.init(key: key, name: spec.name, nameSpan: spec.sourceMap["name"], kind: spec.kind.name, assetNames: PreviewGenerator.assetNames(of: spec),
                  diagnostics: diagnostics)
    }

    /// The key of checking `bytes` with `options` by the tool `toolIdentity`: everything a
    /// spec's findings depend on.
    static func key(of bytes: [UInt8], options: LintOptions, toolIdentity: String) -> InputKey {
        key(ofSource: AcceptedSpec.sourceKey(of: bytes), after: checkingKey(options: options, toolIdentity: toolIdentity))
    }

    /// The start of every key of a run that checks with `options` by the tool `toolIdentity`:
    /// everything but the spec's bytes, made once per run (the options are written out as text).
    static func checkingKey(options: LintOptions, toolIdentity: String) -> InputKey {
        var key = InputKey()
        key.add(toolIdentity)
        key.add("check \(options.limits)")
        for rule in options.severityOverrides.keys.sorted() {
            key.add("\(rule)=\(options.severityOverrides[rule]!.map { "\($0)" } ?? "off")")
        }
        key.add(options.tokens.fingerprint)
        return key
    }

    /// The key of checking the spec whose bytes have the key `sourceKey`
    /// (`AcceptedSpec.sourceKey`, which the output keys start from too, so the bytes are read
    /// once), continuing `checkingKey`.
    static func key(ofSource sourceKey: InputKey, after checking: InputKey) -> InputKey {
        var key = checking
        key.add(sourceKey)
        return key
    }
}

/// The summaries of specs checked by an earlier run, by shown path, and the tool that checks now.
public struct RecordedChecks: Sendable {
    /// The identity of the running tool (`ToolIdentity`), part of every key.
    public var toolIdentity: String
    /// The summaries recorded, by the spec's shown path.
    var summaries: [String: CheckSummary]

    /// No summary recorded yet, for the tool `toolIdentity`.
    public init(toolIdentity: String) {
        self.toolIdentity = toolIdentity
        summaries = [:]
    }

    /// The summaries the manifests of `folders` record (`OutputManifest.recorded`), for the
    /// tool `toolIdentity`; the first folder's where two record the same spec.
    init(toolIdentity: String, manifests: [OutputManifest]) {
        self.init(toolIdentity: toolIdentity)
        for manifest in manifests {
            summaries.merge(manifest.checks) { first, _ in first }
        }
    }
}
