extension Rule {
    /// The rules of the structure pass: keys, types and value formats.
    static let structureRules: [Rule] = [
        .unknownKey, .missingKey, .wrongType, .yamlBoolean, .unknownValue, .invalidFormat, .outOfRange, .missingUnit,
    ]
    /// The rules of the semantic pass: meaning across keys.
    static let semanticRules: [Rule] = [
        .valueRange, .angleSpan, .inapplicableKey, .unknownReference, .duplicateID, .partLayout,
        .keyframeTiming, .animationForm, .stateMachine, .selfSentEvent,
    ]
    /// Design advice.
    static let designRules: [Rule] = [
        .touchTargetSize, .trackContrast, .accessibilityLabel, .longAnimation,
    ]
}
