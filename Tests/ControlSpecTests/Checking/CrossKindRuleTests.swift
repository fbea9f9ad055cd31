import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// One rule per fact, across kinds: each fact below is written into a clean corpus spec of every
/// kind whose language declares the fact's keys (the kinds of `KindTestFacts.all`, their keys
/// walked from `ControlKind.topLevel`), and must give the same rule and severity, located at the
/// fact's keys, in each of them. A kind that gains one of the keys is tested without a change
/// here, so a check written for one kind only fails for the others.
@Suite struct CrossKindRuleTests {
    /// One spec to lint: what it writes, and how many findings it must give.
    struct Variant: Sendable {
        /// What the variant writes, for messages.
        var label: String
        /// The spec with the fact written.
        var tree: SpecTree
        /// How many findings the fact gives (one per entry written).
        var findings: Int
    }

    /// A fact a rule is about, as edits of a spec.
    struct Fact: Sendable, CustomTestStringConvertible {
        /// What the fact is.
        var name: String
        /// The rule it must trigger, with the rule's severity.
        var rule: Rule
        /// The key paths a kind must declare for the fact to apply.
        var keys: [[String]]
        /// The key path the findings are located at (or below).
        var at: String
        /// Which clean corpus spec of a kind the fact is written into.
        var base: @Sendable (SpecTree) -> Bool = { _ in true }
        /// The specs with the fact written, given the base spec and the kind's top-level type.
        var variants: @Sendable (SpecTree, ObjectType) -> [Variant]

        var testDescription: String { name }
    }

    /// The touch events `UIControl` sends itself.
    static let touchEvents = ControlEvent.allCases.filter { $0.sentByUIControl != nil }

    static let facts: [Fact] = [
        Fact(name: "a touch event in an events list", rule: .selfSentEvent, keys: [["interaction", "events"]], at: "interaction.events") { tree, type in
            let phases = objectType(at: ["interaction", "events"], in: type)?.fields.map(\.key) ?? []
            return phases.map { phase in
                let list = SpecTree.sequence(touchEvents.map { .scalar($0.rawValue, plain: true) })
                return Variant(label: phase, tree: tree.setting(["interaction", "events", phase], to: list), findings: touchEvents.count)
            }
        },
        Fact(name: "a VoiceOver step that is not a whole number of value steps", rule: .valueRange, keys: [["accessibility", "step"], ["value", "step"]],
             at: "accessibility.step", base: { number(at: ["value", "step"], in: $0).map { $0 > 0 } ?? false }) { tree, _ in
            let step = number(at: ["value", "step"], in: tree) ?? 1
            return [Variant(label: "1.5 steps", tree: tree.setting(["accessibility", "step"], to: .scalar("\(step * 1.5)", plain: true)), findings: 1)]
        },
        Fact(name: "continuous without change events", rule: .inapplicableKey, keys: [["value", "continuous"], ["interaction", "events", "change"]],
             at: "value.continuous") { tree, _ in
            let written = tree.setting(["value", "continuous"], to: .scalar("false", plain: true))
                .setting(["interaction", "events", "change"], to: .sequence([]))
            return [Variant(label: "change: []", tree: written, findings: 1)]
        },
        Fact(name: "a step haptic without steps", rule: .inapplicableKey, keys: [["feedback", "step"], ["value", "step"]], at: "feedback.step",
             base: { $0.node(at: [.key("value"), .key("snapValues")]) == nil }) { tree, _ in
            let written = tree.setting(["value", "step"], to: .scalar("0", plain: true)).setting(["feedback", "step"], to: .scalar("selection", plain: true))
            return [Variant(label: "step: 0", tree: written, findings: 1)]
        },
        Fact(name: "rightToLeft on a vertical control", rule: .inapplicableKey, keys: [["rightToLeft"], ["orientation"]], at: "rightToLeft",
             base: { word(at: ["orientation"], in: $0) == "vertical" }) { tree, _ in
            ["mirror", "keep"].map { Variant(label: $0, tree: tree.setting(["rightToLeft"], to: .scalar($0, plain: true)), findings: 1) }
        },
    ] + ToggleAxis.allCases.map(thumbMoved)

    /// A toggle animation that moves the thumb along `axis`, the toggle's travel, by each property
    /// that moves a part along it: the axis's translation and the keys that place a part along it,
    /// as the language declares them.
    static func thumbMoved(along axis: ToggleAxis) -> Fact {
        let properties: [String] = [axis.property.rawValue]
            + (axis == .horizontal ? PartKeys.horizontalKeys.map(\.key.name) : PartKeys.verticalKeys.map(\.key.name))
        let isAlong: @Sendable (SpecTree) -> Bool = { tree in (word(at: ["orientation"], in: tree) ?? ToggleAxis.horizontal.rawValue) == axis.rawValue }
        return Fact(name: "an animation that moves the thumb along the \(axis.rawValue) axis", rule: .inapplicableKey,
                    keys: [["thumb"], ["orientation"], ["turnOn"]], at: "turnOn", base: isAlong) { tree, _ in
            guard let thumb = word(at: ["thumb"], in: tree) else { return [] }
            return properties.map { (property: String) -> Variant in
                let set = SpecTree.mapping([("\(thumb).\(property)", .scalar("1", plain: true))])
                let animation = SpecTree.mapping([("duration", .scalar("0.2s", plain: true)), ("set", set)])
                return Variant(label: property, tree: tree.setting(["turnOn"], to: animation), findings: 1)
            }
        }
    }

    @Test(arguments: facts)
    func theSameFactGivesTheSameRuleInEveryKind(fact: Fact) throws {
        let kinds = KindTestFacts.all.compactMap { ControlKinds.named($0.kindName) }
            .filter { kind in fact.keys.allSatisfy { Self.objectType(at: Array($0.dropLast()), in: kind.topLevel)?.field($0.last ?? "") != nil } }
        #expect(!kinds.isEmpty, "no kind declares \(fact.keys)")
        for kind in kinds {
            let base = try #require(Self.cleanSpec(of: kind.name, where: fact.base), "no clean corpus spec of kind '\(kind.name)' for '\(fact.name)'")
            let variants = fact.variants(base.tree, kind.topLevel)
            #expect(!variants.isEmpty, "\(kind.name): nothing written")
            for variant in variants {
                let text = variant.tree.yaml(replacingMarkerWith: "", plain: true).text
                let found = Linter.lint(Array(text.utf8)).diagnostics.filter { $0.keyPath.map { Self.isAt(fact.at, $0) } ?? false }
                let rules = Set(found.map { "\($0.ruleID) \($0.severity)" })
                #expect(rules == ["\(fact.rule.id) \(fact.rule.defaultSeverity)"] && found.count == variant.findings,
                        "\(kind.name) (\(base.path), \(variant.label)): \(found.map { "\($0.severity) \($0.message) [\($0.ruleID)]" })")
            }
        }
    }

    /// Whether `keyPath` is `path` or lies below it.
    static func isAt(_ path: String, _ keyPath: String) -> Bool {
        keyPath == path || keyPath.hasPrefix(path + ".") || keyPath.hasPrefix(path + "[")
    }

    /// The object type at `path` below `type`, following the declared object types.
    static func objectType(at path: [String], in type: ObjectType) -> ObjectType? {
        guard let key = path.first else { return type }
        guard case .object(let name)? = type.field(key)?.type else { return nil }
        return objectType(at: Array(path.dropFirst()), in: SpecLanguage.objectType(name))
    }

    /// The shortest corpus spec of `kind` that lints without any finding and satisfies `condition`.
    static func cleanSpec(of kind: String, where condition: (SpecTree) -> Bool) -> (path: String, tree: SpecTree)? {
        SpecCorpus.kind(kind).compactMap { entry -> (path: String, tree: SpecTree, length: Int)? in
            guard let bytes = try? PackagePaths.bytes(entry.path), Linter.lint(bytes).diagnostics.isEmpty,
                  let tree = try? SpecTree.read(entry.path), condition(tree) else { return nil }
            return (entry.path, tree, bytes.count)
        }.min { ($0.length, $0.path) < ($1.length, $1.path) }.map { ($0.path, $0.tree) }
    }

    /// The plain scalar at `path`, if there is one.
    static func word(at path: [String], in tree: SpecTree) -> String? {
        guard case .scalar(let text, _)? = tree.node(at: path.map(SpecTree.Step.key)) else { return nil }
        return text
    }

    /// The number at `path`, if there is one.
    static func number(at path: [String], in tree: SpecTree) -> Double? {
        word(at: path, in: tree).flatMap(Double.init)
    }
}

extension SpecTree {
    /// The tree with the value at `path` replaced by `value` (added, with the mappings above it,
    /// when missing).
    func setting(_ path: [String], to value: SpecTree) -> SpecTree {
        changing(at: path.map(Step.key)) { _ in value }
    }
}
