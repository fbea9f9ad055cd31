// Interface stub of Apple's SwiftUI: on macOS SwiftUI re-exports AppKit, so a file that imports SwiftUI
// sees AppKit's types. Compiled into the SwiftUI module together with ../SwiftUI on the macOS
// configuration only. Declarations only; never shipped. See ../README.md.

@_exported import AppKit
