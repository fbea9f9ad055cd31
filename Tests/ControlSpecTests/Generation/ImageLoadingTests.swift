import Foundation
import Testing
@testable import ControlSpec

/// Generated controls load their images (knob images, button image parts) from the bundle of the
/// generated type's code, so that a control in a framework finds the framework's images, or from
/// `Bundle.module` with `--image-bundle module`; SF Symbols come from the system. The interface
/// stubs declare no `UIImage(named:)`, which searches the main bundle only, so a template using it
/// fails `GeneratedCodeTypeCheckTests`.
@Suite struct ImageLoadingTests {
    /// The generated Swift of the corpus spec named `name`.
    static func text(_ name: String, imageBundle: GenerationOptions.ImageBundle = .type) throws -> String {
        let entry = try #require(SpecCorpus.all.first { $0.spec.name == name })
        let options = GenerationOptions(imageBundle: imageBundle, specPath: entry.path)
        return SwiftGenerator.generate(entry.spec, options: options, templates: try #require(TemplateSet.make().set)).text
    }

    @Test func knobImagesComeFromTheBundleOfTheType() throws {
        let text = try Self.text("RotaryKnob")
        #expect(text.contains("UIImage(named: name, in: Bundle(for: RotaryKnob.self), compatibleWith: nil)"))
        #expect(text.contains(#"backgroundImage = Self.bundledImage(named: "RotaryKnobBackground")"#))
        #expect(text.contains(#"knobImages[UIControl.State.normal.rawValue] = Self.bundledImage(named: "RotaryKnob")"#))
        #expect(!text.contains("UIImage(named: \""), "no image from the main bundle alone")
    }

    @Test func buttonImagePartsComeFromTheBundleOfTheTypeAndSymbolsFromTheSystem() throws {
        let text = try Self.text("EveryPartButton")
        #expect(text.contains("UIImage(named: name, in: Bundle(for: EveryPartButton.self), compatibleWith: nil)"))
        #expect(text.contains(#"let view = UIImageView(image: Self.bundledImage(named: "Photo"))"#))
        #expect(text.contains("UIImage(systemName: "), "SF Symbols stay system images")
    }

    @Test("With --image-bundle module, images come from Bundle.module", arguments: ["RotaryKnob", "EveryPartButton"])
    func moduleBundle(name: String) throws {
        let text = try Self.text(name, imageBundle: .module)
        #expect(text.contains("UIImage(named: name, in: Bundle.module, compatibleWith: nil)"))
        #expect(!text.contains("Bundle(for:"))
    }

    @Test("Controls without images have no image loader", arguments: ["Knob", "RangeSlider", "FastCartButton"])
    func noImagesNoLoader(name: String) throws {
        #expect(!(try Self.text(name)).contains("bundledImage"))
    }
}
