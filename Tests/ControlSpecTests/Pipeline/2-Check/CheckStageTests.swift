import Testing
@testable import ControlSpec

/// The check stage: each file's own findings, the project checks across files, and which specs
/// may be generated.
@Suite struct CheckStageTests {
    /// A source file holding `text`, shown as `path`.
    static func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, shownPath: path, bytes: Array(text.utf8))
    }

    static let knob = Rule.minimalKnob, slider = Rule.minimalSlider
    static let broken = Rule.minimalKnob.replacingOccurrences(of: "max: 1", with: "max: -1")

    @Test func everyFindingOfEveryFileAndOfTheProjectIsReportedSorted() {
        let project = Pipeline.check([Self.source("b.control.yaml", Self.knob), Self.source("a.control.yaml", Self.broken), Self.source("c.control.yaml", Self.knob)])
        #expect(project.findings.map { "\($0.path) \($0.diagnostic.ruleID)" } == [
            "a.control.yaml value-range", "b.control.yaml duplicate-type-name", "c.control.yaml duplicate-type-name",
        ])
        #expect(project.shownPaths == ["b.control.yaml", "a.control.yaml", "c.control.yaml"])
    }

    @Test func onlySpecsWithoutErrorsAndWithoutClashesAreAccepted() {
        let project = Pipeline.check([Self.source("knob.control.yaml", Self.knob), Self.source("bad.control.yaml", Self.broken), Self.source("slider.control.yaml", Self.slider)])
        #expect(project.accepted.map(\.file.shownPath) == ["knob.control.yaml", "slider.control.yaml"])
        #expect(!project.acceptsEveryFile)
        #expect(Pipeline.check([Self.source("knob.control.yaml", Self.knob), Self.source("slider.control.yaml", Self.slider)]).acceptsEveryFile)
    }

    /// The check stage keeps each accepted spec's summary, and the models of the first files
    /// only, without their source maps (which only the checks read); the model made again when
    /// it is needed is the one the check made, without its source map too.
    @Test func acceptedSpecsKeepTheirSummaryAndGiveTheSameModelAgain() throws {
        let files = [Self.source("knob.control.yaml", Self.knob), Self.source("slider.control.yaml", Self.slider)]
        #expect(Pipeline.check(files).accepted.allSatisfy { $0.spec != nil }, "a small project keeps every model")
        let project = Pipeline.check(files, keptModels: 1)
        #expect(project.accepted.map { $0.spec != nil } == [true, false])
        #expect(project.accepted.map(\.summary.name) == ["Dial", "PriceRange"])
        for entry in project.accepted {
            let again = try #require(entry.model())
            var checked = try #require(Linter.lint(entry.file.bytes).spec)
            #expect(entry.summary.nameSpan == checked.sourceMap["name"])
            #expect(!checked.sourceMap.isEmpty && again.sourceMap.isEmpty)
            checked.sourceMap = [:]
            #expect(String(reflecting: again) == String(reflecting: checked))
        }
    }

    @Test func theConfiguredSeveritiesApply() {
        let small = Rule.touchTargetSize.triggering[0].bytes
        let file = SourceFile(path: "s.control.yaml", shownPath: "s.control.yaml", bytes: small)
        #expect(Pipeline.check([file]).findings.contains { $0.diagnostic.ruleID == Rule.touchTargetSize.id })
        #expect(!Pipeline.check([file], options: LintOptions(severityOverrides: [Rule.touchTargetSize.id: Severity?.none])).findings.contains { $0.diagnostic.ruleID == Rule.touchTargetSize.id })
    }
}
