extension Rule {
    /// Every rule controlspec knows, in catalogue order: by category, in pipeline order within
    /// each. The one list of rules: `docs/rules.md`, the per-rule tests and design lint read it.
    public static let catalogue: [Rule] = [
        // Reading the file.
        .yamlLimit, .yamlEncoding, .yamlNul, .yamlSyntax, .yamlTab, .yamlEmpty,
        .yamlMultipleDocuments, .yamlDuplicateKey, .yamlComplexKey, .yamlTag, .yamlAlias, .yamlMergeKey,
        // The shape of the spec.
        .unknownKey, .missingKey, .wrongType, .unknownToken, .yamlBoolean, .unknownValue, .invalidFormat, .outOfRange, .missingUnit,
        // Meaning across keys.
        .valueRange, .angleSpan, .inapplicableKey, .unknownReference, .duplicateID, .partLayout,
        .keyframeTiming, .animationForm, .stateMachine, .selfSentEvent,
    ] + designRules + [
        // Across specs, templates and configuration.
        .duplicateTypeName, .templateSyntax, .unconfigurableRule,
        // Design token files.
        .tokenFile, .tokenAlias, .tokenColorSpace,
    ]

    /// The design rules, in catalogue order: advice on specs without errors, the only rules the
    /// configuration's `rules:` can change. Listed apart so that `unconfigurable-rule`'s example
    /// can name them without reading the catalogue it belongs to.
    static let designRules: [Rule] = [
        .touchTargetSize, .trackContrast, .accessibilityLabel, .longAnimation, .thumbOverflow,
        .ringTouchTarget, .capGap, .tickDensity,
    ]

    /// The rule with identifier `id`, if there is one.
    public static func named(_ id: String) -> Rule? {
        catalogue.first { $0.id == id }
    }

    /// The rules of one category, in catalogue order.
    public static func inCategory(_ category: RuleCategory) -> [Rule] {
        catalogue.filter { $0.category == category }
    }
}
