import Foundation

/// An element of an SVG document: the markup builder the previews draw with (see `MarkupNode`).
typealias SVGNode = MarkupNode

/// Numbers and colours as SVG text: fixed formatting with up to six decimals, no locale, no `-0`.
enum SVGFormat {
    /// `value` rounded to six decimals, without trailing zeros (`12`, `-0.5`, `3.141593`); from
    /// 10¹² on rounded to a whole number, and from 9·10¹⁸ on in Swift's shortest form (`1e+300`),
    /// which SVG reads as a number too. A non-finite value, which the checker keeps from reaching a
    /// preview, is written as `0`, except in a fuzzing build, where it traps (`FuzzOracle`).
    static func number(_ value: Double) -> String {
        withNumber(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of `number(value)`. The digits are written into a small
    /// buffer on the stack: previews format hundreds of numbers each, and an animation's `values`
    /// appends them to its markup without making a string of each (`MarkupText.appendNumber`).
    static func withNumber<Result>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        FuzzOracle.checkFinite(value, writtenInto: "SVG")
        guard value.isFinite else {
            var zero = "0"
            return zero.withUTF8(body)
        }
        let scaled = (abs(value) * 1_000_000).rounded()
        guard scaled < 1e18 else {
            let whole = value.rounded()
            var text = abs(whole) < 9e18 ? String(Int64(whole)) : whole.description
            return text.withUTF8(body)
        }
        let micro = Int64(scaled)
        var whole = micro / 1_000_000, fraction = micro % 1_000_000
        var fractionDigits = fraction == 0 ? 0 : 6
        while fractionDigits > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        let negative = value < 0 && micro != 0
        // At most 19 digits, a point and a sign (`scaled` < 10¹⁸).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var start = 32
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<fractionDigits {
                put(UInt8(ascii: "0") + UInt8(fraction % 10))
                fraction /= 10
            }
            if fractionDigits > 0 { put(UInt8(ascii: ".")) }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start..<32]))
        }
    }

    /// Numbers separated by spaces.
    static func numbers(_ values: [Double]) -> String {
        var text = MarkupText(capacity: values.count * 9)
        text.appendNumbers(values, separator: " ")
        return text.string
    }

    /// A colour as `#rrggbb` (its opacity goes in a separate attribute).
    static func hex(_ color: RGBA) -> String {
        // Seven bytes written in place: `String(_:radix:)` and concatenation cost about two
        // thousand instructions a colour, and previews write one for every shape.
        String(unsafeUninitializedCapacity: 7) { bytes in
            let digits: StaticString = "0123456789abcdef"
            bytes[0] = UInt8(ascii: "#")
            func put(_ component: Double, at offset: Int) {
                FuzzOracle.checkFinite(component, writtenInto: "an SVG colour")
                let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
                bytes[offset] = digits.utf8Start[value >> 4]
                bytes[offset + 1] = digits.utf8Start[value & 0xF]
            }
            put(color.red, at: 1)
            put(color.green, at: 3)
            put(color.blue, at: 5)
            return 7
        }
    }

    /// Fill attributes for `color`: `fill` and, when not opaque, `fill-opacity`.
    static func fill(_ color: RGBA) -> [(String, String)] {
        [("fill", hex(color))] + (color.alpha < 1 ? [("fill-opacity", number(color.alpha))] : [])
    }

    /// Stroke attributes for `color` and `width`.
    static func stroke(_ color: RGBA, width: Double) -> [(String, String)] {
        [("stroke", hex(color)), ("stroke-width", number(width))] + (color.alpha < 1 ? [("stroke-opacity", number(color.alpha))] : [])
    }

    /// Radians as degrees, for `rotate()`.
    static func degrees(_ radians: Double) -> String {
        number(inDegrees(radians))
    }

    /// Radians in degrees.
    static func inDegrees(_ radians: Double) -> Double {
        radians * 180 / .pi
    }
}

extension MarkupText {
    /// Appends `SVGFormat.number(value)` without making a string of it.
    mutating func appendNumber(_ value: Double) {
        SVGFormat.withNumber(value) { append($0) }
    }

    /// Appends `SVGFormat.number` of each of `values`, with `separator` between each two.
    mutating func appendNumbers(_ values: [Double], separator: StaticString) {
        for (index, value) in values.enumerated() {
            if index > 0 { self += separator }
            appendNumber(value)
        }
    }
}
