import CGIFLib
import Foundation

/// A GIF as a viewer shows it, decoded by giflib (Debian's libgif-dev), so that the encoder is
/// judged by someone else's reading of the format: the screen, the NETSCAPE2.0 loop count,
/// comments, and each image's delay, rectangle and transparency, composited image by image
/// with each image's disposal applied before the next.
///
/// `images` are every image; `frames` are the pictures a frame ends in. An image whose
/// disposal is "not specified" is a step on the way to the frame after it (see
/// `GIFIndexedCoder`): that frame's delay counts the steps', and `steps` holds them.
public struct DecodedGIF: Sendable {
    public struct Frame: Sendable {
        /// Hundredths of a second; for a frame, with its steps'.
        public var delay: Int
        public var x: Int, y: Int, width: Int, height: Int
        public var transparentIndex: Int?
        /// The whole picture while this frame shows, RGB bytes row by row.
        public var canvas: [UInt8]
        /// The images shown on the way to this frame, in order.
        public var steps: [Frame] = []
        /// 0 (not specified): a step; 1 (do not dispose) and the others end a frame.
        public var disposal: Int = 1
    }

    public var width: Int
    public var height: Int
    /// nil when there is no NETSCAPE2.0 block (the GIF plays once).
    public var loopCount: Int?
    public var comments: [String]
    public var colorTableSize: Int
    public var images: [Frame]
    public var frames: [Frame]

    private static func frames(of images: [Frame]) -> [Frame] {
        var frames: [Frame] = [], steps: [Frame] = []
        for image in images {
            if image.disposal == Int(DISPOSAL_UNSPECIFIED) {
                steps.append(image)
                continue
            }
            var frame = image
            frame.delay += steps.reduce(0) { $0 + $1.delay }
            frame.steps = steps
            frames.append(frame)
            steps = []
        }
        // Steps with no frame after them are shown all the same.
        return frames + steps
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](Data(contentsOf: url)))
    }

    public init(bytes: [UInt8]) throws {
        let file = try GIFLibFile(bytes: bytes)
        defer { file.close() }
        let gif = file.handle.pointee
        width = Int(gif.SWidth)
        height = Int(gif.SHeight)
        colorTableSize = gif.SColorMap.map { Int($0.pointee.ColorCount) } ?? 0
        loopCount = nil
        comments = []
        images = []
        frames = []
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        var disposal = Int32(DISPOSAL_UNSPECIFIED), previous: (x: Int, y: Int, width: Int, height: Int, canvas: [UInt8])?
        for index in 0..<Int(gif.ImageCount) {
            let image = gif.SavedImages[index]
            let blocks = Self.blocks(image.ExtensionBlocks, count: image.ExtensionBlockCount)
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: Int32(NO_TRANSPARENT_COLOR))
            for (position, block) in blocks.enumerated() {
                switch Int32(block.function) {
                case GRAPHICS_EXT_FUNC_CODE:
                    guard block.bytes.count == 4 else { throw Failure(description: "frame \(index): a graphic control block of \(block.bytes.count) bytes") }
                    _ = block.bytes.withUnsafeBufferPointer { DGifExtensionToGCB(4, $0.baseAddress, &control) }
                case APPLICATION_EXT_FUNC_CODE:
                    if block.bytes == Array("NETSCAPE2.0".utf8), position + 1 < blocks.count {
                        let data = blocks[position + 1].bytes
                        if data.count == 3, data[0] == 1 { loopCount = Int(data[1]) | Int(data[2]) << 8 }
                    }
                default: break
                }
            }
            comments += Self.comments(in: blocks)

            // The previous frame's disposal, before this one is drawn.
            if let last = previous {
                switch disposal {
                case Int32(DISPOSE_BACKGROUND): Self.clear(&canvas, width: width, rect: (last.x, last.y, last.width, last.height))
                case Int32(DISPOSE_PREVIOUS): canvas = last.canvas
                default: break
                }
            }
            let description = image.ImageDesc
            let x = Int(description.Left), y = Int(description.Top), w = Int(description.Width), h = Int(description.Height)
            guard x + w <= width, y + h <= height else { throw Failure(description: "frame \(index) lies outside the screen") }
            guard let map = description.ColorMap ?? gif.SColorMap else { throw Failure(description: "frame \(index) has no colour table") }
            let before = canvas
            let transparent = control.TransparentColor == NO_TRANSPARENT_COLOR ? nil : Int(control.TransparentColor)
            for row in 0..<h {
                for column in 0..<w {
                    let pixel = Int(image.RasterBits[row * w + column])
                    if pixel == transparent { continue }
                    guard pixel < Int(map.pointee.ColorCount) else { throw Failure(description: "frame \(index): index \(pixel) is past the colour table") }
                    let color = map.pointee.Colors[pixel]
                    let target = ((y + row) * width + x + column) * 3
                    canvas[target] = color.Red
                    canvas[target + 1] = color.Green
                    canvas[target + 2] = color.Blue
                }
            }
            images.append(Frame(delay: Int(control.DelayTime), x: x, y: y, width: w, height: h, transparentIndex: transparent,
                                canvas: canvas, disposal: Int(control.DisposalMode)))
            disposal = control.DisposalMode
            previous = (x, y, w, h, before)
        }
        comments += Self.comments(in: Self.blocks(gif.ExtensionBlocks, count: gif.ExtensionBlockCount))
        frames = Self.frames(of: images)
    }

    /// The colour at (x, y) while frame `frame` shows.
    public func rgb(frame: Int, x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        Self.rgb(frames[frame], x: x, y: y, width: width)
    }

    /// The colour at (x, y) while `image` shows.
    public static func rgb(_ image: Frame, x: Int, y: Int, width: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 3
        return (Int(image.canvas[i]), Int(image.canvas[i + 1]), Int(image.canvas[i + 2]))
    }

    /// The indices an LZW stream decodes to, as giflib reads it: the stream is wrapped as the
    /// only image (`count` pixels in one row) of a GIF with a 256-colour table.
    public static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += [UInt8(count & 0xFF), UInt8(count >> 8), 1, 0, 0xF7, 0, 0]
        bytes += (0..<256).flatMap { [UInt8($0), UInt8($0), UInt8($0)] }
        bytes += [0x2C, 0, 0, 0, 0, UInt8(count & 0xFF), UInt8(count >> 8), 1, 0, 0, UInt8(minimumCodeSize)]
        var start = 0
        while start < data.count {
            let end = min(start + 255, data.count)
            bytes.append(UInt8(end - start))
            bytes += data[start..<end]
            start = end
        }
        bytes += [0, 0x3B]
        let file = try GIFLibFile(bytes: bytes)
        defer { file.close() }
        let image = file.handle.pointee.SavedImages[0]
        return Array(UnsafeBufferPointer(start: image.RasterBits, count: count))
    }

    private static func blocks(_ start: UnsafeMutablePointer<ExtensionBlock>?, count: Int32) -> [(function: Int, bytes: [UInt8])] {
        guard let start else { return [] }
        return (0..<Int(count)).map { i in
            let block = start[i]
            let bytes = block.Bytes.map { Array(UnsafeBufferPointer(start: $0, count: Int(block.ByteCount))) } ?? []
            return (Int(block.Function), bytes)
        }
    }

    /// A comment is a COMMENT block and the CONTINUE blocks after it (one per sub-block).
    private static func comments(in blocks: [(function: Int, bytes: [UInt8])]) -> [String] {
        var comments: [[UInt8]] = []
        var inComment = false
        for block in blocks {
            if block.function == Int(COMMENT_EXT_FUNC_CODE) {
                comments.append(block.bytes)
                inComment = true
            } else if block.function == Int(CONTINUE_EXT_FUNC_CODE), inComment {
                comments[comments.count - 1] += block.bytes
            } else {
                inComment = false
            }
        }
        return comments.map { String(decoding: $0, as: UTF8.self) }
    }

    private static func clear(_ canvas: inout [UInt8], width: Int, rect: (x: Int, y: Int, width: Int, height: Int)) {
        for row in rect.y..<(rect.y + rect.height) {
            let start = (row * width + rect.x) * 3
            for i in start..<(start + rect.width * 3) { canvas[i] = 0 }
        }
    }
}

/// A giflib decoder over bytes in memory, slurped whole: closed by `close()`.
private struct GIFLibFile {
    let handle: UnsafeMutablePointer<GifFileType>

    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    init(bytes: [UInt8]) throws {
        let source = Unmanaged.passRetained(Source(bytes))
        var error: Int32 = 0
        guard let handle = DGifOpen(source.toOpaque(), { gif, buffer, length in
            guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
            let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
            let count = max(0, min(Int(length), source.bytes.count - source.offset))
            source.bytes.withUnsafeBufferPointer { bytes in
                if count > 0 { buffer.update(from: bytes.baseAddress! + source.offset, count: count) }
            }
            source.offset += count
            return Int32(count)
        }, &error) else {
            source.release()
            throw DecodedGIF.Failure(description: "giflib cannot open it: \(Self.message(error))")
        }
        self.handle = handle
        guard DGifSlurp(handle) == GIF_OK else {
            let code = handle.pointee.Error
            close()
            throw DecodedGIF.Failure(description: "giflib cannot read it: \(Self.message(code))")
        }
    }

    func close() {
        let user = handle.pointee.UserData
        DGifCloseFile(handle, nil)
        if let user { Unmanaged<Source>.fromOpaque(user).release() }
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
