/// The names a button's parts define (ids and groups), checked for clashes and dangling mirrors.
struct PartIndex {
    /// Each part id with where it is written and whether the part mirrors another.
    private(set) var ids: [String: (span: SourceSpan, mirrors: String?)] = [:]
    /// Each group with its member ids in source order.
    private(set) var groups: [String: [String]] = [:]
    /// Every id and group name in source order, for did-you-mean.
    private(set) var names: [String] = []

    /// Indexes the parts (walking children without recursion) and reports clashes and bad mirrors.
    init(_ items: [CheckedItem], diagnostics: DiagnosticCollector) {
        var objects: [CheckedObject] = []
        var queue = items[...]
        while let item = queue.popFirst() {
            guard case .object(let object) = item.value else { continue }
            objects.append(object)
            queue.append(contentsOf: object.list("children") ?? [])
        }
        var groupSpans: [String: SourceSpan] = [:]
        for object in objects {
            guard let id = object.word("id") else { continue }
            if let first = ids[id] {
                diagnostics.emit(.duplicateID, "duplicate part id '\(id)'", at: object.span(of: "id"), keyPath: object.path("id"), notes: [DiagnosticNote("first used here", at: first.span)])
                continue
            }
            ids[id] = (object.span(of: "id"), object.word("mirrors"))
            names.append(id)
            if let group = object.word("group") {
                if groups[group] == nil { names.append(group); groupSpans[group] = object.span(of: "group") }
                groups[group, default: []].append(id)
            }
        }
        for (group, span) in groupSpans.sorted(by: { $0.value.start < $1.value.start }) where ids[group] != nil {
            diagnostics.emit(.duplicateID, "group '\(group)' has the same name as a part", at: span, notes: [DiagnosticNote("the part is here", at: ids[group]!.span)])
        }
        for object in objects {
            guard let id = object.word("id"), let target = object.word("mirrors") else { continue }
            let span = object.span(of: "mirrors")
            if target == id {
                diagnostics.emit(.unknownReference, "part '\(id)' cannot mirror itself", at: span, keyPath: object.path("mirrors"))
            } else if let mirrored = ids[target] {
                if mirrored.mirrors != nil {
                    diagnostics.emit(.partLayout, "part '\(id)' mirrors '\(target)', which itself mirrors '\(mirrored.mirrors!)'", at: span, keyPath: object.path("mirrors"), notes: [DiagnosticNote("mirror '\(mirrored.mirrors!)' directly")])
                }
            } else {
                diagnostics.emit(.unknownReference, "unknown part '\(target)'\(Suggestion.suffix(for: target, in: Array(ids.keys).sorted()))", at: span, keyPath: object.path("mirrors"))
            }
        }
    }

    /// The part ids a target (a part id or a group) stands for, or `nil` if it names nothing.
    func members(of target: String) -> [String]? {
        if ids[target] != nil { return [target] }
        return groups[target]
    }

    /// The part a member mirrors, if any.
    func mirrored(by id: String) -> String? { ids[id]?.mirrors }
}
