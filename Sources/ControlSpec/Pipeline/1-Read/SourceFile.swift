/// A spec file as the read stage found and read it.
public struct SourceFile: Sendable, Hashable {
    /// The path to open: a command-line argument as given, or a folder argument joined with the
    /// names below it.
    public var path: String
    /// The path as diagnostics and generated headers show it: relative to the working directory,
    /// or absolute when the run asks for absolute paths.
    public var shownPath: String
    /// The file's first bytes, up to the input limit plus one (so a file that is too large is
    /// refused without being read whole).
    public var bytes: [UInt8]

    /// Creates a source file.
    public init(path: String, shownPath: String, bytes: [UInt8]) {
        self.path = path
        self.shownPath = shownPath
        self.bytes = bytes
    }

    /// The file with no bytes: what the stages after the check keep of it.
    var withoutBytes: SourceFile {
        SourceFile(path: path, shownPath: shownPath, bytes: [])
    }
}
