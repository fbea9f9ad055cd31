import ControlKernel

/// The Reduce Motion still of a part animation (a toggle's turn, a button state's animation):
/// what the control shows instead of the motion while the system's Reduce Motion setting is on,
/// as the kernel's `PartPlayback` plays it (`ReduceMotion.playback(duration:isReducingMotion:)`).
/// A cross-fade is shown at its midpoint, the look it starts from and the look it ends on each
/// at the kernel's opacity there, one group each, as the SwiftUI view composites them; an
/// `instant` animation shows its end look. An animation that keeps its motion has no still: its
/// animated preview is what plays.
enum ReducedMotionPreview {
    /// The word after the animation's name in the still's state and file name
    /// (`Like-turnOn-reducedMotion.svg`).
    static let suffix = "reducedMotion"

    /// The still's state: the animation's, then `suffix`.
    static func state(of animation: String) -> String {
        "\(animation)-\(suffix)"
    }

    /// The still of `timeline` played from `start` in `layout` under Reduce Motion: its caption
    /// after the animation's own (`animationCaption`) and its drawing, the start look drawn by
    /// `from` and the end look by `to` (a toggle's sides differ in colour); `nil` when the
    /// animation keeps its motion.
    static func still(of timeline: PartTimeline, start: [PartPose], layout: PartLayout, animationCaption: String,
                      from: ButtonDrawer, to: ButtonDrawer, state: ControlState, colors: PreviewColors,
                      depth: Int) -> (caption: String, body: DrawnMarkup)? {
        let playback = PartPlayback(timeline: timeline, start: start, layout: layout, startTime: 0, isReducingMotion: true)
        var out = MarkupText(capacity: 1 << 13)
        let caption: String
        switch playback.motion {
        case .motion:
            return nil
        case .instant:
            caption = "\(animationCaption) under Reduce Motion: its end at once"
            to.writeParts(playback.target, state: state, into: &out, colors: colors, depth: depth)
        case .crossfade(let duration):
            let midpoint = duration / 2
            guard let crossfade = playback.crossfade(at: midpoint) else { return nil }
            caption = "\(animationCaption) under Reduce Motion: halfway through its \(SVGFormat.number(duration)) s cross-fade"
            let looks = [("reducedMotionFrom", from, crossfade.from, 1 - crossfade.opacity), ("reducedMotionTo", to, crossfade.to, crossfade.opacity)]
            for (id, drawer, poses, opacity) in looks {
                MarkupNode.render("g", [("id", id), ("opacity", SVGFormat.number(opacity))], into: &out, depth: depth) { out, depth in
                    drawer.writeParts(poses, state: state, into: &out, colors: colors, depth: depth)
                }
            }
        }
        return (caption, DrawnMarkup(out, depth: depth))
    }
}
