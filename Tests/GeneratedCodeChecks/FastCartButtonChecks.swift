import Foundation

/// What only the generated `FastCartButton` file holds: its enums, the conveniences over the
/// kernel and the configuration they read, with numbers from docs/reference-controls.md#fastcartbutton. The kernel's
/// behaviour is checked in-process (`ButtonKernelTests` and the variant tests).
enum FastCartButtonChecks {
    /// Runs every check.
    static func run() {
        var machine = FastCartButtonStateMachine()
        Checks.expect(machine.touchState == .idle, "starts idle")
        Checks.expect(machine.touchSlop == 70, "touch slop 70")
        let down = machine.beginTouch()
        Checks.expect(down?.transition == FastCartButtonKernel.TouchTransition(from: FastCartButtonState.idle.rawValue, to: FastCartButtonState.down.rawValue), "begin from idle enters down")
        Checks.expect(machine.touchState == .down, "down after begin")
        Checks.expect(FastCartButtonState.up.animation?.timing == .keyframes(.cubic), "up is cubic keyframes")
        Checks.expect(FastCartButtonState.idle.animation == nil, "idle does not animate")

        let layout = FastCartButtonLayout()
        let circle = layout.frameInControl(of: FastCartButtonPart.circle.rawValue)
        Checks.expect(circle == CGRect(x: 0, y: 0, width: 52, height: 52), "circle fills the control: \(circle)")
        Checks.expectClose(Double(layout.rest(of: .whiteLine2).frame.maxX), 8, "white line 2's trailing edge 8 pt from the circle's leading edge")
        Checks.expectClose(Double(layout.rest(of: .pinkLine1).alpha), 0.6, "pink line 1 keeps its own alpha")
        let mirrored = FastCartButtonLayout(direction: .rightToLeft)
        Checks.expectClose(Double(mirrored.rest(of: .whiteLine2).frame.minX), 52 - 8, "right to left: white line 2's trailing edge 8 pt from the circle's right edge")
    }
}
