import ArgumentParser
import ControlSpec

/// The `controlspec` command: compiles and lints YAML control specs.
@main
struct ControlSpecCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "controlspec",
        abstract: "Compile and lint YAML specs of custom iOS controls.",
        version: ControlSpecVersion.current,
        subcommands: [CompileCommand.self, KernelCommand.self, LintCommand.self, PreviewCommand.self, SchemaCommand.self, RulesCommand.self,
            FormatsCommand.self, TemplatesCommand.self, ConfigCommand.self, TokensCommand.self, LSPCommand.self]
    )

    /// Tunes the allocator (`AllocatorTuning`), then parses the command line and runs the command.
    static func main() {
        AllocatorTuning.apply()
        main(nil)
    }
}
