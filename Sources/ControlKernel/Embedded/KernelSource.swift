/// One source file of the portable kernel, with its text exactly as `ControlKernel` compiles it.
public struct KernelFile: Sendable, Hashable {
    /// The file's path below `Sources/ControlKernel/` (`Shared/TimingCurve.swift`).
    public let path: String
    /// The file's text.
    public let text: String

    /// A kernel file from its embedded bytes.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        text = String(decoding: bytes, as: UTF8.self)
    }
}

/// The text of every kernel file, embedded in the binary (no resource bundle to lose when it
/// moves), so code generation can copy the kernel verbatim into each generated file.
///
/// Each folder of `Sources/ControlKernel/` is embedded as a whole by `Package.swift`; a file added
/// there is listed here once, and a test checks that this list and the folders agree byte for byte.
public enum KernelSource {
    // What every kind shares: `Shared/`.

    /// Keys, move commands, Crown steps, drags and announcements as the kernel's models take them.
    public static let controlInput = KernelFile(path: "Shared/ControlInput.swift", bytes: PackageResources.ControlInput_swift)

    /// How a drag shares touches with scrolling, and scroll-wheel events as key presses.
    public static let scrollSharing = KernelFile(path: "Shared/ScrollSharing.swift", bytes: PackageResources.ScrollSharing_swift)

    /// The drawn state of a control and how far a disabled one dims.
    public static let controlLook = KernelFile(path: "Shared/ControlLook.swift", bytes: PackageResources.ControlLook_swift)

    /// Numbers as VoiceOver reads a value and a slider's value labels show it.
    public static let spokenNumber = KernelFile(path: "Shared/SpokenNumber.swift", bytes: PackageResources.SpokenNumber_swift)

    /// What a SwiftUI view draws of its binding, and how an outside change of it plays.
    public static let outsideChange = KernelFile(path: "Shared/OutsideChange.swift", bytes: PackageResources.OutsideChange_swift)

    /// The ends and step of a value range as code sets them, one rule for every kind with a range.
    public static let rangeLimits = KernelFile(path: "Shared/RangeLimits.swift", bytes: PackageResources.RangeLimits_swift)

    /// The haptics a control plays, by the words a spec writes.
    public static let hapticStyle = KernelFile(path: "Shared/HapticStyle.swift", bytes: PackageResources.HapticStyle_swift)

    /// Springs as UIKit's spring timing moves them.
    public static let springMotion = KernelFile(path: "Shared/SpringMotion.swift", bytes: PackageResources.SpringMotion_swift)

    /// What an animation does under Reduce Motion: a cross-fade, its end at once, or its motion.
    public static let reduceMotion = KernelFile(path: "Shared/ReduceMotion.swift", bytes: PackageResources.ReduceMotion_swift)

    /// Timing curves as Core Animation evaluates them.
    public static let timingCurve = KernelFile(path: "Shared/TimingCurve.swift", bytes: PackageResources.TimingCurve_swift)

    // The parts of composed controls (buttons and toggles): `Parts/`.

    /// One part of a composed control as data.
    public static let partDefinition = KernelFile(path: "Parts/PartDefinition.swift", bytes: PackageResources.PartDefinition_swift)

    /// Keyframe animations as UIKit plays them, by calculation mode.
    public static let partKeyTrack = KernelFile(path: "Parts/PartKeyTrack.swift", bytes: PackageResources.PartKeyTrack_swift)

    /// The rest layout of parts and the conversions between their coordinates.
    public static let partLayout = KernelFile(path: "Parts/PartLayout.swift", bytes: PackageResources.PartLayout_swift)

    /// Parts as a flat drawing context draws them: transforms, opacities and clips.
    public static let partDrawing = KernelFile(path: "Parts/PartDrawing.swift", bytes: PackageResources.PartDrawing_swift)

    /// The direction parts are laid out in.
    public static let partLayoutDirection = KernelFile(path: "Parts/PartLayoutDirection.swift", bytes: PackageResources.PartLayoutDirection_swift)

    /// How a part's view is sized and rounded.
    public static let partOutline = KernelFile(path: "Parts/PartOutline.swift", bytes: PackageResources.PartOutline_swift)

    /// One run of a part timeline sampled at any time, and the seeded jitter source.
    public static let partPlayback = KernelFile(path: "Parts/PartPlayback.swift", bytes: PackageResources.PartPlayback_swift)

    /// The animatable values of one part.
    public static let partPose = KernelFile(path: "Parts/PartPose.swift", bytes: PackageResources.PartPose_swift)

    /// Where a part sits on one axis of its parent.
    public static let partPosition = KernelFile(path: "Parts/PartPosition.swift", bytes: PackageResources.PartPosition_swift)

    /// The properties of a part that animations change.
    public static let partProperty = KernelFile(path: "Parts/PartProperty.swift", bytes: PackageResources.PartProperty_swift)

    /// Animations of parts: set, spring, keyframe windows and jitter.
    public static let partTimeline = KernelFile(path: "Parts/PartTimeline.swift", bytes: PackageResources.PartTimeline_swift)

    /// The touch-state machine.
    public static let touchStateMachine = KernelFile(path: "Parts/TouchStateMachine.swift", bytes: PackageResources.TouchStateMachine_swift)

    // The button: `Button/`.

    /// The values of a button spec.
    public static let buttonConfiguration = KernelFile(path: "Button/ButtonConfiguration.swift", bytes: PackageResources.ButtonConfiguration_swift)

    /// What a button view that draws its parts does with input.
    public static let buttonInput = KernelFile(path: "Button/ButtonInput.swift", bytes: PackageResources.ButtonInput_swift)

    // The circular slider: `CircularSlider/`.

    /// A circular slider's configuration: every number and choice of its spec.
    public static let circularConfiguration = KernelFile(
        path: "CircularSlider/CircularConfiguration.swift", bytes: PackageResources.CircularConfiguration_swift)

    /// A circular slider's layout in its bounds: centre, radius, thumb frames, hit-testing.
    public static let circularLayout = KernelFile(path: "CircularSlider/CircularLayout.swift", bytes: PackageResources.CircularLayout_swift)

    /// A circular slider's values and touch model: one or two thumbs.
    public static let circularSliderModel = KernelFile(path: "CircularSlider/CircularSliderModel.swift", bytes: PackageResources.CircularSliderModel_swift)

    /// A circular slider's track: value ↔ position in turns ↔ angle, touches on a partial arc or a full circle.
    public static let circularTrack = KernelFile(path: "CircularSlider/CircularTrack.swift", bytes: PackageResources.CircularTrack_swift)

    /// What a circular slider's SwiftUI view does with input, and what it draws.
    public static let circularSliderViewState = KernelFile(
        path: "CircularSlider/CircularSliderViewState.swift", bytes: PackageResources.CircularSliderViewState_swift)

    // The knob: `Knob/`.

    /// A knob's track angles: value ↔ track angle ↔ screen angle, the gap's midpoint rule.
    public static let rotaryAngles = KernelFile(path: "Knob/RotaryAngles.swift", bytes: PackageResources.RotaryAngles_swift)

    /// A knob's animated value change: keyframes, key times and timing.
    public static let rotaryAnimation = KernelFile(path: "Knob/RotaryAnimation.swift", bytes: PackageResources.RotaryAnimation_swift)

    /// A knob's configuration: every number and choice of its spec.
    public static let rotaryConfiguration = KernelFile(path: "Knob/RotaryConfiguration.swift", bytes: PackageResources.RotaryConfiguration_swift)

    /// A knob's event contract: which control-event phases go out after which action.
    public static let rotaryEvents = KernelFile(path: "Knob/RotaryEvents.swift", bytes: PackageResources.RotaryEvents_swift)

    /// A knob's layout in its bounds.
    public static let rotaryLayout = KernelFile(path: "Knob/RotaryLayout.swift", bytes: PackageResources.RotaryLayout_swift)

    /// A knob's value and touch model.
    public static let rotaryModel = KernelFile(path: "Knob/RotaryModel.swift", bytes: PackageResources.RotaryModel_swift)

    /// A knob's values: clamping, wrapping, steps.
    public static let rotaryValueRange = KernelFile(path: "Knob/RotaryValueRange.swift", bytes: PackageResources.RotaryValueRange_swift)

    /// What a knob's SwiftUI view does with input, and what it draws.
    public static let rotaryViewState = KernelFile(path: "Knob/RotaryViewState.swift", bytes: PackageResources.RotaryViewState_swift)

    // The range slider (whose track math the slider builds on): `RangeSlider/`.

    /// A slider's configuration: the numbers of its spec the portable part needs.
    public static let sliderConfiguration = KernelFile(path: "RangeSlider/SliderConfiguration.swift", bytes: PackageResources.SliderConfiguration_swift)

    /// A drag of a slider's thumb.
    public static let sliderDrag = KernelFile(path: "RangeSlider/SliderDrag.swift", bytes: PackageResources.SliderDrag_swift)

    /// A slider's event contract: what it sends at each moment of an interaction.
    public static let sliderEvents = KernelFile(path: "RangeSlider/SliderEvents.swift", bytes: PackageResources.SliderEvents_swift)

    /// A slider thumb's accessibility element in a SwiftUI view.
    public static let sliderThumbElement = KernelFile(path: "RangeSlider/SliderThumbElement.swift", bytes: PackageResources.SliderThumbElement_swift)

    /// A range slider's SwiftUI input: drags, keys, the Crown, VoiceOver, the binding.
    public static let sliderInteraction = KernelFile(path: "RangeSlider/SliderInteraction.swift", bytes: PackageResources.SliderInteraction_swift)

    /// A slider's values: range, steps, gap and clamping.
    public static let sliderModel = KernelFile(path: "RangeSlider/SliderModel.swift", bytes: PackageResources.SliderModel_swift)

    /// A slider's layout: positions, frames, hit-testing, touch movement and VoiceOver order.
    public static let sliderTrackLayout = KernelFile(path: "RangeSlider/SliderTrackLayout.swift", bytes: PackageResources.SliderTrackLayout_swift)

    // The slider of 1…N thumbs: `Slider/`.

    /// A multi-thumb slider's configuration: a slider configuration and what any number of thumbs adds.
    public static let multiSliderConfiguration = KernelFile(
        path: "Slider/MultiSliderConfiguration.swift", bytes: PackageResources.MultiSliderConfiguration_swift)

    /// A drag of a multi-thumb slider's thumb, with the jump of a tap on the track.
    public static let multiSliderDrag = KernelFile(path: "Slider/MultiSliderDrag.swift", bytes: PackageResources.MultiSliderDrag_swift)

    /// A multi-thumb slider's SwiftUI input: drags, keys, the Crown, VoiceOver, the binding, animation.
    public static let multiSliderInteraction = KernelFile(
        path: "Slider/MultiSliderInteraction.swift", bytes: PackageResources.MultiSliderInteraction_swift)

    /// A multi-thumb slider's layout in either orientation: positions, fill, ticks, labels, touches.
    public static let multiSliderLayout = KernelFile(path: "Slider/MultiSliderLayout.swift", bytes: PackageResources.MultiSliderLayout_swift)

    /// A multi-thumb slider's values: a slider model with snap values.
    public static let multiSliderModel = KernelFile(path: "Slider/MultiSliderModel.swift", bytes: PackageResources.MultiSliderModel_swift)

    /// The values a slider's selection feedback marks, and when a move crosses one.
    public static let sliderDetents = KernelFile(path: "Slider/SliderDetents.swift", bytes: PackageResources.SliderDetents_swift)

    /// Which part of a slider's track is filled.
    public static let sliderFill = KernelFile(path: "Slider/SliderFill.swift", bytes: PackageResources.SliderFill_swift)

    /// The direction a slider's track runs in.
    public static let sliderOrientation = KernelFile(path: "Slider/SliderOrientation.swift", bytes: PackageResources.SliderOrientation_swift)

    /// A slider's tick marks and the values they mark.
    public static let sliderTickMarks = KernelFile(path: "Slider/SliderTickMarks.swift", bytes: PackageResources.SliderTickMarks_swift)

    /// A slider's value labels.
    public static let sliderValueLabels = KernelFile(path: "Slider/SliderValueLabels.swift", bytes: PackageResources.SliderValueLabels_swift)

    /// A slider's animated value change.
    public static let sliderValueTransition = KernelFile(path: "Slider/SliderValueTransition.swift", bytes: PackageResources.SliderValueTransition_swift)

    // The toggle: `Toggle/`.

    /// The axis a toggle's thumb travels along, and the symmetric travel.
    public static let toggleAxis = KernelFile(path: "Toggle/ToggleAxis.swift", bytes: PackageResources.ToggleAxis_swift)

    /// A toggle's configuration: its parts, thumb, travel and animations.
    public static let toggleConfiguration = KernelFile(path: "Toggle/ToggleConfiguration.swift", bytes: PackageResources.ToggleConfiguration_swift)

    /// What a toggle view that draws its parts does with input.
    public static let toggleInput = KernelFile(path: "Toggle/ToggleInput.swift", bytes: PackageResources.ToggleInput_swift)

    /// A toggle's value: on or off, set by code, touch or VoiceOver.
    public static let toggleModel = KernelFile(path: "Toggle/ToggleModel.swift", bytes: PackageResources.ToggleModel_swift)

    /// A touch on a toggle: tap or drag, decided by position.
    public static let toggleTouch = KernelFile(path: "Toggle/ToggleTouch.swift", bytes: PackageResources.ToggleTouch_swift)

    // What the UIKit controls share, in `#if canImport(UIKit) && !os(watchOS)`: `UIKit/`.

    /// The target of a control's display link, which holds the control weakly.
    public static let displayLinkTarget = KernelFile(path: "UIKit/DisplayLinkTarget.swift", bytes: PackageResources.DisplayLinkTarget_swift)

    /// A SwiftUI wrapper's coordinator, which writes its UIKit control's values to the binding.
    public static let uikitBindingCoordinator = KernelFile(
        path: "UIKit/UIKitBindingCoordinator.swift", bytes: PackageResources.UIKitBindingCoordinator_swift)

    /// How a UIKit control follows the colour appearance: its colours resolved again when traits change.
    public static let uikitColorAppearance = KernelFile(path: "UIKit/UIKitColorAppearance.swift", bytes: PackageResources.UIKitColorAppearance_swift)

    /// How a UIKit control shows it is disabled: VoiceOver's `.notEnabled` trait, and dimming.
    public static let uikitEnabledLook = KernelFile(path: "UIKit/UIKitEnabledLook.swift", bytes: PackageResources.UIKitEnabledLook_swift)

    /// A UIKit control's haptic: its feedback generator, made when first used, where UIKit has them.
    public static let uikitHaptic = KernelFile(path: "UIKit/UIKitHaptic.swift", bytes: PackageResources.UIKitHaptic_swift)

    /// How a UIKit control built from parts plays a part timeline, one view per part.
    public static let uikitPartPlayback = KernelFile(path: "UIKit/UIKitPartPlayback.swift", bytes: PackageResources.UIKitPartPlayback_swift)

    /// How a UIKit button built from parts goes through its touch states and plays their animations.
    public static let uikitTouchStates = KernelFile(path: "UIKit/UIKitTouchStates.swift", bytes: PackageResources.UIKitTouchStates_swift)

    /// The system's Reduce Motion setting as a UIKit control follows it: playback, cross-fade, observation.
    public static let uikitReduceMotion = KernelFile(path: "UIKit/UIKitReduceMotion.swift", bytes: PackageResources.UIKitReduceMotion_swift)

    /// A thumb of a UIKit control as VoiceOver sees it: an adjustable accessibility element.
    public static let uikitThumbElement = KernelFile(path: "UIKit/UIKitThumbElement.swift", bytes: PackageResources.UIKitThumbElement_swift)

    /// A UIKit slider's value labels: drawn in the Dynamic Type size, redrawn when it changes.
    public static let uikitValueLabels = KernelFile(path: "UIKit/UIKitValueLabels.swift", bytes: PackageResources.UIKitValueLabels_swift)

    /// A UIKit control's animated value change, drawn frame by frame on a display link.
    public static let uikitValueAnimation = KernelFile(path: "UIKit/UIKitValueAnimation.swift", bytes: PackageResources.UIKitValueAnimation_swift)

    // What the native SwiftUI views share, in `#if canImport(SwiftUI)`: `SwiftUI/`.

    /// SwiftUI's keys, move commands and adjustments as the kernel's input takes them.
    public static let swiftUIInput = KernelFile(path: "SwiftUI/SwiftUIInput.swift", bytes: PackageResources.SwiftUIInput_swift)

    /// How a native SwiftUI view built from parts draws them into a `Canvas`, and a cross-fade of two looks.
    public static let swiftUIPartDrawing = KernelFile(path: "SwiftUI/SwiftUIPartDrawing.swift", bytes: PackageResources.SwiftUIPartDrawing_swift)

    /// A native view's scroll wheel on macOS: an AppKit event monitor while the pointer is over the view.
    public static let swiftUIScrollWheel = KernelFile(path: "SwiftUI/SwiftUIScrollWheel.swift", bytes: PackageResources.SwiftUIScrollWheel_swift)

    /// The drawing of a native view's values that shows an outside change along its update's animation, or as Reduce Motion says.
    public static let swiftUIValueAnimation = KernelFile(path: "SwiftUI/SwiftUIValueAnimation.swift", bytes: PackageResources.SwiftUIValueAnimation_swift)

    /// Every kernel file, in path order.
    public static let all: [KernelFile] = [
        controlInput, controlLook, hapticStyle, outsideChange, rangeLimits, reduceMotion, scrollSharing, spokenNumber, springMotion, timingCurve,
        partDefinition, partDrawing, partKeyTrack, partLayout, partLayoutDirection, partOutline, partPlayback, partPose, partPosition,
        partProperty, partTimeline, touchStateMachine,
        buttonConfiguration, buttonInput,
        circularConfiguration, circularLayout, circularSliderModel, circularSliderViewState, circularTrack,
        rotaryAngles, rotaryAnimation, rotaryConfiguration, rotaryEvents, rotaryLayout, rotaryModel,
        rotaryValueRange, rotaryViewState,
        sliderConfiguration, sliderDrag, sliderEvents, sliderInteraction, sliderModel, sliderThumbElement, sliderTrackLayout,
        multiSliderConfiguration, multiSliderDrag, multiSliderInteraction, multiSliderLayout, multiSliderModel, sliderDetents, sliderFill,
        sliderOrientation, sliderTickMarks, sliderValueLabels, sliderValueTransition,
        toggleAxis, toggleConfiguration, toggleInput, toggleModel, toggleTouch,
        displayLinkTarget, uikitBindingCoordinator, uikitColorAppearance, uikitEnabledLook, uikitHaptic, uikitPartPlayback, uikitReduceMotion,
        uikitThumbElement, uikitTouchStates, uikitValueAnimation, uikitValueLabels,
        swiftUIInput, swiftUIPartDrawing, swiftUIScrollWheel, swiftUIValueAnimation,
    ].sorted { $0.path < $1.path }
}
