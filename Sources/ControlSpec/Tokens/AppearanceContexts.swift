/// Which context of a resolver's modifier each appearance uses. A modifier whose contexts name
/// the light and dark styles (`light`, `dark`, `light-high-contrast`, `darkHC`) gives each
/// appearance the context named after it, or after the appearance it falls back to; one whose
/// contexts name increased contrast only (`standard`, `high`) gives the high-contrast appearances
/// that context and the others its default; any other modifier gives every appearance its default.
enum AppearanceContexts {
    /// The context of each appearance among `contexts`, or `nil` when the modifier names no
    /// appearance and has no default.
    static func choose(_ contexts: [String], default defaultContext: String?) -> [Appearance: String]? {
        let named = contexts.map { ($0, appearance(of: $0)) }
        if named.contains(where: { $0.1 != nil }) {
            var chosen: [Appearance: String] = [:]
            for appearance in Appearance.allCases {
                var candidate: Appearance? = appearance
                while let current = candidate, chosen[appearance] == nil {
                    chosen[appearance] = named.first { $0.1 == current }?.0
                    candidate = current.fallback
                }
                chosen[appearance] = chosen[appearance] ?? defaultContext ?? contexts[0]
            }
            return chosen
        }
        if let high = contexts.first(where: isHighContrast) {
            let standard = defaultContext.flatMap { isHighContrast($0) ? nil : $0 } ?? contexts.first { !isHighContrast($0) } ?? high
            return Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, $0.isHighContrast ? high : standard) })
        }
        guard let defaultContext else { return nil }
        return Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, defaultContext) })
    }

    /// The appearance a context's name gives, if it names light or dark (not both).
    static func appearance(of context: String) -> Appearance? {
        let name = normalized(context)
        let light = name.contains("light"), dark = name.contains("dark")
        guard light != dark else { return nil }
        let high = isHighContrast(context)
        return dark ? (high ? .highContrastDark : .dark) : (high ? .highContrastLight : .light)
    }

    /// Whether a context's name says increased contrast: `high`, `more`, `increased`, `hc`, or a
    /// name holding `highcontrast`, `morecontrast` or `increasedcontrast`, or ending in `hc`.
    static func isHighContrast(_ context: String) -> Bool {
        let name = normalized(context)
        return ["high", "more", "increased", "hc"].contains(name) || name.hasSuffix("hc")
            || ["highcontrast", "morecontrast", "increasedcontrast"].contains { name.contains($0) }
    }

    /// A name in lower case without `-`, `_` and spaces.
    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}
