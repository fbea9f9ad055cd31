import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The portable part of every generated file of the corpus, compiled on Linux in one module and
/// run (`GeneratedCorpusRun`): each configuration literal holds the library's value, and what
/// only the generated file adds to the kernel (starting values, the accessibility value in the
/// spec's words, the button's conveniences) is what the library computes. The kernel's behaviour
/// itself is tested in process (`Tests/ControlSpecTests/Kernel/`).
@Suite struct GeneratedPortableCodeTests {
    @Test("The configuration literal reads back as the library's value", arguments: SpecCorpus.all)
    func configurationLiteralRoundTrips(entry: SpecCorpus.Entry) throws {
        let library = try #require(GeneratedCorpusRun.libraryConfiguration(of: entry), "\(entry.path) is of a kind without a configuration")
        let generated = try GeneratedCorpusRun.value("configuration", of: entry.spec.name)
        #expect(GeneratedCorpusRun.normalized(generated, typeName: entry.spec.name) == library)
    }

    @Test("End to end: the generated knob model follows a touch and VoiceOver reads the spec's words")
    func theGeneratedModelRuns() throws {
        #expect(try GeneratedCorpusRun.value("touchAtTheTop", of: "Knob") == "0.5 50 percent")
    }

    @Test("End to end: the generated toggle model toggles on a tap and keeps its value at a drag's tie")
    func theGeneratedToggleRuns() throws {
        #expect(try GeneratedCorpusRun.value("tapThenDragBackHalfway", of: "PillToggle") == "true false true 1")
    }

    @Test("A generated toggle starts at the spec's value, read as UISwitch's, with its parts where the library lays them out", arguments: SpecCorpus.kind("toggle"))
    func toggleConveniences(entry: SpecCorpus.Entry) throws {
        let toggle = try #require(entry.spec.body as? ToggleSpec)
        #expect(try GeneratedCorpusRun.value("isOn", of: entry.spec.name) == "\(toggle.isOn)")
        #expect(try GeneratedCorpusRun.value("accessibility", of: entry.spec.name) == (toggle.isOn ? "1" : "0"))
        let layout = toggle.kernelConfiguration(size: entry.spec.size).layout()
        #expect(try GeneratedCorpusRun.value("restFrames", of: entry.spec.name) == "\(layout.rest.map(\.frame))")
    }

    @Test("Knob models start at the spec's value, read in the spec's words")
    func knobAccessibilityValues() throws {
        #expect(try GeneratedCorpusRun.value("accessibility", of: "Knob") == "0 percent")
        #expect(try GeneratedCorpusRun.value("accessibility", of: "RotaryKnob") == "50 percent")
    }

    @Test("Slider models start at the spec's values", arguments: SpecCorpus.kind("rangeSlider"))
    func sliderValues(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? RangeSliderSpec)
        #expect(try GeneratedCorpusRun.value("values", of: entry.spec.name) == "\([slider.value.lower, slider.value.upper])")
    }

    @Test("Slider accessibility values follow the spec's template")
    func sliderAccessibilityValues() throws {
        let expected = ["RangeSlider": "2 to 8", "NegativeRange": "-20 to 30 degrees", "SteppedGap": "20.0 – 60.0 dollars",
                        "PlainRange": "-1 to 1", "ChangeEvents": "0.25 to 0.75"]
        for (name, value) in expected {
            #expect(try GeneratedCorpusRun.value("accessibility", of: name) == value, "\(name)")
        }
    }

    @Test("Slider models (any number of thumbs) start at the spec's values", arguments: SpecCorpus.kind("slider"))
    func multiSliderValues(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? SliderSpec)
        #expect(try GeneratedCorpusRun.value("values", of: entry.spec.name) == "\(slider.value.values)")
    }

    @Test("Slider thumbs read their own value in the spec's words; a mirrored tap moves the generated thumb")
    func multiSliderAccessibilityAndTap() throws {
        let expected = ["VolumeSlider": "60 percent", "VerticalLevel": "-6 decibels", "ThreeBands": "20.0", "ShoeSizes": "40.5",
                        "PriceRange": "100 dollars", "FiveStops": "0.00"]
        for (name, value) in expected {
            #expect(try GeneratedCorpusRun.value("accessibility", of: name) == value, "\(name)")
        }
        #expect(try GeneratedCorpusRun.value("tapMirrored", of: "VolumeSlider") == "0 25.0 25 percent")
    }

    @Test("A generated button starts in its initial state with its parts where the library lays them out", arguments: SpecCorpus.kind("button"))
    func buttonConveniences(entry: SpecCorpus.Entry) throws {
        let button = try #require(entry.spec.body as? ButtonSpec)
        #expect(try GeneratedCorpusRun.value("initialState", of: entry.spec.name) == button.initialState?.name)
        let layout = button.kernelConfiguration(size: entry.spec.size).layout()
        #expect(try GeneratedCorpusRun.value("restFrames", of: entry.spec.name) == "\(layout.rest.map(\.frame))")
    }

    @Test("Circular slider models start at the spec's values, each thumb read in the spec's words")
    func circularSliderValues() throws {
        let expected = ["CircularSlider": ("[15.0]", #"["15 minutes"]"#), "WindingDial": ("[75.0]", #"["75 minutes"]"#),
                        "Thermostat": ("[21.0]", #"["21.0 degrees"]"#), "SleepRange": ("[6.0, 14.0]", #"["6.00 hours", "14.00 hours"]"#),
                        "BalanceArc": ("[0.0]", #"["0"]"#), "PriceArc": ("[40.0, 120.0]", #"["20 percent", "60 percent"]"#),
                        "NightTimer": ("[20.0]", #"["20"]"#), "ButtGauge": ("[50.0]", #"["50 km/h"]"#),
                        "SquareRange": ("[30.0, 60.0]", #"["30", "60"]"#),
                        "SpinTimer": ("[15.0]", #"["15 minutes"]"#),
                        "ShiftDial": ("[9.0, 5.0]", #"["9", "5"]"#),
                        "Bedtime": ("[22.0, 6.0]", #"["22.00 o\'clock", "6.00 o\'clock"]"#)]
        #expect(Set(expected.keys) == Set(SpecCorpus.kind("circularSlider").map(\.spec.name)))
        for (name, (values, accessibility)) in expected {
            #expect(try GeneratedCorpusRun.value("values", of: name) == values, "\(name)")
            #expect(try GeneratedCorpusRun.value("accessibility", of: name) == accessibility, "\(name)")
        }
    }

    @Test("End to end: a touch at the bottom of the generated timer ring sets 30 minutes")
    func theGeneratedCircularSliderRuns() throws {
        #expect(try GeneratedCorpusRun.value("touchAtTheBottom", of: "CircularSlider") == "30.0 30 minutes")
    }

    @Test("The generated gauge's animated change: halfway in time at the middle value and angle, an empty fill at the start")
    func theGeneratedCircularTransitionRuns() throws {
        // 20…140 over 0.4 s, ease-in-ease-out (symmetric): 0.2 s → 80 → track 0° → 12 o'clock, −90° on screen.
        #expect(try GeneratedCorpusRun.value("transitionHalfway", of: "ButtGauge") == "80.000000 -90.000000 true [140.0]")
    }
}
