/// The parent and mirror relations of a button's parts, and the coordinate conversions between
/// them — the static functions of `<Name>Layout` in the generated Swift.
public struct Hierarchy: Sendable, Hashable {
    /// Every part id, in declaration order (the order of `<Name>Part.allCases`).
    public let order: [String]
    /// The parent of each part (`nil`: the control).
    public let parents: [String: String?]
    /// The mirrors in order, each with the part it mirrors.
    public let mirrors: [(mirror: String, source: String)]

    /// Equality by order and parents.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.order == rhs.order && lhs.parents == rhs.parents }
    /// Hashes the order.
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }

    /// The parent of `part`, `nil` for a part of the control itself.
    public func parent(of part: String) -> String? { parents[part] ?? nil }

    /// `states` with every mirror taking the frame, rotation and scale of the part it mirrors,
    /// converted to the mirror's parent's coordinates; each mirror keeps its own opacity.
    public func followingMirrors(_ states: [String: PartState]) -> [String: PartState] {
        var result = states
        for part in order {
            guard let source = mirrors.first(where: { $0.mirror == part })?.source,
                  let sourceState = states[source], let own = states[part] else { continue }
            let inControl = pointInControl(sourceState.center, inside: parent(of: source), states: states)
            let center = pointInPart(inControl, inside: parent(of: part), states: states)
            let rotation = sourceState.rotation + totalRotation(inside: parent(of: source), states: states)
                - totalRotation(inside: parent(of: part), states: states)
            let scale = sourceState.scale * totalScale(inside: parent(of: source), states: states)
                / totalScale(inside: parent(of: part), states: states)
            let size = sourceState.frame
            var state = own
            state.frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            state.horizontalAnchor = sourceState.horizontalAnchor
            state.verticalAnchor = sourceState.verticalAnchor
            state.x = 0
            state.y = 0
            state.rotation = rotation
            state.scale = scale
            result[part] = state
        }
        return result
    }

    /// `point` in the coordinates of `container` (`nil`: the control) converted to the control's.
    public func pointInControl(_ point: Point, inside container: String?, states: [String: PartState]) -> Point {
        guard let container, let state = states[container] else { return point }
        return pointInControl(state.pointInParent(point), inside: parent(of: container), states: states)
    }

    /// `point` in the control's coordinates converted to those of `container` (`nil`: the control).
    public func pointInPart(_ point: Point, inside container: String?, states: [String: PartState]) -> Point {
        guard let container, let state = states[container] else { return point }
        return state.pointInPart(pointInPart(point, inside: parent(of: container), states: states))
    }

    /// The rotation of `container`'s coordinates relative to the control's.
    public func totalRotation(inside container: String?, states: [String: PartState]) -> Double {
        guard let container, let state = states[container] else { return 0 }
        return state.rotation + totalRotation(inside: parent(of: container), states: states)
    }

    /// The scale of `container`'s coordinates relative to the control's.
    public func totalScale(inside container: String?, states: [String: PartState]) -> Double {
        guard let container, let state = states[container] else { return 1 }
        return state.scale * totalScale(inside: parent(of: container), states: states)
    }
}
