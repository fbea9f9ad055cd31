import ArgumentParser
import ControlSpec

/// `controlspec templates`: shows the bundled templates so a user can fork one.
struct TemplatesCommand: ParsableCommand {
    /// The subcommand's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List or print the bundled code templates.",
        discussion: "To customise one: controlspec templates cat knob.swift > MyTemplates/knob.swift.mustache, edit it, " +
            "and pass --templates MyTemplates to compile.",
        subcommands: [List.self, Cat.self]
    )

    /// `controlspec templates list`.
    struct List: ParsableCommand {
        /// The subcommand's name and help.
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the bundled templates by name.")

        /// Prints one template name per line.
        func run() {
            for source in TemplateSource.bundled {
                print(source.name)
            }
        }
    }

    /// `controlspec templates cat NAME`.
    struct Cat: ParsableCommand {
        /// The subcommand's name and help.
        static let configuration = CommandConfiguration(commandName: "cat", abstract: "Print a bundled template.")

        /// The template's name, with or without `.mustache`.
        @Argument(help: "A template name from 'controlspec templates list'.")
        var name: String

        /// Checks the name exists.
        func validate() throws {
            guard source != nil else {
                let names = TemplateSource.bundled.map(\.name)
                throw ValidationError("no bundled template '\(name)'; the templates are \(names.joined(separator: ", "))")
            }
        }

        /// Prints the template's text as it is.
        func run() {
            print(source!.text, terminator: "")
        }

        private var source: TemplateSource? {
            let bare = name.hasSuffix(TemplateSource.fileExtension) ? String(name.dropLast(TemplateSource.fileExtension.count)) : name
            return TemplateSource.bundled.first { $0.name == bare }
        }
    }
}
