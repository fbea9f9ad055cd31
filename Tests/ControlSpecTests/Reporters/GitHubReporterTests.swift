import ControlSpec
import Testing

/// GitHub Actions workflow commands: escaping, severities, columns and notes.
@Suite struct GitHubReporterTests {
    @Test func dataEscapesPercentCarriageReturnAndLineFeedOnly() {
        #expect(WorkflowCommandEscaping.data("100%") == "100%25")
        #expect(WorkflowCommandEscaping.data("a\nb") == "a%0Ab")
        #expect(WorkflowCommandEscaping.data("a\rb") == "a%0Db")
        #expect(WorkflowCommandEscaping.data("a: b, c") == "a: b, c")
        #expect(WorkflowCommandEscaping.data("%0A") == "%250A")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(WorkflowCommandEscaping.property("a:b") == "a%3Ab")
        #expect(WorkflowCommandEscaping.property("a,b") == "a%2Cb")
        #expect(WorkflowCommandEscaping.property("50%,\r\n:") == "50%25%2C%0D%0A%3A")
        #expect(WorkflowCommandEscaping.property("größe <&>") == "größe <&>")
    }

    @Test func oneCommandPerFindingSortedWithSeverityNames() {
        let lines = GitHubReporter().render(ReporterSamples.all, files: []).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("::warning file=Knob.control.yaml,line=7,"))
        #expect(lines[1].hasPrefix("::notice file=Knob.control.yaml,line=9,"))
        #expect(lines[2].hasPrefix("::error file=specs/with space/a%2Cb.control.yaml,line=3,"))
        #expect(lines[3].isEmpty)
    }

    @Test func oneLineFindingGivesInclusiveColumnsAndNotesAsExtraLines() {
        #expect(GitHubReporter().render([ReporterSamples.error], files: []) == """
            ::error file=specs/with space/a%2Cb.control.yaml,line=3,col=5,endLine=3,endColumn=13,title=unknown-key::\
            unknown key 'lineWidht' in 'track'; did you mean 'lineWidth'?%0Aexpected one of 'lineWidth', 'color'%0A'track' starts here

            """)
    }

    @Test func messageIsEscapedAsData() {
        #expect(GitHubReporter().render([ReporterSamples.warning], files: []) == """
            ::warning file=Knob.control.yaml,line=7,col=7,endLine=7,endColumn=11,title=touch-target-size::\
            100%25 sure: a, b%0D%0Ac <d> & "e" — größe

            """)
    }

    @Test func findingAcrossLinesHasNoColumns() {
        #expect(GitHubReporter().render([ReporterSamples.note], files: []) == """
            ::notice file=Knob.control.yaml,line=9,endLine=11,title=long-animation::animation 'setValue' is long

            """)
    }

    @Test func spanEndingAtTheStartOfALineEndsOnTheLineBefore() {
        var item = ReporterSamples.note
        item.diagnostic.span.end = SourceLocation(line: 11, column: 1)
        #expect(GitHubReporter().render([item], files: []).hasPrefix("::notice file=Knob.control.yaml,line=9,endLine=10,title="))
    }

    @Test func noFindingsNoOutput() {
        #expect(GitHubReporter().render([], files: ["Knob.control.yaml"]) == "")
    }
}
