/// The compiler's stages, one folder each, in the order a run goes through them:
///
/// 1. `read` (`1-Read/`): command-line paths → `[SourceFile]`, the spec files found and read, each
///    with the path shown to the user; plus the configuration, a template folder and the images
///    next to the specs. File I/O.
/// 2. `check` (`2-Check/`): `[SourceFile]` → `CheckedProject`, every file's findings plus the
///    project checks across files, and the specs that may be generated. Pure.
/// 3. `generate` (`3-Generate/`): `CheckedProject` → `[OutputFile]`, the Swift files, the SVG
///    previews and the gallery. Pure.
/// 4. `write` (`4-Write/`): `[OutputFile]` → `WriteReport`, each file written safely into its
///    output folder. File I/O.
///
/// `Runs/` composes the stages into what `lint`, `compile` and `preview` do; the executable only
/// parses options, calls one of them, prints the `RunReport` and exits with its status.
public enum Pipeline {}

/// A problem of the tool itself rather than of a spec: a path that cannot be read, a folder
/// without specs, a file that cannot be written. Printed on standard error after
/// `controlspec: error: `; the run exits 2.
public struct ToolFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, lower-case, without a trailing period.
    public var message: String

    /// Creates a failure with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
