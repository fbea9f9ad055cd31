import Foundation

/// Which part of a slider's track is drawn in the fill colour.
public enum SliderFill: Hashable, Sendable {
    /// From the minimum end of the track to the highest thumb, as `UISlider`'s minimum track.
    case fromMinimum
    /// From the lowest thumb to the highest: a range. Nothing with a single thumb.
    case betweenThumbs
    /// No fill: the track is drawn in one colour.
    case none
}
