import ControlSpec
import Foundation
import Testing

/// controlspec's JSON document: its exact shape, key order, sorting and escaping.
@Suite struct JSONReporterTests {
    @Test func documentHasTheDocumentedShapeAndKeyOrder() {
        #expect(JSONReporter().render([ReporterSamples.error], files: []) == """
            {
              "version": 1,
              "tool": {
                "name": "controlspec",
                "version": "\(ControlSpecVersion.current)"
              },
              "diagnostics": [
                {
                  "file": "specs/with space/a,b.control.yaml",
                  "rule": "unknown-key",
                  "severity": "error",
                  "message": "unknown key 'lineWidht' in 'track'; did you mean 'lineWidth'?",
                  "start": {
                    "line": 3,
                    "column": 5
                  },
                  "end": {
                    "line": 3,
                    "column": 14
                  },
                  "keyPath": "track.lineWidht",
                  "notes": [
                    {
                      "message": "expected one of 'lineWidth', 'color'"
                    },
                    {
                      "message": "'track' starts here",
                      "start": {
                        "line": 2,
                        "column": 1
                      },
                      "end": {
                        "line": 2,
                        "column": 6
                      }
                    }
                  ],
                  "fixIt": {
                    "start": {
                      "line": 3,
                      "column": 5
                    },
                    "end": {
                      "line": 3,
                      "column": 14
                    },
                    "replacement": "lineWidth"
                  }
                }
              ]
            }

            """)
    }

    @Test func findingsAreSortedAndTextSurvivesAParser() throws {
        let text = JSONReporter().render(ReporterSamples.all, files: [])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["warning", "note", "error"])
        #expect(diagnostics[0]["message"] as? String == ReporterSamples.warning.diagnostic.message)
        #expect(diagnostics[1]["keyPath"] == nil && diagnostics[1]["fixIt"] == nil)
        #expect((diagnostics[1]["notes"] as? [Any])?.isEmpty == true)
    }

    @Test func noFindingsIsAnEmptyList() {
        #expect(JSONReporter().render([], files: ["a.control.yaml"]).contains("\"diagnostics\": []\n}\n"))
    }
}
