extension Angle: SwiftExpressible {
    /// The angle in radians as the spec wrote it: `1.2` for `1.2rad`, `270 * .pi / 180` for
    /// `270deg`, `-11 * .pi / 8` for `-11/8pi` (`.pi / 2`, `-.pi`); a zero angle in any unit is
    /// `0`. Each evaluates, in Swift's left-to-right arithmetic, the formula the radians were
    /// computed with, so to the same `Double`.
    var swift: SwiftExpression {
        guard radians != 0 else { return .number(radians) }
        switch notation {
        case .radians:
            return .number(radians)
        case .degrees(let degrees):
            return .operation(.operation(.number(degrees), .times, .member("pi")), .dividedBy, .number(180))
        case .piMultiple(let fraction):
            let times: SwiftExpression = switch fraction.numerator {
            case 1: .member("pi")
            case -1: .negated(.member("pi"))
            default: .operation(.number(fraction.numerator), .times, .member("pi"))
            }
            return fraction.denominator == 1 ? times : .operation(times, .dividedBy, .number(fraction.denominator))
        }
    }
}
