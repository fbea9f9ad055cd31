import Foundation
import Testing
@testable import ControlSpec

/// The reference specs lint clean and say exactly what docs/reference-controls.md says.
@Suite struct ReferenceSpecTests {
    static let names = ["Knob", "RangeSlider", "FastCartButton", "RotaryKnob", "VolumeSlider", "PillToggle", "CircularSlider"]

    static func spec(_ name: String) throws -> ControlSpecification {
        let result = Linter.lint(try PackagePaths.bytes("Specs/\(name).control.yaml"))
        #expect(result.diagnostics.flatMap(\.exampleLines) == [], "\(name) must lint clean")
        return try #require(result.spec)
    }

    @Test(arguments: names)
    func lintsCleanAndPointsAtTheCommittedSchema(name: String) throws {
        _ = try Self.spec(name)
        let text = String(decoding: try PackagePaths.bytes("Specs/\(name).control.yaml"), as: UTF8.self)
        #expect(text.hasPrefix("# yaml-language-server: $schema=../controlspec.schema.json\n"))
    }

    @Test func specsFolderHoldsExactlyTheReferenceSpecs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path).filter { $0.hasSuffix(".control.yaml") }
        #expect(Set(files) == Set(Self.names.map { "\($0).control.yaml" }))
    }

    @Test func circularSlider() throws {
        let spec = try Self.spec("CircularSlider")
        let slider = try #require(spec.body as? CircularSliderSpec)
        #expect(slider.value == CircularValue(min: 0, max: 60, initialValues: [15], step: 1, minimumDistance: 0, turns: 1, wraps: false, isContinuous: true, animationDuration: 0.25))
        #expect(slider.angles.start.radians == 0 && slider.angles.end.radians == 2 * .pi)
        #expect(slider.angles.zero == .up && slider.angles.clockwise)
        #expect(spec.size.width == 200 && spec.size.height == 200)
        #expect(slider.lineWidth == 12 && slider.lineCap == .round && slider.thumbRadius == 14 && slider.thumbOutlineWidth == 1 && slider.touchSlop == 8)
        #expect(slider.fillColor.normal.color(in: .dark) == .named("systemOrange"))
        #expect(slider.fillColor.normal.color(in: .light) != .named("systemOrange"), "a deeper orange in light mode, for track-contrast")
        #expect(slider.stepFeedback == .selection)
        #expect(spec.accessibility.label == "Timer" && spec.accessibility.step == 5)
    }

    @Test func knob() throws {
        let spec = try Self.spec("Knob")
        guard let knob = spec.body as? KnobSpec, case .shapeLayers(let track, let pointer) = knob.drawing else {
            Issue.record("Knob must be a shape-drawn knob")
            return
        }
        #expect(knob.value == ValueModel(min: 0, max: 1, initial: 0, defaultValue: 0, step: 0, isContinuous: true, wraps: false))
        #expect(knob.angles.start.radians == -11 * .pi / 8)
        #expect(knob.angles.end.radians == 3 * .pi / 8)
        #expect(knob.angles.start.notation == .piMultiple(PiFraction(numerator: -11, denominator: 8)))
        #expect(knob.angles.zero == .right && knob.angles.clockwise)
        #expect(track == KnobTrack(lineWidth: 2, color: StateValue(normal: .tint)))
        #expect(pointer == KnobPointer(length: 6, lineWidth: 2, color: StateValue(normal: .tint)))
        #expect(knob.interaction.style == .rotate && !knob.interaction.isRelative)
        #expect(knob.setValueAnimation == SetValueAnimation(duration: 0.25, easing: .easeInEaseOut, throughMidpoint: true))
        #expect(knob.interaction.events == ControlEvents(begin: [.editingDidBegin], change: [.valueChanged], end: [.editingDidEnd], cancel: [.editingDidEnd]))
        #expect(spec.accessibility.label == "Level")
    }

    @Test func rangeSlider() throws {
        let spec = try Self.spec("RangeSlider")
        guard let slider = spec.body as? RangeSliderSpec else {
            Issue.record("RangeSlider must be a range slider")
            return
        }
        #expect(slider.value == RangeValue(min: 0, max: 10, lower: 2, upper: 8, step: 0, minimumGap: 0, isContinuous: true))
        #expect(slider.curvaceousness == 1)
        #expect(slider.track.color.normal == .white(0.9, alpha: 1))
        #expect(slider.track.highlightColor.normal == .rgba(RGBA(red: 0, green: 0.45, blue: 0.94)))
        #expect(slider.track.inset == .heightDividedBy(3.5))
        #expect(slider.track.gloss == .white(1, alpha: 0.4))
        #expect(slider.track.outline == Outline(color: .named("black"), width: 0.5))
        #expect(slider.thumb.color.normal == .named("white"))
        #expect(slider.thumb.shadow == Shadow(color: .named("gray"), offset: Point(x: 0, y: 1), blur: 1))
        #expect(slider.thumb.outline == Outline(color: .named("gray"), width: 0.5))
        #expect(slider.thumb.gradient == Gradient(from: .white(0, alpha: 0.15), to: .white(0, alpha: 0.05), isVertical: true))
        #expect(slider.thumb.overlay == StateValue(normal: .named("clear"), highlighted: .white(0, alpha: 0.1)))
        #expect(slider.mirrorsInRightToLeft)
    }

    @Test func fastCartButton() throws {
        let spec = try Self.spec("FastCartButton")
        guard let button = spec.body as? ButtonSpec else {
            Issue.record("FastCartButton must be a button")
            return
        }
        #expect(spec.size == Size(width: 52, height: 52))
        #expect(button.touchSlop == 70)
        #expect(button.parts.map(\.id) == ["pinkLine1", "pinkLine2", "pinkLine3", "circle"])
        let circle = button.parts[3]
        #expect(circle.shape == .circle && circle.size == Size(width: 52, height: 52) && circle.clipsChildren)
        #expect(circle.color.normal == .named("systemPink"))
        #expect(circle.children.map(\.id) == ["whiteLine1", "whiteLine2", "whiteLine3", "cart"])
        #expect(circle.children.prefix(3).map(\.horizontal) == [.trailing(11), .trailing(8), .trailing(14)])
        #expect(circle.children.prefix(3).map(\.vertical) == [.centerY(24), .centerY(27), .centerY(30)])
        #expect(circle.children.prefix(3).allSatisfy { $0.size == Size(width: 24, height: 2) && $0.shape == .roundedRect(cornerRadius: 1) })
        #expect(circle.children[3].shape == .symbol(name: "cart.fill", pointSize: 22, weight: .bold))
        #expect(button.parts.prefix(3).allSatisfy { $0.alpha == 0.6 && $0.color.normal == .named("systemPink") })
        #expect(button.parts.prefix(3).map(\.mirrors) == ["whiteLine1", "whiteLine2", "whiteLine3"])

        let states = Dictionary(uniqueKeysWithValues: button.states.map { ($0.name, $0) })
        #expect(button.initialState?.name == "idle")
        let down = try #require(states["down"]?.animation)
        #expect(states["down"]?.from == ["idle"] && states["down"]?.triggers == [.begin])
        #expect(down.duration == 0.8 && down.timing == .spring(.dampingRatio(1, velocity: 0)))
        #expect(down.changes == .set([
            Assignment(target: "whiteLines", property: .width, value: Jittered(value: 32, jitter: 4)),
            Assignment(target: "whiteLines", property: .trailing, value: Jittered(value: 8, jitter: 4)),
            Assignment(target: "pinkLines", property: .alpha, value: Jittered(value: 1, jitter: 0)),
            Assignment(target: "cart", property: .rotation, value: Jittered(value: -0.1, jitter: 0)),
        ]))
        let cancelled = try #require(states["cancelled"])
        #expect(cancelled.triggers == [.endOutside, .cancel] && cancelled.then == "idle")
        #expect(cancelled.animation?.duration == 0.3 && cancelled.animation?.changes == .rest)
        let up = try #require(states["up"])
        #expect(up.then == "idle" && up.resetsParts && up.triggers == [.end])
        let upAnimation = try #require(up.animation)
        #expect(upAnimation.duration == 0.8 && upAnimation.beginsFromCurrentState)
        guard case .keyframes(let keyframes, let mode) = upAnimation.changes, mode == .cubic else {
            Issue.record("up must be keyframes")
            return
        }
        #expect(keyframes.map(\.start) == [0, 0.35, 0.35, 0.4, 0.45])
        #expect(keyframes.map(\.duration) == [0.35, 0.04, 0.5, 0.5, 0.2])
        #expect(keyframes[0].assignments == [
            Assignment(target: "cart", property: .x, value: Jittered(value: -4, jitter: 0)),
            Assignment(target: "cart", property: .rotation, value: Jittered(value: -0.15, jitter: 0)),
            Assignment(target: "whiteLines", property: .trailing, value: Jittered(value: 2, jitter: 4)),
        ])
        #expect(keyframes[2].assignments == [Assignment(target: "cart", property: .x, value: Jittered(value: 104, jitter: 0))])
        #expect(keyframes[3].assignments.last == Assignment(target: "whiteLines", property: .width, value: Jittered(value: 48, jitter: 4)))
        #expect(keyframes[4].assignments == [Assignment(target: "pinkLines", property: .alpha, value: Jittered(value: 0, jitter: 0))])
    }

    @Test func rotaryKnob() throws {
        let spec = try Self.spec("RotaryKnob")
        guard let knob = spec.body as? KnobSpec, case .images(let background, let image) = knob.drawing else {
            Issue.record("RotaryKnob must be an image-based knob")
            return
        }
        #expect(background == "RotaryKnobBackground")
        #expect(image == StateValue(normal: "RotaryKnob", highlighted: "RotaryKnobHighlighted", disabled: "RotaryKnobDisabled"))
        #expect(knob.value.defaultValue == 0.5 && knob.value.min == 0 && knob.value.max == 1 && knob.value.isContinuous)
        #expect(knob.angles.start.degrees == -135 && knob.angles.end.degrees == 135 && knob.angles.zero == .up)
        #expect(knob.interaction.isRelative && knob.interaction.style == .rotate && knob.interaction.pointsPerDegree == 1)
        #expect(knob.interaction.maxAngleJump?.degrees == 45)
        #expect(knob.interaction.minCenterDistance == 4 && knob.interaction.doubleTapToReset)
        #expect(knob.interaction.events.end.contains(.valueChanged))
        #expect(knob.setValueAnimation.duration == 0.2 && knob.setValueAnimation.throughMidpoint)
    }

    /// The pill switch of docs/reference-controls.md: UISwitch's 51 × 31 track and 27 pt thumb
    /// travelling 20 pt, a green fill fading in with a ζ = 0.7 spring, a light haptic.
    @Test func pillToggle() throws {
        let spec = try Self.spec("PillToggle")
        let toggle = try #require(spec.body as? ToggleSpec)
        #expect(spec.size == Size(width: 64, height: 44))
        #expect(!toggle.isOn && toggle.thumb == "knob" && toggle.orientation == .horizontal)
        #expect(toggle.kernelConfiguration(size: spec.size).travel == 20)
        #expect(toggle.turnOn.timing == .spring(.dampingRatio(0.7, velocity: 0)) && toggle.turnOn.duration == 0.35)
        #expect(toggle.turnOff.changes == .rest && toggle.turnOff.duration == 0.3)
        #expect(toggle.haptic == .light && toggle.dragThreshold == 4)
        #expect(spec.accessibility.label == "Notifications")
    }
}
