import Foundation

/// The layout of a horizontal slider of a given size: square thumbs as tall as the control, a
/// track inset from the top and bottom, the maps between values and positions, hit-testing, the
/// conversion of touch movement into value, and the order VoiceOver visits the thumbs in.
///
/// A slider is mirrored when it `mirrorsInRightToLeft` and the layout is right-to-left: then every
/// position is mirrored (x → width − x), so the minimum is on the right.
public struct SliderTrackLayout: Hashable, Sendable {
    /// The control's size.
    public var size: CGSize
    /// The value at the minimum end of the track.
    public var minimumValue: Double
    /// The value at the maximum end of the track.
    public var maximumValue: Double
    /// 0 for square corners, 1 for fully round ones.
    public var curvaceousness: Double
    /// How far the track is inset from the top and the bottom.
    public var trackInset: SliderTrackInset
    /// How far a thumb's drawn body is inset from its square frame.
    public var thumbInset: CGFloat
    /// How far outside a thumb a touch still grabs it.
    public var touchSlop: CGFloat
    /// Whether right-to-left layouts put the minimum on the right.
    public var mirrorsInRightToLeft: Bool
    /// Whether the layout direction is right-to-left.
    public var isRightToLeftLayout: Bool

    /// A layout with every number given.
    public init(
        size: CGSize, minimumValue: Double, maximumValue: Double, curvaceousness: Double, trackInset: SliderTrackInset,
        thumbInset: CGFloat, touchSlop: CGFloat, mirrorsInRightToLeft: Bool, isRightToLeftLayout: Bool
    ) {
        self.size = size
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.curvaceousness = curvaceousness
        self.trackInset = trackInset
        self.thumbInset = thumbInset
        self.touchSlop = touchSlop
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.isRightToLeftLayout = isRightToLeftLayout
    }

    /// The layout of a slider of `configuration` at `size`.
    public init(configuration: SliderConfiguration, size: CGSize, isRightToLeftLayout: Bool = false) {
        self.init(
            size: size, minimumValue: configuration.minimumValue, maximumValue: configuration.maximumValue,
            curvaceousness: configuration.curvaceousness, trackInset: configuration.trackInset,
            thumbInset: CGFloat(configuration.thumbInset), touchSlop: CGFloat(configuration.touchSlop),
            mirrorsInRightToLeft: configuration.mirrorsInRightToLeft, isRightToLeftLayout: isRightToLeftLayout)
    }

    /// Whether the minimum is on the right.
    public var isMirrored: Bool { mirrorsInRightToLeft && isRightToLeftLayout }

    /// A thumb's width: the control's height.
    public var thumbWidth: CGFloat { size.height }

    /// The length the thumb centres travel: the width less one thumb.
    public var usableLength: CGFloat { max(size.width - thumbWidth, 0) }

    /// The track: the bounds inset from the top and the bottom by `trackInset`.
    public var trackRect: CGRect {
        let inset = trackInset.points(in: size)
        return CGRect(x: 0, y: inset, width: size.width, height: max(size.height - 2 * inset, 0))
    }

    /// The lower half of the track, where a gloss is laid.
    public var glossRect: CGRect {
        let track = trackRect
        return CGRect(x: track.minX, y: track.midY, width: track.width, height: track.height / 2)
    }

    /// The rounded rectangle an outline of `lineWidth` around `rect` (corner radius
    /// `cornerRadius`) is stroked along so that the whole line lies inside `rect`: `rect` inset
    /// by half the line width, its corner radius reduced by as much (not below 0).
    public static func outline(of rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat) -> (rect: CGRect, cornerRadius: CGFloat) {
        (rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), max(cornerRadius - lineWidth / 2, 0))
    }

    /// The standard deviation of the Gaussian blur of a Core Graphics shadow of `blur`
    /// (`CGContext.setShadow(offset:blur:color:)`): blur / 2. Core Graphics' blur is the HTML
    /// canvas's `shadowBlur`, which the canvas defines as twice the deviation; SVG's
    /// `feGaussianBlur` takes the deviation as `stdDeviation`, and SwiftUI's shadow filter
    /// (`GraphicsContext.Filter.shadow(color:radius:x:y:blendMode:options:)`) as `radius`, as
    /// `CALayer.shadowRadius` does. The previews and the SwiftUI views blur a spec's `blur` by this.
    public static func shadowRadius(blur: CGFloat) -> CGFloat {
        max(blur, 0) / 2
    }

    /// How far an inner shadow's ring reaches beyond the shape it shades: |offset.width| +
    /// |offset.height| + 2 × blur + 1, far enough that only the ring's inner edge casts shadow
    /// into the shape.
    public static func innerShadowMargin(offset: CGSize, blur: CGFloat) -> CGFloat {
        abs(offset.width) + abs(offset.height) + 2 * max(blur, 0) + 1
    }

    /// The rectangle an inner shadow's even-odd ring around `rect` is cut from (the ring is it
    /// less the rounded `rect`): `rect` grown by `innerShadowMargin(offset:blur:)` on every side.
    public static func innerShadowBounds(around rect: CGRect, offset: CGSize, blur: CGFloat) -> CGRect {
        let margin = innerShadowMargin(offset: offset, blur: blur)
        return rect.insetBy(dx: -margin, dy: -margin)
    }

    /// The track's corner radius: its height × curvaceousness / 2.
    public var trackCornerRadius: CGFloat { trackRect.height * roundness / 2 }

    /// A thumb's corner radius: its drawn height × curvaceousness / 2.
    public var thumbCornerRadius: CGFloat { max(thumbWidth - 2 * thumbInset, 0) * roundness / 2 }

    /// The x of the thumb centre for `value`: usable length × (value − minimum) / (maximum −
    /// minimum) + thumb width / 2, mirrored when the slider is.
    public func position(of value: Double) -> CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = usableLength * fraction + thumbWidth / 2
        return isMirrored ? size.width - x : x
    }

    /// The square frame of the thumb at `value`: where it is hit-tested, and its VoiceOver frame.
    public func thumbFrame(at value: Double) -> CGRect {
        CGRect(x: position(of: value) - thumbWidth / 2, y: 0, width: thumbWidth, height: thumbWidth)
    }

    /// The drawn body of the thumb at `value`: its frame inset by `thumbInset`.
    public func thumbBody(at value: Double) -> CGRect {
        thumbFrame(at: value).insetBy(dx: thumbInset, dy: thumbInset)
    }

    /// The part of the track between the centres of the thumbs at `lowerValue` and `upperValue`.
    public func highlightRect(from lowerValue: Double, to upperValue: Double) -> CGRect {
        let lower = position(of: lowerValue), upper = position(of: upperValue)
        let track = trackRect
        return CGRect(x: min(lower, upper), y: track.minY, width: abs(upper - lower), height: track.height)
    }

    /// The change of value for a horizontal touch movement of `delta` points:
    /// delta × (maximum − minimum) / usable length, negated when mirrored; 0 without a usable length.
    public func valueDelta(forTouchDelta delta: CGFloat) -> Double {
        guard usableLength > 0 else { return 0 }
        let change = Double(delta / usableLength) * (maximumValue - minimumValue)
        return isMirrored ? -change : change
    }

    /// The thumbs a touch at `point` grabs, for thumbs at `values` (lowest first): of the thumbs
    /// whose frame, grown by `touchSlop`, holds the point, those whose centre is nearest to it.
    /// Several only when their centres are equally near, as when thumbs sit on one value; the
    /// drag's direction then picks one (see `SliderDrag`), so overlapping thumbs never get stuck.
    public func thumbs(at point: CGPoint, values: [Double]) -> [Int] {
        let hit = values.indices.filter { thumbFrame(at: values[$0]).insetBy(dx: -touchSlop, dy: -touchSlop).contains(point) }
        let distances = hit.map { abs(point.x - position(of: values[$0])) }
        guard let nearest = distances.min() else { return [] }
        return zip(hit, distances).filter { $0.1 == nearest }.map(\.0)
    }

    /// The thumbs in the order VoiceOver visits them, reading from the leading edge: lowest first,
    /// except in a right-to-left layout that keeps the minimum on the left, where the highest
    /// thumb is nearest the leading edge.
    public func accessibilityOrder(thumbCount: Int) -> [Int] {
        let lowestFirst = Array(0..<max(thumbCount, 0))
        return isRightToLeftLayout && !mirrorsInRightToLeft ? lowestFirst.reversed() : lowestFirst
    }

    /// Where a gradient across `rect` starts and ends: top to bottom when `isVertical`, else from
    /// the leading edge to the trailing edge, which is right to left when mirrored.
    public func gradientLine(in rect: CGRect, isVertical: Bool) -> (start: CGPoint, end: CGPoint) {
        if isVertical {
            return (CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.midX, y: rect.maxY))
        }
        let left = CGPoint(x: rect.minX, y: rect.midY), right = CGPoint(x: rect.maxX, y: rect.midY)
        return isMirrored ? (right, left) : (left, right)
    }

    /// `curvaceousness` kept in 0…1.
    private var roundness: CGFloat { CGFloat(min(max(curvaceousness, 0), 1)) }
}
