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
        // From a buffer on the stack: `String(unsafeUninitializedCapacity:)` would allocate room
        // for the longest number before finding that most fit in a small string.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumNumberLength) { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[..<writeNumber(value, to: buffer.baseAddress!)]), as: UTF8.self)
        }
    }

    /// The most bytes `writeNumber` writes: 19 digits, a point and a sign below 10¹⁸, and
    /// `Double.description`'s longest form (`-2.2250738585072014e-308`) above.
    static let maximumNumberLength = 32

    /// Writes the UTF-8 bytes of `number(value)` to `out`, which has room for
    /// `maximumNumberLength`, and returns how many it wrote. Previews format hundreds of numbers
    /// each, and an animation's `values` append them to its markup where they go, without a
    /// string or a buffer of each (`MarkupText.appendNumber`).
    static func writeNumber(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        FuzzOracle.checkFinite(value, writtenInto: "SVG")
        func copy(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { bytes in
                out.initialize(from: bytes.baseAddress!, count: bytes.count)
                return bytes.count
            }
        }
        guard value.isFinite else { return copy("0") }
        let scaled = (abs(value) * 1_000_000).rounded()
        guard scaled < 1e18 else {
            let whole = value.rounded()
            return copy(abs(whole) < 9e18 ? String(Int64(whole)) : whole.description)
        }
        let micro = Int64(scaled)
        var whole = micro / 1_000_000, fraction = micro % 1_000_000
        var fractionDigits = fraction == 0 ? 0 : 6
        while fractionDigits > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        var end = 0
        if value < 0 && micro != 0 {
            out[0] = UInt8(ascii: "-")
            end = 1
        }
        // Digits are written from the last: each is the remainder of a division by ten.
        end += wholeDigits
        var position = end
        repeat {
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        } while whole > 0
        guard fractionDigits > 0 else { return end }
        out[end] = UInt8(ascii: ".")
        end += 1 + fractionDigits
        position = end
        for _ in 0..<fractionDigits {
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        return end
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
        append(writingAtMost: SVGFormat.maximumNumberLength) { SVGFormat.writeNumber(value, to: $0) }
    }

    /// Appends `SVGFormat.number` of each of `values`, with `separator` between each two.
    mutating func appendNumbers(_ values: [Double], separator: StaticString) {
        for (index, value) in values.enumerated() {
            if index > 0 { self += separator }
            appendNumber(value)
        }
    }
}
