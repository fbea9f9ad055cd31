import Testing
@testable import Controls

/// The generated portable code, called from the consumer's own tests.
@Suite struct GeneratedControlsTests {
    @Test func theKnobPointsUpHalfway() {
        #expect(abs(KnobModel(configuration: KnobKernel.configuration).angle(for: 0.5) - -Double.pi / 2) < 1e-12)
    }

    @Test func theSliderKeepsItsThumbsApart() {
        var model = LevelSliderModel(configuration: LevelSliderKernel.configuration)
        #expect(model.lowerValue == 20 && model.upperValue == 80)
        model.setLowerValue(75)
        #expect(model.lowerValue == 70)
    }

    @Test func theFadersKeepTheirDistanceOnHalfSteps() {
        var model = MixerFadersModel(configuration: MixerFadersKernel.configuration)
        model.setValue(-1.2, ofThumb: 0)
        #expect(model.values == [-6, 0])
        model.setValue(3.3, ofThumb: 1)
        #expect(model.values == [-6, 3.5])
    }

    @Test func handWrittenCodeSeesTheGeneratedTypes() {
        #expect(ControlCatalogue.initialKnobValue == 0)
        #expect(ControlCatalogue.initialLevels == 20...80)
        #expect(ControlCatalogue.initialFaders == [-30, 0])
        #expect(ControlCatalogue.initialSleepWindow == ControlKernel.CircularSelection(start: 10.5, end: 6.5))
        #expect(!ControlCatalogue.initiallyMuted)
    }
}
