/// Checks a colour given per appearance: a mapping of appearances (`light` required, `dark`,
/// `highContrastLight`, `highContrastDark`) to plain colours, none of them `tint`.
extension StructureChecker {
    /// Whether a per-state colour's mapping gives appearances rather than control states: none of
    /// its keys is a control state.
    static func givesAppearances(_ pairs: [YAMLPair]) -> Bool {
        !pairs.contains { ControlState(word: $0.key) != nil }
    }

    /// Checks `pairs`, the mapping of a colour per appearance at `keyPath`; `anchor` is where a
    /// missing `light` is reported (unless an unknown key was). Where the mapping could as well
    /// have given control states (`stateWords`: a per-state colour naming neither), an unknown key
    /// is also compared with their names. `{ light: x }` alone is `x`.
    func checkAppearanceColor(_ pairs: [YAMLPair], keyPath: String, anchor: SourceSpan, stateWords: [String]) -> ColorValue? {
        var colors: [Appearance: ColorValue] = [:]
        var unknownKeys = false
        for pair in pairs {
            let path = "\(keyPath).\(pair.key)"
            guard let appearance = Appearance(word: pair.key) else {
                reportUnknownAppearance(pair, keyPath: path, stateWords: stateWords)
                unknownKeys = true
                continue
            }
            guard let scalar = pair.value.scalar else {
                diagnostics.emit(.wrongType, "expected a colour, found \(pair.value.kindDescription)", at: pair.value.span, keyPath: path,
                                 notes: [DiagnosticNote("each appearance takes one colour; give colours per control state outside the appearances: { normal: " +
                                     "{ light: …, dark: … } }")])
                continue
            }
            let checked = TokenReference.name(in: pair.value).map { checkTokenReference($0, node: pair.value, as: .color, keyPath: path) }
                ?? ScalarTypeChecker(diagnostics: diagnostics).check(scalar, span: pair.value.span, as: .color, keyPath: path)
            guard case .color(let written)? = checked else { continue }
            let color = written.color(in: appearance)
            if color == .tint {
                diagnostics.emit(.unknownValue, "expected a colour other than '\(NamedColors.tintWord)' for an appearance, found '\(NamedColors.tintWord)'",
                    at: pair.value.span, keyPath: path,
                                 notes: [DiagnosticNote("'\(NamedColors.tintWord)' is the view's tintColor, which follows the appearance itself; " +
                                     "write it without appearances, or give each appearance a colour")])
                continue
            }
            colors[appearance] = color
        }
        guard let light = colors[.light] else {
            if !unknownKeys, !pairs.contains(where: { $0.key == Appearance.light.word }) {
                diagnostics.emit(.missingKey, "missing required key '\(Appearance.light.word)' in '\(keyPath)'", at: anchor,
                    keyPath: "\(keyPath).\(Appearance.light.word)",
                                 notes: [DiagnosticNote(Self.fallbackNote)])
            }
            return nil
        }
        let given = AppearanceColors(light: light, dark: colors[.dark], highContrastLight: colors[.highContrastLight],
            highContrastDark: colors[.highContrastDark])
        return colors.count == 1 ? light : .perAppearance(given)
    }

    /// How appearances a colour does not give fall back, for notes.
    static var fallbackNote: String {
        let fallbacks = Appearance.allCases.compactMap { appearance in appearance.fallback.map { "'\(appearance.word)' falls back to '\($0.word)'" } }
        return fallbacks.dropLast().joined(separator: ", ") + " and " + fallbacks[fallbacks.count - 1]
    }

    /// Reports a key that names no appearance, with a did-you-mean among the appearances (and the
    /// control states, where the mapping could have given them).
    private func reportUnknownAppearance(_ pair: YAMLPair, keyPath: String, stateWords: [String]) {
        let candidates = Appearance.words + stateWords
        let suggestion = Suggestion.closest(to: pair.key, in: candidates)
        let suffix = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        var known = "appearances are \(Suggestion.alternatives(Appearance.words))"
        if !stateWords.isEmpty { known += "; control states are \(Suggestion.alternatives(stateWords))" }
        let what = stateWords.isEmpty ? "appearance" : "control state or appearance"
        diagnostics.emit(.unknownKey, "unknown \(what) '\(pair.key)'\(suffix)", at: pair.keySpan, keyPath: keyPath,
                         notes: suggestion == nil ? [DiagnosticNote(known)] : [], fixIt: suggestion.map { FixIt(replacing: pair.keySpan, with: $0) })
    }
}
