import ControlKernel
import Foundation

/// Reads the value of one token of a known type, reporting a value of another shape at its place.
struct TokenValueReader {
    /// The token's name, for messages.
    let token: String
    /// Where a span of the token's file is.
    let location: (SourceSpan) -> TokenLocation
    /// Where findings go.
    let findings: TokenFindings

    /// A number written as a JSON number, within the spec language's magnitude.
    func number(_ node: YAMLNode) -> Double? {
        guard let scalar = node.scalar, scalar.isPlain, case .number(let value) = scalar.coreValue,
              value.isFinite, SpecLimits.isWithinMagnitude(value) else { return nil }
        return value
    }

    /// A dimension or duration `{ "value": 16, "unit": "px" }` with one of `units`.
    func measure(_ node: YAMLNode, units: [String], type: TokenType) -> (value: Double, unit: String)? {
        let expected = "a \(type.word) '{ \"value\": …, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " or ")) }'"
        guard let pairs = node.pairs, let valueNode = pairs.first(where: { $0.key == "value" })?.value,
              let unitNode = pairs.first(where: { $0.key == "unit" })?.value else {
            report(node, expected: expected)
            return nil
        }
        guard let value = number(valueNode) else {
            report(valueNode, expected: "a number")
            return nil
        }
        guard let unit = unitNode.scalar?.value, units.contains(unit) else {
            let suggestion = Suggestion.suffix(for: unitNode.scalar?.value ?? "", in: units)
            findings.emit(.tokenFile, "unknown unit \(unitNode.kindDescription) in token '\(token)'\(suggestion)",
                          at: location(unitNode.span), notes: [DiagnosticNote("a \(type.word) is in \(Suggestion.alternatives(units))")])
            return nil
        }
        if type == .duration, value < 0 {
            findings.emit(.tokenFile, "expected a duration of 0 or more in token '\(token)', found \(value.shortText)", at: location(valueNode.span))
            return nil
        }
        return (value, unit)
    }

    /// A cubic Bézier curve `[x1, y1, x2, y2]` whose x coordinates lie in 0…1.
    func cubicBezier(_ node: YAMLNode) -> TokenValue? {
        let numbers = node.items?.compactMap(number) ?? []
        guard let items = node.items, items.count == 4, numbers.count == 4 else {
            report(node, expected: "a cubic Bézier curve '[x1, y1, x2, y2]' of four numbers")
            return nil
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            findings.emit(.tokenFile, "cubic Bézier x coordinates must lie in 0…1 in token '\(token)'", at: location(node.span))
            return nil
        }
        return .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// A colour: an object `{ colorSpace, components, alpha?, hex? }` of the Color Module, or a
    /// hex text `#RRGGBB`, as older files write it.
    func color(_ node: YAMLNode) -> ColorValue? {
        if let scalar = node.scalar, scalar.value.hasPrefix("#") { return hex(node) }
        guard let pairs = node.pairs else {
            report(node, expected: "a colour '{ \"colorSpace\": …, \"components\": […] }'")
            return nil
        }
        let field = { (key: String) in pairs.first { $0.key == key } }
        guard let spaceNode = field("colorSpace")?.value, let space = spaceNode.scalar?.value else {
            findings.emit(.tokenFile, "colour token '\(token)' has no 'colorSpace'", at: location(node.span))
            return nil
        }
        let hexNode = field("hex")?.value
        guard let componentsNode = field("components")?.value, let items = componentsNode.items, items.count == 3 else {
            report(field("components")?.value ?? node, expected: "three colour components")
            return nil
        }
        var components: [Double] = []
        for item in items {
            if item.scalar?.value == "none" { components.append(0); continue }
            guard let value = number(item) else {
                report(item, expected: "a number or 'none'")
                return nil
            }
            components.append(value)
        }
        var alpha = 1.0
        if let alphaNode = field("alpha")?.value {
            guard let value = number(alphaNode), (0...1).contains(value) else {
                report(alphaNode, expected: "an alpha from 0 to 1")
                return nil
            }
            alpha = value
        }
        guard let conversion = TokenColorSpace(rawValue: space) else {
            if let hexNode, case .rgba(var rgba)? = hex(hexNode) {
                rgba.alpha = alpha
                return .rgba(rgba)
            }
            findings.emit(.tokenColorSpace, "controlspec cannot convert colour space '\(space)' of token '\(token)'", at: location(spaceNode.span),
                          notes: [DiagnosticNote("controlspec converts \(Suggestion.alternatives(TokenColorSpace.words)); for another space, give 'hex' " +
                                                 "as well, which is used instead")])
            return nil
        }
        guard let rgb = conversion.sRGB(components) else {
            if conversion == .srgb {
                findings.emit(.tokenFile, "sRGB components of token '\(token)' must lie in 0…1", at: location(componentsNode.span))
                return nil
            }
            if let hexNode, case .rgba(var rgba)? = hex(hexNode) {
                rgba.alpha = alpha
                return .rgba(rgba)
            }
            findings.emit(.tokenColorSpace, "the \(space) colour of token '\(token)' lies outside sRGB, which controlspec generates",
                          at: location(componentsNode.span), notes: [DiagnosticNote("give 'hex' as well, the sRGB colour to use instead")])
            return nil
        }
        return .rgba(RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha))
    }

    /// A hex colour `#RRGGBB` or `#RRGGBBAA` read as a spec reads it.
    private func hex(_ node: YAMLNode) -> ColorValue? {
        guard let text = node.scalar?.value, text.hasPrefix("#"), case .success(let color) = ColorSyntax.parse(text) else {
            report(node, expected: "a hex colour '#RRGGBB'")
            return nil
        }
        return color
    }

    /// Reports a value of another shape than `expected`.
    func report(_ node: YAMLNode, expected: String) {
        findings.emit(.tokenFile, "expected \(expected) in token '\(token)', found \(node.kindDescription)", at: location(node.span))
    }
}

/// The colour spaces of the Color Module that controlspec converts to sRGB, which UIKit's
/// `UIColor(red:green:blue:alpha:)` and the previews take.
enum TokenColorSpace: String, CaseIterable, SpecWord {
    case srgb, srgbLinear = "srgb-linear", displayP3 = "display-p3"

    /// The sRGB components of `components` in this space, or `nil` when the colour lies outside
    /// sRGB by more than the rounding of four-decimal components (0.001 in linear light).
    func sRGB(_ components: [Double]) -> [Double]? {
        let linear: [Double]
        switch self {
        case .srgb: return components.allSatisfy { (0...1).contains($0) } ? components : nil
        case .srgbLinear: linear = components
        case .displayP3:
            // Display P3 shares sRGB's transfer function; its linear components go to linear sRGB
            // through XYZ (D65), by the matrix of CSS Color 4.
            let p = components.map(Self.decode)
            linear = [
                1.2249401762805598 * p[0] - 0.22494017628055996 * p[1],
                -0.042056954709688163 * p[0] + 1.0420569547096881 * p[1],
                -0.019637554590334432 * p[0] - 0.078636045550631889 * p[1] + 1.0982736001409663 * p[2],
            ]
        }
        let tolerance = 1e-3
        guard linear.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) else { return nil }
        return linear.map { min(max(Self.encode(min(max($0, 0), 1)), 0), 1) }
    }

    /// sRGB's transfer function, from linear light to encoded.
    static func encode(_ x: Double) -> Double {
        x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    }

    /// sRGB's transfer function inverted, from encoded to linear light.
    static func decode(_ x: Double) -> Double {
        let magnitude = abs(x)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return x < 0 ? -linear : linear
    }
}
