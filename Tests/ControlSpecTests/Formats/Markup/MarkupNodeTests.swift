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
