/// A spec drawn with parts (the button's, the toggle's): its parts in the kernel's order and the
/// images they name, the same for every such kind.
public protocol ComposedOfParts {
    /// The parts as the spec lists them, children inside their parents.
    var parts: [Part] { get }
}

extension ComposedOfParts {
    /// Every part in the kernel's order (`PartTree.flatten`), with its parent's index: a part's
    /// index here is its id in the kernel.
    var flatParts: [ButtonSpec.FlatPart] {
        PartTree.flatten(parts, children: \.children).map { ButtonSpec.FlatPart(part: $0.node, parent: $0.parent) }
    }

    /// The assets of image parts.
    public var assetNames: [String] {
        flatParts.compactMap { entry in
            if case .image(let asset) = entry.part.shape { return asset }
            return nil
        }
    }
}
