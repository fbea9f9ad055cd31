import Testing
@testable import ControlSpec

/// Circular slider semantics: keys of the other thumb count, thumb order and distance, winding
/// on a full circle with one thumb, and a track the thumbs leave room for.
@Suite struct CircularSliderSemanticsTests {
    typealias S = CleanSpecs
    /// A clean one-thumb circular slider: a full circle from 12 o'clock.
    static let ring = """
        controlspec: 1
        name: Ring
        kind: circularSlider
        summary: A ring.
        size: 100x100
        value: { min: 0, max: 60, initial: 15 }
        angles: { start: 0deg, end: 360deg, zero: up }
        accessibility: { label: Minutes }

        """
    /// The same with two thumbs.
    static let range = S.r(S.r(ring, "initial: 15", "lower: 10, upper: 40"), "size: 100x100", "size: 100x100\nthumbs: 2")

    static let cases: [LintCase] = [
        LintCase("clean", ring, expect: []),
        LintCase("cleanRange", range, expect: []),
        LintCase("windingNeedsFullCircle", S.r(S.r(ring, "initial: 15", "initial: 15, turns: 2"), "end: 360deg", "end: 270deg"), expect: [
            "6:47: error: 'turns: 2' needs a track spanning a full turn, found 270deg [angle-span]",
            "6:47: note: use 'turns: 1', or angles 360deg apart",
        ]),
        LintCase("windingNeedsOneThumb", S.r(range, "upper: 40", "upper: 40, turns: 3"), expect: [
            "7:56: error: 'turns: 3' needs one thumb, found 2 [inapplicable-key]",
            "7:56: note: two thumbs share one turn of the track",
        ]),
        LintCase("initialWithTwoThumbs", S.r(range, "lower: 10", "initial: 5, lower: 10"), expect: [
            "7:27: error: 'initial' has no effect with 'thumbs: 2' [inapplicable-key]",
            "7:27: note: two thumbs start at 'lower' and 'upper'",
        ]),
        LintCase("distanceWithOneThumb", S.r(ring, "initial: 15", "initial: 15, minimumDistance: 5"), expect: [
            "6:40: error: 'minimumDistance' has no effect with 'thumbs: 1' [inapplicable-key]",
            "6:40: note: the distance is kept between two thumbs",
        ]),
        LintCase("lowerAboveUpper", S.r(range, "lower: 10, upper: 40", "lower: 40, upper: 20"), expect: [
            "7:45: error: 'lower' (40) must not be greater than 'upper' (20) [value-range]",
        ]),
        LintCase("thumbsTooClose", S.r(range, "upper: 40", "upper: 40, minimumDistance: 35"), expect: [
            "7:45: error: 'lower' (10) and 'upper' (40) are 30 apart, less than 'minimumDistance' (35) [value-range]",
        ]),
        LintCase("wrapLetsTheRangeCrossTheStart", S.r(range, "lower: 10, upper: 40", "lower: 40, upper: 20, ends: wrap"), expect: []),
        LintCase("wrapNeedsAFullCircle", S.r(S.r(range, "upper: 40", "upper: 40, ends: wrap"), "end: 360deg", "end: 270deg"), expect: [
            "8:29: error: 'ends: wrap' needs a track spanning a full turn, found 270deg [angle-span]",
            "8:29: note: use 'ends: stop', or angles 360deg apart",
        ]),
        LintCase("wrapNeedsOneTurn", S.r(ring, "initial: 15", "initial: 15, turns: 2, ends: wrap"), expect: [
            "6:47: error: 'turns: 2' needs 'ends: stop', found 'ends: wrap' [inapplicable-key]",
            "6:47: note: a range that wraps covers one turn: its maximum is its minimum",
        ]),
        LintCase("wrappedThumbsTooClose", S.r(range, "lower: 10, upper: 40", "lower: 50, upper: 5, minimumDistance: 20, ends: wrap"), expect: [
            "7:45: error: 'lower' (50) and 'upper' (5) are 15 apart round the circle, less than 'minimumDistance' (20) [value-range]",
        ]),
        LintCase("wrappedDistanceAtMostHalf", S.r(range, "upper: 40", "upper: 40, minimumDistance: 31, ends: wrap"), expect: [
            "7:66: error: 'minimumDistance' (31) is more than half the range (60) with 'ends: wrap' [value-range]",
            "7:66: note: the thumbs keep the distance both ways round the circle",
        ]),
        LintCase("distanceOffTheSteps", S.r(range, "upper: 40", "upper: 40, step: 5, minimumDistance: 7"), expect: [
            "7:75: error: 'minimumDistance' (7) is not a whole number of steps of 5 [value-range]",
            "7:75: note: a thumb stops on a step; use 5 or a multiple of it",
        ]),
        LintCase("initialOutOfRange", S.r(ring, "initial: 15", "initial: 75"), expect: [
            "6:36: error: 'initial' (75) is outside the range 0…60 [value-range]",
        ]),
        LintCase("noRoomForTheTrack", ring + "thumb: { radius: 50 }\n", expect: [
            "9:18: error: the track's radius would be -0.5 points; the thumbs and the line width leave no room in 100x100 [value-range]",
        ]),
        LintCase("endBeforeStart", S.r(ring, "end: 360deg", "end: -10deg"), expect: [
            "7:29: error: 'end' (-10deg) must be greater than 'start' (0deg) [angle-span]",
            "7:29: note: the track runs from 'start' to increasing angles up to 'end'; 'clockwise' chooses which way increasing angles turn on screen",
        ]),
        LintCase("threeThumbs", S.r(range, "thumbs: 2", "thumbs: 3"), expect: [
            "6:9: error: expected an integer from 1 to 2, found 3 [out-of-range]",
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
