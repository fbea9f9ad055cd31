import Foundation
import Testing
@testable import ControlSpec

/// What every corpus spec's native SwiftUI view (`--target swiftui`) emits for Reduce Motion, a
/// drag the system cancels and the haptic on visionOS: what the type-check cannot see.
@Suite("SwiftUI views: Reduce Motion, cancelled drags, haptics")
struct SwiftUIMotionAndDragTests {
    /// Every corpus spec's native view, by type name, with its kind.
    static func generated() throws -> [(name: String, kind: String, text: String)] {
        let templates = try #require(TemplateSet.make().set)
        return SpecCorpus.all.map { entry in
            let options = GenerationOptions(specPath: entry.path, target: .swiftui)
            return (entry.spec.name, entry.spec.kindName, SwiftGenerator.generate(entry.spec, options: options, templates: templates).text)
        }
    }

    /// The call each kind's view makes when SwiftUI resets its drag's gesture state.
    static let cancelCalls = [
        "knob": "apply(state.dragCancelled())",
        "circularSlider": "apply(state.dragEnded())",
        "slider": "perform(interaction.dragEnded())",
        "rangeSlider": "perform(interaction.dragEnded())",
        "toggle": "if input.cancel(at: Self.now) { play() }",
        "button": "respond(to: input.cancel(at: Self.now).map { [$0] } ?? [])",
    ]

    @Test("A drag the system cancels ends the touch: a gesture state reset calls the kind's cancel, after the gesture's own end")
    func cancelledDrags() throws {
        for (name, kind, text) in try Self.generated() {
            let call = try #require(Self.cancelCalls[kind], "\(kind)")
            #expect(text.contains("#if !os(tvOS)\n    /// Whether a drag is under way"), "\(name)")
            #expect(text.contains("@GestureState private var isDragging = false\n#endif"), "\(name)")
            #expect(text.components(separatedBy: ".updating($isDragging) { _, dragging, _ in dragging = true }").count == 2, "\(name)")
            #expect(text.contains("""
                        .onChange(of: isDragging) { _, dragging in
                            // After the gesture's own end, if any: then this finds no drag and does nothing.
                            if !dragging { Task { \(call) } }
                        }
                """), "\(name)")
        }
    }

    @Test("The haptic plays only behind visionOS 26, where SwiftUI has sensoryFeedback; a view without one has none")
    func hapticsOnVisionOS() throws {
        var withHaptics = 0
        for (name, _, text) in try Self.generated() {
            let uses = text.components(separatedBy: ".sensoryFeedback(").count - 1
            if uses == 0 {
                #expect(!text.contains("withFeedback"), "\(name)")
                continue
            }
            withHaptics += 1
            #expect(uses == 1, "\(name): one haptic modifier")
            #expect(text.contains("""
                #if os(visionOS)
                        if #available(visionOS 26.0, *) {
                            withFeedback
                        } else {
                            control
                        }
                #else
                        withFeedback
                #endif
                """), "\(name)")
            // The one use is in the property only visionOS 26 has.
            let declaration = "    @available(visionOS 26.0, *)\n    private var withFeedback: some View {\n"
            let property = try #require(text.components(separatedBy: declaration).dropFirst().first)
            #expect(property.prefix(while: { $0 != "}" }).contains("control.sensoryFeedback("), "\(name)")
        }
        #expect(withHaptics > 3)
    }

    @Test("Each spec's reduceMotion reaches the kernel configuration its view reads; crossfade when left out")
    func reduceMotionReachesTheConfiguration() throws {
        let generated = Dictionary(uniqueKeysWithValues: try Self.generated().map { ($0.name, $0.text) })
        let expected: [(spec: String, fragment: String)] = [
            ("ThreeBands", "reduceMotion: .keep"),
            ("Thermostat", "reduceMotion: .instant"),
            ("KeyframeSquishToggle", "reduceMotion: .keep"),
            ("KeyframeSquishToggle", "reduceMotion: .instant"),
            ("HeartBounceButton", "reduceMotion: .instant"),
            ("Balance", "reduceMotion: .keep"),
        ]
        for (spec, fragment) in expected {
            let text = try #require(generated[spec], "\(spec)")
            #expect(text.contains(fragment), "\(spec): \(fragment)")
        }
        #expect(generated["PillToggle"]?.contains("reduceMotion: .instant") == false)
        for spec in ["Knob", "PillToggle"] {
            let text = try #require(generated[spec], "\(spec)")
            #expect(!text.contains("reduceMotion: .") && text.contains("reduceMotion: ReduceMotion = .crossfade"),
                    "\(spec): the kernel's default, crossfade, is left out of the configuration")
        }
    }

    @Test("A knob's reset and the parts' cross-fades are drawn from the kernel, each look as one layer")
    func crossfadeDrawing() throws {
        for (name, kind, text) in try Self.generated() {
            switch kind {
            case "knob":
                #expect(text.contains("TimelineView(.animation(minimumInterval: nil, paused: !isTurning))"), "\(name)")
                #expect(text.contains("let drawing = state.drawing(in: size, at: time, value: value), crossfade = state.crossfade(in: size, at: time)"),
                        "\(name)")
                #expect(text.contains("context.drawLayer { layer in draw(crossfade.from, into: &layer) }"), "\(name)")
                #expect(text.contains(".onChange(of: reduceMotion, initial: true) { state.isReducingMotion = reduceMotion }"), "\(name)")
            case "toggle", "button":
                #expect(text.contains("if let crossfade { return draw(crossfade, in: input.layout, into: &graphics) }"), "\(name)")
                #expect(text.contains("SwiftUIPartDrawing.draw(crossfade, into: &graphics) { poses, isEnd, layer in"), "\(name)")
                let kernel = try UIKitParityTests.sharedKernel(kind, target: .swiftui)
                #expect(kernel.contains("graphics.drawLayer { layer in\n                draw(crossfade.from, false, &layer)"),
                        "\(name): each look as one layer")
            default:
                break
            }
        }
    }

    /// The values each value kind's view hands the kernel's `SwiftUIValueAnimation`, the spec's
    /// `reduceMotion` it passes, and the drawing of the values it gets back.
    static let outsideChangeDrawings = [
        "knob": ("state.shown(value), rule: state.model.setValueAnimation.reduceMotion, isReducingMotion: reduceMotion",
                 "knob(in: proxy.size, at: time, value: values.first)"),
        "slider": ("interaction.shown(Self.values(of: source)), rule: interaction.configuration.reduceMotion, isReducingMotion: reduceMotion",
                   "canvas(values: values)"),
        "rangeSlider": ("interaction.shown(bounds: Self.bounds(of: source)), rule: interaction.reduceMotion, isReducingMotion: reduceMotion",
                        "canvas(values: values)"),
        "circularSlider": ("rule: state.model.configuration.reduceMotion, isReducingMotion: reduceMotion", "slider(in: proxy.size, values: values)"),
    ]

    @Test("Every value kind draws the app's changes through the kernel's one Animatable drawing along the update's transaction; toggles and buttons keep their timelines")
    func outsideChanges() throws {
        var kinds = Set<String>()
        for (name, kind, text) in try Self.generated() {
            guard let (arguments, drawing) = Self.outsideChangeDrawings[kind] else {
                #expect(!text.contains("SwiftUIValueAnimation") && !text.contains(".transaction(value:"), "\(name): a timeline of its own, kernel included")
                continue
            }
            kinds.insert(kind)
            // The view's own code, without the kernel embedded after it.
            let text = text.components(separatedBy: "// MARK: - Kernel")[0]
            #expect(text.contains(arguments + "\n") && text.contains(drawing), "\(name)")
            #expect(text.components(separatedBy: "SwiftUIValueAnimation(").count == 2, "\(name): used once")
            #expect(!text.contains("AnimatedValues") && !text.contains("VectorArithmetic"), "\(name): the machinery is the kernel's")
            #expect(text.contains("@Environment(\\.accessibilityReduceMotion) private var reduceMotion"), "\(name)")
            #expect(!text.contains("drawnValues(at:") && !text.contains("finishTransition"), "\(name): no clock of its own for outside changes")
            let kernel = try UIKitParityTests.sharedKernel(kind, target: .swiftui)
            #expect(kernel.contains("public struct SwiftUIValueAnimation<Content: View>: View {"), "\(name)")
            #expect(kernel.contains("private struct AnimatedValues: View, Animatable {"), "\(name)")
            #expect(kernel.contains("nonisolated var animatableData: AnimatableValues {"), "\(name)")
            #expect(kernel.contains("struct AnimatableValues: VectorArithmetic {"), "\(name)")
            #expect(kernel.contains(".transaction(value: shown) { transaction in"), "\(name)")
            #expect(kernel.contains("switch shown.playback(isAnimated: transaction.animation != nil, reduceMotion: rule, isReducingMotion: isReducingMotion) {"),
                    "\(name)")
            #expect(kernel.contains(".id(shown.identity(reduceMotion: rule, isReducingMotion: isReducingMotion))\n                    .transition(.opacity)"),
                    "\(name): a cross-fade swaps the drawing")
        }
        #expect(kinds == Set(Self.outsideChangeDrawings.keys))
    }
}
