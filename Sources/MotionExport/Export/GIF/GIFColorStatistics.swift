import GIFCodec
import MotionKit

/// The first of a GIF's two passes as a frame sink: every frame drawn is counted
/// (`GIFColorCounts`), so the palette fits the whole clip.
public struct GIFColorStatistics: FrameSink {
    public typealias Frame = RasterImage
    public let prepare: @Sendable (RasterImage) throws -> RasterImage = { $0 }

    package private(set) var counts = GIFColorCounts()

    public init() {}

    public mutating func add(_ frame: RasterImage) {
        frame.pixels.withUnsafeBytes { counts.add($0.bindMemory(to: UInt32.self)) }
    }

    public mutating func write(_ frame: RasterImage, index: Int) throws { add(frame) }
    public mutating func finish() throws {}
    public mutating func abandon() {}
}
