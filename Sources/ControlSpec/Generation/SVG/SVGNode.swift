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
        let scaled = abs(value) * 1_000_000
        guard scaled < 1e18 else {
            let whole = value.rounded()
            return copy(abs(whole) < 9e18 ? String(Int64(whole)) : whole.description)
        }
        // Rounded half away from zero, as `rounded()` rounds, without its call into the C
        // library: below 2⁵² the part cut off by truncating is exact, and from 2⁵² on every
        // `Double` is whole (so one just below 10¹⁸ is whole, and stays below it).
        let truncated = Int64(scaled)
        let micro = UInt64(truncated) + (scaled - Double(truncated) >= 0.5 ? 1 : 0)
        var end = 0
        if value < 0 && micro != 0 {
            out[0] = UInt8(ascii: "-")
            end = 1
        }
        // Digits two at a time from a table of "00" to "99": half the divisions by ten of one at
        // a time, and previews write about 1,500 numbers a spec.
        let pairs = digitPairs.utf8Start
        @inline(__always) func putPair(_ pair: UInt64, at offset: Int) {
            out[offset] = pairs[Int(2 * pair)]
            out[offset + 1] = pairs[Int(2 * pair + 1)]
        }
        var whole = micro / 1_000_000
        var wholeDigits = 1, power: UInt64 = 10
        while whole >= power {  // below 10¹², so `power` stays below 10¹³
            wholeDigits += 1
            power *= 10
        }
        end += wholeDigits
        var position = end
        while whole >= 10 {
            position -= 2
            putPair(whole % 100, at: position)
            whole /= 100
        }
        if position > end - wholeDigits { out[position - 1] = UInt8(ascii: "0") + UInt8(whole) }
        let fraction = micro % 1_000_000
        guard fraction != 0 else { return end }
        // Six decimals, then the trailing zeros taken off again (the fraction is not zero, so a
        // digit other than zero stays).
        out[end] = UInt8(ascii: ".")
        putPair(fraction / 10_000, at: end + 1)
        putPair(fraction / 100 % 100, at: end + 3)
        putPair(fraction % 100, at: end + 5)
        end += 7
        while out[end - 1] == UInt8(ascii: "0") { end -= 1 }
        return end
    }

    /// "00", "01", … "99", for `writeNumber`.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

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

    /// A gradient stop's colour attributes for `color`: `stop-color` and `stop-opacity`.
    static func stop(_ color: RGBA) -> [(String, String)] {
        [("stop-color", hex(color)), ("stop-opacity", number(color.alpha))]
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
        for index in values.indices {
            if index > 0 { self += separator }
            appendNumber(values[index])
        }
    }
}
