import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// `PartDrawing`: the flat drawing list a SwiftUI `Canvas` draws parts with places every part
/// where the layout's nesting puts it (the corners of each part's shape land on the corners of
/// `frameInControl`), multiplies opacities down the tree and clips to the clipping ancestors.
@Suite struct PartDrawingTests {
    static func corners(_ rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    static func bounding(_ points: [CGPoint]) -> CGRect {
        let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test(arguments: ["FastCartButton", "EveryPartButton", "StampButton", "SparkleButton"])
    func partsLandWhereTheLayoutPutsThem(name: String) {
        let button = ButtonFixture(name)
        let configuration = button.configuration
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = configuration.layout(size: CGSize(width: configuration.size.width + 10, height: configuration.size.height), direction: direction)
            var poseSets = [layout.rest]
            for state in configuration.states { if let animation = state.animation { poseSets.append(animation.targetPoses(from: layout.rest, layout: layout)) } }
            let clips = button.button.flatParts.map(\.part.clipsChildren)
            for poses in poseSets {
                let drawings = PartDrawing.drawings(of: poses, layout: layout, clipsChildren: clips)
                #expect(drawings.count == poses.count)
                for drawing in drawings where !isLine(configuration.parts[drawing.part]) {
                    let placed = Self.bounding(Self.corners(drawing.rect).map(drawing.transform.applied))
                    #expect(Self.close(placed, layout.frameInControl(of: drawing.part, poses: poses)), "\(name) part \(drawing.part)")
                    var opacity = poses[drawing.part].alpha
                    var ancestor = configuration.parts[drawing.part].parent
                    var clipCount = 0
                    while let index = ancestor {
                        opacity *= poses[index].alpha
                        if clips[index] { clipCount += 1 }
                        ancestor = configuration.parts[index].parent
                    }
                    #expect(abs(drawing.opacity - opacity) < 1e-12 && drawing.clips.count == clipCount)
                }
            }
        }
    }

    func isLine(_ part: PartDefinition) -> Bool {
        if case .line = part.outline { return true }
        return false
    }

    /// FastCartButton's white lines are clipped to the circle, whose clip is its own shape.
    @Test func clipsAreTheClippingParentsShape() throws {
        let button = ButtonFixture("FastCartButton")
        let layout = button.layout()
        let drawings = PartDrawing.drawings(of: layout.rest, layout: layout, clipsChildren: button.button.flatParts.map(\.part.clipsChildren))
        let circle = drawings[button.part("circle")], line = drawings[button.part("whiteLine1")]
        let clip = try #require(line.clips.first)
        #expect(line.clips.count == 1 && clip.transform == circle.transform && clip.rect == circle.rect && clip.cornerRadius == 26)
        #expect(drawings[button.part("pinkLine1")].clips.isEmpty && drawings[button.part("pinkLine1")].opacity == 0.6)
    }

    /// An image is fitted whole into its part, centred, keeping its aspect ratio.
    @Test func aspectFit() {
        let drawing = PartDrawing(part: 0, transform: .identity, rect: CGRect(x: -18, y: -10, width: 36, height: 20), cornerRadius: 0, opacity: 1, clips: [])
        #expect(drawing.aspectFit(imageSize: CGSize(width: 100, height: 100)) == CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(drawing.aspectFit(imageSize: CGSize(width: 72, height: 10)) == CGRect(x: -18, y: -2.5, width: 36, height: 5))
        #expect(drawing.aspectFit(imageSize: .zero) == drawing.rect)
        let turn = PartTransform.placing(PartPose(frame: CGRect(x: 0, y: 0, width: 4, height: 2), horizontalAnchor: 0.5, verticalAnchor: 0.5,
                                                  x: 1, rotation: .pi / 2, scale: 2, alpha: 1))
        let moved = turn.applied(to: CGPoint(x: 1, y: 0))
        #expect(abs(Double(moved.x) - 3) < 1e-12 && abs(Double(moved.y) - 3) < 1e-12, "scaled, turned a quarter, moved to the centre (3, 1)")
    }
}
