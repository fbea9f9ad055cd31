/// The templates compiled into controlspec, by name (file name without `.mustache`).
///
/// Each template is embedded in the binary with SwiftPM's `embedInCode`, so a `controlspec`
/// binary copied alone to another folder still has them. Written by `scripts/update-generated`
/// from the files in `Templates/`; do not edit by hand.
public enum BundledTemplates {
    /// Every bundled template's text by name, in name order.
    public static let all: [(name: String, text: String)] = [
        ("bundled-image.swift", text(PackageResources.bundled_image_swift_mustache)),
        ("button-configuration.swift", text(PackageResources.button_configuration_swift_mustache)),
        ("button-swiftui.swift", text(PackageResources.button_swiftui_swift_mustache)),
        ("button-uikit.swift", text(PackageResources.button_uikit_swift_mustache)),
        ("button-view.swift", text(PackageResources.button_view_swift_mustache)),
        ("button.swift", text(PackageResources.button_swift_mustache)),
        ("circularSlider-configuration.swift", text(PackageResources.circularSlider_configuration_swift_mustache)),
        ("circularSlider-control.swift", text(PackageResources.circularSlider_control_swift_mustache)),
        ("circularSlider-swiftui.swift", text(PackageResources.circularSlider_swiftui_swift_mustache)),
        ("circularSlider-view.swift", text(PackageResources.circularSlider_view_swift_mustache)),
        ("circularSlider.swift", text(PackageResources.circularSlider_swift_mustache)),
        ("color-appearance.swift", text(PackageResources.color_appearance_swift_mustache)),
        ("control-initializers.swift", text(PackageResources.control_initializers_swift_mustache)),
        ("header.swift", text(PackageResources.header_swift_mustache)),
        ("imports.swift", text(PackageResources.imports_swift_mustache)),
        ("knob-configuration.swift", text(PackageResources.knob_configuration_swift_mustache)),
        ("knob-control.swift", text(PackageResources.knob_control_swift_mustache)),
        ("knob-swiftui.swift", text(PackageResources.knob_swiftui_swift_mustache)),
        ("knob-view.swift", text(PackageResources.knob_view_swift_mustache)),
        ("knob.swift", text(PackageResources.knob_swift_mustache)),
        ("part-colors.swift", text(PackageResources.part_colors_swift_mustache)),
        ("part-configuration.swift", text(PackageResources.part_configuration_swift_mustache)),
        ("part-control-init.swift", text(PackageResources.part_control_init_swift_mustache)),
        ("part-poses.swift", text(PackageResources.part_poses_swift_mustache)),
        ("part-recolouring.swift", text(PackageResources.part_recolouring_swift_mustache)),
        ("part-timeline.swift", text(PackageResources.part_timeline_swift_mustache)),
        ("part-view-drawing.swift", text(PackageResources.part_view_drawing_swift_mustache)),
        ("part-views.swift", text(PackageResources.part_views_swift_mustache)),
        ("rangeSlider-accessibility.swift", text(PackageResources.rangeSlider_accessibility_swift_mustache)),
        ("rangeSlider-configuration.swift", text(PackageResources.rangeSlider_configuration_swift_mustache)),
        ("rangeSlider-control.swift", text(PackageResources.rangeSlider_control_swift_mustache)),
        ("rangeSlider-drawing.swift", text(PackageResources.rangeSlider_drawing_swift_mustache)),
        ("rangeSlider-swiftui.swift", text(PackageResources.rangeSlider_swiftui_swift_mustache)),
        ("rangeSlider-view.swift", text(PackageResources.rangeSlider_view_swift_mustache)),
        ("rangeSlider.swift", text(PackageResources.rangeSlider_swift_mustache)),
        ("rotary-current-colors.swift", text(PackageResources.rotary_current_colors_swift_mustache)),
        ("rotary-events.swift", text(PackageResources.rotary_events_swift_mustache)),
        ("rotary-state-changes.swift", text(PackageResources.rotary_state_changes_swift_mustache)),
        ("slider-accessibility.swift", text(PackageResources.slider_accessibility_swift_mustache)),
        ("slider-configuration.swift", text(PackageResources.slider_configuration_swift_mustache)),
        ("slider-control.swift", text(PackageResources.slider_control_swift_mustache)),
        ("slider-coordinator.swift", text(PackageResources.slider_coordinator_swift_mustache)),
        ("slider-drawing.swift", text(PackageResources.slider_drawing_swift_mustache)),
        ("slider-state-colors.swift", text(PackageResources.slider_state_colors_swift_mustache)),
        ("slider-swiftui.swift", text(PackageResources.slider_swiftui_swift_mustache)),
        ("slider-thumb-drawing.swift", text(PackageResources.slider_thumb_drawing_swift_mustache)),
        ("slider-track-appearance.swift", text(PackageResources.slider_track_appearance_swift_mustache)),
        ("slider-track-notify.swift", text(PackageResources.slider_track_notify_swift_mustache)),
        ("slider-track-opening.swift", text(PackageResources.slider_track_opening_swift_mustache)),
        ("slider-track-resizing.swift", text(PackageResources.slider_track_resizing_swift_mustache)),
        ("slider-track-tracking.swift", text(PackageResources.slider_track_tracking_swift_mustache)),
        ("slider-view.swift", text(PackageResources.slider_view_swift_mustache)),
        ("slider.swift", text(PackageResources.slider_swift_mustache)),
        ("thumb-element.swift", text(PackageResources.thumb_element_swift_mustache)),
        ("toggle-swiftui.swift", text(PackageResources.toggle_swiftui_swift_mustache)),
        ("toggle-uikit.swift", text(PackageResources.toggle_uikit_swift_mustache)),
        ("toggle-view.swift", text(PackageResources.toggle_view_swift_mustache)),
        ("toggle.swift", text(PackageResources.toggle_swift_mustache)),
        ("two-value-view.swift", text(PackageResources.two_value_view_swift_mustache)),
        ("value-transition.swift", text(PackageResources.value_transition_swift_mustache)),
        ("value-view.swift", text(PackageResources.value_view_swift_mustache)),
    ]

    /// A template's embedded bytes as text.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
