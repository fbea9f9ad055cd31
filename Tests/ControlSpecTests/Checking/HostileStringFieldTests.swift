import Foundation
import Testing
@testable import ControlSpec

/// Every hostile string (`HostileStrings`) in every field of every kind (`SpecSlots`, walked
/// from the language's declaration): refused with an error at the value, or accepted and then
/// harmless — the generated Swift parses to the same syntax tree as a benign twin's apart from
/// string literal values, and every preview and the gallery have the twin's element structure
/// and nothing that runs code or fetches anything (`MarkupSafety`).
@Suite struct HostileStringFieldTests {
    /// The slots, found once.
    static let allSlots: [(slot: SpecSlot, tree: SpecTree)] = (try? SpecSlots.all()) ?? []

    /// The slots that hold text (a hostile string in a number's place is refused as a wrong
    /// type before any text check runs).
    static let slots = allSlots.filter { $0.slot.type.holdsText || $0.slot.form == .entryName }

    @Test func theSlotsCoverEveryDeclaredKeyOfEveryKind() {
        let covered = Set(Self.allSlots.map { "\($0.slot.kind) \($0.slot.declaration)" })
        let missing = SpecSlots.declared().subtracting(covered)
        #expect(missing.isEmpty, "keys no spec of the corpus reaches (add a variant spec that writes an object of their type): \(missing.sorted())")
        #expect(HostileStrings.all.count >= 40)
    }

    /// What linting one hostile spec gave.
    struct Outcome: Sendable {
        /// The slot and the hostile string's index.
        var slot: Int, hostile: Int
        /// Whether the spec was accepted.
        var accepted: Bool
        /// A problem with the refusal: no error at the value.
        var problem: String?
    }

    @Test func everyHostileStringInEveryFieldIsRefusedAtItsValueOrHarmless() throws {
        let slots = Self.slots
        let outcomes = Self.lintEverySlot(slots)
        let problems = outcomes.compactMap(\.problem)
        #expect(problems.isEmpty, "\(problems.count) refusals not located at the value, first: \(problems.prefix(5))")

        // The accepted strings, put together per spec file: one hostile spec per file and
        // string (each accepted slot holding the string) and its twin.
        var acceptedSlots: [String: [Int: [Int]]] = [:]
        for outcome in outcomes where outcome.accepted {
            acceptedSlots[slots[outcome.slot].slot.specPath, default: [:]][outcome.hostile, default: []].append(outcome.slot)
        }
        let templates = try #require(TemplateSet.make().set)
        var pairs: [(name: String, hostileText: String, hostile: Output, twin: Output)] = []
        var twins: [[Int]: Output] = [:]
        for (specPath, byString) in acceptedSlots.sorted(by: { $0.key < $1.key }) {
            for (hostileIndex, slotIndices) in byString.sorted(by: { $0.key < $1.key }) {
                let tree = slotIndices.reduce(slots[slotIndices[0]].tree) { slots[$1].slot.marked($0) }
                let hostile = HostileStrings.all[hostileIndex]
                // Strings some fields accept alone but not together (`class` as a part's id and
                // group) are checked one field at a time.
                let groups = try Self.output(of: tree, value: hostile.text, templates: templates) == nil ? slotIndices.map { [$0] } : [slotIndices]
                for group in groups {
                    let tree = group.reduce(slots[group[0]].tree) { slots[$1].slot.marked($0) }
                    let name = "'\(hostile.name)' in \(group.map { slots[$0].slot.declaration }) of \(specPath)"
                    guard let output = try Self.output(of: tree, value: hostile.text, templates: templates) else {
                        Issue.record("\(name): accepted, then refused")
                        continue
                    }
                    if twins[group] == nil { twins[group] = try Self.output(of: tree, value: HostileStrings.twin, templates: templates) }
                    guard let twin = twins[group] else {
                        Issue.record("\(name): the benign twin is refused")
                        continue
                    }
                    pairs.append((name, hostile.text, output, twin))
                }
            }
        }
        #expect(!pairs.isEmpty, "some text fields accept hostile strings, and their output is checked")
        for pair in pairs { Self.checkMarkup(pair.hostile, against: pair.twin, name: pair.name) }
        try Self.checkSwift(pairs)
    }

    /// Lints each hostile string in each slot, on every core.
    static func lintEverySlot(_ slots: [(slot: SpecSlot, tree: SpecTree)]) -> [Outcome] {
        let marked = slots.map { $0.slot.marked($0.tree) }
        let count = HostileStrings.all.count
        let results = OutcomeBox(count: slots.count * count)
        DispatchQueue.concurrentPerform(iterations: slots.count) { slotIndex in
            for (hostileIndex, hostile) in HostileStrings.all.enumerated() {
                let (text, range) = marked[slotIndex].yaml(replacingMarkerWith: hostile.text, plain: false)
                let result = Linter.lint(Array(text.utf8))
                var outcome = Outcome(slot: slotIndex, hostile: hostileIndex, accepted: !result.hasErrors)
                if result.hasErrors, let range {
                    let object = slots[slotIndex].slot.parentKeyPath
                    let located = result.diagnostics.contains { diagnostic in
                        diagnostic.severity == .error && diagnostic.span.start.line == 1
                            && (diagnostic.span.start.column - 1 <= range.upperBound && diagnostic.span.end.column - 1 >= range.lowerBound
                                || diagnostic.keyPath.map { $0.hasPrefix(object) } == true)
                    }
                    if !located {
                        outcome.problem = "'\(hostile.name)' in \(slots[slotIndex].slot): \(result.diagnostics.filter { $0.severity == .error }.map { "\($0.span): \($0.message)" })"
                    }
                }
                results.set(outcome, at: slotIndex * count + hostileIndex)
            }
        }
        return results.values
    }

    /// The files made from one spec.
    struct Output {
        /// The generated Swift.
        var swift: String
        /// Each preview's SVG, then the gallery page.
        var markup: [(name: String, text: String, ownScripts: [String])]
    }

    /// The outputs of `tree` with `value` in its marked slots, or `nil` when it has errors.
    static func output(of tree: SpecTree, value: String, templates: TemplateSet) throws -> Output? {
        let text = tree.yaml(replacingMarkerWith: value, plain: false).text
        guard let spec = Linter.lint(Array(text.utf8)).spec, !Linter.lint(Array(text.utf8)).hasErrors else { return nil }
        let path = "Hostile.control.yaml"
        let source = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: path), templates: templates)
        let previews = PreviewGenerator.previews(spec, specPath: path)
        return Output(swift: source.text, markup: previews.images.map { ($0.fileName, $0.svg, []) }
                      + [("index.html", GalleryPage.html([previews]), GalleryPage.ownScripts)])
    }

    /// Each preview and the gallery read back, hold nothing unsafe and have the twin's elements.
    static func checkMarkup(_ hostile: Output, against twin: Output, name: String) {
        #expect(hostile.markup.map(\.name) == twin.markup.map(\.name), "\(name): the same files")
        for (file, twinFile) in zip(hostile.markup, twin.markup) {
            guard case .success(let document) = MarkupReader.read(file.text), case .success(let twinDocument) = MarkupReader.read(twinFile.text) else {
                Issue.record("\(name): \(file.name) does not read back as markup")
                continue
            }
            let problems = MarkupSafety.problems(in: document.root, ownScripts: file.ownScripts)
            #expect(problems.isEmpty, "\(name): \(file.name) holds \(problems)")
            #expect(structure(document.root) == structure(twinDocument.root), "\(name): \(file.name) has other elements than its twin's")
        }
    }

    /// The element names and attribute names of a tree, depth first.
    static func structure(_ element: MarkupElement) -> [String] {
        ["<\(element.name) \(element.attributes.map(\.name).joined(separator: " "))>"] + element.children.flatMap(structure) + ["</\(element.name)>"]
    }

    /// Parses every hostile file and its twin with one `swiftc -dump-parse` and compares their
    /// syntax trees with string literal values, capacities, addresses and source ranges taken out.
    static func checkSwift(_ pairs: [(name: String, hostileText: String, hostile: Output, twin: Output)]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        var twinFiles: [String: String] = [:]
        var fileOfTwin: [String] = []
        for (index, pair) in pairs.enumerated() {
            let hostileFile = folder.appendingPathComponent("h\(index).swift").path
            try Data(pair.hostile.swift.utf8).write(to: URL(fileURLWithPath: hostileFile))
            files.append(hostileFile)
            if let existing = twinFiles[pair.twin.swift] {
                fileOfTwin.append(existing)
            } else {
                let twinFile = folder.appendingPathComponent("t\(index).swift").path
                try Data(pair.twin.swift.utf8).write(to: URL(fileURLWithPath: twinFile))
                files.append(twinFile)
                twinFiles[pair.twin.swift] = twinFile
                fileOfTwin.append(twinFile)
            }
        }
        let result = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-dump-parse", "-swift-version", "6"] + files)
        #expect(result.status == 0, "the generated files parse: \(result.output.prefix(2000))")
        let trees = syntaxTrees(in: result.output)
        for (index, pair) in pairs.enumerated() {
            // A name that becomes a Swift identifier (a part id `class`, written `` `class` ``)
            // is compared as the twin's name.
            let hostileTree = trees[files.first { $0.hasSuffix("/h\(index).swift") } ?? ""].map { tree in
                pair.hostileText.allSatisfy({ $0.isASCII && $0.isLetter }) && !pair.hostileText.isEmpty
                    ? tree.replacingOccurrences(of: "\\b\(pair.hostileText)\\b", with: HostileStrings.twin, options: .regularExpression) : tree
            }
            let twinTree = trees[fileOfTwin[index]]
            #expect(hostileTree != nil && hostileTree == twinTree, "\(pair.name): the Swift differs from its twin's in more than string literals")
        }
    }

    /// The normalised syntax tree of each file in `-dump-parse` output, by path.
    static func syntaxTrees(in dump: String) -> [String: String] {
        var trees: [String: String] = [:]
        for chunk in dump.components(separatedBy: "(source_file \"").dropFirst() {
            guard let quote = chunk.firstIndex(of: "\"") else { continue }
            let path = String(chunk[..<quote])
            trees[path] = chunk[quote...]
                .replacingOccurrences(of: #"value="(?:[^"\\]|\\.)*""#, with: "value=\"\"", options: .regularExpression)
                .replacingOccurrences(of: #"range=\[[^\]]*\]"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"literal_capacity=\S+"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x", options: .regularExpression)
                .replacingOccurrences(of: #"\b[ht][0-9]+\.(swift|\(file\))"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"@[^ "]*:[0-9]+:[0-9]+"#, with: "@", options: .regularExpression)
        }
        return trees
    }
}

/// Results written from several threads, each to its own index.
final class OutcomeBox: @unchecked Sendable {
    private var storage: [HostileStringFieldTests.Outcome?]
    private let lock = NSLock()

    /// Room for `count` results.
    init(count: Int) { storage = Array(repeating: nil, count: count) }

    /// Stores `outcome` at `index`.
    func set(_ outcome: HostileStringFieldTests.Outcome, at index: Int) {
        lock.withLock { storage[index] = outcome }
    }

    /// The stored results.
    var values: [HostileStringFieldTests.Outcome] { lock.withLock { storage.compactMap { $0 } } }
}
