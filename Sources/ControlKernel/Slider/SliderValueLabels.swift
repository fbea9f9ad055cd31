import Foundation

/// The value labels drawn beside a slider's thumbs.
public struct SliderValueLabels: Hashable, Sendable {
    /// The side of the thumbs the labels are drawn on.
    public var side: SliderLabelSide
    /// The labels' font size in points.
    public var fontSize: Double
    /// The number of fraction digits shown; `nil` shows up to two.
    public var fractionDigits: Int?
    /// The distance between a thumb's frame and its label, in points.
    public var spacing: Double
    /// The largest font size in points Dynamic Type may scale the labels to; `nil` for no limit.
    public var maximumFontSize: Double?

    /// Labels with every number given.
    public init(side: SliderLabelSide, fontSize: Double, fractionDigits: Int?, spacing: Double, maximumFontSize: Double? = nil) {
        self.side = side
        self.fontSize = fontSize
        self.fractionDigits = fractionDigits
        self.spacing = spacing
        self.maximumFontSize = maximumFontSize
    }

    /// The font size the labels are drawn at when Dynamic Type scales ``fontSize`` to `scaled`:
    /// `scaled`, at most ``maximumFontSize``.
    public func fontSize(scaledTo scaled: Double) -> Double {
        min(scaled, maximumFontSize ?? scaled)
    }
}

/// The side of a slider's thumbs a value label is drawn on.
public enum SliderLabelSide: Hashable, Sendable {
    /// Above a horizontal slider's thumbs; to the left of a vertical slider's.
    case above
    /// Below a horizontal slider's thumbs; to the right of a vertical slider's.
    case below
}
