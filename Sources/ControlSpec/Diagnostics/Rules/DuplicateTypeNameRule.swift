extension Rule {
    /// Two specs of one run that generate the same type.
    static let duplicateTypeName = Rule(
        id: "duplicate-type-name", defaultSeverity: .error, category: .project,
        summary: "Two specs compiled together would generate the same Swift type: both declare the same `name`, " +
            "or one's `name` is a type the other's code declares beside its own (`KnobView` beside `Knob`).",
        rationale: "Each spec becomes `<name>.swift` and `<name>View.swift` in one output folder, and its types " +
            "(`<name>`, `<name>View`, `<name>Kernel` and a few more of its kind) live in one module; neither spec's files are written " +
            "until the names differ. The examples are two files compiled together.",
        triggering: [
            RuleExample("""
                # Specs/Knob.control.yaml and Specs/Knob2.control.yaml both say:
                name: Knob
                """, expect: [
                    "Specs/Knob2.control.yaml:2:7: error: type 'Knob' is also generated from Specs/Knob.control.yaml [duplicate-type-name]",
                ]),
            RuleExample("""
                # Specs/Knob.control.yaml says `name: Knob`, whose SwiftUI view is KnobView; Specs/KnobView.control.yaml says:
                name: KnobView
                """, expect: [
                    "Specs/KnobView.control.yaml:2:7: error: type 'KnobView' is also generated from Specs/Knob.control.yaml [duplicate-type-name]",
                ]),
        ],
        nonTriggering: [])
}
