import Foundation
@testable import ControlSpec

/// A spec as an editable tree, written back as one line of flow-style YAML with one value
/// replaced: how the hostile-string and numeric-edge tests put a value into every field.
indirect enum SpecTree: Sendable {
    /// A scalar: its text and whether it was written plain (a plain `5` is a number).
    case scalar(String, plain: Bool)
    /// A mapping, in source order.
    case mapping([(key: String, value: SpecTree)])
    /// A sequence.
    case sequence([SpecTree])

    /// The tree of a YAML node.
    init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar): self = .scalar(scalar.value, plain: scalar.isPlain)
        case .mapping(let pairs): self = .mapping(pairs.map { ($0.key, SpecTree($0.value)) })
        case .sequence(let items): self = .sequence(items.map(SpecTree.init))
        }
    }

    /// The tree of a spec file of the package (relative path).
    static func read(_ path: String) throws -> SpecTree {
        let collector = DiagnosticCollector()
        guard let root = YAMLReader.read(try PackagePaths.bytes(path), diagnostics: collector) else {
            throw GeneratedCodeHarness.HarnessError(description: "\(path) reads as YAML")
        }
        return SpecTree(root)
    }

    /// One step of a path into the tree.
    enum Step: Sendable, Hashable, CustomStringConvertible {
        /// The value of a mapping's key.
        case key(String)
        /// A sequence's item.
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// The node at `path`, if there is one.
    func node(at path: [Step]) -> SpecTree? {
        guard let step = path.first else { return self }
        switch (self, step) {
        case (.mapping(let pairs), .key(let key)): return pairs.first { $0.key == key }?.value.node(at: Array(path.dropFirst()))
        case (.sequence(let items), .index(let index)) where items.indices.contains(index): return items[index].node(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// The tree with `change` applied to the node at `path` (a missing key is added as an empty
    /// mapping first, for `change` to fill in).
    func changing(at path: [Step], _ change: (SpecTree) -> SpecTree) -> SpecTree {
        guard let step = path.first else { return change(self) }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.mapping(var pairs), .key(let key)):
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                pairs[index].value = pairs[index].value.changing(at: rest, change)
            } else {
                pairs.append((key, SpecTree.mapping([]).changing(at: rest, change)))
            }
            return .mapping(pairs)
        case (.sequence(var items), .index(let index)) where items.indices.contains(index):
            items[index] = items[index].changing(at: rest, change)
            return .sequence(items)
        default:
            return self
        }
    }

    /// The text marking the replaced value while writing, replaced by the value afterwards.
    static let marker = "\u{E000}"

    /// The tree as one line of YAML; `marker` scalars are written as `value` (double-quoted,
    /// every character outside printable ASCII escaped, or plain when `plain`), and the columns
    /// of the first such value (0-based, in Unicode scalars, as diagnostics count them) are
    /// returned with the text.
    func yaml(replacingMarkerWith value: String, plain: Bool) -> (text: String, valueRange: Range<Int>?) {
        let written = plain ? value : Self.doubleQuoted(value)
        let pieces = flow.components(separatedBy: Self.doubleQuoted(Self.marker))
        guard pieces.count > 1 else { return (pieces[0], nil) }
        let start = pieces[0].unicodeScalars.count
        return (pieces.joined(separator: written), start..<(start + written.unicodeScalars.count))
    }

    /// The tree in flow style.
    private var flow: String {
        switch self {
        case .scalar(let text, let plain):
            let needsQuotes = !plain || text.isEmpty || text.contains(where: { ",[]{}#\"'".contains($0) }) || text.contains(": ")
            return needsQuotes ? Self.doubleQuoted(text) : text
        case .mapping(let pairs):
            return "{" + pairs.map { Self.doubleQuoted($0.key) + ": " + $0.value.flow }.joined(separator: ", ") + "}"
        case .sequence(let items):
            return "[" + items.map(\.flow).joined(separator: ", ") + "]"
        }
    }

    /// `text` as a YAML double-quoted scalar that is printable ASCII only.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                result += scalar.value > 0xFFFF ? String(format: "\\U%08X", scalar.value) : String(format: "\\u%04X", scalar.value)
            }
        }
        return result + "\""
    }
}

/// A place in a spec where a value can be written: a key of an object (written or added), an
/// item of a sequence, or the name of a mapping's entry (`states`' keys).
struct SpecSlot: Sendable, CustomStringConvertible {
    /// How the slot holds its value.
    enum Form: Sendable {
        /// The value of the key at `path`.
        case value
        /// The name of the entry at `path` (the last step is its key).
        case entryName
    }

    /// The kind of the spec.
    var kind: String
    /// The declaring object type and key (`KnobValue.min`), or the map's entry names (`Button.states{}`).
    var declaration: String
    /// The value type declared for the slot.
    var type: ValueType
    /// The spec file the slot is in.
    var specPath: String
    /// Where the value is.
    var path: [SpecTree.Step]
    /// How the slot holds its value.
    var form: Form

    var description: String { "\(kind) \(declaration) at \(path.map(\.description).joined()) in \(specPath)" }

    /// The key path of the object holding the slot, as diagnostics write it (`value`, `parts[2]`).
    var parentKeyPath: String {
        let steps: [SpecTree.Step] = Array(path.dropLast())
        let dotted: String = steps.map { $0.description }.joined()
        return dotted.hasPrefix(".") ? String(dotted.dropFirst()) : dotted
    }

    /// `tree` with the slot's value replaced by the marker scalar.
    func marked(_ tree: SpecTree) -> SpecTree {
        switch form {
        case .value:
            return tree.changing(at: path) { _ in .scalar(SpecTree.marker, plain: false) }
        case .entryName:
            guard case .key(let old)? = path.last else { return tree }
            return tree.changing(at: Array(path.dropLast())) { node in
                guard case .mapping(let pairs) = node else { return node }
                return .mapping(pairs.map { $0.key == old ? (SpecTree.marker, $0.value) : $0 })
            }
        }
    }
}

extension ValueType {
    /// Whether a value of this type is or may be written as text other than a number: names,
    /// free text, words, colours, easings, images and the names of a mapping's entries.
    var holdsText: Bool {
        switch self {
        case .text, .name, .enumeration, .color, .stateColor, .stateImage, .easing, .assignments: true
        case .oneOrMany(let element), .array(let element, _): element.holdsText
        default: false
        }
    }
}

/// Every slot of the spec language, found in the specs of the corpus by walking each spec with
/// its kind's declaration (`ControlKind.topLevel`, `ObjectType.fields`): a new key, object type
/// or kind is covered without a change here.
enum SpecSlots {
    /// The first place in the corpus of each declared key of each kind (and each map's entry
    /// names), with the key's value type; keys no corpus spec writes are added to an object of
    /// their type that one does.
    static func all() throws -> [(slot: SpecSlot, tree: SpecTree)] {
        var seen: Set<String> = []
        var result: [(SpecSlot, SpecTree)] = []
        for entry in SpecCorpus.all {
            let tree = try SpecTree.read(entry.path)
            guard let kind = ControlKinds.named(entry.spec.kindName) else { continue }
            walk(tree, type: kind.topLevel, path: []) { declaration, type, path, form in
                guard seen.insert("\(kind.name) \(declaration)").inserted else { return }
                result.append((SpecSlot(kind: kind.name, declaration: declaration, type: type, specPath: entry.path, path: path, form: form), tree))
            }
        }
        return result
    }

    /// Every key of every object type of every kind, as `kind Type.key`: what `all()` must cover.
    static func declared() -> Set<String> {
        var result: Set<String> = []
        for kind in ControlKinds.all {
            for type in [kind.topLevel] + kind.topLevel.typesBelow {
                for field in type.fields {
                    result.insert("\(kind.name) \(type.name).\(field.key)")
                    if case .map = field.type { result.insert("\(kind.name) \(type.name).\(field.key){}") }
                }
            }
        }
        return result
    }

    /// Visits each slot below the mapping `node` of object type `type` at `path`.
    private static func walk(_ node: SpecTree, type: ObjectType, path: [SpecTree.Step],
                             visit: (String, ValueType, [SpecTree.Step], SpecSlot.Form) -> Void) {
        guard case .mapping = node else { return }
        for field in type.fields {
            let fieldPath = path + [.key(field.key)]
            visit("\(type.name).\(field.key)", field.type, fieldPath, .value)
            if let value = node.node(at: [.key(field.key)]) {
                walkValue(value, type: field.type, declaration: "\(type.name).\(field.key)", path: fieldPath, visit: visit)
            }
        }
    }

    /// Visits the slots inside a written value of `type`.
    private static func walkValue(_ value: SpecTree, type: ValueType, declaration: String, path: [SpecTree.Step],
                                  visit: (String, ValueType, [SpecTree.Step], SpecSlot.Form) -> Void) {
        switch (type, value) {
        case (.object(let name), _):
            walk(value, type: SpecLanguage.objectType(name), path: path, visit: visit)
        case (.array(let element, _), .sequence(let items)), (.oneOrMany(let element), .sequence(let items)):
            for (index, item) in items.enumerated() {
                if case .object = element { walkValue(item, type: element, declaration: declaration, path: path + [.index(index)], visit: visit) }
                else if index == 0 { visit("\(declaration)[]", element, path + [.index(0)], .value) }
            }
        case (.map(let element, let key), .mapping(let pairs)):
            if let first = pairs.first { visit("\(declaration){}", .name(key), path + [.key(first.key)], .entryName) }
            for pair in pairs { walkValue(pair.value, type: element, declaration: declaration, path: path + [.key(pair.key)], visit: visit) }
        case (.stateColor, .mapping(let pairs)), (.stateImage, .mapping(let pairs)), (.assignments, .mapping(let pairs)):
            if let first = pairs.first {
                visit("\(declaration){}", type, path + [.key(first.key)], .entryName)
                visit("\(declaration){}.value", type, path + [.key(first.key)], .value)
            }
        default:
            break
        }
    }
}
