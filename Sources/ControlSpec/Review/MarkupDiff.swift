/// The differences between two versions of a markup file, element by element.
///
/// Both files are read with `MarkupReader`. Elements with an `id` are matched by name and id;
/// the others, among the children of matched elements, first by equality in order (a longest
/// common subsequence, so an inserted element does not shift its siblings), then the remaining
/// ones of the same name pairwise in order, compared attribute by attribute and text by text.
/// What is left over was added or removed. A file that is not readable markup is compared line by
/// line. Pure and deterministic.
enum MarkupDiff {
    /// Above this many pairs of children, the common subsequence is not searched and children
    /// are paired in order only.
    static let subsequenceLimit = 250_000

    /// The changes from `old` to `new`; empty when the texts are equal.
    static func changes(from old: String, to new: String) -> [MarkupChange] {
        guard old != new else { return [] }
        guard case .success(let a) = MarkupReader.read(old), case .success(let b) = MarkupReader.read(new) else {
            return [lineChange(old, new)]
        }
        var changes: [MarkupChange] = []
        if a.leadingComments != b.leadingComments {
            let (before, after) = ChangeExcerpt.pair(a.leadingComments.joined(separator: " "), b.leadingComments.joined(separator: " "))
            changes.append(MarkupChange(element: "", kind: .header, old: before, new: after))
        }
        compare(a.root, b.root, oldPath: a.root.name, newPath: b.root.name, into: &changes)
        return changes.isEmpty ? [MarkupChange(element: "", kind: .formatting)] : changes
    }

    /// The first line that differs, numbered from 1.
    static func lineChange(_ old: String, _ new: String) -> MarkupChange {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < min(a.count, b.count) && a[index] == b[index] { index += 1 }
        let (before, after) = ChangeExcerpt.pair(index < a.count ? String(a[index]) : nil, index < b.count ? String(b[index]) : nil)
        return MarkupChange(element: "line \(index + 1)", kind: .line, old: before, new: after)
    }

    /// The element as a reviewer names it: `<line id="pointer">`, or `<rect> at path`.
    static func label(_ element: MarkupElement, path: String) -> String {
        if let id = element.attribute("id") { return "<\(element.name) id=\"\(id)\">" }
        return path == element.name ? "<\(element.name)>" : "<\(element.name)> at \(path)"
    }

    /// Appends the changes from `a` to `b`, two elements taken for the same one.
    private static func compare(_ a: MarkupElement, _ b: MarkupElement, oldPath: String, newPath: String, into changes: inout [MarkupChange]) {
        guard a != b else { return }
        let element = label(b, path: newPath)
        var names = b.attributes.map(\.name)
        names += a.attributes.map(\.name).filter { !names.contains($0) }
        for name in names {
            let before = a.attribute(name), after = b.attribute(name)
            if before != after {
                let (old, new) = ChangeExcerpt.pair(before, after)
                changes.append(MarkupChange(element: element, kind: .attribute, attribute: name, old: old, new: new))
            }
        }
        if a.text != b.text {
            let (old, new) = ChangeExcerpt.pair(a.text.isEmpty ? nil : a.text, b.text.isEmpty ? nil : b.text)
            changes.append(MarkupChange(element: element, kind: .text, old: old, new: new))
        }
        let oldPaths = childPaths(a, path: oldPath), newPaths = childPaths(b, path: newPath)
        let (pairs, removed, added) = match(a.children, b.children)
        var order: [(newIndex: Int, oldIndex: Int?)] = pairs.map { ($0.1, $0.0) } + added.map { ($0, nil) }
        order.sort { $0.newIndex < $1.newIndex }
        for (j, i) in order {
            if let i {
                compare(a.children[i], b.children[j], oldPath: oldPaths[i], newPath: newPaths[j], into: &changes)
            } else {
                changes.append(MarkupChange(element: label(b.children[j], path: newPaths[j]), kind: .added))
            }
        }
        for i in removed {
            changes.append(MarkupChange(element: label(a.children[i], path: oldPaths[i]), kind: .removed))
        }
    }

    /// The path of each child of `parent`: an element with an id starts afresh as `name#id`;
    /// the others extend `path` by their name, numbered (`rect[2]`) when siblings without an id
    /// share it.
    static func childPaths(_ parent: MarkupElement, path: String) -> [String] {
        var counts: [String: Int] = [:]
        for child in parent.children where child.attribute("id") == nil { counts[child.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return parent.children.map { child in
            if let id = child.attribute("id") { return "\(child.name)#\(id)" }
            seen[child.name, default: 0] += 1
            return path + "/" + child.name + (counts[child.name, default: 0] > 1 ? "[\(seen[child.name]!)]" : "")
        }
    }

    /// Which children of two matched elements are the same element: pairs (old index, new
    /// index), the old ones removed and the new ones added.
    static func match(_ a: [MarkupElement], _ b: [MarkupElement]) -> (pairs: [(Int, Int)], removed: [Int], added: [Int]) {
        var pairs: [(Int, Int)] = []
        var oldFree: [Int] = [], newFree: [Int] = []
        // A repeated id in the new children is matched like an element without one.
        var byID: [String: Int] = [:]
        for (j, element) in b.enumerated() {
            if let id = element.attribute("id"), byID[element.name + "#" + id] == nil { byID[element.name + "#" + id] = j } else { newFree.append(j) }
        }
        var matchedNew = Set<Int>()
        for (i, element) in a.enumerated() {
            guard let id = element.attribute("id") else { oldFree.append(i); continue }
            if let j = byID[element.name + "#" + id], matchedNew.insert(j).inserted { pairs.append((i, j)) } else { oldFree.append(i) }
        }
        let unmatchedIDs = byID.values.filter { !matchedNew.contains($0) }
        var removed: [Int] = oldFree.filter { a[$0].attribute("id") != nil }
        var added: [Int] = unmatchedIDs.sorted()
        let oldPlain = oldFree.filter { a[$0].attribute("id") == nil }
        let anchors = commonSubsequence(oldPlain.map { a[$0] }, newFree.map { b[$0] })
        var lastOld = 0, lastNew = 0
        for (x, y) in anchors + [(oldPlain.count, newFree.count)] {
            let gapOld = Array(oldPlain[lastOld..<x]), gapNew = Array(newFree[lastNew..<y])
            var remaining = gapNew
            for i in gapOld {
                if let k = remaining.firstIndex(where: { b[$0].name == a[i].name }) {
                    pairs.append((i, remaining.remove(at: k)))
                } else {
                    removed.append(i)
                }
            }
            added += remaining
            if x < oldPlain.count { pairs.append((oldPlain[x], newFree[y])) }
            lastOld = x + 1
            lastNew = y + 1
        }
        return (pairs, removed.sorted(), added.sorted())
    }

    /// The positions of a longest common subsequence of equal elements, in order; empty when the
    /// lists are too long to search.
    private static func commonSubsequence(_ a: [MarkupElement], _ b: [MarkupElement]) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty, a.count * b.count <= subsequenceLimit else { return [] }
        let ha = a.map(\.hashValue), hb = b.map(\.hashValue)
        func same(_ i: Int, _ j: Int) -> Bool { ha[i] == hb[j] && a[i] == b[j] }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = same(i, j) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [(Int, Int)] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if same(i, j) {
                result.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
