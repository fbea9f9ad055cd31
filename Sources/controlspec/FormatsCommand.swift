import ArgumentParser
import ControlSpec

/// `controlspec formats`: lists the report formats `--format` accepts.
struct FormatsCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "formats",
        abstract: "List the report formats of --format: name, file extension and summary, separated by tabs."
    )

    /// Prints the listing.
    func run() {
        print(ReportFormat.listing, terminator: "")
    }
}
