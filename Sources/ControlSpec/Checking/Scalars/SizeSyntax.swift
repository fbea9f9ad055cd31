/// Sizes `WIDTHxHEIGHT` (`120x120`, `300 x 44`, `52×52`), lengths (`2`, `2pt`), relative lengths
/// (`height/3.5`) and points (`[x, y]`, read by the structure checker).
enum SizeSyntax {
    /// Parses a size; both dimensions are greater than zero and at most `SpecLimits.maxSide`.
    static func parseSize(_ text: String) -> Result<Size, ScalarProblem> {
        // Split over the bytes when the text is ASCII (`×` is not), by characters otherwise.
        let parts = text.utf8.allSatisfy({ $0.isASCII })
            ? text.utf8.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self).trimmingSpaces }
            : text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" }).map { $0.trimmingSpaces }
        guard parts.count == 2, let width = NumberSyntax.parse(parts[0]), let height = NumberSyntax.parse(parts[1]) else {
            return .failure(.invalidFormat(expected: "a size 'WIDTHxHEIGHT'", found: text, notes: ["write the size in points, for example '120x120'"]))
        }
        guard width > 0, height > 0 else {
            return .failure(ScalarProblem(rule: .outOfRange, message: "expected a size greater than zero, found '\(text)'"))
        }
        guard width <= SpecLimits.maxSide, height <= SpecLimits.maxSide else {
            let side = SpecLimits.maxSide.shortText
            return .failure(ScalarProblem(rule: .outOfRange, message: "expected a size of at most \(side)x\(side), found '\(text)'",
                                          notes: ["a control and its previews are at most \(side) points on a side"]))
        }
        return .success(Size(width: width, height: height))
    }

    /// Parses a length in points: a plain number (`plainNumber`, as YAML resolved the scalar), or a
    /// number with `pt`.
    static func parseLength(_ text: String, plainNumber: Double?) -> Result<Double, ScalarProblem> {
        if let plainNumber { return .success(plainNumber) }
        if let (number, unit) = NumberSyntax.splitUnit(text), unit == "pt" { return .success(number) }
        return .failure(.invalidFormat(expected: "a length in points", found: text, notes: ["write a number of points such as '2' or '2pt'"]))
    }

    /// Parses a relative length: points (a plain number, or a number with `pt`), `height/N` or
    /// `width/N` with N greater than zero.
    static func parseRelativeLength(_ text: String, plainNumber: Double?) -> Result<RelativeLength, ScalarProblem> {
        let t = text.trimmingSpaces
        for (prefix, make) in [("height", RelativeLength.heightDividedBy), ("width", RelativeLength.widthDividedBy)] where t.hasPrefix(prefix) {
            let rest = t.dropFirst(prefix.count).trimmingSpaces
            guard rest.hasPrefix("/"), let divisor = NumberSyntax.parse(rest.dropFirst().trimmingSpaces), divisor > 0 else { break }
            return .success(make(divisor))
        }
        if case .success(let points) = parseLength(t, plainNumber: plainNumber) {
            guard points >= 0 else { return .failure(ScalarProblem(rule: .outOfRange, message: "expected a length of 0 or more, found '\(t)'")) }
            return .success(.points(points))
        }
        return .failure(.invalidFormat(expected: "a length", found: text, notes: ["write points ('4'), or a fraction of the control's size ('height/3.5')"]))
    }
}
