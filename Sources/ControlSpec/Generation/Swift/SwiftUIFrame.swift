/// The size a native SwiftUI view of a slider takes, as the arguments of SwiftUI's
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: along its
/// track the length offered, any length (the spec's its ideal, what `fixedSize()` and a preview
/// give it), as `SwiftUI.Slider` fills the width of a row; across the track the spec's thickness.
/// The UIKit control likewise has no intrinsic length along its track.
enum SwiftUIFrame {
    /// The frame arguments of a slider of the spec's `size` whose track is vertical or horizontal.
    static func slider(size: Size, isVertical: Bool) -> String {
        let width = SwiftLiteral.number(size.width), height = SwiftLiteral.number(size.height)
        return isVertical
            ? "minWidth: \(width), idealWidth: \(width), maxWidth: \(width), idealHeight: \(height), maxHeight: .infinity"
            : "idealWidth: \(width), maxWidth: .infinity, minHeight: \(height), idealHeight: \(height), maxHeight: \(height)"
    }

    /// The size a UIKit-target wrapper's `sizeThatFits(_:uiView:context:)` answers for the same
    /// slider, as a `CGSize` expression over its `proposal`: the length proposed along the track
    /// (the spec's when none is), the spec's thickness across it.
    static func fittingSize(size: Size, isVertical: Bool) -> String {
        let width = SwiftLiteral.number(size.width), height = SwiftLiteral.number(size.height)
        return isVertical ? "CGSize(width: \(width), height: proposal.height ?? \(height))" : "CGSize(width: proposal.width ?? \(width), height: \(height))"
    }
}
