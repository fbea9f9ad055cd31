import Foundation

/// The layout of a slider of any orientation in a control of a given size. Along the track it
/// is a `SliderTrackLayout` of a band as long as the track and as wide as a thumb (the thumb
/// centres travel the track's length less one thumb); this layout places that band in the
/// control: across the middle of a horizontal slider, or standing up the middle of a vertical
/// one with the minimum at the bottom.
///
/// "Track space" is the band's own coordinates: x along the track from the band's left end
/// (the minimum end unless mirrored), y across it. A horizontal slider mirrors in right-to-left
/// layouts when it `mirrorsInRightToLeft`, as `SliderTrackLayout` does; a vertical one never does.
public struct MultiSliderLayout: Hashable, Sendable {
    /// The control's size.
    public var size: CGSize
    /// The direction the track runs in.
    public var orientation: SliderOrientation
    /// The layout along the track, in track space.
    public var track: SliderTrackLayout

    /// The layout of a slider of `configuration` at `size`, with the range `minimumValue` to
    /// `maximumValue` (the control's current range).
    public init(configuration: MultiSliderConfiguration, size: CGSize, minimumValue: Double, maximumValue: Double, isRightToLeftLayout: Bool = false) {
        let vertical = configuration.orientation == .vertical
        let length = vertical ? size.height : size.width
        var track = SliderTrackLayout(
            configuration: configuration.slider, size: CGSize(width: length, height: CGFloat(configuration.thumbSize)),
            isRightToLeftLayout: vertical ? false : isRightToLeftLayout)
        track.minimumValue = minimumValue
        track.maximumValue = maximumValue
        self.init(size: size, orientation: configuration.orientation, track: track)
    }

    /// A layout placing `track` in a control of `size`.
    public init(size: CGSize, orientation: SliderOrientation, track: SliderTrackLayout) {
        self.size = size
        self.orientation = orientation
        self.track = track
    }

    /// The thumb's side: the band's width.
    public var thumbSize: CGFloat { track.size.height }

    /// Where the band starts across the control: centred.
    public var crossOffset: CGFloat {
        ((orientation == .vertical ? size.width : size.height) - thumbSize) / 2
    }

    // MARK: Track space and the control

    /// The control point of a track-space point.
    public func controlPoint(_ point: CGPoint) -> CGPoint {
        switch orientation {
        case .horizontal: CGPoint(x: point.x, y: crossOffset + point.y)
        case .vertical: CGPoint(x: crossOffset + point.y, y: size.height - point.x)
        }
    }

    /// The track-space point of a control point.
    public func trackPoint(_ point: CGPoint) -> CGPoint {
        switch orientation {
        case .horizontal: CGPoint(x: point.x, y: point.y - crossOffset)
        case .vertical: CGPoint(x: size.height - point.y, y: point.x - crossOffset)
        }
    }

    /// The control rectangle of a track-space rectangle.
    public func controlRect(_ rect: CGRect) -> CGRect {
        switch orientation {
        case .horizontal: rect.offsetBy(dx: 0, dy: crossOffset)
        case .vertical: CGRect(x: crossOffset + rect.minY, y: size.height - rect.maxX, width: rect.height, height: rect.width)
        }
    }

    // MARK: Geometry

    /// The centre of the thumb at `value`.
    public func center(of value: Double) -> CGPoint {
        controlPoint(CGPoint(x: track.position(of: value), y: thumbSize / 2))
    }

    /// The square frame of the thumb at `value`: where it is hit-tested, and its VoiceOver frame.
    public func thumbFrame(at value: Double) -> CGRect {
        controlRect(track.thumbFrame(at: value))
    }

    /// The drawn body of the thumb at `value`: its frame inset by the thumb inset.
    public func thumbBody(at value: Double) -> CGRect {
        controlRect(track.thumbBody(at: value))
    }

    /// The track.
    public var trackRect: CGRect { controlRect(track.trackRect) }

    /// The track's corner radius.
    public var trackCornerRadius: CGFloat { track.trackCornerRadius }

    /// A thumb's corner radius.
    public var thumbCornerRadius: CGFloat { track.thumbCornerRadius }

    /// The part of the track drawn in the fill colour for thumbs at `values` (lowest first):
    /// from the minimum end of the track to the highest thumb's centre, between the lowest and
    /// the highest thumbs' centres, or nothing (`nil`), as `fill` says.
    public func fillRect(_ fill: SliderFill, values: [Double]) -> CGRect? {
        guard let lowest = values.first, let highest = values.last else { return nil }
        let band = track.trackRect
        switch fill {
        case .none:
            return nil
        case .betweenThumbs:
            guard values.count > 1 else { return nil }
            return controlRect(track.highlightRect(from: lowest, to: highest))
        case .fromMinimum:
            let end = track.position(of: highest)
            let start = track.isMirrored ? band.maxX : band.minX
            return controlRect(CGRect(x: min(start, end), y: band.minY, width: abs(end - start), height: band.height))
        }
    }

    /// The rectangle of the tick mark at `value`: `width` along the track, `length` across it,
    /// centred on the track's centre line.
    public func tickRect(at value: Double, length: CGFloat, width: CGFloat) -> CGRect {
        let x = track.position(of: value)
        return controlRect(CGRect(x: x - width / 2, y: (thumbSize - length) / 2, width: width, height: length))
    }

    /// The frame of the value label of the thumb at `value`, for a text of `textSize`: beside the
    /// thumb's frame on `side`, `spacing` away, centred on the thumb along the track.
    public func labelFrame(at value: Double, textSize: CGSize, side: SliderLabelSide, spacing: CGFloat) -> CGRect {
        let thumb = thumbFrame(at: value), centre = center(of: value)
        switch (orientation, side) {
        case (.horizontal, .above):
            return CGRect(x: centre.x - textSize.width / 2, y: thumb.minY - spacing - textSize.height, width: textSize.width, height: textSize.height)
        case (.horizontal, .below):
            return CGRect(x: centre.x - textSize.width / 2, y: thumb.maxY + spacing, width: textSize.width, height: textSize.height)
        case (.vertical, .above):
            return CGRect(x: thumb.minX - spacing - textSize.width, y: centre.y - textSize.height / 2, width: textSize.width, height: textSize.height)
        case (.vertical, .below):
            return CGRect(x: thumb.maxX + spacing, y: centre.y - textSize.height / 2, width: textSize.width, height: textSize.height)
        }
    }

    // MARK: Touches

    /// The value whose thumb centre is nearest to `point`, clamped to the range.
    public func value(at point: CGPoint) -> Double {
        let x = trackPoint(point).x
        let value = track.minimumValue + track.valueDelta(forTouchDelta: x - track.position(of: track.minimumValue))
        return min(max(value, track.minimumValue), track.maximumValue)
    }

    /// The change of value for a touch that moved by `translation`: its movement along the track
    /// (up for a vertical slider) × (maximum − minimum) / the length the thumb centres travel.
    public func valueDelta(forTranslation translation: CGSize) -> Double {
        switch orientation {
        case .horizontal: track.valueDelta(forTouchDelta: translation.width)
        case .vertical: track.valueDelta(forTouchDelta: -translation.height)
        }
    }

    /// The thumbs a touch at `point` grabs, for thumbs at `values` (see `SliderTrackLayout.thumbs(at:values:)`).
    public func thumbs(at point: CGPoint, values: [Double]) -> [Int] {
        track.thumbs(at: trackPoint(point), values: values)
    }

    /// The thumb nearest to `point` along the track, for thumbs at `values` (lowest first);
    /// among thumbs equally near (thumbs on one value), the highest when the point lies above
    /// their value, else the lowest. `nil` without thumbs.
    public func nearestThumb(to point: CGPoint, values: [Double]) -> Int? {
        let target = value(at: point)
        let distances = values.map { abs($0 - target) }
        guard let nearest = distances.min() else { return nil }
        let tied = values.indices.filter { distances[$0] == nearest }
        return target > values[tied[0]] ? tied.last : tied.first
    }

    /// The thumbs in the order VoiceOver visits them: for a horizontal slider from the leading
    /// edge (see `SliderTrackLayout.accessibilityOrder(thumbCount:)`); for a vertical one from
    /// the top, highest first.
    public func accessibilityOrder(thumbCount: Int) -> [Int] {
        switch orientation {
        case .horizontal: track.accessibilityOrder(thumbCount: thumbCount)
        case .vertical: Array((0..<max(thumbCount, 0)).reversed())
        }
    }
}
