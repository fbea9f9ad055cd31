/// A word of the spec language from a fixed list: a Swift type whose values are the words a spec
/// may write, owned by the model (or by the kernel when the kernel has the concept).
///
/// The checker's accepted words and did-you-mean suggestions, the JSON Schema's `enum` lists, the
/// key reference and the generated code all read the list from the conforming type, so a word is
/// added or removed in one place.
public protocol SpecWord: Sendable, Hashable {
    /// Every value, in documentation order.
    static var allWords: [Self] { get }
    /// The value as a spec writes it.
    var word: String { get }
}

extension SpecWord where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// Every case, in declaration order.
    public static var allWords: [Self] { Array(allCases) }
    /// The case's raw value.
    public var word: String { rawValue }
}

extension SpecWord {
    /// The value a spec's word names, or `nil` when no value has that word.
    public init?(word: String) {
        guard let value = Self.allWords.first(where: { $0.word == word }) else { return nil }
        self = value
    }

    /// Every word, in documentation order.
    public static var words: [String] { allWords.map(\.word) }
}
