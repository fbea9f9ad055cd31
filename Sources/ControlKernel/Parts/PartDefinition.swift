import Foundation

/// One part of a composed control as data: where it sits in its parent, its rest values and its
/// outline. Parts are identified by their index in the configuration's list, which holds them in
/// drawing order (back to front), each part after its parent.
public struct PartDefinition: Equatable, Sendable {
    /// The index of the part this one is drawn inside, or `nil` for a part of the control itself.
    public var parent: Int?
    /// The index of the part whose frame, rotation and scale this one follows, if it is a mirror.
    public var mirrors: Int?
    /// The size, or `nil` for the parent's size.
    public var size: CGSize?
    /// The horizontal position in the parent.
    public var horizontal: PartPosition
    /// The vertical position in the parent.
    public var vertical: PartPosition
    /// The rotation at rest about the part's centre, in radians.
    public var rotation: Double
    /// The opacity at rest, 0…1.
    public var alpha: Double
    /// How the part's view is sized and rounded.
    public var outline: PartOutline

    /// A part from its values: by default a top-level part that mirrors none, with its parent's
    /// size, centred, unrotated and opaque.
    public init(parent: Int? = nil, mirrors: Int? = nil, size: CGSize? = nil, horizontal: PartPosition = .centered,
                vertical: PartPosition = .centered, rotation: Double = 0, alpha: Double = 1, outline: PartOutline) {
        self.parent = parent
        self.mirrors = mirrors
        self.size = size
        self.horizontal = horizontal
        self.vertical = vertical
        self.rotation = rotation
        self.alpha = alpha
        self.outline = outline
    }
}
