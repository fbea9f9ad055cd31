import ControlKernel
import Foundation
@testable import ControlSpec

/// A toggle of the spec corpus with its kernel configuration and its parts by id.
struct ToggleFixture {
    /// The checked spec.
    let spec: ControlSpecification
    /// The toggle's model.
    let toggle: ToggleSpec
    /// The kernel's configuration, as the previews and the generated code use it.
    let configuration: ToggleConfiguration

    /// The corpus toggle named `name` (`Specs/` or `Tests/VariantSpecs/toggle/`).
    init(_ name: String) {
        guard let entry = SpecCorpus.kind("toggle").first(where: { $0.spec.name == name }), let toggle = entry.spec.body as? ToggleSpec else {
            preconditionFailure("no toggle '\(name)' in the spec corpus")
        }
        spec = entry.spec
        self.toggle = toggle
        configuration = toggle.kernelConfiguration(size: spec.size)
    }

    /// The kernel index of the part `id`.
    func part(_ id: String) -> Int {
        guard let index = toggle.flatParts.firstIndex(where: { $0.part.id == id }) else { preconditionFailure("no part '\(id)'") }
        return index
    }

    /// A fresh model in the spec's starting value.
    var model: ToggleModel { ToggleModel(configuration: configuration) }

    /// The layout at the spec's size in `direction`.
    func layout(_ direction: PartLayoutDirection = .leftToRight) -> PartLayout {
        configuration.layout(direction: direction)
    }
}
