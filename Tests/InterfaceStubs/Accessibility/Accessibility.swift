// Interface stub of Apple's Accessibility framework: the announcement notification that generated
// SwiftUI views post. A module of its own, as on Apple's platforms (iOS, macOS, tvOS, watchOS,
// visionOS); the SwiftUI stub does not re-export it, so generated code imports it. Declarations only;
// never shipped. Every declaration records its developer.apple.com page and Apple's declaration; see
// ../README.md.

@_exported import Foundation

/// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification
/// Declaration: enum AccessibilityNotification
public enum AccessibilityNotification {
    /// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    /// Declaration: struct Announcement
    public struct Announcement {
        /// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
        /// Declaration: init(_ announcement: String)
        public init(_ announcement: String) {}
        /// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
        /// Declaration: func post()
        public func post() {}
    }
}
