/// The output formats of `lint` and `compile` (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines for terminals, editors and Xcode.
    case text
    /// controlspec's own JSON document (`docs/ci.md` describes it).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands, which annotate the spec's lines in a run.
    case github
    /// JUnit XML, one test suite per file, for CI systems that show test reports.
    case junit

    /// The format used when none is chosen: `github` inside GitHub Actions (where the runner sets
    /// `GITHUB_ACTIONS=true`), `text` elsewhere.
    public static func automatic(environment: [String: String]) -> ReportFormat {
        environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }

    /// The format in a few words, for `controlspec formats`.
    public var summary: String {
        switch self {
        case .text: "compiler-style lines for terminals, editors and Xcode"
        case .json: "controlspec's own JSON document"
        case .sarif: "SARIF 2.1.0, for GitHub code scanning and other SARIF viewers"
        case .github: "GitHub Actions workflow commands, which annotate the spec's lines in a run"
        case .junit: "JUnit XML, one test suite per file, for CI systems that show test reports"
        }
    }

    /// The file extension of a report saved in this format (`Tests/Goldens/Reporters/lint.<extension>`).
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .sarif: "sarif"
        case .github: "github"
        case .junit: "junit.xml"
        }
    }

    /// One line per format: its name, its file extension and its summary, separated by tabs.
    /// `scripts/update-generated` and the reporter golden tests read the formats from here, so
    /// a new format needs its reporter and its case only.
    public static var listing: String {
        allCases.map { "\($0.rawValue)\t\($0.fileExtension)\t\($0.summary)\n" }.joined()
    }

    /// The reporter of this format; `colored` matters to `text` only.
    public func reporter(colored: Bool) -> any Reporter {
        switch self {
        case .text: TextReporter(colored: colored)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        }
    }
}
