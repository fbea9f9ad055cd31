import Foundation

/// A number as VoiceOver reads a control's value and a slider's value labels show it, in the
/// user's locale.
public enum SpokenNumber {
    /// The fraction digits a number is written with when none are given: up to two, trailing
    /// zeros dropped.
    public static let defaultFractionDigits = 0...2

    /// `number` with exactly `fractionDigits` fraction digits, or `defaultFractionDigits` when
    /// `nil`, in `locale`.
    public static func text(_ number: Double, fractionDigits: Int?, locale: Locale = .autoupdatingCurrent) -> String {
        number.formatted(.number.precision(.fractionLength(fractionDigits.map { $0...$0 } ?? defaultFractionDigits)).locale(locale))
    }
}
