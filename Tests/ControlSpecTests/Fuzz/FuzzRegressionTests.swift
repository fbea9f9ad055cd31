import Foundation
import Testing
@testable import ControlSpec

/// Every input the fuzzer once found a problem with (`Fuzz/Regressions/`) goes through the whole
/// pipeline again — lint, Swift, previews, gallery — without a trap, and a spec that passes lint
/// generates files that contain no non-finite number.
@Suite struct FuzzRegressionTests {
    /// The regression inputs, by file name.
    static let inputs: [String] = {
        let folder = PackagePaths.root.appendingPathComponent("Fuzz/Regressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0 != "README.md" }.sorted()
    }()

    @Test(arguments: inputs)
    func regressionStaysFixed(name: String) throws {
        let bytes = try PackagePaths.bytes("Fuzz/Regressions/\(name)")
        let result = Linter.lint(bytes)
        guard let spec = result.spec else {
            #expect(result.hasErrors, "\(name): a spec without a model must have an error")
            return
        }
        let templates = try #require(TemplateSet.make().set)
        let source = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: name), templates: templates)
        let previews = PreviewGenerator.previews(spec, specPath: name)
        let gallery = GalleryPage.html([previews])
        for text in [source.text, gallery] + previews.images.map(\.svg) {
            #expect(!NonFiniteNumbers.found(in: text), "\(name): a non-finite number reached the output")
        }
    }
}

extension FuzzRegressionTests {
    /// A track outline wider than the track it strokes inside (`range-slider-track-outline-wider-
    /// than-the-track.control.yaml`) insets the track to `CGRect.null`, whose origin is infinite.
    /// A null rectangle is empty; the preview draws an empty rectangle at the origin, in finite
    /// numbers (the fuzzer's oracle traps on any other number reaching the SVG).
    @Test func aNullRectangleIsDrawnEmptyInFiniteNumbers() {
        let outline = CGRect(x: 0, y: 11, width: 0.4, height: 22).insetBy(dx: 0.5, dy: 0.5)
        #expect(outline.isNull)
        #expect(RangeSliderSVG.drawable(outline) == .zero)
        let plain = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(RangeSliderSVG.drawable(plain) == plain)
    }
}

/// Finds `nan` and `inf` written as numbers: as Swift's `Double.description` spells them, not
/// inside a longer word.
enum NonFiniteNumbers {
    /// Whether `text` holds `nan`, `inf` or `-inf` delimited by characters that cannot continue a number or word.
    static func found(in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
        }
        for word in ["nan", "inf"] {
            let pattern = Array(word.unicodeScalars)
            var index = 0
            while index + pattern.count <= scalars.count {
                if Array(scalars[index..<(index + pattern.count)]) == pattern,
                    !isWordScalar(index > 0 ? scalars[index - 1] : nil),
                    !isWordScalar(index + pattern.count < scalars.count ? scalars[index + pattern.count] : nil) {
                    return true
                }
                index += 1
            }
        }
        return false
    }
}
