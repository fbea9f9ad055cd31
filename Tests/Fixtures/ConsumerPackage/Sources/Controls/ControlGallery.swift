#if canImport(SwiftUI)
import SwiftUI

/// The generated native SwiftUI views in a screen of an app's own, on every platform the package
/// declares: the Xcode workflow compiles it against each platform's SDK.
struct ControlGallery: View {
    @State private var level = ControlCatalogue.initialKnobValue
    @State private var levels = ControlCatalogue.initialLevels

    var body: some View {
        VStack {
            KnobView(value: $level, onEditingChanged: { _ in })
            LevelSliderView(values: $levels)
        }
    }
}
#endif
