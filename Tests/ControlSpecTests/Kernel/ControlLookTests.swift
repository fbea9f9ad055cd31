import ControlKernel
import Testing
@testable import ControlSpec

/// The state a control is drawn in and how far a disabled one dims: one kernel fact the generated
/// UIKit controls, the SwiftUI views and the previews all read.
@Suite struct ControlLookTests {
    /// Disabled wins over highlighted (a disabled control takes no touches), highlighted over normal.
    @Test(arguments: [
        (true, false, ControlLook.normal), (true, true, .highlighted), (false, false, .disabled), (false, true, .disabled),
    ] as [(Bool, Bool, ControlLook)])
    func theLookFollowsEnabledThenHighlighted(isEnabled: Bool, isHighlighted: Bool, look: ControlLook) {
        #expect(ControlLook(isEnabled: isEnabled, isHighlighted: isHighlighted) == look)
    }

    /// Only a disabled control whose spec gives no disabled look dims, to half, as UIKit's
    /// controls do; a spec's own disabled colours are drawn as they are.
    @Test func onlyAnUnstyledDisabledControlDims() {
        #expect(ControlLook.disabledOpacity == 0.5)
        #expect(ControlLook.disabled.opacity(stylesDisabled: false) == 0.5)
        #expect(ControlLook.disabled.opacity(stylesDisabled: true) == 1)
        #expect(ControlLook.normal.opacity(stylesDisabled: false) == 1)
        #expect(ControlLook.highlighted.opacity(stylesDisabled: false) == 1)
        #expect(ControlLook.opacity(isEnabled: false, stylesDisabled: false) == 0.5)
        #expect(ControlLook.opacity(isEnabled: true, stylesDisabled: false) == 1)
    }

    /// The spec language's control states and the kernel's looks are the same three, both ways.
    @Test(arguments: ControlState.allCases)
    func specStatesAreKernelLooks(state: ControlState) {
        #expect(ControlState(ControlLook(state)) == state)
        #expect(ControlState.allCases.count == ControlLook.allCases.count)
    }
}
