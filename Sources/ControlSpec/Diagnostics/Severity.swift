/// How serious a finding is. Ordered from least to most severe.
public enum Severity: String, CaseIterable, Comparable, Sendable, Codable {
    /// Extra information attached to another finding, or a finding that never fails a run.
    case note
    /// A design problem: the spec compiles, but the control may be hard to use.
    case warning
    /// The spec is invalid: nothing is generated from it.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
