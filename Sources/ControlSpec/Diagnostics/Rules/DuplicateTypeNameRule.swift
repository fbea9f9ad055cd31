extension Rule {
    /// Two specs of one run that generate the same type.
    static let duplicateTypeName = Rule(
        id: "duplicate-type-name", defaultSeverity: .error, category: .project,
        summary: "Two specs compiled together declare the same `name`, so both would generate the same Swift type and file.",
        rationale: "Each spec becomes `<name>.swift` in one output folder and one Swift type in one module; neither file is written until the names differ. " +
            "The example is two files compiled together.",
        triggering: [
            RuleExample("""
                # Specs/Knob.control.yaml and Specs/Knob2.control.yaml both say:
                name: Knob
                """, expect: [
                    "Specs/Knob2.control.yaml:2:7: error: type 'Knob' is also generated from Specs/Knob.control.yaml [duplicate-type-name]",
                ]),
        ],
        nonTriggering: [])
}
