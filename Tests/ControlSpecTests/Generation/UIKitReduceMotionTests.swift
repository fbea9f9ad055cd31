import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Reduce Motion in the generated UIKit controls: each reads `UIAccessibility.isReduceMotionEnabled`
/// as an animation starts and asks the kernel's `ReduceMotion.playback` (through the folder's
/// kernel, `UIKit/UIKitReduceMotion.swift`), cross-fades or jumps as it answers, follows the
/// setting's notification, and the wrappers leave the choice to the control. The decision itself is the
/// kernel's, tested here per kind and per `reduceMotion` word on the specs that set them.
@Suite struct UIKitReduceMotionTests {
    /// The kinds whose UIKit controls animate.
    static let animatingKinds = [KnobSpec.kindName, SliderSpec.kindName, CircularSliderSpec.kindName, ToggleSpec.kindName, ButtonSpec.kindName]

    /// What each animating kind's control passes to the kernel where its animations start: to
    /// `UIKitReduceMotion.playback(of:duration:)` itself, or to the kernel's helper that asks it.
    static func decisionCalls(_ kind: String, name: String) -> [String] {
        switch kind {
        case KnobSpec.kindName: ["UIKitReduceMotion.playback(of: model.setValueAnimation.reduceMotion, duration: animationDuration)"]
        case SliderSpec.kindName, CircularSliderSpec.kindName:
            ["private let valueAnimation = ControlKernel.UIKitValueAnimation(reduceMotion: \(name)Kernel.configuration.reduceMotion)"]
        case ButtonSpec.kindName: ["private let touchStates = ControlKernel.UIKitTouchStates(configuration: \(name)Kernel.configuration)"]
        default: ["partPlayback.play(timeline, from: start, to: target, layout: layout, views: partViews, in: self"]
        }
    }

    /// The kernel's helper that follows the setting for the controls of `kind`, with the line by
    /// which it observes it; `nil` for a control that observes it itself.
    static func observingHelper(_ kind: String) -> (name: String, observation: String)? {
        switch kind {
        case SliderSpec.kindName, CircularSliderSpec.kindName:
            ("public final class UIKitValueAnimation {", "reduceMotionObserver = ReduceMotionObserver { [weak self] in self?.reduceMotionDidTurnOn() }")
        case ToggleSpec.kindName, ButtonSpec.kindName:
            ("public final class UIKitPartPlayback {", "reduceMotionObserver = ReduceMotionObserver { [weak self] in self?.reduceMotionDidTurnOn() }")
        default: nil
        }
    }

    @Test("Every animating UIKit control asks the kernel, with the system setting read as an animation starts",
          arguments: animatingKinds)
    func controlsConsultTheSettingAndTheKernel(kind: String) throws {
        let controls = try UIKitParityTests.generated(kind, target: .uikit)
        #expect(!controls.isEmpty)
        for (name, text) in controls {
            // The setting is read and the choice made in the folder's kernel, never in a control.
            #expect(!text.contains("isReduceMotionEnabled"), "\(name): no copy of the kernel's reading of the setting")
            #expect(!text.contains("crossfadeDuration") && !text.contains("CATransition"), "\(name): no second copy of the kernel's fade")
            for call in Self.decisionCalls(kind, name: name) {
                #expect(text.contains(call), "\(name): \(call)")
            }
            // Following the setting: a running animation ended when it turns on, by the control
            // (observed from the initialiser) or by the kernel's helper that runs its animations.
            if Self.observingHelper(kind) == nil {
                let commonInit = try #require(text.range(of: "private func commonInit() {"), "\(name)")
                let initBody = String(text[commonInit.upperBound...]).components(separatedBy: "\n    }\n")[0]
                #expect(initBody.contains("observeReduceMotion()"), "\(name): observed from the start")
                #expect(text.contains("reduceMotionObserver = ControlKernel.ReduceMotionObserver { [weak self] in self?.reduceMotionDidTurnOn() }"),
                        "\(name): the observer holds the control weakly")
                #expect(text.contains("private func reduceMotionDidTurnOn() {"), "\(name)")
            } else {
                #expect(!text.contains("ReduceMotionObserver") && !text.contains("reduceMotionDidTurnOn"), "\(name): the kernel's helper observes")
            }
        }
        // The one place that reads the setting and decides: the kernel's rule, never a copy of it.
        let kernel = try UIKitParityTests.sharedKernel(kind, target: .uikit)
        if let helper = Self.observingHelper(kind) {
            #expect(kernel.components(separatedBy: helper.name).count == 2, "\(helper.name) once")
            #expect(kernel.contains(helper.observation), "the helper's observer holds the helper weakly")
            #expect(kernel.contains("private func reduceMotionDidTurnOn() {"))
        }
        let decision = "reduceMotion.playback(duration: duration, isReducingMotion: UIAccessibility.isReduceMotionEnabled)"
        #expect(kernel.components(separatedBy: decision).count == 2, "the shared decision, once")
        let code = kernel.split(separator: "\n").filter { !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") }.joined(separator: "\n")
        #expect(code.components(separatedBy: "UIAccessibility.isReduceMotionEnabled").count == 3, "read to decide, and on the notification")
        // The cross-fade: a Core Animation fade of the whole control along the kernel's curve.
        #expect(kernel.contains("let fade = CATransition()") && kernel.contains("view.layer.add(fade, forKey: \"reduceMotion\")"))
        #expect(kernel.contains("if let curve = ReduceMotion.crossfadeCurve.controlPoints {"))
        #expect(kernel.contains("forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main"))
        #expect(kernel.contains("deinit {\n            NotificationCenter.default.removeObserver(token)"), "stops observing with the control")
    }

    @Test("Each kind plays the kernel's answer: a cross-fade of its length, at once, or the motion")
    func eachKindPlaysTheAnswer() throws {
        let knob = try #require(UIKitParityTests.generated(KnobSpec.kindName, target: .uikit)["SnapDial"])
        #expect(knob.contains("""
                if case .crossfade(let duration) = motion {
                    ControlKernel.UIKitReduceMotion.crossfade(self, duration: duration) { showRotation() }
                } else {
                    showRotation()
                }
                updateAccessibilityValue()
                guard motion == .motion else { return }
        """))
        let slider = try #require(UIKitParityTests.generated(SliderSpec.kindName, target: .uikit)["FadeLevel"])
        #expect(slider.contains("valueAnimation.show(from: oldValues, to: model.values, duration: animated ? animationDuration : 0, in: self) "
                                + "{ [weak self] in self?.setNeedsDisplay() }"))
        let circular = try #require(UIKitParityTests.generated(CircularSliderSpec.kindName, target: .uikit)["SpinTimer"])
        #expect(circular.contains("in: self) { [weak self] in self?.drawLayers() }"))
        let values = try UIKitParityTests.sharedKernel(SliderSpec.kindName, target: .uikit)
        #expect(values.contains("""
                    case .motion:
                        start(SliderValueTransition(from: oldValues, to: newValues, duration: duration))
                    case .crossfade(let fade):
                        UIKitReduceMotion.crossfade(view, duration: fade) { redraw() }
                    case .instant:
                        break
        """))
        let toggle = try #require(UIKitParityTests.generated(ToggleSpec.kindName, target: .uikit)["FadeCheckToggle"])
        #expect(toggle.contains("alongside: { self.updateColors() }, completion: completion)"), "the toggle's colours fade with its parts")
        let button = try #require(UIKitParityTests.generated(ButtonSpec.kindName, target: .uikit)["FadeTagButton"])
        #expect(button.contains("guard let response = touchStates.beginTouch() else { return false }"), "the kernel's touch states run the animations")
        let parts = try UIKitParityTests.sharedKernel(ButtonSpec.kindName, target: .uikit)
        #expect(parts.contains("let reduced = UIKitReduceMotion.playback(of: timeline.reduceMotion, duration: timeline.duration)"))
        #expect(parts.contains("playback.play(timeline, from: start, to: target, layout: layout, views: views, in: control, completion: completion)"))
        #expect(parts.contains("""
                    case .instant:
                        UIView.performWithoutAnimation {
                            show(target)
                            alongside?()
                        }
                        return finished(true)
                    case .crossfade(let duration):
                        return UIKitReduceMotion.crossfade(control, duration: duration, {
                            show(target)
                            alongside?()
                        }, completion: { finished(true) })
        """))
        #expect(parts.contains("guard configuration.continuesInstantChain(after: instantSteps), let control else { return }"),
                "a cycle of instant states stops, by the kernel's rule")
        // The range slider has no animation, so nothing to reduce.
        for (name, text) in try UIKitParityTests.generated(RangeSliderSpec.kindName, target: .uikit) {
            #expect(!text.contains("isReduceMotionEnabled"), "\(name)")
        }
    }

    @Test("Every wrapper hands an animated update to its control, which decides under Reduce Motion",
          arguments: animatingKinds)
    func wrappersLeaveTheChoiceToTheControl(kind: String) throws {
        for (name, text) in try UIKitParityTests.generated(kind, target: .uikit) {
            #expect(!text.contains("accessibilityReduceMotion"), "\(name): the control reads the setting, not the wrapper")
            if kind != ButtonSpec.kindName {
                #expect(text.contains("animated: context.transaction.animation != nil)"), "\(name)")
            }
        }
    }

    /// The `reduceMotion` words of the test specs written for Reduce Motion, and what the kernel
    /// makes of each with the setting on: the spec, the animation and the expected run.
    static let decisions: [(spec: String, animation: String, expected: MotionPlayback)] = [
        ("FadeTagButton", "sunk", .crossfade(duration: 0.08)),
        ("FadeTagButton", "released", .crossfade(duration: 0.15)),
        ("FadeTagButton", "flashed", .motion),
        ("FadeTagButton", "settled", .instant),
        ("FadeCheckToggle", "turnOn", .crossfade(duration: 0.15)),
        ("FadeCheckToggle", "turnOff", .crossfade(duration: 0.1)),
        ("SnapDial", "setValue", .instant),
        ("FadeLevel", "values", .crossfade(duration: 0.15)),
        ("SpinTimer", "value", .motion),
    ]

    /// The `reduceMotion` and duration of `animation` of the corpus spec `name`, read through the
    /// kernel configuration its kind builds.
    static func animation(_ animation: String, of name: String) throws -> (ReduceMotion, Double) {
        let entry = try #require(SpecCorpus.all.first { $0.spec.name == name })
        switch entry.spec.body {
        case let button as ButtonSpec:
            let index = try #require(button.states.firstIndex { $0.name == animation })
            let timeline = try #require(button.kernelConfiguration(size: entry.spec.size).states[index].animation)
            return (timeline.reduceMotion, timeline.duration)
        case let toggle as ToggleSpec:
            let configuration = toggle.kernelConfiguration(size: entry.spec.size)
            let timeline = animation == "turnOn" ? configuration.turnOn : configuration.turnOff
            return (timeline.reduceMotion, timeline.duration)
        case let knob as KnobSpec:
            let turn = knob.kernelConfiguration(accessibility: entry.spec.accessibility).setValueAnimation
            return (turn.reduceMotion, turn.duration)
        case let slider as SliderSpec:
            let configuration = slider.kernelConfiguration(accessibility: entry.spec.accessibility)
            return (configuration.reduceMotion, configuration.animationDuration)
        case let slider as CircularSliderSpec:
            let configuration = slider.kernelConfiguration(accessibility: entry.spec.accessibility)
            return (configuration.reduceMotion, configuration.animationDuration)
        default:
            Issue.record("\(name) has no animation")
            return (.keep, 0)
        }
    }

    @Test("The kernel's decision per kind and per reduceMotion word, as the specs write them", arguments: decisions.indices)
    func decisionPerKindAndWord(index: Int) throws {
        let (name, animation, expected) = Self.decisions[index]
        let (rule, duration) = try Self.animation(animation, of: name)
        #expect(rule.playback(duration: duration, isReducingMotion: true) == expected, "\(name).\(animation)")
        #expect(rule.playback(duration: duration, isReducingMotion: false) == .motion, "\(name).\(animation): nothing changes with the setting off")
    }

    @Test("A chain of states that end at once goes on for as many steps as there are states")
    func instantChain() throws {
        let entry = try #require(SpecCorpus.kind(ButtonSpec.kindName).first { $0.spec.name == "FadeTagButton" })
        let configuration = try #require(entry.spec.body as? ButtonSpec).kernelConfiguration(size: entry.spec.size)
        #expect(configuration.states.count == 5)
        #expect(configuration.continuesInstantChain(after: 5) && !configuration.continuesInstantChain(after: 6))
    }
}
