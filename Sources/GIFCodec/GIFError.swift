/// Why a GIF could not be made, with the numbers involved.
package enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GIF stores each side in 16 bits.
    case tooLarge(width: Int, height: Int)
    /// A drawn frame is not the size the file was started with.
    case frameSize(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    case delaysDoNotMatch(frames: Int, delays: Int)
    case delayOutOfRange(Int)
    /// A loop count past what the NETSCAPE2.0 extension's 16 bits hold.
    case loopCountOutOfRange(Int)

    package var description: String {
        switch self {
        case let .tooLarge(width, height):
            "a GIF is at most \(GIFBlocks.fieldValues.upperBound) pixels a side; \(width)x\(height) is too large"
        case let .frameSize(index, width, height, expectedWidth, expectedHeight):
            "frame \(index) is \(width)x\(height), the GIF is \(expectedWidth)x\(expectedHeight)"
        case let .delaysDoNotMatch(frames, delays):
            "a GIF of \(frames) frames needs as many delays, not \(delays)" + (frames == 0 ? " (and at least one frame)" : "")
        case .delayOutOfRange(let delay):
            "a GIF frame's delay is 1 to \(GIFDelay.stored.upperBound) hundredths of a second, not \(delay)"
        case .loopCountOutOfRange(let count):
            "a GIF's loop count is 0 (forever) to \(GIFBlocks.fieldValues.upperBound), not \(count)"
        }
    }
}
