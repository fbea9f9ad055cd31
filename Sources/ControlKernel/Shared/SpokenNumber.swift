import Foundation

/// A number as VoiceOver reads a control's value and a slider's value labels show it, in the
/// user's locale.
public enum SpokenNumber {
    /// `number` with exactly `fractionDigits` fraction digits, or up to two when `nil`, in `locale`.
    public static func text(_ number: Double, fractionDigits: Int?, locale: Locale = .autoupdatingCurrent) -> String {
        number.formatted(.number.precision(.fractionLength(fractionDigits.map { $0...$0 } ?? 0...2)).locale(locale))
    }
}
