import Testing
@testable import ControlSpec

/// `NamedColorScan` finds every colour name a model writes, however often it has already met the
/// model's types: what it learns to skip is only what cannot hold a colour.
@Suite struct NamedColorScanTests {
    /// Every name a value gives, by reflecting on every value in it: the scan without anything skipped.
    static func everyName(in value: Any) -> Set<String> {
        if let color = value as? ColorValue {
            switch color {
            case .named(let name): return [name]
            case .perAppearance(let colors): return Set(Appearance.allCases.flatMap { everyName(in: colors.color(in: $0)) })
            case .rgba, .white, .tint: return []
            }
        }
        return Mirror(reflecting: value).children.reduce(into: []) { $0.formUnion(everyName(in: $1.value)) }
    }

    @Test("Every corpus spec's names, the first time and again", arguments: SpecCorpus.all)
    func corpus(_ entry: SpecCorpus.Entry) {
        let expected = Self.everyName(in: entry.spec.body)
        #expect(NamedColorScan.names(in: entry.spec.body) == expected)
        #expect(NamedColorScan.names(in: entry.spec.body) == expected, "the second time, with the types learnt")
    }

    /// A part of a model: a colour that may be missing, and one chosen by case.
    struct Holder {
        var optional: ColorValue?
        var fill: Fill
        var sizes: [Double]
    }

    /// A colour or none.
    enum Fill {
        case none
        case color(ColorValue)
    }

    @Test("A structure met first without a colour is not skipped when it holds one")
    func learntFromEmptyValues() {
        let empty = Holder(optional: nil, fill: .none, sizes: [])
        #expect(NamedColorScan.names(in: [empty, empty]).isEmpty)
        let full = Holder(optional: .named("systemGray5"), fill: .color(.perAppearance(AppearanceColors(
            light: .named("systemFill"), dark: .white(0, alpha: 1), highContrastLight: .tint, highContrastDark: .named("label")))), sizes: [1])
        #expect(NamedColorScan.names(in: [empty, full]) == ["systemGray5", "systemFill", "label"])
    }
}
