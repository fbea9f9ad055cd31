/// The rest layout of a button's parts — `<Name>Layout` in the generated Swift: every part's state
/// at rest in its parent's coordinates, with mirrors following the parts they mirror.
///
/// A part without a size takes its parent's size; a symbol part without a size is a square of its
/// point size. A part without a position is centred.
public struct ButtonLayout: Sendable, Hashable {
    /// Every part, flattened back to front with children after their parent, and its parent's id.
    public let parts: [(part: Part, parent: String?)]
    /// Every part's rest state, by id.
    public let rest: [String: PartState]

    /// Equality by rest states (the parts come from the same spec).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rest == rhs.rest }
    /// Hashes the rest states.
    public func hash(into hasher: inout Hasher) { hasher.combine(rest) }

    /// Lays out `button`'s parts in a control of `size`.
    public init(button: ButtonSpec, size: Size) {
        parts = Self.flatten(button.parts, parent: nil)
        var states: [String: PartState] = [:]
        for (part, parent) in parts where part.mirrors == nil {
            let parentSize = parent.flatMap { states[$0].map { Size(width: $0.frame.width, height: $0.frame.height) } } ?? size
            let partSize = Self.declaredSize(of: part) ?? parentSize
            let (x, horizontalAnchor) = Self.origin(part.horizontal, length: partSize.width, in: parentSize.width)
            let (y, verticalAnchor) = Self.origin(part.vertical, length: partSize.height, in: parentSize.height)
            states[part.id] = PartState(frame: Rect(x: x, y: y, width: partSize.width, height: partSize.height),
                                        horizontalAnchor: horizontalAnchor, verticalAnchor: verticalAnchor,
                                        rotation: part.rotation.radians, alpha: part.alpha)
        }
        for (part, _) in parts where part.mirrors != nil {
            states[part.id] = PartState(frame: Rect(x: 0, y: 0, width: 0, height: 0), horizontalAnchor: 0.5, verticalAnchor: 0.5,
                                        rotation: part.rotation.radians, alpha: part.alpha)
        }
        let parents = Dictionary(uniqueKeysWithValues: parts.map { ($0.part.id, $0.parent) })
        let mirrors = parts.compactMap { entry in entry.part.mirrors.map { (entry.part.id, $0) } }
        hierarchy = Hierarchy(order: parts.map(\.part.id), parents: parents, mirrors: mirrors)
        rest = hierarchy.followingMirrors(states)
    }

    /// The parent and mirror relations of the parts.
    public let hierarchy: Hierarchy

    /// The size a part declares: its size, or a symbol's point size as a square.
    static func declaredSize(of part: Part) -> Size? {
        if let size = part.size { return size }
        if case .symbol(_, let pointSize, _) = part.shape { return Size(width: pointSize, height: pointSize) }
        return nil
    }

    /// The origin on one axis and the anchor (the fraction of the length that stays put).
    static func origin(_ position: Part.HorizontalPosition, length: Double, in parent: Double) -> (Double, Double) {
        switch position {
        case .centered: ((parent - length) / 2, 0.5)
        case .centerX(let center): (center - length / 2, 0.5)
        case .leading(let start): (start, 0)
        case .trailing(let end): (end - length, 1)
        }
    }

    /// The origin on the vertical axis and its anchor.
    static func origin(_ position: Part.VerticalPosition, length: Double, in parent: Double) -> (Double, Double) {
        switch position {
        case .centered: ((parent - length) / 2, 0.5)
        case .centerY(let center): (center - length / 2, 0.5)
        case .top(let start): (start, 0)
        case .bottom(let end): (end - length, 1)
        }
    }

    /// `parts` flattened back to front, each child after its parent.
    static func flatten(_ parts: [Part], parent: String?) -> [(part: Part, parent: String?)] {
        parts.flatMap { part in [(part, parent)] + flatten(part.children, parent: part.id) }
    }
}
