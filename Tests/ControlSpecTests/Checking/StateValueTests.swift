import Testing
@testable import ControlSpec

/// A value per control state keeps the two values most specs leave out in a box of their own
/// (`StateValue`): reading, writing, equality and hashing see the values, not the box.
@Suite struct StateValueTests {
    @Test func theOtherStatesReadAsWritten() {
        var value = StateValue<ColorValue>(normal: .named("label"))
        #expect(value.highlighted == nil && value.disabled == nil)
        value.highlighted = .white(0.5, alpha: 1)
        value.disabled = .tint
        #expect(value.highlighted == .white(0.5, alpha: 1) && value.disabled == .tint)
        value.highlighted = nil
        #expect(value.highlighted == nil && value.disabled == .tint)
        let copy = value
        value.disabled = .named("red")
        #expect(copy.disabled == .tint && value.disabled == .named("red"), "a copy keeps its own values")
        value.disabled = nil
        #expect(value == StateValue(normal: .named("label")))
    }

    @Test func equalAndHashedByTheirValues() {
        let rgba = ColorValue.rgba(RGBA(red: 0.2, green: 0.4, blue: 0.8))
        var built = StateValue<ColorValue>(normal: rgba)
        built.highlighted = .tint
        let given = StateValue<ColorValue>(normal: rgba, highlighted: .tint)
        #expect(built == given && built.hashValue == given.hashValue)
        #expect(given != StateValue(normal: rgba, disabled: .tint))
        #expect(given != StateValue(normal: rgba))
        #expect(Set([built, given, StateValue(normal: rgba)]).count == 2)
    }

    @Test func aValueWithoutTheOtherStatesIsHeldInline() {
        // The normal value and one reference: a model holds up to five of these per state.
        #expect(MemoryLayout<StateValue<ColorValue>>.size <= MemoryLayout<ColorValue>.stride + MemoryLayout<Int>.size)
    }
}
