import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// The coordinator of a SwiftUI wrapper (`UIViewRepresentable`) of a UIKit control: writes the
/// control's values to the wrapper's binding through `write`, which the wrapper sets again on
/// every update, so the latest binding receives them. A change the user made is written at once;
/// the values the control fitted the bound ones to (clamped, on a step, apart) go back once the
/// view update that set them is over, since SwiftUI ignores a state change made during one.
@MainActor
public final class UIKitBindingCoordinator<Value: Sendable> {
    /// Writes values to the wrapper's binding.
    public var write: @MainActor (Value) -> Void

    /// A coordinator writing the control's values with `write`.
    public init(write: @escaping @MainActor (Value) -> Void) {
        self.write = write
    }

    /// Writes `values`, a change the user made, to the binding.
    public func valuesChanged(_ values: Value) {
        write(values)
    }

    /// Writes `values`, which the control fitted the bound values to, back to the binding once
    /// the view update that set them is over.
    public func writeBack(_ values: Value) {
        Task { @MainActor [weak self] in self?.write(values) }
    }
}
#endif
