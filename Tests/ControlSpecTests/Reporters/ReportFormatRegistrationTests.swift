import Foundation
import Testing
@testable import ControlSpec

/// Every report format has what CONTRIBUTING.md lists for a new format, outside its reporter's
/// file and its case: a row in docs/ci.md's table and its name in docs/cli.md's usage lines; and
/// every reporter file is a format's reporter.
@Suite struct ReportFormatRegistrationTests {
    /// The reporters' folder.
    static let folder = "Sources/ControlSpec/Diagnostics/Reporters"

    @Test func everyReporterFileIsAFormatsReporter() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent(Self.folder).path)
        let reporterFiles = files.filter { $0.hasSuffix("Reporter.swift") && $0 != "Reporter.swift" }.sorted()
        let reporters = ReportFormat.allCases.map { "\(type(of: $0.reporter(colored: false))).swift" }.sorted()
        #expect(reporterFiles == reporters, "each file of \(Self.folder) named *Reporter.swift is the reporter of one ReportFormat case")
    }

    @Test(arguments: ReportFormat.allCases)
    func formatIsInTheCIGuidesTable(format: ReportFormat) throws {
        let text = try #require(PackagePaths.text(of: "docs/ci.md"))
        #expect(text.contains("\n| `\(format.rawValue)` "), "docs/ci.md's table of formats has no row for `\(format.rawValue)`")
    }

    @Test func theUsageLinesNameEveryFormat() throws {
        let text = try #require(PackagePaths.text(of: "docs/cli.md"))
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: "|")
        #expect(text.contains("[--format \(formats)]"), "docs/cli.md's usage lines do not read [--format \(formats)]")
    }
}
