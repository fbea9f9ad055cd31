/// A rectangle in points, as `CGRect` (the origin is the top-left corner, y grows down).
public struct Rect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// This rectangle shrunk by `inset` on every side, as `CGRect.insetBy(dx:dy:)`.
    public func insetBy(_ inset: Double) -> Rect {
        Rect(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset)
    }
}
