import Foundation

/// Relative luminance and contrast ratio as WCAG 2.1 defines them, over a white background.
enum Contrast {
    /// The smallest non-text contrast ratio (WCAG 2.1 success criterion 1.4.11).
    static let minimumNonTextRatio = 3.0

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
