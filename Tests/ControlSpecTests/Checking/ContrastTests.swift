import Testing
@testable import ControlSpec

/// WCAG 2.1 relative luminance and contrast ratio, colours composited over a background (white
/// here, as in the light appearance; black in `alphaIsCompositedOverTheBackground`); and the
/// contrast of two spec colours in every appearance.
@Suite struct ContrastTests {
    static let black = RGBA(red: 0, green: 0, blue: 0), white = RGBA(red: 1, green: 1, blue: 1)

    @Test func blackOnWhiteIs21To1() {
        #expect(Contrast.luminance(Self.black, over: Self.white) == 0)
        #expect(Contrast.luminance(Self.white, over: Self.white) == 1)
        #expect(abs(Contrast.ratio(Self.black, Self.white, over: Self.white) - 21) < 1e-12)
        #expect(abs(Contrast.ratio(Self.white, Self.black, over: Self.white) - 21) < 1e-12)
    }

    @Test(arguments: [RGBA(red: 0, green: 0, blue: 0), RGBA(red: 0.3, green: 0.6, blue: 0.9), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)])
    func identicalColoursAre1To1(_ color: RGBA) {
        #expect(Contrast.ratio(color, color, over: Self.white) == 1)
    }

    /// The RangeSlider's white(0.9) track against its rgb(0, 0.45, 0.94) highlight: just above
    /// the 3:1 line (luminances 0.78741 and 0.18478, so 0.83741 / 0.23478 = 3.567).
    @Test func rangeSliderTrackAgainstItsHighlight() {
        let track = RGBA(red: 0.9, green: 0.9, blue: 0.9), highlight = RGBA(red: 0, green: 0.45, blue: 0.94)
        #expect(abs(Contrast.luminance(track, over: Self.white) - 0.78741) < 1e-5)
        #expect(abs(Contrast.luminance(highlight, over: Self.white) - 0.18478) < 1e-5)
        let ratio = Contrast.ratio(track, highlight, over: Self.white)
        #expect(abs(ratio - 3.5668) < 1e-4)
        #expect(ratio.ratioText == "3.57")
    }

    /// The sRGB transfer function: linear below 0.04045, a 2.4 power above.
    @Test func channelsFollowTheSRGBCurve() {
        #expect(abs(Contrast.luminance(RGBA(red: 0.04, green: 0.04, blue: 0.04), over: Self.white) - 0.04 / 12.92) < 1e-12)
        #expect(abs(Contrast.luminance(RGBA(red: 0.5, green: 0.5, blue: 0.5), over: Self.white) - 0.21404114) < 1e-8)
        #expect(abs(Contrast.luminance(RGBA(red: 1, green: 0, blue: 0), over: Self.white) - 0.2126) < 1e-12)
        #expect(abs(Contrast.luminance(RGBA(red: 0, green: 1, blue: 0), over: Self.white) - 0.7152) < 1e-12)
        #expect(abs(Contrast.luminance(RGBA(red: 0, green: 0, blue: 1), over: Self.white) - 0.0722) < 1e-12)
    }

    @Test func alphaIsCompositedOverWhite() {
        #expect(Contrast.luminance(RGBA(red: 0, green: 0, blue: 0, alpha: 0), over: Self.white) == 1)
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), grey = RGBA(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(Contrast.luminance(halfBlack, over: Self.white) - Contrast.luminance(grey, over: Self.white)) < 1e-12)
        #expect(abs(Contrast.ratio(halfBlack, Self.white, over: Self.white) - Contrast.ratio(grey, Self.white, over: Self.white)) < 1e-12)
        #expect(Contrast.ratio(RGBA(red: 0, green: 0, blue: 0, alpha: 0), Self.white, over: Self.white) == 1)
        let translucentRed = RGBA(red: 1, green: 0, blue: 0, alpha: 0.25)
        #expect(abs(Contrast.luminance(translucentRed, over: Self.white) - Contrast.luminance(RGBA(red: 1, green: 0.75, blue: 0.75), over: Self.white)) < 1e-12)
    }

    @Test func alphaIsCompositedOverABlackBackgroundInTheDark() {
        let halfWhite = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), grey = RGBA(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(Contrast.luminance(halfWhite, over: Self.black) - Contrast.luminance(grey, over: Self.black)) < 1e-12)
        #expect(Contrast.luminance(RGBA(red: 1, green: 1, blue: 1, alpha: 0), over: Self.black) == 0)
    }

    /// `white(0.9)` against a highlight given per appearance: `#0073F0` in light passes (3.57:1);
    /// `white(0.8)` in dark fails (luminances 0.78741 and 0.60383: 0.83741 / 0.65383 = 1.28); the
    /// increased-contrast appearances fall back to those, light passing, dark failing at 1.28.
    @Test func contrastIsCheckedInEveryAppearance() {
        let track = ColorValue.white(0.9, alpha: 1)
        let highlight = ColorValue.perAppearance(AppearanceColors(light: .rgba(RGBA(red: 0, green: 0.45, blue: 0.94)), dark: .white(0.8, alpha: 1)))
        let findings = Contrast.below(Contrast.minimumNonTextRatio, track, highlight)
        #expect(findings.count == 1)
        #expect(findings.first?.appearances == [.dark, .highContrastDark])
        #expect(findings.first?.ratio.ratioText == "1.28")
        #expect(Contrast.phrase([.dark, .highContrastDark]) == "in the dark and high-contrast dark appearances")
        #expect(Contrast.phrase([.dark]) == "in the dark appearance")
        #expect(Contrast.phrase(Appearance.allCases) == "in every appearance")
    }

    /// A system colour takes its own value in each appearance: systemGray3 against white(0.9)
    /// fails in light (1.34:1) and with increased contrast in light (systemGray3 is rgb(174, 174,
    /// 178) there), and passes in dark, where it is rgb(72, 72, 74).
    @Test func systemColoursTakeTheirValueInEachAppearance() {
        let findings = Contrast.below(Contrast.minimumNonTextRatio, .white(0.9, alpha: 1), .named("systemGray3"))
        #expect(findings.map(\.appearances) == [[.light], [.highContrastLight]])
        #expect(findings.first?.ratio.ratioText == "1.34")
    }

    @Test func ratioTextHasTwoDecimals() {
        #expect(2.5449.ratioText == "2.54")
        #expect(21.0.ratioText == "21")
    }
}
