import ArgumentParser
import ControlSpec

/// `controlspec schema`: prints the JSON Schema of the spec format, or its key reference.
struct SchemaCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the spec format to standard output."
    )

    /// Whether to print the key reference (`docs/spec-reference.md`) instead of the schema.
    @Flag(help: "Print the key reference as Markdown (the source of docs/spec-reference.md).")
    var reference = false

    /// Prints the schema or the reference.
    func run() {
        print(reference ? SpecReference.markdown() : ControlSpecSchema.jsonText, terminator: "")
    }
}
