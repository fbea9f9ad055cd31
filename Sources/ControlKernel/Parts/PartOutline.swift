import Foundation

/// How a part's view is sized and rounded within its frame.
public enum PartOutline: Hashable, Sendable {
    /// A rectangle with this corner radius (0 for images and symbols).
    case rectangle(cornerRadius: Double)
    /// Rounded by half its shorter side: a circle, or a capsule.
    case rounded
    /// A line as thick as `width`, along its frame's horizontal centre.
    case line(width: Double)

    /// The size the part is drawn at in a frame of `frameSize`: the frame's, or for a line the
    /// frame's width and the line's width.
    public func drawnSize(in frameSize: CGSize) -> CGSize {
        switch self {
        case .line(let width): CGSize(width: frameSize.width, height: width)
        case .rectangle, .rounded: frameSize
        }
    }

    /// The corner radius of the part drawn at `size`.
    public func cornerRadius(for size: CGSize) -> Double {
        switch self {
        case .rectangle(let radius): radius
        case .rounded: min(size.width, size.height) / 2
        case .line: 0
        }
    }
}
