import ControlKernel
import Testing
@testable import ControlSpec

/// The knob's event contract (`RotaryNotification`), which the generated UIKit class follows: which
/// control-event phases go out after which action, and when the value callback (and with it the
/// SwiftUI binding) hears of a change.
@Suite struct KnobEventTests {
    typealias N = RotaryNotification

    @Test func aContinuousKnobSendsChangeEventsOnEveryChangeWhileTracking() {
        #expect(N.after(.touchBegan(valueChanged: true), isContinuous: true) == N(phases: [.begin, .change], callsValueDidChange: true))
        #expect(N.after(.touchBegan(valueChanged: false), isContinuous: true) == N(phases: [.begin], callsValueDidChange: false))
        #expect(N.after(.touchMoved(valueChanged: true), isContinuous: true) == N(phases: [.change], callsValueDidChange: true))
        #expect(N.after(.touchMoved(valueChanged: false), isContinuous: true) == N(phases: [], callsValueDidChange: false))
        #expect(N.after(.touchEnded(valueChanged: true), isContinuous: true) == N(phases: [.end], callsValueDidChange: false))
        #expect(N.after(.touchCancelled(valueChanged: true), isContinuous: true) == N(phases: [.cancel], callsValueDidChange: false))
    }

    @Test func aKnobThatIsNotContinuousSendsItsChangeEventsAtTheEndOnlyIfTheValueChanged() {
        #expect(N.after(.touchBegan(valueChanged: true), isContinuous: false) == N(phases: [.begin], callsValueDidChange: true))
        #expect(N.after(.touchMoved(valueChanged: true), isContinuous: false) == N(phases: [], callsValueDidChange: true), "the binding still follows")
        #expect(N.after(.touchEnded(valueChanged: true), isContinuous: false) == N(phases: [.change, .end], callsValueDidChange: false))
        #expect(N.after(.touchEnded(valueChanged: false), isContinuous: false) == N(phases: [.end], callsValueDidChange: false))
        #expect(N.after(.touchCancelled(valueChanged: true), isContinuous: false) == N(phases: [.change, .cancel], callsValueDidChange: false))
        #expect(N.after(.touchCancelled(valueChanged: false), isContinuous: false) == N(phases: [.cancel], callsValueDidChange: false))
    }

    @Test(arguments: [true, false])
    func doubleTapsAndVoiceOverAreWholeChangesAndSetValueSendsNothing(isContinuous: Bool) {
        for action in [RotaryAction.doubleTapReset(valueChanged: true), .accessibilityAdjustment(valueChanged: true)] {
            #expect(N.after(action, isContinuous: isContinuous) == N(phases: [.change], callsValueDidChange: true))
        }
        for action in [RotaryAction.doubleTapReset(valueChanged: false), .accessibilityAdjustment(valueChanged: false), .setValue] {
            #expect(N.after(action, isContinuous: isContinuous) == N(phases: [], callsValueDidChange: false))
        }
    }

    @Test func theSpecsEventListsLeaveOutWhatUIControlSendsItself() throws {
        let yaml = CleanSpecs.r(CleanSpecs.knob, "accessibility:", "interaction: { events: { begin: [touchDown, editingDidBegin], change: [valueChanged, touchDragInside], end: [touchUpInside], cancel: [touchCancel] } }\naccessibility:")
        let linted = Linter.lint(Array(yaml.utf8))
        let knob = try #require(linted.spec?.body as? KnobSpec, "warnings only: \(linted.diagnostics.map(\.message))")
        #expect(knob.interaction.events == ControlEvents(begin: [.editingDidBegin], change: [.valueChanged], end: [], cancel: []))
        #expect(linted.diagnostics.map(\.ruleID) == Array(repeating: "self-sent-event", count: 4))
        #expect(linted.diagnostics.allSatisfy { $0.severity == .warning })
    }
}
