import Foundation
import MotionKit

/// A loop drawn as `render` draws it: every frame at 60 frames a second, in order, through a
/// `FrameSequence` (only what moved since the frame before is drawn again). Each frame is also
/// drawn alone right after it, so both figures see the same moment of this machine's load.
enum InOrderFrames {
    static let framesPerSecond = 60.0

    struct Figures {
        /// Seconds per frame drawn in order, and the same frames drawn alone.
        var inOrder: [Double] = [], alone: [Double] = []
        /// Frames whose bytes differ between the two ways (only counted when asked to compare).
        var differing = 0
    }

    static func measure(_ renderer: FrameRenderer, duration: Double, size: PixelSize, passes: Int = 2,
                        compare: Bool = false) throws -> Figures {
        let times = (0..<Int(duration * framesPerSecond)).map { Double($0) / framesPerSecond }
        var figures = Figures()
        for _ in 0..<passes {
            let sequence = FrameSequence(renderer: renderer, size: size)
            for t in times {
                var inOrder: RasterImage?, alone: RasterImage?
                figures.inOrder.append(try Measure.seconds { inOrder = try sequence.raster(at: t) })
                figures.alone.append(try Measure.seconds { alone = try renderer.raster(at: t, size: size) })
                if compare, inOrder != alone { figures.differing += 1 }
            }
        }
        return figures
    }
}
