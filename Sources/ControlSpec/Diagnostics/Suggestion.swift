/// Did-you-mean suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// at most a third of the word's length in edits (case differences count half).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, cost: Double)?
        for candidate in candidates {
            let cost = Double(distance(lowered, candidate.lowercased()))
                + (candidate == word || candidate.lowercased() != lowered ? 0 : 0.5)
            if best == nil || cost < best!.cost { best = (candidate, cost) }
        }
        guard let best else { return nil }
        let allowed = max(1.0, Double(word.count) / 3)
        return best.cost <= allowed ? best.candidate : nil
    }

    /// The end of a message for `closest`, or an empty string: `; did you mean 'lineWidth'?`.
    /// The suggestion sits in the message itself, so that one line says everything.
    static func suffix(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Words quoted as alternatives for a note: `'linear', 'discrete' or 'cubic'`.
    static func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance between two strings.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
