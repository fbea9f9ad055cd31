import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Animated previews paused at a time, as still SVGs: the values SMIL gives at that time.
@Suite struct AnimationFrameTests {
    static func root(_ text: String) throws -> MarkupElement {
        try MarkupReader.read(text).get().root
    }

    @Test func theKnobPausedHalfwayPointsWhereTheKernelTurnsIt() throws {
        let (_, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "Knob" })
        let knob = try #require(spec.body as? KnobSpec)
        let kernel = KnobSVG.Kernel(spec: spec, knob: knob)
        let animated = try #require(try PreviewHarness.bundledPreviews()["Knob"]?.images.first { $0.animationDuration != nil })
        let root = try Self.root(animated.svg)
        let animation = kernel.model.setValueAnimation
        #expect(AnimationFrame.duration(of: root) == animation.duration)
        let start = kernel.model.rotation(for: knob.value.min), end = kernel.model.rotation(for: knob.value.max)
        for fraction in [0.0, 0.25, 0.5, 0.8, 1.0, 1.5] {
            let frame = AnimationFrame.frame(root, at: fraction * animation.duration)
            let pointer = try #require(frame.children.first { $0.attribute("id") == "pointer" })
            #expect(pointer.children.isEmpty, "the animation element is gone")
            let transform = try #require(pointer.attribute("transform"))
            let degrees = try #require(Double(transform.dropFirst("rotate(".count).split(separator: " ")[0]))
            let expected = animation.angle(atFraction: min(fraction, 1), from: start, to: end) * 180 / .pi
            #expect(abs(degrees - expected) < 1e-4, "at \(fraction): \(transform), expected \(expected)")
            #expect(transform.hasSuffix(" 60 60)"))
        }
    }

    @Test func aButtonFrameAtAKeyTimeHoldsThatKeysValues() throws {
        let text = try #require(PackagePaths.text(of: "Tests/Goldens/Previews/FastCartButton-down-animated.svg"))
        let root = try Self.root(text)
        let duration = try #require(AnimationFrame.duration(of: root))
        let frame = AnimationFrame.frame(root, at: duration / 2)
        let line = try #require(frame.children.first { $0.attribute("id") == "part-pinkLine1" })
        let group = try #require(root.children.first { $0.attribute("id") == "part-pinkLine1" })
        let opacity = try #require(group.children.first { $0.name == "animate" })
        let values = try #require(opacity.attribute("values")).split(separator: ";")
        let times = try #require(opacity.attribute("keyTimes")).split(separator: ";")
        #expect(times[15] == "0.5")
        #expect(line.attribute("opacity") == String(values[15]))
        var pending = [frame]
        while let element = pending.popLast() {
            #expect(!AnimationFrame.animationElements.contains(element.name))
            pending += element.children
        }
        #expect(throws: Never.self) { try MarkupReader.read(frame.node.rendered()).get() }
    }

    @Test func discreteBeginFreezeFromToAndColours() throws {
        let root = try Self.root("""
            <svg>
              <rect id="d" x="0"><animate attributeName="x" values="1;2;3" calcMode="discrete" dur="3s" fill="freeze"/></rect>
              <rect id="late" x="0"><animate attributeName="x" from="10" to="20" begin="1s" dur="1000ms"/></rect>
              <rect id="c" fill="#000000"><animate attributeName="fill" values="#000000;#ffffff" dur="1s" fill="freeze"/></rect>
              <g id="t" transform="scale(2)"><animateTransform attributeName="transform" type="translate" values="0 0;10 20" dur="1s" additive="sum"/></g>
            </svg>
            """)
        func attribute(_ id: String, _ name: String, at time: Double) -> String? {
            AnimationFrame.frame(root, at: time).children.first { $0.attribute("id") == id }?.attribute(name)
        }
        #expect([0.5, 1.5, 2.5, 4].map { attribute("d", "x", at: $0) } == ["1", "2", "3", "3"])
        #expect([0.5, 1.5, 3].map { attribute("late", "x", at: $0) } == ["0", "15", "0"], "before its begin and after its end without freeze: the element's own value")
        #expect(attribute("c", "fill", at: 0.5) == "#808080")
        #expect(attribute("t", "transform", at: 0.5) == "scale(2) translate(5 10)")
        #expect(AnimationFrame.duration(of: root) == 3)
        #expect(AnimationFrame.duration(of: try Self.root("<svg><g/></svg>")) == nil)
    }
}
