extension SpecReference {
    /// A value type in a few words: `number ≥ 0`, `angle`, `colour or per-state colours`,
    /// `[Part]` (object types link to their sections), `map of State`.
    static func typeText(_ type: ValueType) -> String {
        switch type {
        case .text: "text"
        case .name(let kind): nameText(kind)
        case .boolean: "boolean"
        case .number(let range): rangeText("number", range)
        case .integer(let range) where range.count == 1: "`\(range.lowerBound)`"
        case .integer(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .enumeration(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        case .angle: "angle"
        case .duration: "duration"
        case .length(let range): rangeText("length", range)
        case .relativeLength: "length or `height/N`, `width/N`"
        case .size: "size `WxH`"
        case .point: "point `[x, y]`"
        case .color: "colour"
        case .stateColor: "colour or per-state colours"
        case .stateImage: "asset name or per-state asset names"
        case .easing: "easing"
        case .assignments: "`part.property: value` or `rest`"
        case .oneOrMany(let element): "\(typeText(element)), or a list of them"
        case .array(let element, let minCount): "[\(typeText(element))]" + (minCount > 0 ? ", at least \(minCount)" : "")
        case .map(let element, let key): "map of \(nameText(key)) to \(typeText(element))"
        case .object(let name): "[\(name)](#\(anchor(name)))"
        }
    }

    /// A name kind in a word or two.
    private static func nameText(_ kind: NameKind) -> String {
        switch kind {
        case .typeName: "Swift type name"
        case .identifier: "identifier"
        case .asset: "asset name"
        case .symbol: "SF Symbol name"
        case .target: "`part.property`"
        }
    }

    /// `noun` with the range's bounds: `number ≥ 0`, `number > 0`, `number 0…1`, `number > 0, ≤ 1`.
    private static func rangeText(_ noun: String, _ range: NumberRange) -> String {
        switch (range.lower, range.upper) {
        case (nil, nil): noun
        case let (l?, u?) where range.lowerInclusive && range.upperInclusive: "\(noun) \(l.shortText)…\(u.shortText)"
        case let (l, u):
            noun + " " + [
                l.map { (range.lowerInclusive ? "≥ " : "> ") + $0.shortText },
                u.map { (range.upperInclusive ? "≤ " : "< ") + $0.shortText },
            ].compactMap { $0 }.joined(separator: ", ")
        }
    }
}
