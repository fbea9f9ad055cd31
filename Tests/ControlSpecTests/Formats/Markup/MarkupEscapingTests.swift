import Foundation
import Testing
@testable import ControlSpec

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one escaper of the previews, the gallery and the JUnit report, in text and attribute
/// contexts, read back by a real XML parser.
@Suite struct MarkupEscapingTests {
    /// Each ASCII character alone between plain letters, in both contexts: plain text is let
    /// through by a byte table without a look at each scalar, and the table agrees with the rules.
    @Test(arguments: [MarkupEscaping.Context.text, .attribute])
    func everyASCIICharacterBetweenPlainTextIsEscapedByTheRules(context: MarkupEscaping.Context) {
        let references: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\r": "&#13;"]
        for value in UInt8(0)..<128 {
            let scalar = Unicode.Scalar(value)
            let expected: String
            if let reference = references[scalar] {
                expected = reference
            } else if scalar == "\t" || scalar == "\n" {
                expected = context == .attribute ? "&#\(value);" : String(scalar)
            } else if value < 0x20 || value == 0x7F {
                expected = "\u{FFFD}"
            } else {
                expected = String(scalar)
            }
            #expect(MarkupEscaping.escaped("ab" + String(scalar) + "cd", in: context) == "ab" + expected + "cd", "U+\(value)")
        }
    }

    @Test func markupCharactersAndQuotesBecomeEntitiesInBothContexts() {
        for context in [MarkupEscaping.Context.text, .attribute] {
            #expect(MarkupEscaping.escaped(#"a < b & c > "d" 'e'"#, in: context) == "a &lt; b &amp; c &gt; &quot;d&quot; &#39;e&#39;")
        }
    }

    @Test func aCDATAEndCannotSurvive() {
        #expect(MarkupEscaping.escaped("x]]>y", in: .text) == "x]]&gt;y")
    }

    @Test func whitespaceIsKeptInTextAndReferencedInAttributes() {
        #expect(MarkupEscaping.escaped("a\tb\nc\rd", in: .text) == "a\tb\nc&#13;d")
        #expect(MarkupEscaping.escaped("a\tb\nc\rd", in: .attribute) == "a&#9;b&#10;c&#13;d")
    }

    @Test func lineAndParagraphSeparatorsAreReferences() {
        for context in [MarkupEscaping.Context.text, .attribute] {
            #expect(MarkupEscaping.escaped("a\u{2028}b\u{2029}c", in: context) == "a&#8232;b&#8233;c")
        }
    }

    @Test(arguments: [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF])
    func controlsAndNoncharactersBecomeTheReplacementCharacter(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        for context in [MarkupEscaping.Context.text, .attribute] {
            #expect(MarkupEscaping.escaped("a" + String(Character(scalar)) + "b", in: context) == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
        }
    }

    @Test func otherTextIsKeptAsItIs() {
        let text = "größe — 100% ✓ 😀 \u{A0}\u{FDCF}\u{FFFD}"
        #expect(MarkupEscaping.escaped(text, in: .text) == text)
        #expect(MarkupEscaping.escaped(text, in: .attribute) == text)
    }

    @Test func aCommentCannotBeEndedEarly() {
        #expect(MarkupEscaping.commentText("a -- b --> c-") == "a - - b - -&gt; c- ")
        #expect(MarkupEscaping.commentText("----é-") == "- - - -é- ")
        #expect(MarkupEscaping.commentText("-\u{301}-") == "-\u{301}- ")
        #expect(MarkupNode.comment("x\n<y>") == "<!-- x&#10;&lt;y&gt; -->\n")
    }

    /// Every scalar an escaped value may hold reads back unchanged through an XML parser, but those
    /// replaced by U+FFFD; the document stays well-formed whatever the value.
    @Test func anXMLParserReadsBackWhatWasEscaped() throws {
        let hostile = "<x a=\"1\">&amp; ]]> '\"\t\n\r\u{2028}\u{2029}\u{1}\u{85}\u{FFFE} größe 😀"
        let expected = "<x a=\"1\">&amp; ]]> '\"\t\n\r\u{2028}\u{2029}\u{FFFD}\u{FFFD}\u{FFFD} größe 😀"
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<root value=\"\(MarkupEscaping.escaped(hostile, in: .attribute))\">"
            + MarkupEscaping.escaped(hostile, in: .text) + "<!-- \(MarkupEscaping.commentText(hostile)) --></root>\n"
        let reader = RootReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(reader.attribute == expected)
        #expect(reader.text == expected)
    }
}

/// The `value` attribute and the character data of a document's root element.
private final class RootReader: NSObject, XMLParserDelegate {
    /// The root's `value` attribute.
    var attribute: String?
    /// The root's character data.
    var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        attribute = attributes["value"]
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
