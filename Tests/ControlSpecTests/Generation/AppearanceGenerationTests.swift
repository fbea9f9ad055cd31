import Foundation
import Testing
@testable import ControlSpec

/// Generated controls look right in light and dark mode and with increased contrast: every colour
/// that becomes a `CGColor` (knob shape layers, range slider and slider drawing) is resolved for the
/// control's trait collection first, and resolved again when the colour appearance changes
/// (`registerForTraitChanges` from iOS 17 on, `traitCollectionDidChange(_:)` before); colours
/// given to views (button parts) are resolved by UIKit. `GeneratedCodeTypeCheckTests` type-checks
/// all of it against the stubs.
@Suite struct AppearanceGenerationTests {
    /// The generated Swift of a corpus spec.
    static func text(of entry: SpecCorpus.Entry, access: GenerationOptions.AccessLevel = .internal,
                     kernel: GenerationOptions.KernelPlacement = .embedded) throws -> String {
        let options = GenerationOptions(access: access, specPath: entry.path, kernel: kernel)
        return SwiftGenerator.generate(entry.spec, options: options, templates: try #require(TemplateSet.make().set)).text
    }

    /// The corpus specs whose generated code turns colours into `CGColor`s, with the call that
    /// resolves them again: shape-layer knobs and circular sliders restroke their layers, range
    /// sliders and sliders redraw.
    static let colorDrawing: [(entry: SpecCorpus.Entry, refresh: String)] = SpecCorpus.all.compactMap { entry in
        switch entry.spec.body {
        case let knob as KnobSpec:
            if case .shapeLayers = knob.drawing { return (entry, "updateAppearance()") }
            return nil
        case is RangeSliderSpec, is SliderSpec:
            return (entry, "setNeedsDisplay()")
        case is CircularSliderSpec:
            return (entry, "updateAppearance()")
        default:
            return nil
        }
    }

    /// The text of `text` that makes `CGColor`s from anything but a resolved colour: each
    /// `.cgColor` must end a `resolved(…)` call (one level of parentheses inside).
    static func unresolvedColors(in text: String) -> [String] {
        text.replacing(/resolved\((?:[^()]|\([^()]*\))*\)\.cgColor/, with: "")
            .split(separator: "\n").filter { $0.contains(".cgColor") }.map(String.init)
    }

    @Test func theCorpusDrawsColoursOfEachKind() {
        #expect(Set(Self.colorDrawing.map(\.entry.spec.kindName)) == ["knob", "rangeSlider", "slider", "circularSlider"])
    }

    @Test("Colours are resolved again when the colour appearance changes", arguments: colorDrawing.map(\.entry))
    func coloursFollowTheAppearance(entry: SpecCorpus.Entry) throws {
        let refresh = try #require(Self.colorDrawing.first { $0.entry.path == entry.path }?.refresh)
        let name = entry.spec.name
        let text = try Self.text(of: entry, access: .public)
        let kernel = "\(name)Kernel.UIKitColorAppearance"
        #expect(text.contains("        \(kernel).register(self) { control in control.\(refresh) }\n"),
                "iOS 17 and later: the registered handler resolves the colours again")
        let handler = [
            "                control.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (control: Control, _: UITraitCollection) in",
            "                    refresh(control)",
            "                }",
        ]
        #expect(text.components(separatedBy: handler.joined(separator: "\n")).count == 2, "the registration, once, in the kernel")
        #expect(text.contains("            if #available(iOS 17.0, tvOS 17.0, *) { return false }\n"
            + "            return control.traitCollection.hasDifferentColorAppearance(comparedTo: previous)\n"), "before iOS 17 only")
        let override = [
            "    @available(iOS, deprecated: 17.0, message: \"colour appearance changes are followed through registerForTraitChanges(_:handler:)\")",
            "    @available(tvOS, deprecated: 17.0, message: \"colour appearance changes are followed through registerForTraitChanges(_:handler:)\")",
            "    @available(visionOS, deprecated: 1.0, message: \"colour appearance changes are followed through registerForTraitChanges(_:handler:)\")",
            "    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
            "        super.traitCollectionDidChange(previousTraitCollection)",
            "        if \(kernel).needsRefresh(self, from: previousTraitCollection) { \(refresh) }",
            "    }",
        ]
        #expect(text.contains(override.joined(separator: "\n")), "before iOS 17 and tvOS 17: the override, deprecated with UIKit's (on visionOS from 1.0) so apps targeting them get no warning")
        #expect(text.contains("        registerForColorAppearanceChanges()\n"), "registered when the control is made")
        #expect(text.contains("color.resolvedColor(with: traitCollection)"))
        #expect(Self.unresolvedColors(in: text).isEmpty, "\(Self.unresolvedColors(in: text))")
        #expect(text.contains(".cgColor"))
    }

    @Test("A colour that is not resolved is found")
    func anUnresolvedColourIsFound() {
        #expect(Self.unresolvedColors(in: "layer.strokeColor = resolved(currentTrackColor).cgColor\ncontext.setFillColor(resolved((a ?? tintColor)).cgColor)").isEmpty)
        #expect(Self.unresolvedColors(in: "layer.strokeColor = trackColor.cgColor") == ["layer.strokeColor = trackColor.cgColor"])
    }

    @Test("Controls without CGColors leave the appearance to UIKit", arguments: SpecCorpus.all.filter { entry in
        !colorDrawing.contains { $0.entry.path == entry.path }
    })
    func viewColoursAreLeftToUIKit(entry: SpecCorpus.Entry) throws {
        let text = try Self.text(of: entry, kernel: .shared)
        #expect(!text.contains("cgColor") && !text.contains("CGColor"), "a CGColor needs resolving for the appearance")
        #expect(!text.contains("traitCollectionDidChange") && !text.contains("UIKitColorAppearance.register(self)"))
        if entry.spec.body is ButtonSpec {
            #expect(text.contains("].backgroundColor = ") || text.contains("].tintColor = "), "part colours go to the views as UIColors")
        }
    }
}
