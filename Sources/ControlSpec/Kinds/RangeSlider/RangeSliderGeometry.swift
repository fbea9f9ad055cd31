/// The layout of a range slider at a size: the numbers `<Name>Geometry` in the generated Swift
/// computes, and the previews draw.
public struct RangeSliderGeometry: Sendable, Hashable {
    /// The control's size.
    public var size: Size
    /// The value at the minimum end of the track.
    public var minimumValue: Double
    /// The value at the maximum end of the track.
    public var maximumValue: Double
    /// 0 for square corners, 1 for fully round ones.
    public var curvaceousness: Double
    /// How far the track is inset from the top and the bottom.
    public var trackInset: Double
    /// How far a thumb's drawn body is inset from its square frame (room for shadow and outline).
    public var thumbInset: Double

    /// The layout of `slider` at `size`, left to right.
    public init(slider: RangeSliderSpec, size: Size) {
        self.size = size
        minimumValue = slider.value.min
        maximumValue = slider.value.max
        curvaceousness = slider.curvaceousness
        trackInset = switch slider.track.inset {
        case .points(let points): points
        case .heightDividedBy(let divisor): size.height / divisor
        case .widthDividedBy(let divisor): size.width / divisor
        }
        thumbInset = Self.thumbInset(of: slider.thumb)
    }

    /// How far a thumb's body is inset to leave room for its shadow and outline.
    public static func thumbInset(of thumb: SliderThumb) -> Double {
        let shadowExtent = thumb.shadow.map { max(abs($0.offset.x), abs($0.offset.y)) + $0.blur } ?? 0
        return max(shadowExtent, (thumb.outline?.width ?? 0) / 2)
    }

    /// A thumb's width: the control's height.
    public var thumbWidth: Double { size.height }

    /// The length the thumb centres travel: the width less one thumb.
    public var usableLength: Double { max(size.width - thumbWidth, 0) }

    /// The track: the bounds inset vertically by `trackInset`.
    public var trackRect: Rect {
        Rect(x: 0, y: trackInset, width: size.width, height: max(size.height - 2 * trackInset, 0))
    }

    /// The track's corner radius: its height × curvaceousness / 2.
    public var trackCornerRadius: Double { trackRect.height * roundness / 2 }

    /// A thumb's corner radius: its drawn height × curvaceousness / 2.
    public var thumbCornerRadius: Double { thumbBody(at: minimumValue).height * roundness / 2 }

    /// The x of the thumb centre for `value`: usable length × fraction + thumb width / 2.
    public func position(of value: Double) -> Double {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return usableLength * fraction + thumbWidth / 2
    }

    /// The square frame of the thumb at `value`.
    public func thumbFrame(at value: Double) -> Rect {
        Rect(x: position(of: value) - thumbWidth / 2, y: 0, width: thumbWidth, height: thumbWidth)
    }

    /// The drawn body of the thumb at `value`: its frame inset by `thumbInset`.
    public func thumbBody(at value: Double) -> Rect {
        thumbFrame(at: value).insetBy(thumbInset)
    }

    /// The part of the track between the two thumb centres.
    public func highlightRect(lowerValue: Double, upperValue: Double) -> Rect {
        let lower = position(of: lowerValue), upper = position(of: upperValue)
        return Rect(x: min(lower, upper), y: trackRect.y, width: abs(upper - lower), height: trackRect.height)
    }

    /// `curvaceousness` kept in 0…1.
    private var roundness: Double { min(max(curvaceousness, 0), 1) }
}
