import Foundation
import Testing
@testable import ControlSpec

/// Every native SwiftUI view whose value a drag moves shares touches with scroll containers as the
/// kernel's `ScrollSharing` says: the drag's minimum distance and axis from the kernel, the
/// platforms that scroll by touch named once, a tap gesture enabled only there; a button keeps its
/// drag from touch-down. (`ScrollSharingTests` drives the kernel; the type-check tests compile it.)
@Suite struct SharedViewGestureTests {
    /// The drag's minimum distance as the views write it, after the kernel's namespace.
    static let minimumDistance = "ScrollSharing.minimumDistance(sharesTouches: Self.sharesTouchesWithScrolling)"

    /// The corpus of the kinds with a drag that moves a value, and the state whose axis the drag is checked against.
    static let dragged: [(entry: SpecCorpus.Entry, axisOf: String?)] =
        SpecCorpus.kind("slider").map { ($0, "interaction") } + SpecCorpus.kind("rangeSlider").map { ($0, "interaction") }
        + SpecCorpus.kind("knob").map { ($0, "state") } + SpecCorpus.kind("toggle").map { ($0, "input") }
        + SpecCorpus.kind("circularSlider").map { ($0, nil) }

    @Test("A dragged view waits for the kernel's distance, checks its axis where touches are shared, and taps there",
          arguments: dragged.indices)
    func sharesTouches(index: Int) throws {
        let (entry, axisOf) = Self.dragged[index]
        let name = entry.spec.name
        let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .swiftui)
        #expect(text.contains("#if os(iOS) || os(watchOS) || os(visionOS)\n    /// Whether a scroll container around the view scrolls by touch, as here:"), "\(name)")
        #expect(text.contains("    private static let sharesTouchesWithScrolling = true\n#else\n"), "\(name)")
        #expect(text.contains("    private static let sharesTouchesWithScrolling = false\n#endif\n"), "\(name)")
        #expect(text.components(separatedBy: "DragGesture(minimumDistance: \(name)Kernel.\(Self.minimumDistance)").count == 2, "\(name): one drag, the kernel's distance")
        #expect(!text.contains("DragGesture(minimumDistance: 0"), "\(name)")
        #expect(KnobSwiftUIViewTests.conditions(of: "SpatialTapGesture(coordinateSpace: .local)", in: text) == ["canImport(SwiftUI)", "!os(tvOS)"], "\(name)")
        #expect(text.components(separatedBy: "including: Self.sharesTouchesWithScrolling ? .all : .subviews)").count == 2, "\(name): the tap only where shared")
        if let axisOf {
            #expect(text.contains("axis: \(name)Kernel.ScrollSharing.axis(\(axisOf).dragAxis, sharesTouches: Self.sharesTouchesWithScrolling)"), "\(name)")
        } else {
            #expect(!text.contains("ScrollSharing.axis("), "\(name): a circular slider takes every drag")
        }
    }

    /// The hover handler of a slider or range slider: it hands the pointer's phases to the
    /// kernel's scroll wheel, and each key press moves the thumb nearest the pointer.
    static let sliderHover = "#if os(macOS)\n            .onContinuousHover { phase in\n"
        + "                scrollWheel.follow(phase, isEnabled: isEnabled, axis: interaction.dragAxis) { key, location in\n"
        + "                    perform(interaction.scroll(key, at: location, size: proxy.size, isRightToLeft: isRightToLeft))\n"
        + "                }\n            }\n#endif\n"

    /// The hover handler of a circular slider: each key press moves the thumb nearest the pointer's angle.
    static let circularHover = "#if os(macOS)\n            .onContinuousHover { phase in\n"
        + "                scrollWheel.follow(phase, isEnabled: isEnabled, axis: .free) { key, location in\n"
        + "                    apply(state.scroll(key, at: location, in: proxy.size))\n"
        + "                }\n            }\n#endif\n"

    /// The hover handler of a knob: each key press turns it along its drag axis.
    static let knobHover = "#if os(macOS)\n        .onContinuousHover { phase in\n"
        + "            scrollWheel.follow(phase, isEnabled: isEnabled, axis: state.dragAxis) { key, _ in apply(state.press(key)) }\n"
        + "        }\n"

    /// The value kinds' corpus, with the hover handler that takes the scroll wheel.
    static let wheeled: [(entry: SpecCorpus.Entry, hover: String)] =
        SpecCorpus.kind("slider").map { ($0, sliderHover) }
        + SpecCorpus.kind("rangeSlider").map { ($0, sliderHover) }
        + SpecCorpus.kind("knob").map { ($0, knobHover) }
        + SpecCorpus.kind("circularSlider").map { ($0, circularHover) }

    @Test("On macOS a value view takes the scroll wheel while hovered, through the kernel's SwiftUIScrollWheel, as key presses",
          arguments: wheeled.indices)
    func scrollWheel(index: Int) throws {
        let (entry, hover) = Self.wheeled[index]
        let name = entry.spec.name
        let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .swiftui)
        #expect(text.contains(hover), "\(name)")
        #expect(text.contains("        .onDisappear { scrollWheel.stop() }\n#endif\n"), "\(name)")
        #expect(!text.contains("interaction.focusedThumb, isRightToLeft: isRightToLeft)) }"), "\(name): a slider scrolls the thumb nearest the pointer")
        // The view's state, and the kernel's monitor the file carries, compile on macOS alone.
        for needle in ["@State private var scrollWheel = \(name)Kernel.SwiftUIScrollWheel()",
                       "NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { [weak self] event in", "NSEvent.removeMonitor(monitor)",
                       "let presses = input.scroll(deltaX: Double(event.scrollingDeltaX)"] {
            #expect(KnobSwiftUIViewTests.conditions(of: needle, in: text) == ["canImport(SwiftUI)", "os(macOS)"], "\(name): \(needle)")
        }
        #expect(text.contains("isPrecise: event.hasPreciseScrollingDeltas, isInverted: event.isDirectionInvertedFromDevice"), "\(name)")
        #expect(text.contains("isMomentum: !event.momentumPhase.isEmpty, axis: axis"), "\(name): momentum presses nothing")
    }

    @Test("Toggles and buttons take no scroll wheel", arguments: SpecCorpus.kind("toggle") + SpecCorpus.kind("button"))
    func noScrollWheel(entry: SpecCorpus.Entry) throws {
        let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .swiftui)
        #expect(!text.contains("NSEvent") && !text.contains("SwiftUIScrollWheel"))
    }

    @Test("A button's drag begins on touch-down, so that it highlights at once", arguments: SpecCorpus.kind("button"))
    func buttonHighlightsOnTouchDown(entry: SpecCorpus.Entry) throws {
        let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .swiftui)
        #expect(text.contains(".gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local)"))
        #expect(!text.contains("sharesTouchesWithScrolling") && !text.contains("SpatialTapGesture"))
    }
}
