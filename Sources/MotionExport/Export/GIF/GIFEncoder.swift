import FoundationEssentials
import GIFCodec
import MotionKit

/// The second pass of a GIF export as a frame sink: each drawn frame coded as it arrives
/// (`GIFFrameCoder`) and written into a `PartialOutput`, moved into place by `finish` alone, so a
/// failed or interrupted encode never replaces the user's file.
package final class GIFEncoder: FrameSink {
    package typealias Frame = RasterImage
    package let prepare: @Sendable (RasterImage) throws -> RasterImage = { $0 }

    package let size: PixelSize
    package let options: GIFOptions
    /// Frames stored in the file so far.
    package private(set) var storedFrames = 0

    private let partial: PartialOutput
    private let delays: @Sendable (Int) -> Int
    private var file: PartialFileOutput
    private var coder: GIFFrameCoder
    private var isOpen = true

    /// Starts the file in `partial` (header, colour table, loop and comment blocks). `delays`
    /// gives each frame's hundredths of a second.
    package init(size: PixelSize, palette: GIFPalette, options: GIFOptions, partial: PartialOutput,
                delays: @escaping @Sendable (Int) -> Int) throws {
        coder = try GIFFrameCoder(width: size.width, height: size.height, palette: palette, loopCount: options.loopCount)
        self.size = size
        self.options = options
        self.partial = partial
        self.delays = delays
        file = try PartialFileOutput(url: partial.file, destination: partial.destination)
        try file.write(coder.header(loopCount: options.loopCount, comment: options.comment))
    }

    deinit {
        if isOpen { abandon() }
    }

    package var palette: GIFPalette { coder.palette }

    /// What a GIF's 16-bit fields can hold: each side, and the loop count.
    static func check(size: PixelSize, options: GIFOptions) throws(GIFError) {
        try GIFFrameCoder.check(width: size.width, height: size.height, loopCount: options.loopCount)
    }

    package func write(_ frame: RasterImage, index: Int) throws {
        guard frame.width == size.width, frame.height == size.height else {
            throw GIFError.frameSize(index: index, width: frame.width, height: frame.height,
                                     expectedWidth: size.width, expectedHeight: size.height)
        }
        let bytes = frame.pixels.withUnsafeBytes { coder.code($0.bindMemory(to: UInt32.self), delay: delays(index)) }
        try file.write(bytes)
        storedFrames += 1
    }

    /// The next frame when only `region` of it can differ from the one before (`words` are that
    /// region's pixels, row by row); the first frame must be whole.
    func write(_ words: [UInt32], region: GIFRectangle, index: Int) throws {
        let bytes = words.withUnsafeBufferPointer { coder.code($0, region: region, delay: delays(index)) }
        try file.write(bytes)
        storedFrames += 1
    }

    package func finish() throws {
        guard isOpen else { return }
        do {
            try file.write(GIFFrameCoder.trailer)
            try file.close()
            isOpen = false
            try partial.commit()
        } catch {
            abandon()
            throw error
        }
    }

    package func abandon() {
        isOpen = false
        file.closeQuietly()
        partial.discard()
    }
}
