import ControlKernel
import Foundation

/// The check both slider kinds make of a thumb's drop shadow and outline: the body is drawn
/// inset from the thumb's square frame by as far as the shadow reaches and half the outline
/// (`SliderConfiguration.thumbInset`, the very function the generated control uses), so a
/// shadow or an outline that reaches half the thumb's side leaves no body to draw.
struct ThumbInsetSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Reports, at the shadow's `blur` or the outline's `width`, a `shadow` and `outline` that
    /// leave no body in a thumb `side` points square.
    func check(side: Double, shadow: SpecObject<ShadowKeys>?, outline: SpecObject<OutlineKeys>?) {
        let offset = shadow.map { $0[ShadowKeys.offset] }
        let blur = shadow.map { $0[ShadowKeys.blur] } ?? 0
        let width = outline.map { $0[OutlineKeys.width] } ?? 0
        let inset = SliderConfiguration.thumbInset(shadowOffset: offset.map { CGSize(width: $0.x, height: $0.y) }, shadowBlur: blur, outlineWidth: width)
        guard side > 0, 2 * inset >= side else { return }
        let limit = "less than \((side / 2).shortText) points, half the thumb's \(side.shortText)"
        if let shadow, let offset, inset > width / 2 {
            let reach = max(abs(offset.x), abs(offset.y))
            context.diagnostics.emit(.valueRange,
                                     "the thumb's shadow reaches \(inset.shortText) points (offset \(reach.shortText) + blur \(blur.shortText)), which " +
                                     "leaves no room for its body; expected \(limit)",
                                     at: shadow.span(of: ShadowKeys.blur), keyPath: shadow.path(ShadowKeys.blur),
                                     notes: [DiagnosticNote("the thumb's body is drawn inset by the shadow's reach " +
                                                            "so that the shadow stays inside the thumb's frame")])
        } else if let outline {
            context.diagnostics.emit(.valueRange,
                                     "the thumb's outline is \(width.shortText) points wide, which leaves no room for its body; expected less than the " +
                                     "thumb's side, \(side.shortText) points",
                                     at: outline.span(of: OutlineKeys.width), keyPath: outline.path(OutlineKeys.width),
                                     notes: [DiagnosticNote("the thumb's body is drawn inset by half the outline " +
                                                            "so that the outline stays inside the thumb's frame")])
        }
    }
}
