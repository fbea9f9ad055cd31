extension Rule {
    /// A number outside the range its key allows.
    static let outOfRange = Rule(
        id: "out-of-range", defaultSeverity: .error, category: .structure,
        summary: "A number outside the range its key allows: a negative line width, an alpha above 1, a colour component above 1.",
        rationale: "Each key's range is in the spec format and the JSON Schema (`minimum`, `maximum`).",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: PriceRange
                kind: rangeSlider
                summary: Picks a price range.
                size: 300x44
                value: { min: 0, max: 100 }
                curvaceousness: 1.5
                track: { color: "rgb(0, 115, 240)" }
                accessibility: { label: Price }
                """, expect: [
                    "7:17: error: expected a number from 0 to 1, found 1.5 [out-of-range]",
                    "8:17: error: colour component 115 in 'rgb(0, 115, 240)' is outside 0…1 [out-of-range]",
                    "8:17: note: colour components go from 0 to 1; for 0–255 values divide by 255 or write '#RRGGBB'",
                ]),
        ],
        nonTriggering: [Rule.minimalSlider])
}
