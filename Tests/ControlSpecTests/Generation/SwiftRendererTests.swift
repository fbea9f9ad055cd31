import Testing
@testable import ControlSpec

/// The one renderer of generated Swift expressions: its layout rule, its escaping, nesting and
/// the kernel namespace it writes kernel types in.
@Suite struct SwiftRendererTests {
    /// A renderer in the knob's kernel namespace.
    let renderer = SwiftRenderer(kernelNamespace: "KnobKernel")

    /// `Point(a: 1, b: 1, …)` of a plain type with `count` arguments: 5 + 6 · `count` columns.
    static func call(_ count: Int) -> SwiftExpression {
        .call(.type(.plain("Point")), "abcdefghijklmnopqrstuvwxyz".prefix(count).map { SwiftArgument(String($0), .integer(1)) })
    }

    @Test func aCallThatFitsStaysOnOneLine() {
        #expect(renderer.render(Self.call(2)) == "Point(a: 1, b: 1)")
    }

    /// Fifteen arguments take 95 columns: from column 5 the line ends at 100 and stays whole.
    @Test(arguments: [(0, true), (5, true), (6, false), (40, false)])
    func aCallBreaksWhenItsLineWouldPassColumn100(startColumn: Int, staysWhole: Bool) {
        let text = renderer.render(Self.call(15), indentation: startColumn)
        #expect(text.contains("\n") == !staysWhole, "\(startColumn): \(text)")
        #expect(text.split(separator: "\n").count == (staysWhole ? 1 : 17))
    }

    /// Columns count characters, not bytes: `Label(text: "…")` around 85 two-byte `é` is 100
    /// columns (185 bytes) and stays whole; one more breaks it.
    @Test(arguments: [(85, true), (86, false)])
    func columnsCountCharactersNotBytes(characters: Int, staysWhole: Bool) {
        let call = SwiftExpression.call(.type(.plain("Label")), [SwiftArgument("text", .string(String(repeating: "é", count: characters)))])
        #expect(renderer.render(call).contains("\n") == !staysWhole)
    }

    /// A comment deep inside a call that would fit breaks every list around it.
    @Test func aNestedCommentBreaksTheListsAroundIt() {
        let inner = SwiftExpression.call(.type(.plain("B")), [SwiftArgument("x", .integer(1), comment: "note")])
        let text = renderer.render(.call(.type(.plain("A")), [SwiftArgument("b", inner)]))
        #expect(text == """
            A(
                b: B(
                    // note
                    x: 1
                )
            )
            """)
    }

    @Test func aBrokenCallPutsOneArgumentPerLineFourSpacesIn() {
        let call = SwiftExpression.kernel("RotaryConfiguration", [
            "value": SwiftExpression.kernel("RotaryValueRange", ["minimum": 0.0, "maximum": 1.0]),
            "angles": [Double](repeating: 123_456.789, count: 8),
            "isContinuous": true,
        ])
        let angles = String(repeating: "            123456.789,\n", count: 8)
        #expect(renderer.render(call, indentation: 4) == """
            KnobKernel.RotaryConfiguration(
                    value: KnobKernel.RotaryValueRange(minimum: 0, maximum: 1),
                    angles: [

            """ + angles + """
                    ],
                    isContinuous: true
                )
            """)
    }

    @Test func theTrailingCommaCountsTowardsTheLine() {
        // `[1, 1, …]` of 32 elements is 2 + 32 + 31·2 = 96 columns: at column 4 it ends at 100,
        // which fits alone but not followed by the comma of a broken list.
        let array = [Int](repeating: 1, count: 32)
        #expect(renderer.render(array.swift, indentation: 4) == "[" + array.map(String.init).joined(separator: ", ") + "]")
        let text = renderer.render(.call(.type(.plain("F")), [SwiftArgument(nil, array.swift), SwiftArgument(nil, .nil)]))
        #expect(text.hasPrefix("F(\n    [\n        1,\n"))
    }

    @Test func kernelTypesAreQualifiedByTheNamespaceGivenAndPlainOnesAreNot() {
        let size = SwiftExpression.plain("CGSize", ["width": 1.0, "height": 2.0])
        let call = SwiftExpression.kernel("PartDefinition", ["size": size, "outline": SwiftExpression.memberCall("rectangle", ["radius": 1.5])])
        #expect(SwiftRenderer(kernelNamespace: "ControlKernel").render(call)
            == "ControlKernel.PartDefinition(size: CGSize(width: 1, height: 2), outline: .rectangle(radius: 1.5))")
    }

    /// A kernel type's initialiser is called without the arguments whose text is the default its
    /// `init` declares, read from the kernel's source; other values, other types and calls no
    /// `init` takes are written whole.
    @Test func argumentsEqualToTheDefaultsOfTheKernelsInitAreLeftOut() {
        let part = SwiftExpression.kernel("PartDefinition", [
            "parent": SwiftExpression.nil, "mirrors": SwiftExpression.nil, "size": SwiftExpression.nil,
            "horizontal": SwiftExpression.member("centered"), "vertical": SwiftExpression.memberCall("start", 2.0),
            "rotation": 0.0, "alpha": 0.5, "outline": SwiftExpression.member("rounded"),
        ])
        #expect(renderer.render(part) == "KnobKernel.PartDefinition(vertical: .start(2), alpha: 0.5, outline: .rounded)")
        #expect(KernelDefaults.initializers["PartAssignment"]?.first?.last == KernelDefaults.Parameter(label: "jitter", defaultValue: "0"))
        let nested = SwiftExpression.array([SwiftArgument(nil, SwiftExpression.kernel("PartAssignment", [
            "part": 1, "property": SwiftExpression.member("x"), "value": 2.0, "jitter": 0.0,
        ]))])
        #expect(renderer.render(nested) == "[KnobKernel.PartAssignment(part: 1, property: .x, value: 2)]")
        let plain = SwiftExpression.plain("PartDefinition", ["parent": SwiftExpression.nil])
        #expect(renderer.render(plain) == "PartDefinition(parent: nil)")
        let unknownLabel = SwiftExpression.kernel("PartDefinition", ["parent": SwiftExpression.nil, "colour": 1])
        #expect(renderer.render(unknownLabel) == "KnobKernel.PartDefinition(parent: nil, colour: 1)")
    }

    @Test func aCommentPutsItsListOnePerLineAndCannotLeaveItsLine() {
        let array = SwiftExpression.array([
            SwiftArgument(nil, .memberCall("center", 24.0), comment: "knob\nfatalError()"),
            SwiftArgument(nil, .member("centered")),
        ])
        #expect(renderer.render(.call(.type(.kernel("F")), [SwiftArgument("parts", array)])) == """
            KnobKernel.F(
                parts: [
                    // knob fatalError()
                    .center(24),
                    .centered,
                ]
            )
            """)
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("line\nbreak", #""line\nbreak""#),
        ("\u{2028}", #""\u{2028}""#),
    ])
    func stringsAreEscapedByTheOneEscaper(text: String, swift: String) {
        #expect(renderer.render(.string(text)) == swift)
        #expect(renderer.render(.string(text)) == SwiftLiteral.string(text))
    }

    @Test func operationsGroupAsTheyWereBuilt() {
        let pi = SwiftExpression.member("pi")
        #expect(renderer.render(.operation(.operation(.number(-11), .times, pi), .dividedBy, .number(8))) == "-11 * .pi / 8")
        #expect(renderer.render(.operation(.number(1), .dividedBy, .operation(.number(2), .times, pi))) == "1 / (2 * .pi)")
        #expect(renderer.render(.negated(.operation(pi, .dividedBy, .number(2)))) == "-(.pi / 2)")
        #expect(renderer.render(.operation(.negated(pi), .dividedBy, .number(2))) == "-.pi / 2")
    }

    @Test(arguments: [0.0, -0.0, 2, -1e-07, 0.1, 1e300, 123_456.789])
    func numbersReadBackAsTheSameDouble(value: Double) throws {
        let text = renderer.render(.number(value))
        #expect(try #require(Double(text)).bitPattern == value.bitPattern, "\(text)")
    }

    @Test func literalsAndNamesAreWrittenAsTheyAre() {
        let call = SwiftExpression.call(.member("spring"), [
            SwiftArgument(nil, .identifier("PillTogglePart.knob.rawValue")), SwiftArgument(nil, .nil),
            SwiftArgument(nil, .bool(false)), SwiftArgument(nil, .integer(-3)), SwiftArgument(nil, .array([])),
        ])
        #expect(renderer.render(call) == ".spring(PillTogglePart.knob.rawValue, nil, false, -3, [])")
    }

    /// The same expression renders to the same text; a deep random tree keeps every line within
    /// 100 columns (its leaves are short), indents by fours, and says what its one-line form says.
    @Test func renderingIsDeterministicAndEveryLineFollowsTheRule() {
        var random = SplitMix64(seed: 20_261_201)
        func tree(_ depth: Int) -> (expression: SwiftExpression, flat: String) {
            let count = Int(random.next() % 6)
            if depth == 0 || count == 0 {
                let value = Double(random.next() % 100_000) / 8
                return (.number(value), SwiftLiteral.number(value))
            }
            let items = (0..<count).map { index in
                let label: String? = random.next() % 2 == 0 ? "label\(index)" : nil
                let (value, flat) = tree(depth - 1)
                return (SwiftArgument(label, value), (label.map { $0 + ": " } ?? "") + flat)
            }
            let list = items.map(\.1).joined(separator: ", ")
            if random.next() % 3 == 0 { return (.array(items.map(\.0)), "[" + list + "]") }
            return (.call(.type(.kernel("T\(depth)")), items.map(\.0)), "KnobKernel.T\(depth)(" + list + ")")
        }
        for _ in 0..<200 {
            let (expression, flat) = tree(5)
            let text = renderer.render(expression, indentation: 4)
            #expect(text == renderer.render(expression, indentation: 4))
            for line in text.split(separator: "\n") {
                #expect(line.count <= SwiftRenderer.lineWidth, "\(line)")
                #expect(line.prefix { $0 == " " }.count % 4 == 0, "\(line)")
            }
            let squeezed = text.filter { !$0.isWhitespace }.replacingOccurrences(of: ",]", with: "]")
            #expect(squeezed == flat.filter { !$0.isWhitespace })
        }
    }
}
