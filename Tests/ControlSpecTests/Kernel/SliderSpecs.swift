import ControlKernel
import Foundation
@testable import ControlSpec

/// The range slider specs of the corpus as the kernel sees them.
enum SliderSpecs {
    /// The range slider specs of `Specs/` and `Tests/VariantSpecs/rangeSlider/`.
    static var all: [SpecCorpus.Entry] { SpecCorpus.kind(RangeSliderSpec.kindName) }

    /// The kernel configuration of the corpus spec named `name`.
    static func configuration(_ name: String) -> SliderConfiguration {
        guard let entry = all.first(where: { $0.spec.name == name }), let slider = entry.spec.body as? RangeSliderSpec else {
            preconditionFailure("no range slider named \(name) in the corpus")
        }
        return slider.kernelConfiguration(accessibility: entry.spec.accessibility)
    }

    /// The layout of the corpus spec named `name` at its spec size.
    static func layout(_ name: String, rightToLeft: Bool = false) -> SliderTrackLayout {
        let spec = all.first { $0.spec.name == name }?.spec
        let size = CGSize(width: spec?.size.width ?? 0, height: spec?.size.height ?? 0)
        return SliderTrackLayout(configuration: configuration(name), size: size, isRightToLeftLayout: rightToLeft)
    }
}
