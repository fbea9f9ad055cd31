import Foundation

/// Relative luminance and contrast ratio as WCAG 2.1 defines them, of colours composited over a
/// background; and the contrast of two spec colours in every appearance, which every contrast
/// rule checks.
enum Contrast {
    /// The smallest non-text contrast ratio (WCAG 2.1 success criterion 1.4.11).
    static let minimumNonTextRatio = 3.0

    /// The contrast ratio (1…21) between two colours, each composited over the opaque `background` first.
    static func ratio(_ a: RGBA, _ b: RGBA, over background: RGBA) -> Double {
        let la = luminance(a, over: background), lb = luminance(b, over: background)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The relative luminance of a colour composited over the opaque `background`.
    static func luminance(_ color: RGBA, over background: RGBA) -> Double {
        func channel(_ c: Double, _ behind: Double) -> Double {
            let composited = c * color.alpha + behind * (1 - color.alpha)
            return composited <= 0.04045 ? composited / 12.92 : pow((composited + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red, background.red) + 0.7152 * channel(color.green, background.green) + 0.0722 * channel(color.blue, background.blue)
    }

    /// The contrast ratio between two spec colours in each appearance, each resolved there
    /// (`ColorValue.resolved(in:)`) and composited over that appearance's background
    /// (`NamedColors.background(in:)`), below `minimum`: one entry per ratio as messages show
    /// it, with the appearances that have it, in appearance order.
    static func below(_ minimum: Double, _ a: ColorValue, _ b: ColorValue) -> [(ratio: Double, appearances: [Appearance])] {
        var groups: [(ratio: Double, appearances: [Appearance])] = []
        for appearance in Appearance.allCases {
            let ratio = ratio(a.resolved(in: appearance), b.resolved(in: appearance), over: NamedColors.background(in: appearance))
            guard ratio < minimum else { continue }
            if let index = groups.firstIndex(where: { $0.ratio.ratioText == ratio.ratioText }) {
                groups[index].appearances.append(appearance)
            } else {
                groups.append((ratio, [appearance]))
            }
        }
        return groups
    }

    /// Where a finding holds, for its message: `in the dark appearance`, `in the light and
    /// high-contrast light appearances`, `in every appearance`.
    static func phrase(_ appearances: [Appearance]) -> String {
        guard appearances.count < Appearance.allCases.count else { return "in every appearance" }
        let words = appearances.map(\.phrase)
        let list = words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
        return "in the \(list) appearance\(words.count == 1 ? "" : "s")"
    }
}

extension Double {
    /// A ratio with two decimals for messages: `2.54`.
    var ratioText: String {
        let hundredths = (self * 100).rounded()
        return (hundredths / 100).shortText
    }
}
