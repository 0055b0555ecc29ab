import GIFCodec
import MotionKit

/// The first of a GIF's two passes as a frame sink: every frame drawn is counted
/// (`GIFColorCounts`), so the palette fits the whole clip.
package struct GIFColorStatistics: FrameSink {
    package typealias Frame = RasterImage
    package let prepare: @Sendable (RasterImage) throws -> RasterImage = { $0 }

    package private(set) var counts = GIFColorCounts()

    package init() {}

    package mutating func add(_ frame: RasterImage) {
        frame.pixels.withUnsafeBytes { counts.add($0.bindMemory(to: UInt32.self)) }
    }

    package mutating func write(_ frame: RasterImage, index: Int) throws { add(frame) }
    package mutating func finish() throws {}
    package mutating func abandon() {}
}
