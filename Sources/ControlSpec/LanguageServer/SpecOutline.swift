import ControlKernel

/// Where the cursor is in a spec, found from the lines' indentation rather than a parse, so that
/// it works while the spec is half typed (a key without its colon is not valid YAML): the keys
/// and sequence items from the top level down to the mapping the cursor's line is in, and the
/// key written on that line.
///
/// Block style only: a flow mapping (`{ light: …, dark: … }`) on one line is not looked into.
struct SpecOutline {
    /// One step from a mapping to a value below it.
    enum Step: Hashable {
        /// The value of a key.
        case key(String)
        /// An item of a sequence.
        case item
    }

    /// One line of block YAML as far as the outline needs it.
    struct Line {
        /// The columns (0-based, in Unicode scalars) of the sequence dashes before the content.
        var dashes: [Int]
        /// The column where the content starts (after indentation and dashes).
        var column: Int
        /// The key written on the line, if any (`key:` or `key: value`).
        var key: String?
        /// The column (0-based, in Unicode scalars) where the key's value starts, or would start.
        var valueColumn: Int?
        /// Whether the line holds nothing but spaces and a comment.
        var isBlank: Bool

        init(_ scalars: some Collection<Unicode.Scalar>) {
            let text = Array(scalars)
            var index = 0
            var dashes: [Int] = []
            while true {
                while index < text.count, text[index] == " " { index += 1 }
                guard index < text.count, text[index] == "-", index + 1 == text.count || text[index + 1] == " " else { break }
                dashes.append(index)
                index += 1
            }
            self.dashes = dashes
            column = index
            isBlank = index == text.count || text[index] == "#"
            key = nil
            valueColumn = nil
            guard !isBlank, text[index] != "{", text[index] != "[" else { return }
            // The key ends at the first ': ' or a final ':' outside quotes.
            var quote: Unicode.Scalar?
            var end = index
            while end < text.count {
                let scalar = text[end]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'", end == index {
                    quote = scalar
                } else if scalar == ":", end + 1 == text.count || text[end + 1] == " " {
                    var name = String(String.UnicodeScalarView(text[index..<end])).trimmingSpaces
                    if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                        name = String(name.dropFirst().dropLast())
                    }
                    key = name
                    var value = end + 1
                    while value < text.count, text[value] == " " { value += 1 }
                    valueColumn = value
                    return
                } else if scalar == "#", end > index, text[end - 1] == " " {
                    return
                }
                end += 1
            }
        }

        /// Whether the key's value is written on the next lines (nothing after the colon but a comment).
        func opensBlock(in scalars: some Collection<Unicode.Scalar>) -> Bool {
            guard key != nil, let valueColumn else { return false }
            let rest = Array(scalars).dropFirst(valueColumn)
            return rest.isEmpty || rest.first == "#"
        }
    }

    /// The steps from the top level to the mapping or sequence item the line `index` is in, and
    /// the kind the spec's top level names (`kind: knob`), if any. `column` is where the line's
    /// content starts (for an empty line, the cursor's column).
    static func path(to index: Int, column: Int, dashes: [Int], in document: SpecDocument) -> [Step] {
        var steps: [Step] = []
        var column = column
        // A sequence's dash stands at `column`: its parent key may stand in that same column.
        var inSequence = false
        func enterItems(_ dashes: [Int]) {
            guard let outer = dashes.first else { return }
            steps.insert(contentsOf: Array(repeating: .item, count: dashes.count), at: 0)
            column = outer
            inSequence = true
        }
        enterItems(dashes)
        var lineIndex = min(index, document.lines.count) - 1
        while lineIndex >= 0, column > 0 || inSequence {
            let scalars = document.lines[lineIndex]
            let line = Line(scalars)
            lineIndex -= 1
            if line.isBlank { continue }
            if line.column > column { continue }
            if line.column == column {
                if !line.dashes.isEmpty {
                    // A sibling key on the line that starts this sequence item.
                    enterItems(line.dashes)
                    continue
                }
                guard inSequence, line.opensBlock(in: scalars), let key = line.key else { continue }
                steps.insert(.key(key), at: 0)
                column = line.column
                inSequence = false
                enterItems(line.dashes)
                continue
            }
            // A line further left: the key whose value holds everything below it.
            guard let key = line.key, line.opensBlock(in: scalars) else { return [] }
            steps.insert(.key(key), at: 0)
            column = line.column
            inSequence = false
            enterItems(line.dashes)
        }
        return steps
    }

    /// The kind the top level names, from its `kind:` line.
    static func kind(in document: SpecDocument) -> (any ControlKind)? {
        for scalars in document.lines {
            let line = Line(scalars)
            guard line.column == 0, line.dashes.isEmpty, line.key == "kind", let start = line.valueColumn else { continue }
            var value = String(String.UnicodeScalarView(Array(scalars).dropFirst(start)))
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            value = value.trimmingSpaces
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            return ControlKinds.named(value)
        }
        return nil
    }
}

/// The value type at a path of the spec language, and what a mapping there may hold.
struct LanguagePlace {
    /// The value type at the place.
    var type: ValueType
    /// The object types the field that gave the type refers to (see `StructureChecker.check`).
    var objectTypes: [@Sendable () -> ObjectType]
    /// The field whose value the place is, when it is a key's value.
    var field: Field?

    /// The top level of a spec of `kind`; of a spec of no known kind, the keys every kind has.
    static func topLevel(_ kind: (any ControlKind)?) -> LanguagePlace {
        if let kind {
            let type = kind.topLevel
            return LanguagePlace(type: .object(type.name), objectTypes: [{ type }], field: nil)
        }
        return LanguagePlace(type: .object(sharedTopLevelName), objectTypes: [], field: nil)
    }

    /// The name standing for the top level of a spec whose kind is not known yet.
    static let sharedTopLevelName = ""

    /// The place one step below, or `nil` when the language has nothing there.
    func step(_ step: SpecOutline.Step) -> LanguagePlace? {
        switch (step, type) {
        case (.item, .array(let element, _)), (.item, .oneOrMany(let element)):
            return LanguagePlace(type: element, objectTypes: objectTypes, field: field)
        case (.key, .oneOrMany(let element)):
            return LanguagePlace(type: element, objectTypes: objectTypes, field: field).step(step)
        case (.key(let key), .object):
            guard let field = fields.first(where: { $0.key == key }) else { return nil }
            return LanguagePlace(type: field.type, objectTypes: field.objectTypes, field: field)
        case (.key, .map(let element, _)):
            return LanguagePlace(type: element, objectTypes: objectTypes, field: field)
        case (.key, .stateColor), (.key, .color):
            return LanguagePlace(type: .color, objectTypes: [], field: field)
        case (.key, .stateImage):
            return LanguagePlace(type: .name(.asset), objectTypes: [], field: field)
        default:
            return nil
        }
    }

    /// The place at the end of `steps` from here.
    func following(_ steps: [SpecOutline.Step]) -> LanguagePlace? {
        var place: LanguagePlace? = self
        for step in steps { place = place?.step(step) }
        return place
    }

    /// The object type of the place, if it is an object (or one object of several).
    var objectType: ObjectType? {
        switch type {
        case .oneOrMany(let element), .array(let element, _):
            return LanguagePlace(type: element, objectTypes: objectTypes, field: field).objectType
        case .object(let name) where name == Self.sharedTopLevelName:
            return nil
        case .object(let name):
            return objectTypes.lazy.map { $0() }.first { $0.name == name } ?? SpecLanguage.objectType(name)
        default:
            return nil
        }
    }

    /// The keys a mapping at the place may hold.
    var fields: [Field] {
        if case .object(let name) = type, name == Self.sharedTopLevelName {
            let tops = ControlKinds.all.map(\.topLevel)
            return tops[0].fields.filter { field in tops.allSatisfy { $0.field(field.key) != nil } }
        }
        return objectType?.fields ?? []
    }

    /// The words a mapping at the place may use as keys other than fields: control states and
    /// appearances for colours.
    var mappingWords: [String] {
        switch type {
        case .stateColor: ControlState.words + Appearance.words
        case .stateImage: ControlState.words
        case .color: Appearance.words
        default: []
        }
    }

    /// The words a value at the place may be: an enumeration's, booleans, colour names, named easings.
    var valueWords: [String] {
        switch type {
        case .enumeration(let words): words
        case .boolean: ["true", "false"]
        case .color, .stateColor: NamedColors.words
        case .easing: TimingCurve.named.map { $0.name }
        case .assignments: [AssignmentList.restWord]
        case .oneOrMany(let element), .array(let element, _): LanguagePlace(type: element, objectTypes: objectTypes, field: field).valueWords
        default: []
        }
    }
}
