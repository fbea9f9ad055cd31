import Foundation
import Testing
@testable import ControlSpec

/// The text helpers the generators write with: normalisation of generated Swift, the templates'
/// view of a view-model and SVG numbers, each written for speed, checked against what they must do.
@Suite struct GenerationTextTests {
    @Test(arguments: [
        ("", "\n"),
        ("a", "a\n"),
        ("\n\n  \na  \t\n\n\n\tb\n\n", "a\n\n\tb\n"),
        ("a \nb\t\n \n \nc", "a\nb\n\nc\n"),
        // A CR LF pair is one character: it ends no line, as when the text is split by characters.
        ("a \r\n\r\n\nb ", "a \r\n\r\n\nb\n"),
        ("\r\n\na \r\n", "\r\n\na \r\n\n"),
        ("é \n\n\nü", "é\n\nü\n"),
    ])
    func normalisationTrimsLinesAndCollapsesBlankRuns(input: String, expected: String) {
        #expect(String(decoding: SwiftGenerator.normalized(Array(input.utf8)), as: UTF8.self) == expected)
    }

    /// Random texts of spaces, tabs, line feeds, carriage returns and other characters, against
    /// the rule written out over characters: the normalisation copies runs of lines at once, and
    /// each place a run breaks (a trimmed line, blank lines collapsed, a CR LF pair) is covered.
    @Test func normalisationIsTheRuleOverCharacters() {
        var random = SplitMix64(seed: 20_261_128)
        let pieces = ["a", "bc", "é", " ", "\t", "\r", "\r\n", "\n", "\n", "\n\n", "  \n", "x y", "\u{301}", "\n\u{301}"]
        for index in 0..<5_000 {
            let text = (0..<Int(random.next() % 40)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let actual = String(decoding: SwiftGenerator.normalized(Array(text.utf8)), as: UTF8.self)
            #expect(actual == Self.normalizedByCharacters(text), "case \(index): \(String(reflecting: text))")
        }
    }

    /// The normalisation's rule, plainly: lines split at the character "\n", spaces and tabs taken
    /// off their ends, blank lines dropped at the start and the end and each run of them made one,
    /// one line feed at the end.
    static func normalizedByCharacters(_ text: String) -> String {
        var output = "", blankBefore = false, wroteLine = false
        for var line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            while line.last == " " || line.last == "\t" { line.removeLast() }
            if line.isEmpty {
                blankBefore = wroteLine
                continue
            }
            if wroteLine { output += blankBefore ? "\n\n" : "\n" }
            output += line
            wroteLine = true
            blankBefore = false
        }
        return output + "\n"
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-0.5, "-0.5"), (3.14159265, "3.141593"), (0.000_000_4, "0"),
        (-0.000_000_4, "0"), (0.000_001, "0.000001"), (100.1, "100.1"), (1e18, "1000000000000000000"), (.nan, "0"), (.infinity, "0"),
        (-1234.000_5, "-1234.0005"), (-2.5e13, "-25000000000000"), (1e300, "1e+300"),
        (-8e18, "-8000000000000000000"), (-9.2e18, "-9.2e+18"), (-.greatestFiniteMagnitude, "-1.7976931348623157e+308"),
        (0.1 + 0.2, "0.3"), (-0.000_000_5, "-0.000001"), (999_999.999_999_6, "1000000"), (7, "7"), (-10.5, "-10.5"),
    ])
    func svgNumbersAreRoundedToSixDecimalsWithoutTrailingZeros(value: Double, expected: String) {
        #expect(SVGFormat.number(value) == expected)
        // Animation values append the same bytes to markup without making a string of them.
        var markup = MarkupText()
        markup.append("x")
        markup.appendNumber(value)
        #expect(markup.string == "x" + expected)
    }

    /// Digits are written two at a time from a table; here each number is checked against the
    /// plain statement of the rule: the whole millionths, split into whole part and six decimals
    /// with `String`, the decimals padded and their trailing zeros dropped. Every count of whole
    /// digits (1 to 12), every count of decimals (0 to 6), signs, exact integers, halves of a
    /// millionth, numbers around 2⁵² millionths and numbers that round up to the next power of ten.
    @Test func svgNumbersAreThePlainRuleAtEveryLength() {
        func plain(_ value: Double) -> String {
            let micro = Int64((abs(value) * 1_000_000).rounded())
            var decimals = String(micro % 1_000_000)
            decimals = String(repeating: "0", count: 6 - decimals.count) + decimals
            while decimals.last == "0" { decimals.removeLast() }
            return (value < 0 && micro != 0 ? "-" : "") + String(micro / 1_000_000) + (decimals.isEmpty ? "" : "." + decimals)
        }
        var random = SplitMix64(seed: 7)
        var values: [Double] = []
        for exponent in -7...11 {
            let scale = pow(10, Double(exponent))
            for _ in 0..<400 {
                let magnitude = Double(random.next() % 1_000_000_000) / 100_000_000 * scale
                values.append(random.next() % 2 == 0 ? magnitude : -magnitude)
            }
            values += [scale, -scale, scale * 9.999_999_5, scale * 0.5, scale + 0.000_000_5, -(scale * 10 - 0.000_000_4)]
            values += (0..<6).map { digits in (scale * 1_000_000).rounded() / 1_000_000 + 1 / pow(10, Double(digits + 1)) }
        }
        // Halves of a millionth (some of which the product with a million makes exact ties), and
        // millionths around 2⁵², from where on every Double is whole.
        values += (0..<64).map { (Double($0) + 0.5) / 1_000_000 }
        values += (0..<64).map { (4_503_599_627_370_496 + Double($0 - 32) * 0.75) / 1_000_000 }
        #expect(values.count == 19 * 412 + 128)
        for value in values {
            #expect(SVGFormat.number(value) == plain(value), "\(value)")
        }
    }

    @Test func animationValuesJoinEachSamplesNumbersAndAreNilWhenNoSampleChanges() {
        #expect(SVGAnimation.values(count: 3, components: [[1, 2, 1], [0, 0, 0.5]]) == "1 0;2 0;1 0.5")
        #expect(SVGAnimation.values(count: 2, components: [[0.25, -4]]) == "0.25;-4")
        #expect(SVGAnimation.values(count: 3, components: [[7, 7, 7], [1, 1, 1]]) == nil)
        // Numbers that differ but are written alike are no change: the text is what plays.
        #expect(SVGAnimation.values(count: 2, components: [[1, 1.000_000_1]]) == nil)
        #expect(SVGAnimation.values(count: 1, components: [[3]]) == nil)
    }

    /// An animation written straight into markup is the node the other animations are built as,
    /// rendered: random values (huge, tiny, negative, repeated) and timings, at several depths.
    @Test func animationsWrittenStraightAreTheirNodesRendered() {
        var random = SplitMix64(seed: 20_261_128)
        func number() -> Double {
            let pick = random.next() % 6
            let magnitude = [1e-7, 0.5, 3, 250, 1e13, 1e300][Int(random.next() % 6)]
            let value = (Double(random.next() % 2_000_001) / 1_000_000 - 1) * magnitude
            return pick == 0 ? 0 : pick == 1 ? 1 : value
        }
        for index in 0..<500 {
            let count = 1 + Int(random.next() % 6), width = 1 + Int(random.next() % 2)
            let components = (0..<width).map { _ in (0..<count).map { _ in number() } }
            let keyTimes = (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
            let easings = (1..<max(count, 2)).map { _ in [Easing.linear, .hold, .easeInEaseOut, .cubicBezier(0.1, -0.5, 0.9, 1.5)][Int(random.next() % 4)] }
            let timing = SVGAnimation.Timing(keyTimes: keyTimes, easings: easings, duration: number().magnitude)
            let type: String? = random.next() % 2 == 0 ? nil : "translate"
            let written = SVGAnimation.element("animateTransform", attribute: "transform", type: type, count: count, components: components, timing: timing)
            let values = SVGAnimation.values(count: count, components: components)
            #expect((written == nil) == (values == nil), "case \(index)")
            guard let written, let values else { continue }
            let node = RenderedElement(SVGAnimation.node("animateTransform", attribute: "transform", type: type, values: values, timing: timing))
            for depth in [0, 3] {
                var straight = MarkupText(), rendered = MarkupText()
                written.render(into: &straight, depth: depth)
                node.render(into: &rendered, depth: depth)
                #expect(straight.string == rendered.string, "case \(index)")
            }
        }
    }

    @Test func animationTimingIsEveryKeyTimeAndOneSplinePerSegment() {
        let timing = SVGAnimation.Timing(keyTimes: [0, 0.25, 0.25, 1 / 3, 1], easings: [.linear, .hold, .easeInEaseOut, .cubicBezier(0.1, -0.5, 0.9, 1.5)], duration: 0.35)
        #expect(timing.attributesAfterValues.map(\.0) == ["keyTimes", "calcMode", "keySplines", "dur", "begin", "fill"])
        let attributes = Dictionary(uniqueKeysWithValues: timing.attributesAfterValues)
        #expect(attributes["keyTimes"] == "0;0.25;0.25;0.333333;1")
        #expect(attributes["keySplines"] == "0 0 1 1;1 0 1 0;0.42 0 0.58 1;0.1 -0.5 0.9 1.5")
        #expect(attributes["dur"] == "0.35s")
        #expect(SVGFormat.numbers([1, -0.5, 1e-7]) == "1 -0.5 0" && SVGFormat.numbers([]) == "")
    }

    /// Plain ASCII takes a shorter path through each of these; the rest looks at every scalar.
    @Test(arguments: [
        ("plain text, 1 / 2", "\"plain text, 1 / 2\"", "plain text, 1 / 2"),
        ("  padded  ", "\"  padded  \"", "padded"),
        ("a \"quoted\" word", "\"a \\\"quoted\\\" word\"", "a \"quoted\" word"),
        ("say \"hi\" \\ back", "\"say \\\"hi\\\" \\\\ back\"", "say \"hi\" \\ back"),
        ("tab\there\nnext\r", "\"tab\\there\\nnext\\r\"", "tab here next"),
        ("bell\u{7} del\u{7F} c1\u{85}", "\"bell\\u{7} del\\u{7F} c1\\u{85}\"", "bell  del  c1\u{85}"),
        ("ls\u{2028}ps\u{2029}rlo\u{202E}zw\u{200B}", "\"ls\\u{2028}ps\\u{2029}rlo\\u{202E}zw\\u{200B}\"", "ls ps rlo\u{202E}zw\u{200B}"),
        ("Grüße ✓", "\"Grüße ✓\"", "Grüße ✓"),
        ("", "\"\"", ""),
    ])
    func swiftLiteralsAndDocCommentsEscapeWhatCouldLeaveThem(text: String, literal: String, comment: String) {
        #expect(SwiftLiteral.string(text) == literal)
        #expect(SwiftLiteral.docComment(text) == comment)
    }

    @Test func namedColoursAreLookedUpByTheirExactName() {
        #expect(NamedColors.names.count > 30 && NamedColors.names.allSatisfy(NamedColors.isName))
        #expect(!NamedColors.isName("systemblue") && !NamedColors.isName("tint") && !NamedColors.isName(""))
        #expect(NamedColors.value(of: "systemBlue", in: .dark) == RGBA(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(NamedColors.value(of: "systemBlue", in: .highContrastLight) == RGBA(red: 0, green: 64 / 255, blue: 221 / 255))
        #expect(NamedColors.value(of: "label", in: .highContrastDark) == NamedColors.value(of: "label", in: .dark))
        #expect(NamedColors.value(of: "white", in: .dark) == RGBA(red: 1, green: 1, blue: 1))
        #expect(NamedColors.value(of: "systemBlu", in: .light) == nil)
    }

    @Test(arguments: [
        ("", "", ""),
        ("import Foundation\n\nstruct A {\n\n    let b = 1\n}\n", "struct A {\n\n    let b = 1\n}\n", "    struct A {\n\n        let b = 1\n    }\n"),
        ("\nimport Foundation\nimport Darwin\n\n\nenum E {}", "enum E {}", "    enum E {}"),
        ("import Foundation\n", "", ""),
        ("// a comment\nimport Foundation\n", "// a comment\nimport Foundation\n", "    // a comment\n    import Foundation\n"),
        // A CR LF pair is one character: it ends no line, as when the text is split by characters.
        ("import A\r\nstruct S {}\n\nx", "x", "    x"),
        ("a\r\n\nb", "a\r\n\nb", "    a\r\n\n    b"),
    ])
    func kernelDeclarationsLoseTheirImportsAndAreIndented(text: String, declarations: String, indented: String) {
        #expect(KernelEmitter.declarations(of: text) == declarations)
        #expect(KernelEmitter.indented(KernelEmitter.declarations(of: text)) == indented)
    }

    /// A small view-model of every shape the templates use.
    struct Model: Encodable {
        struct Item: Encodable { var name: String; var note: String? }
        var title: String
        var flag: Bool
        var count: Int
        var items: [Item]
        var missing: String?
    }

    @Test func aViewModelBecomesObjectsAndListsWithNilLeftOut() throws {
        let context = TemplateValue.make(Model(title: "T", flag: true, count: 3, items: [.init(name: "a", note: nil), .init(name: "b", note: "n")], missing: nil))
        guard case .object(let object) = context else { Issue.record("not an object: \(context)"); return }
        #expect(context.child(named: "title")?.renderedText == "T")
        #expect(context.child(named: "flag")?.renderedText == "true")
        #expect(context.child(named: "count")?.renderedText == "3")
        // In the order the view-model declares them.
        #expect(object.entries.map(\.name) == ["title", "flag", "count", "items"])
        guard case .list(let items)? = object.value(named: "items") else { Issue.record("items: \(String(describing: object.value(named: "items")))"); return }
        #expect(items.count == 2)
        #expect(items[0].child(named: "name")?.renderedText == "a" && items[0].child(named: "note") == nil)
        #expect(items[1].child(named: "note")?.renderedText == "n")
        // swift-mustache is handed the same as dictionaries and arrays.
        let dictionary = try #require(context.mustacheObject as? [String: Any])
        #expect(dictionary["title"] as? String == "T")
        #expect(dictionary["flag"] as? Bool == true)
        #expect(dictionary["count"] as? Int == 3)
        #expect(dictionary.keys.contains("missing") == false)
        let list = try #require(dictionary["items"] as? [Any])
        #expect((list[0] as? [String: Any])?.keys.sorted() == ["name"])
        #expect((list[1] as? [String: Any])?["note"] as? String == "n")
    }
}
