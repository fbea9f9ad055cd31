/// The names a button's parts define (ids and groups), checked for clashes and dangling mirrors.
struct PartIndex {
    /// Every part object in the kernel's order (`PartTree.flatten`).
    let parts: [SpecObject<PartKeys>]
    /// The ids and groups, with the parts they stand for.
    let names: PartNames

    /// Indexes the parts and reports clashes and bad mirrors.
    init(_ roots: [SpecObject<PartKeys>], diagnostics: DiagnosticCollector) {
        let all = PartTree.flatten(roots) { $0[PartKeys.children] }.map(\.node)
        if all.count > SpecLimits.maxParts {
            let first = all[SpecLimits.maxParts]
            diagnostics.emit(.outOfRange, "expected at most \(SpecLimits.maxParts) parts, found \(all.count)", at: first.span, keyPath: first.keyPath)
        }
        parts = Array(all.prefix(SpecLimits.maxParts))
        names = PartNames(parts.map { ($0[PartKeys.id], $0[PartKeys.group]) })
        var groupSpans: [String: SourceSpan] = [:]
        for (index, object) in parts.enumerated() {
            guard let id = object[PartKeys.id] else { continue }
            if let first = names.ids[id], first != index {
                diagnostics.emit(.duplicateID, "duplicate part id '\(id)'", at: object.span(of: PartKeys.id), keyPath: object.path(PartKeys.id),
                                 notes: [DiagnosticNote("first used here", at: parts[first].span(of: PartKeys.id))])
                continue
            }
            if let group = object[PartKeys.group], groupSpans[group] == nil { groupSpans[group] = object.span(of: PartKeys.group) }
        }
        for (group, span) in groupSpans.sorted(by: { $0.value.start < $1.value.start }) {
            guard let part = names.ids[group] else { continue }
            diagnostics.emit(.duplicateID, "group '\(group)' has the same name as a part", at: span,
                             notes: [DiagnosticNote("the part is here", at: parts[part].span(of: PartKeys.id))])
        }
        for object in parts {
            guard let id = object[PartKeys.id], let target = object[PartKeys.mirrors] else { continue }
            let span = object.span(of: PartKeys.mirrors), keyPath = object.path(PartKeys.mirrors)
            if target == id {
                diagnostics.emit(.unknownReference, "part '\(id)' cannot mirror itself", at: span, keyPath: keyPath)
            } else if let mirrored = names.ids[target] {
                if let further = parts[mirrored][PartKeys.mirrors] {
                    diagnostics.emit(.partLayout, "part '\(id)' mirrors '\(target)', which itself mirrors '\(further)'", at: span, keyPath: keyPath,
                                     notes: [DiagnosticNote("mirror '\(further)' directly")])
                }
            } else {
                diagnostics.emit(.unknownReference, "unknown part '\(target)'\(Suggestion.suffix(for: target, in: names.ids.keys.sorted()))", at: span,
                                 keyPath: keyPath)
            }
        }
    }

    /// The part ids a target (a part id or a group) stands for, or `nil` if it names nothing.
    func members(of target: String) -> [String]? {
        names.members(of: target)?.compactMap { parts[$0][PartKeys.id] }
    }

    /// The part a member mirrors, if any.
    func mirrored(by id: String) -> String? {
        names.ids[id].flatMap { parts[$0][PartKeys.mirrors] }
    }
}
