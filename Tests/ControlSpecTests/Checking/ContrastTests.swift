import Testing
@testable import ControlSpec

/// WCAG 2.1 relative luminance and contrast ratio, colours composited over white.
@Suite struct ContrastTests {
    static let black = RGBA(red: 0, green: 0, blue: 0), white = RGBA(red: 1, green: 1, blue: 1)

    @Test func blackOnWhiteIs21To1() {
        #expect(Contrast.luminance(Self.black) == 0)
        #expect(Contrast.luminance(Self.white) == 1)
        #expect(abs(Contrast.ratio(Self.black, Self.white) - 21) < 1e-12)
        #expect(abs(Contrast.ratio(Self.white, Self.black) - 21) < 1e-12)
    }

    @Test(arguments: [RGBA(red: 0, green: 0, blue: 0), RGBA(red: 0.3, green: 0.6, blue: 0.9), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)])
    func identicalColoursAre1To1(_ color: RGBA) {
        #expect(Contrast.ratio(color, color) == 1)
    }

    /// The RangeSlider's white(0.9) track against its rgb(0, 0.45, 0.94) highlight: just above
    /// the 3:1 line (luminances 0.78741 and 0.18478, so 0.83741 / 0.23478 = 3.567).
    @Test func rangeSliderTrackAgainstItsHighlight() {
        let track = RGBA(red: 0.9, green: 0.9, blue: 0.9), highlight = RGBA(red: 0, green: 0.45, blue: 0.94)
        #expect(abs(Contrast.luminance(track) - 0.78741) < 1e-5)
        #expect(abs(Contrast.luminance(highlight) - 0.18478) < 1e-5)
        let ratio = Contrast.ratio(track, highlight)
        #expect(abs(ratio - 3.5668) < 1e-4)
        #expect(ratio.ratioText == "3.57")
    }

    /// The sRGB transfer function: linear below 0.04045, a 2.4 power above.
    @Test func channelsFollowTheSRGBCurve() {
        #expect(abs(Contrast.luminance(RGBA(red: 0.04, green: 0.04, blue: 0.04)) - 0.04 / 12.92) < 1e-12)
        #expect(abs(Contrast.luminance(RGBA(red: 0.5, green: 0.5, blue: 0.5)) - 0.21404114) < 1e-8)
        #expect(abs(Contrast.luminance(RGBA(red: 1, green: 0, blue: 0)) - 0.2126) < 1e-12)
        #expect(abs(Contrast.luminance(RGBA(red: 0, green: 1, blue: 0)) - 0.7152) < 1e-12)
        #expect(abs(Contrast.luminance(RGBA(red: 0, green: 0, blue: 1)) - 0.0722) < 1e-12)
    }

    @Test func alphaIsCompositedOverWhite() {
        #expect(Contrast.luminance(RGBA(red: 0, green: 0, blue: 0, alpha: 0)) == 1)
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), grey = RGBA(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(Contrast.luminance(halfBlack) - Contrast.luminance(grey)) < 1e-12)
        #expect(abs(Contrast.ratio(halfBlack, Self.white) - Contrast.ratio(grey, Self.white)) < 1e-12)
        #expect(Contrast.ratio(RGBA(red: 0, green: 0, blue: 0, alpha: 0), Self.white) == 1)
        let translucentRed = RGBA(red: 1, green: 0, blue: 0, alpha: 0.25)
        #expect(abs(Contrast.luminance(translucentRed) - Contrast.luminance(RGBA(red: 1, green: 0.75, blue: 0.75))) < 1e-12)
    }

    @Test func ratioTextHasTwoDecimals() {
        #expect(2.5449.ratioText == "2.54")
        #expect(21.0.ratioText == "21")
    }
}
