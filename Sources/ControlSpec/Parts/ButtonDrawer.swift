/// Draws a button's parts as nested SVG groups, optionally animated.
struct ButtonDrawer {
    /// The spec.
    let button: ButtonSpec
    /// The rest layout.
    let layout: ButtonLayout
    /// Images found next to the spec.
    let assets: [String: PreviewAsset]
    /// The parts of each group, in declaration order.
    let groups: [String: [String]]

    /// The drawer of `button` at `size`.
    init(button: ButtonSpec, size: Size, assets: [String: PreviewAsset]) {
        self.button = button
        layout = ButtonLayout(button: button, size: size)
        self.assets = assets
        var groups: [String: [String]] = [:]
        for (part, _) in layout.parts { if let group = part.group { groups[group, default: []].append(part.id) } }
        self.groups = groups
    }

    /// The states at the end of the animation of the state a touch begins in, if it has one.
    var pressedStates: [String: PartState]? {
        guard let animation = button.states.first(where: { $0.triggers.contains(.begin) })?.animation else { return nil }
        let timeline = PartTimeline(animation: animation, groups: groups)
        return timeline.states(at: timeline.duration, from: layout.rest, rest: layout.rest, hierarchy: layout.hierarchy)
    }

    /// A clip path per part that clips its children, in the children's coordinates.
    func clipPaths() -> [SVGNode] {
        layout.parts.compactMap { part, _ in
            guard part.clipsChildren, let state = layout.rest[part.id] else { return nil }
            let size = drawnSize(part, state.frame)
            return SVGNode("clipPath", [("id", "clip-\(part.id)")], children: [
                SVGNode("rect", [("x", "0"), ("y", "0"), ("width", SVGFormat.number(size.width)), ("height", SVGFormat.number(size.height)),
                                 ("rx", SVGFormat.number(cornerRadius(part, size)))]),
            ])
        }
    }

    /// The top-level parts drawn in `states`; `track` animates them.
    func parts(_ states: [String: PartState], state: ControlState, track: ButtonAnimationTrack? = nil) -> [SVGNode] {
        layout.parts.filter { $0.parent == nil }.map { node($0.part, states: states, state: state, track: track) }
    }

    /// One part and its children.
    func node(_ part: Part, states: [String: PartState], state: ControlState, track: ButtonAnimationTrack?) -> SVGNode {
        let s = states[part.id] ?? PartState(frame: Rect(x: 0, y: 0, width: 0, height: 0), horizontalAnchor: 0.5, verticalAnchor: 0.5, rotation: 0, alpha: 0)
        let size = drawnSize(part, s.frame)
        let animations = track?.animations(of: part, drawnSize: { drawnSize(part, $0) }, cornerRadius: { cornerRadius(part, $0) })
        var inner = [shape(part, size: size, state: state, animations: animations?.shape ?? [])]
        let children = part.children.map { node($0, states: states, state: state, track: track) }
        if !children.isEmpty {
            let clipped = part.clipsChildren ? [SVGNode("g", [("clip-path", "url(#clip-\(part.id))")], children: children)] : children
            inner.append(SVGNode("g", [("transform", "translate(\(SVGFormat.number(-size.width / 2)) \(SVGFormat.number(-size.height / 2)))")],
                                 children: (animations?.childOrigin.map { [$0] } ?? []) + clipped))
        }
        let scaled = SVGNode("g", [("transform", "scale(\(SVGFormat.number(s.scale)))")], children: (animations?.scale.map { [$0] } ?? []) + inner)
        let rotated = SVGNode("g", [("transform", "rotate(\(SVGFormat.degrees(s.rotation)))")], children: (animations?.rotation.map { [$0] } ?? []) + [scaled])
        let placed = SVGNode("g", [("transform", "translate(\(SVGFormat.number(s.center.x)) \(SVGFormat.number(s.center.y)))")],
                             children: (animations?.translation.map { [$0] } ?? []) + [rotated])
        return SVGNode("g", [("id", "part-\(part.id)"), ("opacity", SVGFormat.number(s.alpha))],
                       children: (animations?.opacity.map { [$0] } ?? []) + [placed])
    }

    /// The part's shape centred on the origin.
    func shape(_ part: Part, size: Size, state: ControlState, animations: [SVGNode]) -> SVGNode {
        let color = state.value(of: part.color).resolved()
        let frame: [(String, String)] = [("x", SVGFormat.number(-size.width / 2)), ("y", SVGFormat.number(-size.height / 2)),
                                         ("width", SVGFormat.number(size.width)), ("height", SVGFormat.number(size.height))]
        let radius = [("rx", SVGFormat.number(cornerRadius(part, size)))]
        switch part.shape {
        case .symbol(let name, let pointSize, let weight):
            let title = SVGNode("title", text: "SF Symbol '\(name)' (\(SVGFormat.number(pointSize)) pt, \(weight)): a placeholder, symbols cannot be drawn outside Apple platforms")
            return SVGNode("rect", frame + radius + SVGFormat.fill(color), children: [title] + animations)
        case .image(let asset):
            if let image = assets[asset] {
                return SVGNode("image", frame + [("preserveAspectRatio", "xMidYMid meet"), ("href", image.dataURI)],
                               children: [SVGNode("title", text: asset)] + animations)
            }
            let title = SVGNode("title", text: "image '\(asset)' (not found next to the spec)")
            return SVGNode("rect", frame + radius + SVGFormat.fill(RGBA(red: 0.8, green: 0.8, blue: 0.82)), children: [title] + animations)
        case .circle, .capsule, .roundedRect, .line:
            return SVGNode("rect", frame + radius + SVGFormat.fill(color), children: animations)
        }
    }

    /// The drawn size of a part with `frame`: a line is as thick as its line width.
    func drawnSize(_ part: Part, _ frame: Rect) -> Size {
        if case .line(let width) = part.shape { return Size(width: frame.width, height: width) }
        return Size(width: frame.width, height: frame.height)
    }

    /// The corner radius of a part drawn at `size`, as the generated `cornerRadius(of:size:)`.
    func cornerRadius(_ part: Part, _ size: Size) -> Double {
        switch part.shape {
        case .circle, .capsule: min(size.width, size.height) / 2
        case .roundedRect(let radius): radius
        case .symbol: min(size.width, size.height) / 5
        case .line, .image: 0
        }
    }
}
