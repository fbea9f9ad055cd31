import Foundation

/// A number as VoiceOver reads a control's value and a slider's value labels show it. The
/// generated controls use the user's locale; the previews, which must be the same bytes on every
/// machine, pass `en_US_POSIX`.
public enum SpokenNumber {
    /// `number` with exactly `fractionDigits` fraction digits, or up to two when `nil`, in `locale`.
    public static func text(_ number: Double, fractionDigits: Int?, locale: Locale = .autoupdatingCurrent) -> String {
        number.formatted(.number.precision(.fractionLength(fractionDigits.map { $0...$0 } ?? 0...2)).locale(locale))
    }
}
