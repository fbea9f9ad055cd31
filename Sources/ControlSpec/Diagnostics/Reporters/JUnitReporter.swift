/// Renders findings as JUnit XML, the report format CI systems show as test results:
///
/// ```xml
/// <testsuites name="controlspec" tests="2" failures="1" errors="0">
///   <testsuite name="Specs/Knob.control.yaml" tests="1" failures="1" errors="0">
///     <testcase classname="Specs/Knob.control.yaml" name="unknown-key at 25:3">
///       <failure message="unknown key 'lineWidht'" type="error">Specs/Knob.control.yaml:25:3: error: …</failure>
/// ```
///
/// One test suite per file, sorted by path: every file checked (a clean one holds one passing test
/// case named `lint`) and every file a finding names. Each finding, warnings and notes included, is
/// one failing test case whose `type` is its severity and whose body is the finding in the text
/// format; `errors` (JUnit's count of crashed tests) is always 0. Text is escaped by `MarkupEscaping`.
public struct JUnitReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// The XML document, ending in a newline.
    public func render(_ diagnostics: [FileDiagnostic], files: [String]) -> String {
        let byFile = Dictionary(grouping: diagnostics.sorted(), by: \.path)
        let paths = Set(files).union(byFile.keys).sorted()
        let suites = paths.map { Self.suite(path: $0, findings: byFile[$0] ?? []) }
        let tests = suites.reduce(0) { $0 + $1.tests }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(ControlSpecVersion.name)\" tests=\"\(tests)\" failures=\"\(diagnostics.count)\" errors=\"0\">\n"
        xml += suites.map(\.xml).joined()
        xml += "</testsuites>\n"
        return xml
    }

    /// The test suite of one file and its number of test cases.
    static func suite(path: String, findings: [FileDiagnostic]) -> (xml: String, tests: Int) {
        let name = MarkupEscaping.escaped(path, in: .attribute)
        var xml = "  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\">\n"
        if findings.isEmpty {
            xml += "    <testcase classname=\"\(name)\" name=\"lint\"/>\n"
        }
        for item in findings {
            let diagnostic = item.diagnostic
            let caseName = MarkupEscaping.escaped("\(diagnostic.ruleID) at \(diagnostic.span.start)", in: .attribute)
            let body = TextReporter(colored: false).render([item]).dropLast()
            xml += "    <testcase classname=\"\(name)\" name=\"\(caseName)\">\n"
            xml += "      <failure message=\"\(MarkupEscaping.escaped(diagnostic.message, in: .attribute))\" type=\"\(diagnostic.severity.rawValue)\">"
            xml += MarkupEscaping.escaped(String(body), in: .text) + "</failure>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n"
        return (xml, max(1, findings.count))
    }
}
