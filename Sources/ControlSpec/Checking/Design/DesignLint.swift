import Foundation

/// Design advice on a checked spec: warnings a reviewer would raise, each with its own rule so a
/// team can turn it off.
public enum DesignLint {
    /// Runs every design rule.
    public static func run(on spec: ControlSpecification, diagnostics: DiagnosticCollector) {
        checkTouchTarget(spec, diagnostics)
        checkTrackContrast(spec, diagnostics)
        checkAccessibilityLabel(spec, diagnostics)
        checkAnimationLengths(spec, diagnostics)
    }

    /// The smallest comfortable touch target, in points (Apple's Human Interface Guidelines).
    static let minimumTouchTarget = 44.0
    /// The smallest non-text contrast ratio (WCAG 2.1 success criterion 1.4.11).
    static let minimumContrast = 3.0
    /// The longest animation that does not keep a user waiting, in seconds.
    static let maximumAnimation = 1.0

    private static func span(_ spec: ControlSpecification, _ path: String) -> SourceSpan {
        spec.sourceMap[path] ?? .fileStart
    }

    private static func checkTouchTarget(_ spec: ControlSpecification, _ diagnostics: DiagnosticCollector) {
        let size = spec.size
        guard size.width < minimumTouchTarget || size.height < minimumTouchTarget else { return }
        diagnostics.emit(.touchTargetSize, "touch target \(size.width.shortText)x\(size.height.shortText) is smaller than 44x44 points", at: span(spec, "size"), keyPath: "size", notes: [DiagnosticNote("Apple's Human Interface Guidelines ask for at least 44x44 points so a finger can hit the control")])
    }

    private static func checkTrackContrast(_ spec: ControlSpecification, _ diagnostics: DiagnosticCollector) {
        guard let slider = spec.body as? RangeSliderSpec else { return }
        let track = slider.track.color.normal.resolved(), highlight = slider.track.highlightColor.normal.resolved()
        let ratio = Contrast.ratio(track, highlight)
        guard ratio < minimumContrast else { return }
        let path = spec.sourceMap["track.highlightColor"] != nil ? "track.highlightColor" : "track.color"
        diagnostics.emit(.trackContrast, "contrast between the track and its highlight is \(ratio.ratioText):1, below 3:1", at: span(spec, spec.sourceMap[path] != nil ? path : "kind"), keyPath: path, notes: [DiagnosticNote("WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible")])
    }

    private static func checkAccessibilityLabel(_ spec: ControlSpecification, _ diagnostics: DiagnosticCollector) {
        guard spec.accessibility.label == nil else { return }
        let path = spec.sourceMap["accessibility"] != nil ? "accessibility" : "name"
        diagnostics.emit(.accessibilityLabel, "\(spec.kind.hasValue ? "value control" : "button") '\(spec.name)' has no accessibility label", at: span(spec, path), keyPath: "accessibility.label", notes: [DiagnosticNote("VoiceOver reads the label first; add 'accessibility: { label: ... }'")])
    }

    private static func checkAnimationLengths(_ spec: ControlSpecification, _ diagnostics: DiagnosticCollector) {
        let timed = spec.body.animationDurations
        for (path, duration) in timed where duration > maximumAnimation {
            diagnostics.emit(.longAnimation, "animation lasts \(duration.shortText)s, longer than 1s", at: span(spec, path), keyPath: path, notes: [DiagnosticNote("the user is holding the control; keep its feedback under a second")])
        }
    }
}

/// Relative luminance and contrast ratio as WCAG 2.1 defines them, over a white background.
enum Contrast {
    /// The contrast ratio (1…21) between two colours, each composited over white first.
    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The relative luminance of a colour composited over white.
    static func luminance(_ color: RGBA) -> Double {
        func channel(_ c: Double) -> Double {
            let composited = c * color.alpha + (1 - color.alpha)
            return composited <= 0.04045 ? composited / 12.92 : pow((composited + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }
}

extension Double {
    /// A ratio with two decimals for messages: `2.54`.
    var ratioText: String {
        let hundredths = (self * 100).rounded()
        return (hundredths / 100).shortText
    }
}
