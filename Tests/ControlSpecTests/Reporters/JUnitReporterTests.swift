import ControlSpec
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// JUnit XML: one suite per file, clean files passing, findings failing, text escaped.
@Suite struct JUnitReporterTests {
    @Test func cleanFilesPassAndFindingsFail() {
        #expect(JUnitReporter().render([ReporterSamples.error], files: ["clean.control.yaml", "specs/with space/a,b.control.yaml"]) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="controlspec" tests="2" failures="1" errors="0">
              <testsuite name="clean.control.yaml" tests="1" failures="0" errors="0">
                <testcase classname="clean.control.yaml" name="lint"/>
              </testsuite>
              <testsuite name="specs/with space/a,b.control.yaml" tests="1" failures="1" errors="0">
                <testcase classname="specs/with space/a,b.control.yaml" name="unknown-key at 3:5">
                  <failure message="unknown key &#39;lineWidht&#39; in &#39;track&#39;; did you mean &#39;lineWidth&#39;?" type="error">\
            specs/with space/a,b.control.yaml:3:5: error: unknown key &#39;lineWidht&#39; in &#39;track&#39;; did you mean &#39;lineWidth&#39;? [unknown-key]
            specs/with space/a,b.control.yaml:3:5: note: expected one of &#39;lineWidth&#39;, &#39;color&#39;
            specs/with space/a,b.control.yaml:2:1: note: &#39;track&#39; starts here</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func aFileNamedOnlyByAFindingStillGetsASuite() {
        let xml = JUnitReporter().render([ReporterSamples.warning], files: [])
        #expect(xml.contains("<testsuite name=\"Knob.control.yaml\" tests=\"1\" failures=\"1\" errors=\"0\">"))
    }

    @Test func specialCharactersAreEscapedAndTheDocumentParses() throws {
        var odd = ReporterSamples.warning
        odd.diagnostic.message += "\u{1}"
        let xml = JUnitReporter().render([odd, ReporterSamples.note, ReporterSamples.error], files: [])
        #expect(xml.contains("message=\"100% sure: a, b&#13;&#10;c &lt;d&gt; &amp; &quot;e&quot; — größe\u{FFFD}\" type=\"warning\""))
        #expect(xml.contains("type=\"note\""))
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = FailureMessages()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.messages.first == ReporterSamples.warning.diagnostic.message + "\u{FFFD}")
        #expect(collector.messages.count == 3)
    }

    @Test func noFilesAndNoFindingsIsAnEmptyReport() {
        #expect(JUnitReporter().render([], files: []) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="controlspec" tests="0" failures="0" errors="0">
            </testsuites>

            """)
    }
}

/// Collects the `message` attribute of every `<failure>` element a parser reads.
private final class FailureMessages: NSObject, XMLParserDelegate {
    /// The messages, in document order.
    var messages: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == "failure", let message = attributes["message"] {
            messages.append(message)
        }
    }
}
