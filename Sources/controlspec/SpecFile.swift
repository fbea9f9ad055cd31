/// A spec file to lint, as found from the command-line arguments.
struct SpecFile: Hashable, Sendable {
    /// The path to open: the argument as given, or a directory argument joined with the names
    /// below it.
    var path: String
}
