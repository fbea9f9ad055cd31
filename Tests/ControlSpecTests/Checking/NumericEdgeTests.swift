import Foundation
import Testing
@testable import ControlSpec

/// Numbers at their edges in every numeric field of every kind (`SpecSlots`, walked from the
/// language's declaration), and the edges between fields (ranges, steps, angles, keyframe
/// times): each is refused with a located error, or accepted with output that holds no
/// `nan` or `inf` and Swift that parses. Never a trap.
@Suite struct NumericEdgeTests {
    /// One edge: a name and the number as the spec writes it (plain unless `quoted`).
    struct Edge: Sendable {
        var name: String
        var number: String
        var quoted = false
    }

    /// The edges every numeric field gets.
    static let edges: [Edge] = [
        Edge(name: "NaN", number: ".nan"),
        Edge(name: "+inf", number: ".inf"),
        Edge(name: "-inf", number: "-.inf"),
        Edge(name: "1e308", number: "1e308"),
        Edge(name: "-1e308", number: "-1e308"),
        Edge(name: "overflowing 1e400", number: "1e400"),
        Edge(name: "smallest subnormal", number: "5e-324"),
        Edge(name: "-0", number: "-0"),
        Edge(name: "2^63", number: "9223372036854775808"),
        Edge(name: "2^64+1", number: "18446744073709551617"),
        Edge(name: "largest limit", number: "1e12"),
        Edge(name: "just past the limit", number: "1000000000001"),
        Edge(name: "hexadecimal", number: "0x10"),
        Edge(name: "huge hexadecimal", number: "0xFFFFFFFFFFFFFFFFFFFF"),
        Edge(name: "octal", number: "0o17"),
        Edge(name: "underscored", number: "1_000"),
        Edge(name: "number as text", number: "5", quoted: true),
        Edge(name: "negative", number: "-1"),
    ]

    /// The text of `number` as a value of `type`, with the type's unit or form; `nil` for a type
    /// that holds no number.
    static func value(_ number: String, as type: ValueType) -> String? {
        switch type {
        case .number, .integer, .length, .relativeLength: number
        case .angle: "\(number)deg"
        case .duration: "\(number)s"
        case .size: "\(number)x\(number)"
        case .point: "[\(number), \(number)]"
        case .color, .stateColor: "rgb(\(number), 0, 0)"
        case .easing: "cubic-bezier(0.2, \(number), 0.2, 1)"
        case .assignments: number
        case .oneOrMany(let element), .array(let element, _): value(number, as: element)
        default: nil
        }
    }

    /// One spec to lint: a name and its text.
    struct Case: Sendable {
        var name: String
        var text: String
    }

    /// Every edge in every numeric slot.
    static func fieldCases() throws -> [Case] {
        try SpecSlots.all().flatMap { slot, tree -> [Case] in
            guard slot.form == .value, value("0", as: slot.type) != nil else { return [] }
            let marked = slot.marked(tree)
            return edges.compactMap { edge in
                guard let text = value(edge.number, as: slot.type) else { return nil }
                let plain = !edge.quoted && !text.contains(",") || text.hasPrefix("[")
                let written = marked.yaml(replacingMarkerWith: text, plain: plain)
                return Case(name: "\(edge.name) in \(slot)", text: written.text)
            }
        }
    }

    /// The edges between fields, on the bundled specs: each row edits keys of one spec.
    static let relationRows: [(name: String, spec: String, edits: [(path: [SpecTree.Step], value: String)])] = {
        func at(_ keys: String...) -> [SpecTree.Step] { keys.map { Int($0).map(SpecTree.Step.index) ?? .key($0) } }
        let knob = "Specs/Knob.control.yaml", slider = "Specs/RangeSlider.control.yaml", button = "Specs/FastCartButton.control.yaml"
        var rows: [(String, String, [([SpecTree.Step], String)])] = []
        for spec in [knob, slider] {
            rows += [
                ("min > max", spec, [(at("value", "min"), "10"), (at("value", "max"), "1")]),
                ("min = max", spec, [(at("value", "min"), "1"), (at("value", "max"), "1")]),
                ("range wider than a Double (-1e308…1e308)", spec, [(at("value", "min"), "-1e308"), (at("value", "max"), "1e308")]),
                ("range at the limits (-1e12…1e12)", spec, [(at("value", "min"), "-1e12"), (at("value", "max"), "1e12")]),
                ("tiny range", spec, [(at("value", "min"), "0"), (at("value", "max"), "5e-324")]),
                ("step 0", spec, [(at("value", "step"), "0")]),
                ("negative step", spec, [(at("value", "step"), "-1")]),
                ("step larger than the range", spec, [(at("value", "step"), "1000")]),
                ("step past the limit", spec, [(at("value", "step"), "1e300")]),
                ("subnormal step", spec, [(at("value", "step"), "5e-324")]),
            ]
        }
        rows += [
            ("angles past 360°", knob, [(at("angles", "start"), "-720deg"), (at("angles", "end"), "720deg")]),
            ("angles reversed", knob, [(at("angles", "start"), "135deg"), (at("angles", "end"), "-135deg")]),
            ("angles equal", knob, [(at("angles", "start"), "10deg"), (at("angles", "end"), "10deg")]),
            ("angles at the limit", knob, [(at("angles", "start"), "-1e12deg"), (at("angles", "end"), "1e12deg")]),
            ("keyframe times out of order", button, [(at("states", "up", "animation", "keyframes", "0", "at"), "0.9")]),
            ("keyframe times duplicated", button, [(at("states", "up", "animation", "keyframes", "1", "at"), "0")]),
            ("keyframe time below 0", button, [(at("states", "up", "animation", "keyframes", "0", "at"), "-0.5")]),
            ("keyframe time above 1", button, [(at("states", "up", "animation", "keyframes", "4", "at"), "1.5")]),
            ("keyframe length past the end", button, [(at("states", "up", "animation", "keyframes", "4", "for"), "5")]),
            ("keyframe jitter 1e300", button, [(at("states", "up", "animation", "keyframes", "2", "set", "cart.x"), "1 ± 1e300")]),
            ("animated value 1e12 with jitter 1e12", button, [(at("states", "up", "animation", "keyframes", "2", "set", "cart.x"), "1e12 ± 1e12")]),
            ("duration at the limit", button, [(at("states", "up", "animation", "duration"), "3600s")]),
            ("duration just past the limit", button, [(at("states", "up", "animation", "duration"), "3600.001s")]),
            ("size at the limit", button, [(at("size"), "10000x10000")]),
            ("size just past the limit", button, [(at("size"), "10000.5x1")]),
        ]
        return rows
    }()

    /// The relation rows as specs to lint.
    static func relationCases() throws -> [Case] {
        try relationRows.map { row in
            var tree = try SpecTree.read(row.spec)
            for edit in row.edits { tree = tree.changing(at: edit.path) { _ in .scalar(edit.value, plain: true) } }
            return Case(name: "\(row.name) in \(row.spec)", text: tree.yaml(replacingMarkerWith: "", plain: true).text)
        }
    }

    @Test func everyNumericFieldHasEdgeCases() throws {
        let numericSlots = try SpecSlots.all().filter { $0.slot.form == .value && Self.value("0", as: $0.slot.type) != nil }
        #expect(numericSlots.count > 40, "the walk finds the numeric keys of every kind")
        for kind in ControlKinds.names {
            #expect(numericSlots.contains { $0.slot.kind == kind && $0.slot.declaration.hasSuffix(".size") }, "\(kind)")
        }
    }

    @Test func everyEdgeIsRefusedAtItsValueOrGivesFiniteParsingOutput() throws {
        let cases = try Self.fieldCases() + Self.relationCases()
        let templates = try #require(TemplateSet.make().set)
        var accepted: [(name: String, swift: String)] = []
        var refused = 0
        for edgeCase in cases {
            let result = Linter.lint(Array(edgeCase.text.utf8))
            if result.hasErrors {
                refused += 1
                let errors = result.diagnostics.filter { $0.severity == .error }
                // At the value, or at the key a relation involves (a track or thumb with no
                // room in a tiny size, a key a step of 0 makes pointless), which may be elsewhere.
                let located = errors.contains { $0.span.start != .start }
                #expect(located, "\(edgeCase.name): refused without a location: \(errors.map { "\($0.span): \($0.message)" })")
                continue
            }
            let spec = try #require(result.spec, "\(edgeCase.name)")
            let source = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "Edge.control.yaml"), templates: templates)
            let previews = PreviewGenerator.previews(spec, specPath: "Edge.control.yaml")
            for text in [source.text, GalleryPage.html([previews])] + previews.images.map(\.svg) {
                #expect(!NonFiniteNumbers.found(in: text), "\(edgeCase.name): a non-finite number reached the output")
            }
            for image in previews.images {
                if case .failure(let error) = MarkupReader.read(image.svg) { Issue.record("\(edgeCase.name): \(image.fileName) line \(error.line): \(error.message)") }
            }
            accepted.append((edgeCase.name, source.text))
        }
        #expect(refused > 0 && !accepted.isEmpty, "\(refused) refused, \(accepted.count) accepted")
        try Self.checkParses(accepted)
    }

    /// Runs one `swiftc -parse` over every distinct accepted file.
    static func checkParses(_ sources: [(name: String, swift: String)]) throws {
        var distinct: [String: String] = [:]
        for source in sources where distinct[source.swift] == nil { distinct[source.swift] = source.name }
        let files = try GeneratedCodeHarness.write(distinct.keys.enumerated().map { GeneratedSource(fileName: "Edge\($0.offset).swift", text: $0.element) })
        let result = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-parse", "-swift-version", "6"] + files.map(\.path))
        #expect(result.status == 0, "\(distinct.count) files parse: \(result.output.prefix(3000))")
        if let folder = files.first?.deletingLastPathComponent() { try? FileManager.default.removeItem(at: folder) }
    }
}
