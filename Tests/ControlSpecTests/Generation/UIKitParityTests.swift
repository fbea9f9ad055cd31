import ControlKernel
import ControlKernelSource
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

    /// The folder's shared kernel file, `ControlKernel.swift`, of the controls of `kind` written for `target`.
    static func sharedKernel(_ kind: String, target: GenerationOptions.Target = .both) throws -> String {
        try #require(SwiftGenerator.kernelFile(kindNames: [kind], access: .internal, target: target)).text
    }

    @Test("Animated value changes run on a display link in the common modes, through a weak target, never a timer",
          arguments: [SliderSpec.kindName, CircularSliderSpec.kindName])
    func displayLink(kind: String) throws {
        for (name, text) in try Self.generated(kind) {
            #expect(!text.contains("scheduledTimer") && !text.contains("transitionTimer"), "\(name)")
            #expect(!text.contains("CADisplayLink") && !text.contains("class DisplayLinkTarget"), "\(name): the link is the folder's kernel's")
            #expect(text.contains("private let valueAnimation = ControlKernel.UIKitValueAnimation(reduceMotion: \(name)Kernel.configuration.reduceMotion)"),
                    "\(name)")
            #expect(text.contains("override func removeFromSuperview() {\n        valueAnimation.end()\n        super.removeFromSuperview()"), "\(name)")
        }
        // The animation, once in the folder's kernel: its link's target holds it weakly, and the control holds it.
        let kernel = try Self.sharedKernel(kind)
        #expect(kernel.components(separatedBy: "public final class UIKitValueAnimation {").count == 2)
        #expect(kernel.contains("let target = DisplayLinkTarget { [weak self] link in self?.showFrame(of: link) != nil }"), "held weakly")
        #expect(kernel.contains("let link = CADisplayLink(target: target, selector: Selector((\"showFrame:\")))"))
        #expect(kernel.contains("link.add(to: .main, forMode: .common)"), "frames keep coming while a scroll view tracks")
        #expect(kernel.contains("animation.values(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)"))
        #expect(kernel.contains("if animation.isFinished { stop() }"), "invalidated on completion")
        // The target: the selector's method, which ends the link once the control is gone.
        #expect(kernel.components(separatedBy: "public final class DisplayLinkTarget: NSObject {").count == 2)
        #expect(kernel.contains("    #if canImport(ObjectiveC)\n        @objc\n    #endif\n        public func showFrame(_ link: CADisplayLink) {"))
        #expect(kernel.contains("if !drawFrame(link) { link.invalidate() }"), "the link ends once the control is gone")
    }

    @Test("A slider's drag plays its haptic by the detent rule; every kind readies its haptic when tracking begins")
    func haptics() throws {
        let sliders = try Self.generated(SliderSpec.kindName)
        let volume = try #require(sliders["VolumeSlider"])
        #expect(volume.contains("let valuesBefore = model.values"))
        #expect(volume.contains(
            "if ControlKernel.SliderDetents(model: model, ticks: VolumeSliderKernel.configuration.ticks).isCrossed(from: valuesBefore, to: model.values) {"))
        #expect(!volume.contains("if model.step > 0"), "no haptic on every whole percent")
        var withHaptics = 0
        for kind in [SliderSpec.kindName, KnobSpec.kindName, CircularSliderSpec.kindName, ToggleSpec.kindName, RangeSliderSpec.kindName] {
            for (name, text) in try Self.generated(kind) where text.contains("private let haptic = ") {
                withHaptics += 1
                let begin = try #require(text.range(of: "override func beginTracking("), "\(name)")
                let body = String(text[begin.upperBound...]).components(separatedBy: "\n    }\n")[0]
                #expect(body.contains("haptic.prepare(for: self)"), "\(name) prepares its haptic when tracking begins")
                #expect(!text.contains("FeedbackGenerator"), "\(name): the kernel's UIKitHaptic makes the generator")
                #expect(text.components(separatedBy: "haptic.p").count == 3, "\(name): prepared and played in one place each")
            }
        }
        #expect(withHaptics >= 5)
    }

    @Test("The haptic's generator is attached to the control with Apple's initialisers from iOS 17.5, made the old way before, on iOS only",
          arguments: HapticStyle.allCases)
    func hapticInitialisers(style: HapticStyle) throws {
        let haptic = HapticsViewModel(style)
        #expect(haptic.style == ".\(style.rawValue)")
        let texts = try [SliderSpec.kindName, KnobSpec.kindName, CircularSliderSpec.kindName, ToggleSpec.kindName, RangeSliderSpec.kindName]
            .flatMap { try Self.generated($0).values }
        let users = texts.filter { $0.contains("private let haptic = ControlKernel.UIKitHaptic(\(haptic.style))") }
        #expect(!users.isEmpty || ![HapticStyle.selection, .light, .rigid].contains(style), "the corpus has the \(style.rawValue) haptic")
        // The kernel's helper makes the generator, on iOS only, with the view from iOS 17.5 on.
        let kernel = KernelSource.uikitHaptic.text
        #expect(kernel.contains("""
                private static func makeGenerator(_ style: HapticStyle, for control: UIView) -> UIFeedbackGenerator {
                    guard let impact = impactStyle(style) else {
                        if #available(iOS 17.5, macCatalyst 17.5, *) { return UISelectionFeedbackGenerator(view: control) }
                        return UISelectionFeedbackGenerator()
                    }
                    if #available(iOS 17.5, macCatalyst 17.5, *) { return UIImpactFeedbackGenerator(style: impact, view: control) }
                    return UIImpactFeedbackGenerator(style: impact)
                }
            """))
        #expect(kernel.contains(style == .selection ? "case .selection: nil" : "case .\(style.rawValue): .\(style.rawValue)\n"))
        let code = try #require(kernel.components(separatedBy: "public final class UIKitHaptic {").last)
        let chunks = code.components(separatedBy: "#if os(iOS)")
        let outside = [chunks[0]] + chunks.dropFirst().map { $0.components(separatedBy: "#endif").dropFirst().joined() }
        #expect(chunks.count > 1 && !outside.joined().contains("FeedbackGenerator"), "every generator inside #if os(iOS)")
        #expect(try Self.sharedKernel(SliderSpec.kindName, target: .uikit).contains("public final class UIKitHaptic {"))
    }

    @Test("The new initialisers type-check on iOS and Mac Catalyst's configuration, and are unknown on tvOS and visionOS")
    func hapticInitialiserStubs() throws {
        let probe = """
            import UIKit

            @MainActor func probe(_ view: UIView) {
                UISelectionFeedbackGenerator(view: view).selectionChanged()
                UIImpactFeedbackGenerator(style: .soft, view: view).impactOccurred()
            }

            """
        let files = try GeneratedCodeHarness.write([GeneratedSource(fileName: "HapticProbe.swift", text: probe)])
        let iOS = try InterfaceStubs.typecheck(files, on: .iOS)
        #expect(iOS.status == 0 && iOS.output.isEmpty, "\(iOS.output)")
        let tvOS = try InterfaceStubs.typecheck(files, on: .tvOS)
        #expect(tvOS.status != 0, "no feedback generators on tvOS")
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
        for (name, text) in try Self.generated(KnobSpec.kindName) {
            #expect(text.contains("set { model.minimumValue = newValue; valueRangeDidChange() }"), "\(name)")
            #expect(text.contains("set { model.maximumValue = newValue; valueRangeDidChange() }"), "\(name)")
            #expect(text.contains("set { model.step = newValue; valueRangeDidChange() }"), "\(name)")
        }
        for (name, text) in try Self.generated(RangeSliderSpec.kindName).merging(Self.generated(SliderSpec.kindName), uniquingKeysWith: { $1 }) {
            #expect(text.contains("set { model.minimumValue = newValue; valuesDidChange() }"), "\(name)")
            #expect(text.contains("set { model.maximumValue = newValue; valuesDidChange() }"), "\(name)")
            #expect(text.contains("set { model.step = newValue; valuesDidChange() }"), "\(name)")
        }
        for (name, text) in try Self.generated(CircularSliderSpec.kindName) {
            #expect(text.contains("set { model.setMinimumValue(newValue); rangeDidChange() }"), "\(name)")
            #expect(text.contains("set { model.setMaximumValue(newValue); rangeDidChange() }"), "\(name)")
            #expect(text.contains("set { model.setStep(newValue); rangeDidChange() }"), "\(name)")
        }
    }

    @Test("Value controls send .primaryActionTriggered with every .valueChanged, so init(frame:primaryAction:) works as UIKit's")
    func primaryAction() {
        #expect(ControlEvents.withPrimaryAction([.valueChanged]) == [.valueChanged, .primaryActionTriggered])
        #expect(ControlEvents.withPrimaryAction([.editingDidBegin, .valueChanged, .editingDidEnd])
                == [.editingDidBegin, .valueChanged, .primaryActionTriggered, .editingDidEnd])
        #expect(ControlEvents.withPrimaryAction([.primaryActionTriggered, .valueChanged]) == [.primaryActionTriggered, .valueChanged], "once")
        #expect(ControlEvents.withPrimaryAction([.editingDidEnd]) == [.editingDidEnd], "no change, no primary action")
        let events = ControlEventsViewModel(valueControl: ControlEvents(begin: [], change: [.valueChanged], end: [.editingDidEnd], endOutside: [], cancel: []))
        #expect(events.phases.map(\.literal) == ["[]", "[.valueChanged, .primaryActionTriggered]", "[.editingDidEnd]", "[]"])
    }

    @Test("A spec that lists primaryActionTriggered chooses where it goes, so it is never sent twice for one change")
    func primaryActionPlacedBySpec() {
        func literals(_ begin: [ControlEvent], _ change: [ControlEvent], _ end: [ControlEvent], _ cancel: [ControlEvent] = []) -> [String] {
            ControlEventsViewModel(valueControl: ControlEvents(begin: begin, change: change, end: end, cancel: cancel)).phases.map(\.literal)
        }
        #expect(literals([], [.valueChanged], [.editingDidEnd, .primaryActionTriggered])
                == ["[]", "[.valueChanged]", "[.editingDidEnd, .primaryActionTriggered]", "[]"], "at the end only, not with each change as well")
        #expect(literals([.primaryActionTriggered], [.valueChanged], [.valueChanged])
                == ["[.primaryActionTriggered]", "[.valueChanged]", "[.valueChanged]", "[]"])
        #expect(literals([], [.valueChanged], [.valueChanged])
                == ["[]", "[.valueChanged, .primaryActionTriggered]", "[.valueChanged, .primaryActionTriggered]", "[]"])
        #expect(ControlEvents(begin: [], change: [.valueChanged, .primaryActionTriggered], end: [], cancel: []).listsPrimaryActionToNoEffect)
        #expect(ControlEvents(begin: [], change: [.primaryActionTriggered, .valueChanged], end: [.valueChanged, .primaryActionTriggered], cancel: [])
            .listsPrimaryActionToNoEffect)
        #expect(!ControlEvents(begin: [], change: [.valueChanged, .primaryActionTriggered], end: [.valueChanged], cancel: []).listsPrimaryActionToNoEffect,
                "listed beside only some of the valueChanged, it leaves the others out")
        #expect(!ControlEvents(begin: [], change: [.valueChanged], end: [.primaryActionTriggered], cancel: []).listsPrimaryActionToNoEffect)
        #expect(!ControlEvents(begin: [], change: [.valueChanged], end: [], cancel: []).listsPrimaryActionToNoEffect, "not listed")
    }

    @Test("Listing primaryActionTriggered beside every valueChanged is a self-sent-event warning at each entry; listing it elsewhere is clean")
    func primaryActionLint() {
        let cases = [
            LintCase("rangeSliderBoth", CleanSpecs.r(CleanSpecs.slider, "accessibility: { label: Price }",
                "interaction: { events: { change: [valueChanged, primaryActionTriggered], end: [valueChanged, primaryActionTriggered] } }\n" +
                "accessibility: { label: Price }"), expect: [
                    "7:49: warning: 'primaryActionTriggered' in 'change' is sent with 'valueChanged' by the control itself; listing it changes nothing " +
                        "[self-sent-event]",
                    "7:49: note: a value control sends 'primaryActionTriggered' with every 'valueChanged'; " +
                        "leave it out, or list it only in the phases that should send it",
                    "7:94: warning: 'primaryActionTriggered' in 'end' is sent with 'valueChanged' by the control itself; listing it changes nothing " +
                        "[self-sent-event]",
                    "7:94: note: a value control sends 'primaryActionTriggered' with every 'valueChanged'; " +
                        "leave it out, or list it only in the phases that should send it",
                ]),
            LintCase("rangeSliderEndOnly", CleanSpecs.r(CleanSpecs.slider, "accessibility: { label: Price }",
                "interaction: { events: { change: [valueChanged], end: [editingDidEnd, primaryActionTriggered] } }\naccessibility: { label: Price }"),
                expect: []),
            LintCase("knobSome", CleanSpecs.r(CleanSpecs.knob, "accessibility: { label: Level }",
                "interaction: { events: { change: [valueChanged, primaryActionTriggered], end: [valueChanged] } }\naccessibility: { label: Level }"),
                expect: []),
        ]
        for test in cases {
            #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
        }
    }

    @Test("Every kind gives VoiceOver .notEnabled through the kernel's helper, when isEnabled changes, never while recolouring",
          arguments: [SliderSpec.kindName, RangeSliderSpec.kindName, KnobSpec.kindName, CircularSliderSpec.kindName,
                      ToggleSpec.kindName, ButtonSpec.kindName])
    func notEnabledTrait(kind: String) throws {
        let kernel = try Self.sharedKernel(kind, target: .uikit)
        #expect(kernel.components(separatedBy: ".notEnabled)").count == 3, "only in UIKitEnabledLook.traits(_:isEnabled:)")
        #expect(kernel.contains("public enum UIKitEnabledLook {"))
        #expect(KernelSource.uikitEnabledLook.text.contains("""
                public static func traits(_ traits: UIAccessibilityTraits, isEnabled: Bool) -> UIAccessibilityTraits {
                    isEnabled ? traits.subtracting(.notEnabled) : traits.union(.notEnabled)
                }
            """))
        let traits = "ControlKernel.UIKitEnabledLook.traits("
        for (name, text) in try Self.generated(kind, target: .uikit) {
            #expect(!text.contains(".notEnabled"), "\(name): the kernel's helper, not a copy")
            let override = try #require(text.range(of: "override var isEnabled: Bool {\n        didSet "), "\(name)")
            let didSet = String(text[override.upperBound...]).components(separatedBy: "\n    }\n")[0]
            let setsOwnTraits = [KnobSpec.kindName, ToggleSpec.kindName, ButtonSpec.kindName].contains(kind)
            #expect(didSet.contains(setsOwnTraits ? "accessibilityTraits = \(traits)accessibilityTraits, isEnabled: isEnabled)" : "updateAccessibilityElements()")
                    || (!setsOwnTraits && didSet.contains("valuesDidChange()")
                        && text.contains("element.accessibilityTraits = \(traits).adjustable, isEnabled: isEnabled)")),
                    "\(name): \(didSet)")
            if let colors = text.range(of: "private func updateColors() {") {
                let body = String(text[colors.upperBound...]).components(separatedBy: "\n    }\n")[0]
                #expect(!body.contains("accessibilityTraits"), "\(name): recolouring leaves the traits alone")
            }
        }
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
        let range = try #require(Self.generated(RangeSliderSpec.kindName, target: .uikit)["RangeSlider"])
        #expect(range.contains("@available(iOS 16.0, *)\n    func sizeThatFits(_ proposal: ProposedViewSize, uiView: RangeSlider, context: Context) -> CGSize? {\n"
                               + "        CGSize(width: proposal.width ?? 300, height: 44)\n    }"), "the range slider's wrapper, as the slider's")
        #expect(KernelSource.uikitBindingCoordinator.text.contains("""
                public func writeBack(_ values: Value) {
                    Task { @MainActor [weak self] in self?.write(values) }
                }
            """), "after the update, not during it")
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
                #expect(body.contains("context.coordinator.writeBack("), "\(name): fitted values go back after the update, by the kernel's coordinator")
                #expect(body.contains("context.coordinator.write = write"), "\(name): to the binding of the latest update")
                #expect(text.contains("ControlKernel.UIKitBindingCoordinator(write: write)") && !text.contains("Task {"), "\(name)")
            }
        }
    }

    @Test("The new members type-check on iOS, used as an app would")
    func probeTypeChecks() throws {
        let templates = try #require(TemplateSet.make().set)
        let entries = [SliderSpec.kindName, CircularSliderSpec.kindName, KnobSpec.kindName, RangeSliderSpec.kindName].flatMap(SpecCorpus.kind).filter {
            ["VolumeSlider", "CircularSlider", "Knob", "RangeSlider"].contains($0.spec.name)
        }
        #expect(entries.count == 4)
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
                let knob = Knob(frame: .zero)
                knob.minimumValue = -10
                knob.maximumValue = 10
                knob.step = 0.5
                let range = RangeSlider(frame: .zero)
                range.minimumValue = 10
                range.maximumValue = 90
                range.step = 5
                let size: CGSize = volume.intrinsicContentSize
                _ = size.width == UIView.noIntrinsicMetric
            }

            """
        let files = try GeneratedCodeHarness.write(sources + [GeneratedSource(fileName: "ParityProbe.swift", text: probe)])
        let result = try InterfaceStubs.typecheck(files, on: .iOS)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
