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

    /// The check stage keeps each accepted spec's summary and its model, without its source map
    /// (which only the checks read), and lets the files' bytes go, keeping only their key. The
    /// check `lint` runs keeps the bytes instead of the models, as do the files past the first
    /// `Pipeline.keptModels`, and the model made from them again is the one the check made.
    @Test func acceptedSpecsKeepTheirSummaryAndModelAndLetTheirBytesGo() throws {
        let files = [Self.source("knob.control.yaml", Self.knob), Self.source("slider.control.yaml", Self.slider)]
        let project = Pipeline.check(files)
        #expect(project.accepted.map(\.summary.name) == ["Dial", "PriceRange"])
        #expect(project.accepted.allSatisfy { $0.spec != nil && $0.file.bytes.isEmpty })
        #expect(project.files.allSatisfy { $0.source.bytes.isEmpty })
        #expect(project.accepted.map(\.sourceKey) == files.map { AcceptedSpec.sourceKey(of: $0.bytes) })
        #expect(project.accepted[0].sourceKey != project.accepted[1].sourceKey)
        let linted = Pipeline.check(files, keptModels: 0)
        #expect(linted.accepted.map(\.file.bytes) == files.map(\.bytes))
        #expect(linted.accepted.allSatisfy { $0.spec == nil })
        let firstKept = Pipeline.check(files, keptModels: 1)
        #expect(firstKept.accepted.map { $0.spec != nil } == [true, false])
        #expect(firstKept.accepted.map(\.file.bytes) == [[], files[1].bytes])
        for (kept, again) in zip(project.accepted, linted.accepted) {
            let model = try #require(kept.model()), remade = try #require(again.model())
            var checked = try #require(Linter.lint(again.file.bytes).spec)
            #expect(kept.summary.nameSpan == checked.sourceMap["name"])
            #expect(!checked.sourceMap.isEmpty && model.sourceMap.isEmpty && remade.sourceMap.isEmpty)
            checked.sourceMap = SourceMap()
            #expect(String(reflecting: model) == String(reflecting: checked))
            #expect(String(reflecting: remade) == String(reflecting: checked))
        }
    }

    @Test func theConfiguredSeveritiesApply() {
        let small = Rule.touchTargetSize.triggering[0].bytes
        let file = SourceFile(path: "s.control.yaml", shownPath: "s.control.yaml", bytes: small)
        #expect(Pipeline.check([file]).findings.contains { $0.diagnostic.ruleID == Rule.touchTargetSize.id })
        #expect(!Pipeline.check([file], options: LintOptions(severityOverrides: [Rule.touchTargetSize.id: Severity?.none])).findings.contains { $0.diagnostic.ruleID == Rule.touchTargetSize.id })
    }
}
