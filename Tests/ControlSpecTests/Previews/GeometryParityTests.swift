import Foundation
import Testing
@testable import ControlSpec

/// The library's Geometry, which the SVGs are drawn from, computes the numbers the generated Swift
/// computes (compiled and run on Linux), within 1e-6; and the SVGs carry those numbers.
@Suite struct GeometryParityTests {
    /// The library's numbers under the driver's keys.
    static func libraryNumbers() throws -> [String: Double] {
        var numbers: [String: Double] = [:]
        func put(_ key: String, _ rect: Rect) {
            numbers["\(key).x"] = rect.x; numbers["\(key).y"] = rect.y
            numbers["\(key).width"] = rect.width; numbers["\(key).height"] = rect.height
        }
        let specs = Dictionary(uniqueKeysWithValues: try PreviewHarness.bundledSpecs().map { ($0.spec.name, $0.spec) })
        if let spec = specs["FastCartButton"], let button = spec.body as? ButtonSpec {
            let drawer = ButtonDrawer(button: button, size: spec.size, assets: [:])
            let layout = drawer.layout
            func putStates(_ prefix: String, _ states: [String: PartState]) {
                for (part, state) in states {
                    put("\(prefix).\(part).frame", state.frame)
                    numbers["\(prefix).\(part).x"] = state.x; numbers["\(prefix).\(part).y"] = state.y
                    numbers["\(prefix).\(part).rotation"] = state.rotation; numbers["\(prefix).\(part).alpha"] = state.alpha
                }
            }
            putStates("FastCartButton.rest", layout.rest)
            let pressed = try #require(drawer.pressedStates)
            putStates("FastCartButton.pressed", pressed)
            for state in button.states {
                guard let animation = state.animation else { continue }
                let timeline = PartTimeline(animation: animation, groups: drawer.groups)
                for fraction in [0.1, 0.3, 0.37, 0.5, 0.7, 1.0] {
                    putStates("FastCartButton.\(state.name).\(fraction)", timeline.states(at: fraction * timeline.duration, from: state.name == "down" ? layout.rest : pressed,
                                                                                         rest: layout.rest, hierarchy: layout.hierarchy))
                }
            }
        }
        return numbers
    }

    @Test func libraryGeometryMatchesTheGeneratedSwift() throws {
        let generated = try GeneratedCodeHarness.geometryParityRun.get()
        let library = try Self.libraryNumbers()
        #expect(generated.count > 400, "the driver printed \(generated.count) numbers")
        #expect(Set(generated.keys) == Set(library.keys), "\(Set(generated.keys).symmetricDifference(library.keys).sorted().prefix(10))")
        for (key, value) in generated.sorted(by: { $0.key < $1.key }) {
            guard let mine = library[key] else { continue }
            #expect(abs(mine - value) <= 1e-6, "\(key): library \(mine), generated \(value)")
        }
        print("geometry parity: \(generated.count) numbers compared")
    }

    @Test func theSVGsCarryTheGeneratedNumbers() throws {
        let generated = try GeneratedCodeHarness.geometryParityRun.get()
        let previews = try PreviewHarness.bundledPreviews()
        func n(_ key: String) throws -> String { SVGFormat.number(try #require(generated[key], "\(key)")) }
        let pressed = try #require(previews["FastCartButton"]?.images.first { $0.state == "pressed" }).svg
        let line = "FastCartButton.pressed.whiteLine1.frame"
        let centre = try #require(generated["\(line).x"]) + (try #require(generated["\(line).width"])) / 2
        #expect(pressed.contains("translate(\(SVGFormat.number(centre)) \(SVGFormat.number(try #require(generated["\(line).y"]) + 1)))"))
    }
}
