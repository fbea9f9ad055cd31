import ControlKernel
import ControlKernelSource
import Foundation
import Testing
@testable import ControlSpec

/// The disabled look of every kind: a spec without a disabled colour or image (for buttons and
/// toggles, on any part or on colour: `PartViewModel.stylesDisabled`) gets a control that dims to
/// the kernel's `ControlLook.disabledOpacity` (UIKit: its layers, its drawing or its parts' view;
/// SwiftUI: the view), a spec with one gets no dimming; every UIKit control marks itself `.notEnabled` for
/// VoiceOver; haptics compile only where UIKit has feedback generators.
@Suite struct DisabledLookTests {
    /// Every kind, and whether a spec styles its disabled look.
    static let kinds: [(kind: String, stylesDisabled: @Sendable (ControlSpecification) -> Bool)] = [
        ("knob", { KnobSVG.stylesDisabled($0.body as! KnobSpec) }),
        ("circularSlider", { CircularSliderSVG.stylesDisabled($0.body as! CircularSliderSpec) }),
        ("slider", { SliderSVG.stylesDisabled($0.body as! SliderSpec) }),
        ("rangeSlider", { RangeSliderSVG.stylesDisabled($0.body as! RangeSliderSpec) }),
        ("toggle", { spec in
            let toggle = spec.body as! ToggleSpec
            return PartViewModel.stylesDisabled(parts: toggle.flatParts.map(\.part), onColors: toggle.onColors.map(\.color))
        }),
        ("button", { PartViewModel.stylesDisabled(parts: ($0.body as! ButtonSpec).flatParts.map(\.part)) }),
    ]

    /// The generated file of `spec`.
    static func generated(_ spec: ControlSpecification, path: String, target: GenerationOptions.Target = .both) throws -> String {
        SwiftGenerator.generate(spec, options: GenerationOptions(specPath: path, target: target), templates: try #require(TemplateSet.make().set)).text
    }

    /// The line each kind's SwiftUI view dims with (`drawsEnabled` counts a disabled preview).
    static func swiftUIDimming(_ kind: String) -> String {
        let enabled = ["knob", "circularSlider", "toggle", "button"].contains(kind) ? "drawsEnabled" : "isEnabled"
        return "Kernel.ControlLook.opacity(isEnabled: \(enabled), stylesDisabled: false))"
    }

    /// The line each kind's UIKit control dims with.
    static func uikitDimming(_ kind: String) -> String {
        switch kind {
        case "knob", "circularSlider": "Kernel.UIKitEnabledLook.dimSublayers(of: self, isEnabled: isEnabled)"
        case "toggle", "button": "Kernel.UIKitEnabledLook.dim(partsView, isEnabled: isEnabled)"
        default: "Kernel.UIKitEnabledLook.beginDimming(context, isEnabled: isEnabled)"
        }
    }

    /// A toggle whose only disabled colour is an on colour styles its disabled look: it is drawn
    /// in its colours, undimmed.
    @Test func anOnColourAloneStylesAToggleDisabled() throws {
        let entry = try #require(SpecCorpus.kind("toggle").first { $0.spec.name == "OnSideDisabledToggle" })
        let toggle = try #require(entry.spec.body as? ToggleSpec)
        #expect(toggle.flatParts.allSatisfy { $0.part.color.disabled == nil })
        #expect(PartViewModel.stylesDisabled(parts: toggle.flatParts.map(\.part), onColors: toggle.onColors.map(\.color)))
        #expect(!PartViewModel.stylesDisabled(parts: toggle.flatParts.map(\.part)))
        let text = try Self.generated(entry.spec, path: entry.path)
        #expect(!text.contains(Self.uikitDimming("toggle")) && !text.contains(Self.swiftUIDimming("toggle")))
    }

    /// The UIKit toggle and button put their top-level parts in one view, whose alpha the
    /// disabled state sets, so overlapping parts dim as one layer; the SwiftUI views dim their
    /// canvas, one layer too.
    @Test func partsDimAsOneLayer() throws {
        for entry in SpecCorpus.kind("toggle") + SpecCorpus.kind("button") {
            let text = try Self.generated(entry.spec, path: entry.path)
            #expect(text.contains("parent.map { partViews[$0] } ?? partsView"), "\(entry.path)")
            guard text.contains(Self.uikitDimming("toggle")) else { continue }
            #expect(text.contains("didSet {\n            updateColors()\n            \(entry.spec.name)\(Self.uikitDimming("toggle"))\n"
                                  + "            accessibilityTraits = \(entry.spec.name)Kernel.UIKitEnabledLook.traits(accessibilityTraits, isEnabled: isEnabled)\n"),
                    "\(entry.path)")
            #expect(text.contains("        \(entry.spec.name)\(Self.uikitDimming("toggle"))\n        for part in"), "\(entry.path): dimmed from the start when created disabled")
        }
    }

    @Test func theCorpusHasStyledAndUnstyledSpecsOfEveryKind() {
        for (kind, styles) in Self.kinds {
            let entries = SpecCorpus.kind(kind)
            #expect(entries.contains { styles($0.spec) }, "no \(kind) with a disabled colour")
            #expect(entries.contains { !styles($0.spec) }, "no \(kind) without a disabled colour")
        }
    }

    @Test(arguments: kinds.map(\.kind))
    func aControlDimsExactlyWhenItsSpecGivesNoDisabledLook(kind: String) throws {
        let styles = try #require(Self.kinds.first { $0.kind == kind }).stylesDisabled
        for entry in SpecCorpus.kind(kind) {
            let text = try Self.generated(entry.spec, path: entry.path)
            let dims = !styles(entry.spec)
            #expect(text.contains(Self.uikitDimming(kind)) == dims, "\(entry.path): UIKit dimming")
            #expect(text.contains(Self.swiftUIDimming(kind)) == dims, "\(entry.path): SwiftUI dimming")
        }
    }

    /// Every UIKit control of every kind tells VoiceOver it is not enabled.
    @Test func everyUIKitControlIsNotEnabledForVoiceOverWhenDisabled() throws {
        for entry in SpecCorpus.all {
            let text = try Self.generated(entry.spec, path: entry.path, target: .uikit)
            #expect(text.contains("Kernel.UIKitEnabledLook.traits("), "\(entry.path)")
        }
    }

    /// The UIKit control compiles wherever UIKit has controls, its haptics only where UIKit has
    /// feedback generators: no generator is made or played outside `#if os(iOS)`, in the kernel's
    /// `UIKitHaptic`, which every control plays its haptic through.
    @Test func hapticsCompileOnlyWhereUIKitHasFeedbackGenerators() throws {
        var guarded = 0
        let kernel = KernelSource.uikitHaptic.text
        for source in try SpecCorpus.all.map({ try Self.generated($0.spec, path: $0.path, target: .uikit) }) + [kernel] {
            var conditions: [String] = []
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if ") { conditions.append(String(trimmed.dropFirst(4))) }
                if trimmed == "#endif" { _ = conditions.popLast() }
                guard trimmed.contains("FeedbackGenerator(") || trimmed.contains("selectionChanged()") || trimmed.contains("impactOccurred()")
                    || trimmed.contains("FeedbackGenerator?") else { continue }
                #expect(conditions.last == "os(iOS)", "\(trimmed)")
                guarded += 1
            }
        }
        #expect(guarded > 0)
        #expect(kernel.hasPrefix("import Foundation\n#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n#endif\n"))
    }
}
