#if canImport(SwiftUI)
import SwiftUI

/// The generated native SwiftUI views of every kind in a screen of an app's own, on every platform
/// the package declares: the Xcode workflow compiles it against each platform's SDK.
struct ControlGallery: View {
    @State private var level = ControlCatalogue.initialKnobValue
    @State private var levels = ControlCatalogue.initialLevels
    @State private var faders = ControlCatalogue.initialFaders
    @State private var sleep = ControlCatalogue.initialSleepWindow
    @State private var isMuted = ControlCatalogue.initiallyMuted
    @State private var sent = 0

    var body: some View {
        ScrollView {
            VStack {
                KnobView(value: $level, onEditingChanged: { _ in })
                LevelSliderView(values: $levels)
                MixerFadersView(values: $faders)
                SleepWindowView(values: $sleep)
                MuteSwitchView(isOn: $isMuted)
                SendButtonView { sent += 1 }
                    .disabled(isMuted)
            }
        }
    }
}
#endif
