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

    @Test func handWrittenCodeSeesTheGeneratedTypes() {
        #expect(ControlCatalogue.initialKnobValue == 0)
        #expect(ControlCatalogue.initialLevels == 20...80)
    }
}
