import Testing
@testable import ControlSpec

/// Generated code writes an angle as the spec wrote it, and the expression it writes evaluates to
/// the very `Double` the checker computed, which the kernel and the previews use.
@Suite struct AngleNotationTests {
    /// The spec's text, the Swift generated for it and that Swift as the compiler evaluates it
    /// (`.pi` spelled `Double.pi`).
    @Test(arguments: [
        ("-11/8pi", "-11 * .pi / 8", -11 * Double.pi / 8),
        ("3/8pi", "3 * .pi / 8", 3 * Double.pi / 8),
        ("3/5pi", "3 * .pi / 5", 3 * Double.pi / 5),
        ("-7/3 pi", "-7 * .pi / 3", -7 * Double.pi / 3),
        ("0.1/3pi", "0.1 * .pi / 3", 0.1 * Double.pi / 3),
        ("0.5pi", "0.5 * .pi", 0.5 * Double.pi),
        ("2π", "2 * .pi", 2 * Double.pi),
        ("pi", ".pi", Double.pi),
        ("-pi", "-.pi", -Double.pi),
        ("1/4pi", ".pi / 4", Double.pi / 4),
        ("-1/6pi", "-.pi / 6", -Double.pi / 6),
        ("-0/4pi", "-0.0", -0.0 * Double.pi / 4),
        ("270deg", "270 * .pi / 180", 270 * Double.pi / 180),
        ("-247.5deg", "-247.5 * .pi / 180", -247.5 * Double.pi / 180),
        ("33.3°", "33.3 * .pi / 180", 33.3 * Double.pi / 180),
        ("0deg", "0", 0 * Double.pi / 180),
        ("-0deg", "-0.0", -0.0 * Double.pi / 180),
        ("0rad", "0", 0),
        ("1.2rad", "1.2", 1.2),
        ("-0.1rad", "-0.1", -0.1),
        ("1e-3rad", "0.001", 0.001),
    ])
    func theSwiftOfAnAngleIsItsNotationAndItsValue(text: String, swift: String, evaluated: Double) throws {
        let angle = try AngleSyntax.parse(text).get()
        #expect(SwiftRenderer(kernelNamespace: "K").render(angle.swift) == swift)
        #expect(angle.radians.bitPattern == evaluated.bitPattern, "\(angle.radians) against \(evaluated)")
    }

    /// Multiples of π over many numerators and denominators (zero, `.pi` and `-.pi` are in the
    /// table above): the checker's radians are what the printed `n * .pi / d` gives, evaluated left
    /// to right as Swift does.
    @Test func everyMultipleOfPiEvaluatesToTheCheckersRadians() throws {
        for numerator in -40...40 where abs(numerator) > 1 {
            for denominator in 2...40 {
                let angle = try AngleSyntax.parse("\(numerator)/\(denominator)pi").get()
                #expect(SwiftRenderer(kernelNamespace: "K").render(angle.swift) == "\(numerator) * .pi / \(denominator)")
                let evaluated = (Double(numerator) * Double.pi) / Double(denominator)
                #expect(angle.radians.bitPattern == evaluated.bitPattern, "\(numerator)/\(denominator)pi")
            }
        }
    }

    /// Degrees over many values, whole and fractional, zero aside: `d * .pi / 180`.
    @Test func everyAngleInDegreesEvaluatesToTheCheckersRadians() throws {
        for tenths in -7200...7200 where tenths != 0 {
            let degrees = Double(tenths) / 10
            let angle = try AngleSyntax.parse("\(SwiftLiteral.number(degrees))deg").get()
            #expect(SwiftRenderer(kernelNamespace: "K").render(angle.swift) == "\(SwiftLiteral.number(degrees)) * .pi / 180")
            #expect(angle.radians.bitPattern == ((degrees * Double.pi) / 180).bitPattern, "\(degrees)deg")
        }
    }
}
