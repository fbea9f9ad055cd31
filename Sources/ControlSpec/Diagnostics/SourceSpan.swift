/// A position in a source file: 1-based line and column.
///
/// Columns count Unicode scalars (characters as libyaml counts them), not bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A range of source text: `start` is the first character, `end` the position just after the last.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the range.
    public var start: SourceLocation
    /// The position just after the last character (exclusive), as SARIF and editors expect.
    public var end: SourceLocation

    /// Creates a span from its start and its exclusive end.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A span of one character at `location`.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = SourceLocation(line: location.line, column: location.column + 1)
    }

    /// The first character of a file.
    public static let fileStart = SourceSpan(at: .start)

    public var description: String { "\(start)-\(end)" }
}
