// Interface stub of Apple's UIKit on watchOS, built as the UIKit module of the watchOS
// configuration. watchOS ships UIKit (so `canImport(UIKit)` is true there) but without `UIView`,
// `UIControl`, `UIBezierPath`, the feedback generators or Core Animation, which the ../UIKit stubs are
// made of; generated code uses none of what remains (colours, images, fonts), so this stub declares
// nothing and only re-exports what Apple's UIKit re-exports on watchOS. Never shipped; see ../README.md.

@_exported import Foundation
@_exported import CoreGraphics
