import Foundation
import Testing
@testable import ControlSpec

/// What the generated UIKit controls and their SwiftUI wrappers do as `UISlider`, `UISwitch` and
/// `UIButton` do (docs/generated-code.md, "Compared with UIKit's controls"): animations on a
/// display link that cannot outlive the control, haptics at detents, intrinsic sizes, settable
/// ranges, the primary action, and wrappers that follow SwiftUI's transaction and environment.
/// The kernel tests drive the rules; `GeneratedCodeTypeCheckTests` type-checks every file.
@Suite struct UIKitParityTests {
    /// The Swift of every corpus spec of `kind`, by type name, for `target`.
    static func generated(_ kind: String, target: GenerationOptions.Target = .both) throws -> [String: String] {
        let templates = try #require(TemplateSet.make().set)
        return Dictionary(uniqueKeysWithValues: SpecCorpus.kind(kind).map { entry in
            let options = GenerationOptions(specPath: entry.path, kernel: .shared, target: target)
            return (entry.spec.name, SwiftGenerator.generate(entry.spec, options: options, templates: templates).text)
        })
    }

    @Test("Animated value changes run on a display link in the common modes, through a weak target, never a timer",
          arguments: [SliderSpec.kindName, CircularSliderSpec.kindName])
    func displayLink(kind: String) throws {
        for (name, text) in try Self.generated(kind) {
            #expect(!text.contains("scheduledTimer") && !text.contains("transitionTimer"), "\(name)")
            #expect(text.contains("let link = CADisplayLink(target: DisplayLinkTarget(control: self), selector: Selector((\"showFrame:\")))"), "\(name)")
            #expect(text.contains("link.add(to: .main, forMode: .common)"), "\(name): frames keep coming while a scroll view tracks")
            #expect(text.contains("private weak var control: \(name)?"), "\(name): the link holds the control weakly")
            #expect(text.contains("guard let control else { return link.invalidate() }"), "\(name): and ends once it is gone")
            #expect(text.contains("#if canImport(ObjectiveC)\n        @objc\n#endif\n        func showFrame(_ link: CADisplayLink) {"), "\(name)")
            #expect(text.contains("animation.values(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)"), "\(name)")
            #expect(text.contains("if animation.isFinished { stopTransition() }"), "\(name): invalidated on completion")
            #expect(text.contains("override func removeFromSuperview() {\n        if displayLink != nil {\n            stopTransition()"), "\(name)")
        }
    }

    @Test("A slider's drag plays its haptic by the detent rule; every kind readies its generator when tracking begins")
    func haptics() throws {
        let sliders = try Self.generated(SliderSpec.kindName)
        let volume = try #require(sliders["VolumeSlider"])
        #expect(volume.contains("let valuesBefore = model.values"))
        #expect(volume.contains(
            "if ControlKernel.SliderDetents(model: model, ticks: VolumeSliderKernel.configuration.ticks).isCrossed(from: valuesBefore, to: model.values) {"))
        #expect(!volume.contains("if model.step > 0"), "no haptic on every whole percent")
        for (kind, generator) in [(SliderSpec.kindName, "stepFeedback"), (KnobSpec.kindName, "feedbackGenerator"),
                                  (CircularSliderSpec.kindName, "feedbackGenerator"), (ToggleSpec.kindName, "feedbackGenerator"),
                                  (RangeSliderSpec.kindName, "stepFeedback")] {
            for (name, text) in try Self.generated(kind) where text.contains("let \(generator) =") {
                let begin = try #require(text.range(of: "override func beginTracking("), "\(name)")
                let body = String(text[begin.upperBound...]).components(separatedBy: "\n    }\n")[0]
                #expect(body.contains("\(generator).prepare()"), "\(name) prepares its haptic when tracking begins")
            }
        }
    }

    @Test("A horizontal slider has no intrinsic width, a vertical one no intrinsic height")
    func intrinsicSize() throws {
        let sliders = try Self.generated(SliderSpec.kindName)
        #expect(try #require(sliders["VolumeSlider"]).contains("CGSize(width: UIView.noIntrinsicMetric, height: 68)"))
        #expect(try #require(sliders["VerticalLevel"]).contains("height: UIView.noIntrinsicMetric)"))
        #expect(try #require(Self.generated(RangeSliderSpec.kindName)["RangeSlider"]).contains("CGSize(width: UIView.noIntrinsicMetric, height: "))
    }

    @Test("One-thumb sliders have setValue(_:animated:); the circular slider's range and step are settable")
    func settableValues() throws {
        let sliders = try Self.generated(SliderSpec.kindName)
        let volume = try #require(sliders["VolumeSlider"])
        #expect(volume.contains("func setValue(_ newValue: Double, animated: Bool) {\n        setValues([newValue], animated: animated)"))
        #expect(try #require(sliders["ThreeBands"]).contains("func setValue(_ newValue: Double, animated: Bool)") == false, "several thumbs: setValues")
        for (name, text) in try Self.generated(CircularSliderSpec.kindName) {
            #expect(text.contains("set { model.setMinimumValue(newValue); rangeDidChange() }"), "\(name)")
            #expect(text.contains("set { model.setMaximumValue(newValue); rangeDidChange() }"), "\(name)")
            #expect(text.contains("set { model.setStep(newValue); rangeDidChange() }"), "\(name)")
        }
    }

    @Test("Value controls send .primaryActionTriggered with every .valueChanged, so init(frame:primaryAction:) works as UIKit's")
    func primaryAction() {
        #expect(ControlEventsViewModel.withPrimaryAction([.valueChanged]) == [.valueChanged, .primaryActionTriggered])
        #expect(ControlEventsViewModel.withPrimaryAction([.editingDidBegin, .valueChanged, .editingDidEnd])
                == [.editingDidBegin, .valueChanged, .primaryActionTriggered, .editingDidEnd])
        #expect(ControlEventsViewModel.withPrimaryAction([.primaryActionTriggered, .valueChanged]) == [.primaryActionTriggered, .valueChanged], "once")
        #expect(ControlEventsViewModel.withPrimaryAction([.editingDidEnd]) == [.editingDidEnd], "no change, no primary action")
        let events = ControlEventsViewModel(valueControl: ControlEvents(begin: [], change: [.valueChanged], end: [.editingDidEnd], endOutside: [], cancel: []))
        #expect(events.phases.map(\.literal) == ["[]", "[.valueChanged, .primaryActionTriggered]", "[.editingDidEnd]", "[]"])
    }

    @Test("A button takes a touch during its animation unless the spec says interruptsAnimations: false")
    func buttonRetap() throws {
        let buttons = try Self.generated(ButtonSpec.kindName)
        #expect(try #require(buttons["FastCartButton"]).contains("isInterruptible: true"))
        #expect(try #require(buttons["StampButton"]).contains("isInterruptible: false"))
    }

    @Test("The slider's wrapper compares before it sets, follows the transaction and isEnabled, writes fitted values back")
    func wrapper() throws {
        let text = try #require(Self.generated(SliderSpec.kindName, target: .uikit)["VolumeSlider"])
        #expect(text.contains("""
                if uiView.isEnabled != context.environment.isEnabled { uiView.isEnabled = context.environment.isEnabled }
                let values = self.values
                guard uiView.values != values else { return }
                uiView.setValues(values, animated: context.transaction.animation != nil)
                if uiView.values != values { context.coordinator.writeBack(uiView.values) }
        """))
        #expect(text.contains("@available(iOS 16.0, *)\n    func sizeThatFits(_ proposal: ProposedViewSize, uiView: VolumeSlider, context: Context)"))
        #expect(text.contains("CGSize(width: proposal.width ?? 300, height: 68)"))
        #expect(text.contains("Task { @MainActor [weak self] in self?.parent.write(values) }"), "after the update, not during it")
    }

    @Test("Every wrapper follows isEnabled; those that animate follow the transaction (the control follows Reduce Motion); values are compared first",
          arguments: [SliderSpec.kindName, RangeSliderSpec.kindName, KnobSpec.kindName, CircularSliderSpec.kindName,
                      ToggleSpec.kindName, ButtonSpec.kindName])
    func everyWrapper(kind: String) throws {
        for (name, text) in try Self.generated(kind, target: .uikit) {
            let update = try #require(text.range(of: "func updateUIView("), "\(name)")
            let body = String(text[update.upperBound...]).components(separatedBy: "\n    }\n")[0]
            #expect(body.contains("isEnabled != context.environment.isEnabled {"), "\(name)")
            let animates = kind != RangeSliderSpec.kindName && kind != ButtonSpec.kindName
            #expect(body.contains("animated: context.transaction.animation != nil)") == animates,
                    "\(name)")
            if kind != ButtonSpec.kindName {
                #expect(body.contains("guard ") || body.contains("if toggle.isOn != isOn {"), "\(name): nothing is set when the values are equal")
            }
            if kind != ButtonSpec.kindName && kind != ToggleSpec.kindName {
                #expect(body.contains("Task { @MainActor") || body.contains("writeBack("), "\(name): fitted values go back after the update")
            }
        }
    }

    @Test("The new members type-check on iOS, used as an app would")
    func probeTypeChecks() throws {
        let templates = try #require(TemplateSet.make().set)
        let entries = (SpecCorpus.kind(SliderSpec.kindName) + SpecCorpus.kind(CircularSliderSpec.kindName)).filter {
            ["VolumeSlider", "CircularSlider"].contains($0.spec.name)
        }
        #expect(entries.count == 2)
        let sources = try GeneratedCodeHarness.folder(of: entries.map { ($0.path, $0.spec) }, target: .uikit, templates: templates)
        let probe = """
            import UIKit
            import SwiftUI

            @MainActor func probe() {
                let volume = VolumeSlider(frame: .zero)
                volume.setValue(40, animated: true)
                volume.removeFromSuperview()
                let circular = CircularSlider(frame: .zero)
                circular.minimumValue = 10
                circular.maximumValue = 90
                circular.step = 5
                let size: CGSize = volume.intrinsicContentSize
                _ = size.width == UIView.noIntrinsicMetric
            }

            """
        let files = try GeneratedCodeHarness.write(sources + [GeneratedSource(fileName: "ParityProbe.swift", text: probe)])
        let result = try InterfaceStubs.typecheck(files, on: .iOS)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
