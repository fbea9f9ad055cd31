/// Checks a button's parts and builds them: ids, groups, mirrors, layout and shape-specific keys.
struct PartSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the parts of a list, recursively (depth is bounded by the YAML depth limit); a part
    /// whose id or shape is invalid is left out (the error is reported).
    func parts(_ objects: [SpecObject<PartKeys>]) -> [Part] {
        objects.compactMap(part)
    }

    private func part(_ object: SpecObject<PartKeys>) -> Part? {
        guard let id = object[PartKeys.id], let shape = object[PartKeys.shape] else { return nil }
        let drawn = self.shape(shape, object)
        let diagnostics = context.diagnostics
        for (field, keyShape) in PartKeys.shapeKeys where keyShape != shape && object.writes(field) {
            diagnostics.emit(.inapplicableKey, "'\(field.key)' has no effect on a '\(shape.word)' part", at: object.keySpan(of: field),
                             keyPath: object.path(field), notes: [DiagnosticNote("'\(field.key)' applies to '\(keyShape.word)' parts")])
        }
        for (field, keyShape) in PartKeys.requiredByShape where keyShape == shape && !object.writes(field) {
            diagnostics.emit(.missingKey, "missing required key '\(field.key)' for a '\(keyShape.word)' part", at: object.span(of: PartKeys.shape),
                             keyPath: object.path(field))
        }
        if let mirrored = object[PartKeys.mirrors] {
            for field in PartKeys.frameKeys where object.writes(field) {
                diagnostics.emit(.inapplicableKey, "'\(field.key)' has no effect on part '\(id)', which mirrors '\(mirrored)'", at: object.keySpan(of: field),
                                 keyPath: object.path(field), notes: [DiagnosticNote("a mirror takes its frame and rotation from the part it mirrors")])
            }
        }
        if object[PartKeys.clipsChildren], !object.writes(PartKeys.children) {
            diagnostics.emit(.inapplicableKey, "'clipsChildren' has no effect on part '\(id)', which has no children",
                             at: object.keySpan(of: PartKeys.clipsChildren), keyPath: object.path(PartKeys.clipsChildren),
                             notes: [DiagnosticNote("a part clips only the parts in its 'children'")])
        }
        if object.writes(PartKeys.diameter), object.writes(PartKeys.size) {
            diagnostics.emit(.partLayout, "part '\(id)' sets both 'diameter' and 'size'", at: object.keySpan(of: PartKeys.size),
                             keyPath: object.path(PartKeys.size), notes: [DiagnosticNote("a circle's 'diameter' is its size")])
        }
        guard let drawn else { return nil }
        return Part(
            id: id, shape: drawn, group: object[PartKeys.group], mirrors: object[PartKeys.mirrors],
            size: object[PartKeys.diameter].map { Size(width: $0, height: $0) } ?? object[PartKeys.size],
            horizontal: position(object, PartKeys.horizontalKeys, id: id) ?? .centered,
            vertical: position(object, PartKeys.verticalKeys, id: id) ?? .centered,
            color: object[PartKeys.color],
            alpha: object[PartKeys.alpha],
            rotation: object[PartKeys.rotation],
            clipsChildren: object[PartKeys.clipsChildren],
            children: parts(object[PartKeys.children]))
    }

    /// What the part draws, with the keys of its shape; `nil` when the symbol or image name it
    /// needs is missing or invalid (which is reported).
    private func shape(_ kind: Part.ShapeKind, _ object: SpecObject<PartKeys>) -> Part.Shape? {
        switch kind {
        case .circle: .circle
        case .roundedRect: .roundedRect(cornerRadius: object[PartKeys.cornerRadius])
        case .capsule: .capsule
        case .line: .line(lineWidth: object[PartKeys.lineWidth])
        case .symbol: object[PartKeys.symbol].map { .symbol(name: $0, pointSize: object[PartKeys.pointSize], weight: object[PartKeys.weight]) }
        case .image: object[PartKeys.image].map { .image(asset: $0) }
        }
    }

    /// The position set by the one key of an axis that is written (`nil` when none is: the part is
    /// centred, the default the docs give for `centerX` and `centerY`), reporting when several are.
    private func position<Position>(_ object: SpecObject<PartKeys>, _ keys: [(key: Key<PartKeys, Double?>, position: @Sendable (Double) -> Position)],
                                    id: String) -> Position? {
        let written = keys.filter { object.writes($0.key) }
        if written.count > 1 {
            context.diagnostics.emit(.partLayout, "part '\(id)' sets both '\(written[0].key.name)' and '\(written[1].key.name)'",
                                     at: object.keySpan(of: written[1].key), keyPath: object.path(written[1].key),
                                     notes: [DiagnosticNote("set one of \(keys.map { "'\($0.key.name)'" }.joined(separator: ", ")); " +
                                                            "the size gives the other edge")])
        }
        guard let first = written.first, let value = object[first.key] else { return nil }
        return first.position(value)
    }
}
