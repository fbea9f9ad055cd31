/// Checks a button's parts and builds them: ids, groups, mirrors, layout and shape-specific keys.
struct PartSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// The keys that only one shape uses.
    private static let shapeKeys: [String: String] = [
        "diameter": "circle", "cornerRadius": "roundedRect", "lineWidth": "line",
        "symbol": "symbol", "pointSize": "symbol", "weight": "symbol", "image": "image",
    ]

    /// Builds the parts of a list, recursively (depth is bounded by the YAML depth limit).
    func parts(_ items: [CheckedItem]) -> [Part] {
        items.compactMap { item in
            guard case .object(let object) = item.value else { return nil }
            return part(object)
        }
    }

    private func part(_ object: CheckedObject) -> Part? {
        guard let id = object.word("id"), let shapeWord = object.word("shape") else { return nil }
        let diagnostics = context.diagnostics
        for (key, shape) in Self.shapeKeys where shape != shapeWord && object.writtenKeys.contains(key) {
            diagnostics.emit(.inapplicableKey, "'\(key)' has no effect on a '\(shapeWord)' part", at: object[key]?.keySpan ?? object.span, keyPath: object.path(key), notes: [DiagnosticNote("'\(key)' applies to '\(shape)' parts")])
        }
        for (key, shape) in [("symbol", "symbol"), ("image", "image")] where shape == shapeWord && !object.writtenKeys.contains(key) {
            diagnostics.emit(.missingKey, "missing required key '\(key)' for a '\(shape)' part", at: object.span(of: "shape"), keyPath: object.path(key))
        }
        if let mirrored = object.word("mirrors") {
            for key in ["size", "diameter", "centerX", "leading", "trailing", "centerY", "top", "bottom", "rotation"] where object.writtenKeys.contains(key) {
                diagnostics.emit(.inapplicableKey, "'\(key)' has no effect on part '\(id)', which mirrors '\(mirrored)'", at: object[key]?.keySpan ?? object.span, keyPath: object.path(key), notes: [DiagnosticNote("a mirror takes its frame and rotation from the part it mirrors")])
            }
        }
        if object.bool("clipsChildren") == true, !object.writtenKeys.contains("children") {
            diagnostics.emit(.inapplicableKey, "'clipsChildren' has no effect on part '\(id)', which has no children", at: object["clipsChildren"]?.keySpan ?? object.span, keyPath: object.path("clipsChildren"), notes: [DiagnosticNote("a part clips only the parts in its 'children'")])
        }
        if object.writtenKeys.contains("diameter"), object.writtenKeys.contains("size") {
            diagnostics.emit(.partLayout, "part '\(id)' sets both 'diameter' and 'size'", at: object["size"]?.keySpan ?? object.span, keyPath: object.path("size"), notes: [DiagnosticNote("a circle's 'diameter' is its size")])
        }
        var size = object.size("size")
        if let diameter = object.number("diameter") { size = Size(width: diameter, height: diameter) }
        return Part(
            id: id, shape: shape(shapeWord, object), group: object.word("group"), mirrors: object.word("mirrors"),
            size: size,
            horizontal: position(object, keys: ["centerX", "leading", "trailing"], id: id).map { key, value in
                key == "centerX" ? .centerX(value) : key == "leading" ? .leading(value) : .trailing(value)
            } ?? .centered,
            vertical: position(object, keys: ["centerY", "top", "bottom"], id: id).map { key, value in
                key == "centerY" ? .centerY(value) : key == "top" ? .top(value) : .bottom(value)
            } ?? .centered,
            color: object.stateColor("color") ?? StateValue(normal: .tint),
            alpha: object.number("alpha") ?? 1,
            rotation: object.angle("rotation") ?? Angle(radians: 0),
            clipsChildren: object.bool("clipsChildren") ?? false,
            children: object.list("children").map(parts) ?? [])
    }

    private func shape(_ word: String, _ object: CheckedObject) -> Part.Shape {
        switch word {
        case "circle": .circle
        case "roundedRect": .roundedRect(cornerRadius: object.number("cornerRadius") ?? 0)
        case "capsule": .capsule
        case "line": .line(lineWidth: object.number("lineWidth") ?? 1)
        case "symbol": .symbol(name: object.word("symbol") ?? "", pointSize: object.number("pointSize") ?? 17, weight: object.word("weight") ?? "regular")
        default: .image(asset: object.word("image") ?? "")
        }
    }

    /// The one position key of an axis that is set, reporting when several are.
    private func position(_ object: CheckedObject, keys: [String], id: String) -> (String, Double)? {
        let written = keys.filter { object.writtenKeys.contains($0) }
        if written.count > 1 {
            context.diagnostics.emit(.partLayout, "part '\(id)' sets both '\(written[0])' and '\(written[1])'", at: object[written[1]]?.keySpan ?? object.span, keyPath: object.path(written[1]), notes: [DiagnosticNote("set one of \(keys.map { "'\($0)'" }.joined(separator: ", ")); the size gives the other edge")])
        }
        guard let key = written.first, let value = object.number(key) else { return nil }
        return (key, value)
    }
}
