/// The type of a value in the spec language.
///
/// The spec language is declared once, as data (`SpecLanguage`): the structure checker validates
/// nodes against it, the JSON Schema is emitted from it and the key reference in the docs is
/// generated from it, so the three can never disagree.
public indirect enum ValueType: Sendable {
    /// Text on one line.
    case text
    /// A name following a pattern (Swift type name, part id, asset name, SF Symbol name).
    case name(NameKind)
    /// `true` or `false`, written plain.
    case boolean
    /// A plain number within `range`.
    case number(NumberRange)
    /// A plain integer within `range`.
    case integer(ClosedRange<Int>)
    /// One of a fixed set of words.
    case enumeration([String])
    /// An angle with its unit: `45deg`, `0.8rad`, `-11/8pi`.
    case angle
    /// A duration with its unit: `0.25s`, `300ms`.
    case duration
    /// A length in points: `2` or `2pt`, within `range`.
    case length(NumberRange)
    /// A length relative to the control's size: `4`, `height/3.5`, `width/10`.
    case relativeLength
    /// A size `WIDTHxHEIGHT` in points: `120x120`.
    case size
    /// A point or offset as a two-number sequence `[x, y]`.
    case point
    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`, `rgba()`, `white()`, a system colour, `tint`.
    case color
    /// A colour, or a mapping of control states (`normal`, `highlighted`, `disabled`) to colours.
    case stateColor
    /// An image asset name, or a mapping of control states to asset names.
    case stateImage
    /// A timing curve: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `hold`, `cubic-bezier(…)`.
    case easing
    /// Animated property assignments `part.property: value` (values may carry `± jitter`), or `rest`.
    case assignments
    /// A value of `element`, or a sequence of them.
    case oneOrMany(ValueType)
    /// A sequence of `element`, with at least `minCount` items.
    case array(ValueType, minCount: Int)
    /// A mapping from names to `element`, whose keys follow `key`.
    case map(ValueType, key: NameKind)
    /// A mapping with the fields of a named object type.
    case object(String)
}

/// A closed or half-open range of numbers, either bound optional.
public struct NumberRange: Sendable, Hashable {
    /// The lower bound, if any.
    public var lower: Double?
    /// Whether the lower bound itself is allowed.
    public var lowerInclusive: Bool
    /// The upper bound, if any.
    public var upper: Double?
    /// Whether the upper bound itself is allowed.
    public var upperInclusive: Bool

    /// Any finite number.
    public static let any = NumberRange(lower: nil, lowerInclusive: true, upper: nil, upperInclusive: true)
    /// Zero or more.
    public static let nonNegative = NumberRange(lower: 0, lowerInclusive: true, upper: nil, upperInclusive: true)
    /// More than zero.
    public static let positive = NumberRange(lower: 0, lowerInclusive: false, upper: nil, upperInclusive: true)
    /// From zero to one, both included.
    public static let unit = NumberRange(lower: 0, lowerInclusive: true, upper: 1, upperInclusive: true)
    /// More than zero, up to one.
    public static let positiveUnit = NumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: true)

    /// Whether `x` lies in the range.
    public func contains(_ x: Double) -> Bool {
        if let lower, lowerInclusive ? x < lower : x <= lower { return false }
        if let upper, upperInclusive ? x > upper : x >= upper { return false }
        return true
    }

    /// The range in words, for messages: `a number from 0 to 1`, `a number greater than 0`.
    public var phrase: String {
        switch (lower, upper) {
        case let (l?, u?) where lowerInclusive && upperInclusive: "from \(l.shortText) to \(u.shortText)"
        case let (l?, u?): "in \(lowerInclusive ? "[" : "(")\(l.shortText), \(u.shortText)\(upperInclusive ? "]" : ")")"
        case let (l?, nil): lowerInclusive ? "\(l.shortText) or more" : "greater than \(l.shortText)"
        case let (nil, u?): upperInclusive ? "\(u.shortText) or less" : "less than \(u.shortText)"
        case (nil, nil): "any finite number"
        }
    }
}

/// The patterns names in a spec follow.
public enum NameKind: String, Sendable, CaseIterable {
    /// A Swift type name: a letter or `_`, then letters, digits or `_`; not a keyword.
    case typeName
    /// An identifier for parts, groups and states: starts with a lower-case letter, then letters and digits.
    case identifier
    /// An asset catalogue name: any characters but control characters and quotes, up to 100.
    case asset
    /// An SF Symbol name: lower-case words of letters and digits separated by dots.
    case symbol
    /// An animated property target `part.property` (a part id or group, a dot, a property).
    case target

    /// The most characters a name of this kind may have, when it is limited. Type names and
    /// identifiers become parts of file names (`<Name>.swift`, `<Name>-<state>-animated.svg`),
    /// which file systems limit to 255 bytes; asset names go into generated string literals.
    public var maxLength: Int? {
        switch self {
        case .typeName, .identifier, .asset: 100
        case .symbol, .target: nil
        }
    }

    /// The regular expression (ECMA 262, as JSON Schema uses) names of this kind match.
    public var pattern: String {
        let rest = maxLength.map { "{0,\($0 - 1)}" } ?? "*"
        return switch self {
        case .typeName: "^[A-Za-z_][A-Za-z0-9_]\(rest)$"
        case .identifier: "^[a-z][A-Za-z0-9]\(rest)$"
        case .asset: "^[^\\u0000-\\u001F\"'\\\\]\(maxLength.map { "{1,\($0)}" } ?? "+")$"
        case .symbol: "^[a-z0-9]+(\\.[a-z0-9]+)*$"
        case .target: "^[a-z][A-Za-z0-9]*\\.[a-zA-Z]+$"
        }
    }

    /// The kind in words, for messages.
    public var phrase: String {
        switch self {
        case .typeName: "a Swift type name"
        case .identifier: "an identifier (a lower-case letter, then letters and digits)"
        case .asset: "an image asset name"
        case .symbol: "an SF Symbol name such as 'cart.fill'"
        case .target: "a 'part.property' target"
        }
    }
}

extension Double {
    /// The shortest text that reads back as the same number: `1`, `0.45`, `-2.5`.
    public var shortText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }
}

extension ValueType {
    /// Whether a key of this type may be written as a design token reference `"{group.token}"`
    /// instead of a value: the checker resolves it, and the JSON Schema accepts it.
    var takesTokens: Bool {
        switch self {
        case .color, .stateColor, .length, .relativeLength, .duration, .easing: true
        default: false
        }
    }
}
