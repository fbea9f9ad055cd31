import Testing
@testable import ControlSpec

/// The one markup builder of the SVG previews and the gallery.
@Suite struct MarkupNodeTests {
    @Test func elementsNestWithTwoSpacesAndEscapeEverythingTheyHold() {
        let node = MarkupNode("g", [("id", "a\"b")], children: [
            MarkupNode("title", text: "<Knob> & 'co'"),
            MarkupNode("rect", [("x", "0")]),
        ])
        #expect(node.rendered() == """
            <g id="a&quot;b">
              <title>&lt;Knob&gt; &amp; &#39;co&#39;</title>
              <rect x="0"/>
            </g>

            """)
    }

    /// An empty element rendered once is written as the element itself is at every depth, its
    /// attributes escaped, inside a parent written as it goes.
    @Test func anEmptyElementRenderedAheadIsWrittenAsItselfAtAnyDepth() {
        let element = MarkupNode("animate", [("attributeName", "x"), ("values", "0;1.5;-2"), ("note", "<a & \"b\">")])
        let rendered = RenderedElement(element)
        for depth in 0...3 {
            var text = MarkupText()
            rendered.render(into: &text, depth: depth)
            #expect(text.string == element.rendered(depth: depth))
        }
        var parent = MarkupText()
        MarkupNode.render("rect", [("x", "1")], into: &parent, depth: 1) { out, depth in rendered.render(into: &out, depth: depth) }
        #expect(parent.string == MarkupNode("rect", [("x", "1")], children: [element]).rendered(depth: 1))
        #expect(parent.string == "  <rect x=\"1\">\n    <animate attributeName=\"x\" values=\"0;1.5;-2\" note=\"&lt;a &amp; &quot;b&quot;&gt;\"/>\n  </rect>\n")
    }

    @Test func textBeforeChildrenGoesOnItsOwnLine() {
        #expect(MarkupNode("text", children: [MarkupNode("tspan")], text: "a").rendered(depth: 1) == "  <text>\n    a\n    <tspan/>\n  </text>\n")
    }

    @Test func aFrameLeavesItsChildrenAtItsOwnIndentation() {
        let page = MarkupNode.frame("html", children: [MarkupNode("body", children: [MarkupNode("p", text: "x")])])
        #expect(page.rendered() == "<html>\n<body>\n  <p>x</p>\n</body>\n</html>\n")
    }

    @Test func rawTextIsWrittenAsItIsOnItsOwnLines() {
        #expect(MarkupNode.rawText("script", "let a = 1 < 2 && 'x';\n").rendered(depth: 1) == "  <script>\nlet a = 1 < 2 && 'x';\n</script>\n")
    }

    /// Raw text cannot be escaped (HTML does not unescape a script or a style), so each use must
    /// not end its element early and must end with a line break.
    @Test(arguments: [("style", GalleryPage.style), ("script", GalleryPage.script)])
    func everyRawTextOfTheGalleryIsSafe(name: String, content: StaticString) {
        let text = content.description
        #expect(!text.contains("</"), "\(name) must not contain '</'")
        #expect(text.hasSuffix("\n"))
    }
}
