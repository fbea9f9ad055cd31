import ArgumentParser
import ControlSpec

/// `controlspec schema`: prints the JSON Schema of the spec format.
struct SchemaCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the spec format to standard output."
    )

    /// Prints the schema.
    func run() {
        print(ControlSpecSchema.jsonText, terminator: "")
    }
}
