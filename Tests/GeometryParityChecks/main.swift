// Prints the geometry the generated portable code computes at each spec's preview size, one
// `key value` line per number, for GeometryParityTests to compare with the library's Geometry and
// the SVG previews. Compiled on Linux with the Swift generated from Specs/ (see
// GeneratedCodeHarness.geometryParityRun); not part of any SwiftPM target.
import Foundation

func emit(_ key: String, _ value: Double) { print("\(key) \(value)") }
func emit(_ key: String, _ rect: CGRect) {
    emit("\(key).x", Double(rect.minX)); emit("\(key).y", Double(rect.minY))
    emit("\(key).width", Double(rect.width)); emit("\(key).height", Double(rect.height))
}


let layout = FastCartButtonLayout()
func emitStates(_ prefix: String, _ states: [FastCartButtonPart: FastCartButtonPartState]) {
    for part in FastCartButtonPart.allCases {
        guard let state = states[part] else { continue }
        emit("\(prefix).\(part).frame", state.frame)
        emit("\(prefix).\(part).x", state.x); emit("\(prefix).\(part).y", state.y)
        emit("\(prefix).\(part).rotation", state.rotation); emit("\(prefix).\(part).alpha", state.alpha)
    }
}
emitStates("FastCartButton.rest", layout.rest)
let down = FastCartButtonStateMachine.animation(of: .down)!
let pressed = down.states(at: down.duration, from: layout.rest, rest: layout.rest)
emitStates("FastCartButton.pressed", pressed)
for state in [FastCartButtonState.down, .up, .cancelled] {
    let timeline = FastCartButtonStateMachine.animation(of: state)!
    let start = state == .down ? layout.rest : pressed
    for fraction in [0.1, 0.3, 0.37, 0.5, 0.7, 1.0] {
        emitStates("FastCartButton.\(state).\(fraction)", timeline.states(at: fraction * timeline.duration, from: start, rest: layout.rest))
    }
}
