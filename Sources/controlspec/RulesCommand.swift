import ArgumentParser
import ControlSpec

/// `controlspec rules`: lists the rule catalogue, or prints its documentation.
struct RulesCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules: identifier, default severity and summary."
    )

    /// Whether to print the full documentation (`docs/rules.md`) instead of the listing.
    @Flag(help: "Print the full rules documentation as Markdown (the source of docs/rules.md).")
    var markdown = false

    /// Prints the listing or the documentation.
    func run() {
        print(markdown ? RuleDocumentation.markdown() : RuleDocumentation.plainText(), terminator: "")
    }
}
