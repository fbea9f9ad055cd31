import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The SwiftUI views play the spec's haptic style, as the UIKit controls' generators do: one
/// mapping (`HapticsViewModel.sensoryFeedback`) for every kind, a weight for light, medium and
/// heavy, a flexibility for soft and rigid.
@Suite struct SwiftUIHapticStyleTests {
    @Test func eachStyleHasItsSensoryFeedback() {
        let expected: [HapticStyle: String] = [
            .selection: ".selection",
            .light: ".impact(weight: .light)", .medium: ".impact(weight: .medium)", .heavy: ".impact(weight: .heavy)",
            .soft: ".impact(flexibility: .soft)", .rigid: ".impact(flexibility: .rigid)",
        ]
        for style in HapticStyle.allCases {
            #expect(HapticsViewModel(style).sensoryFeedback == expected[style], "\(style)")
        }
    }

    /// The haptic style a spec asks for, of any kind.
    static func style(of spec: ControlSpecification) -> HapticStyle? {
        switch spec.body {
        case let knob as KnobSpec: knob.stepFeedback
        case let slider as SliderSpec: slider.stepFeedback
        case let slider as RangeSliderSpec: slider.stepFeedback
        case let slider as CircularSliderSpec: slider.stepFeedback
        case let toggle as ToggleSpec: toggle.haptic
        default: nil
        }
    }

    /// Every view of the corpus plays exactly its spec's style, and the corpus asks for every style.
    @Test func everyViewPlaysItsSpecsStyle() throws {
        var styles: Set<HapticStyle> = []
        for entry in SpecCorpus.all {
            let text = try DisabledLookTests.generated(entry.spec, path: entry.path, target: .swiftui)
            let played = text.components(separatedBy: ".sensoryFeedback(").dropFirst().map { $0.prefix { $0 != "," } }
            guard let style = Self.style(of: entry.spec) else {
                #expect(played.isEmpty, "\(entry.path)")
                continue
            }
            styles.insert(style)
            #expect(played == [Substring(HapticsViewModel(style).sensoryFeedback)], "\(entry.path)")
        }
        #expect(styles == Set(HapticStyle.allCases))
    }

    /// VolumeSlider asks for `light`: its SwiftUI view plays a light impact, not a selection tick.
    @Test func volumeSliderPlaysALightImpact() throws {
        let entry = try #require(SpecCorpus.all.first { $0.spec.name == "VolumeSlider" })
        let text = try DisabledLookTests.generated(entry.spec, path: entry.path, target: .swiftui)
        #expect(text.contains("control.sensoryFeedback(.impact(weight: .light), trigger: "))
        #expect(!text.contains(".sensoryFeedback(.selection"))
    }
}
