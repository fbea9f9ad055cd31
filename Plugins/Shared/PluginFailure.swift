/// Why a plugin cannot plan its work for a target.
enum PluginFailure: Error, CustomStringConvertible {
    /// Custom templates were found in more than one folder.
    case templatesInSeveralFolders([String])
    /// Two specs would generate a file of the same name.
    case sameGeneratedFile(String, specs: [String])
    /// A spec would generate a file named like one of the target's Swift files.
    case generatedFileClashesWithSource(String, spec: String, source: String)
    /// A spec or a Swift file of the target takes the name of the file of the kernel its controls share.
    case kernelFileTaken(String, by: String)

    /// The message shown by `swift build`, `swift package` or Xcode.
    var description: String {
        switch self {
        case .templatesInSeveralFolders(let folders):
            "custom templates (*.mustache) must all be in one folder of the target; found \(folders.joined(separator: ", "))"
        case .sameGeneratedFile(let fileName, let specs):
            "specs \(specs.joined(separator: " and ")) would both generate '\(fileName)'; rename one spec file"
        case .generatedFileClashesWithSource(let fileName, let spec, let source):
            "spec \(spec) would generate '\(fileName)', which \(source) already names; rename the spec file or the Swift file"
        case .kernelFileTaken(let fileName, let path):
            "\(path) takes '\(fileName)', the file of the kernel the target's controls share; rename it"
        }
    }
}
