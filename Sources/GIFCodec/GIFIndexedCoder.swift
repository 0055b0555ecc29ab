import Foundation

/// A GIF's bytes from frames that are already palette indices, for a caller that composes its
/// frames in the palette itself (a game drawn from pre-rendered squares) and so needs no colour
/// mapping: each frame after the first stores only the bounding box of the pixels that differ
/// from the frame shown, with the unchanged pixels inside it transparent.
///
/// One box a frame, never several sub-images: a sub-image needs a delay of its own, and
/// Chromium and Firefox show a frame of 0 or 1 hundredth for 10, so splitting one frame's
/// changes would slow playback.
package struct GIFIndexedCoder {
    package let width: Int
    package let height: Int
    package let palette: GIFPalette

    private var lzw = GIFLZW()
    /// The picture as shown after the frames coded so far.
    private var shown: [UInt8]
    private var coded = 0

    package init(width: Int, height: Int, palette: GIFPalette, loopCount: Int?) throws(GIFError) {
        try GIFFrameCoder.check(width: width, height: height, loopCount: loopCount)
        self.width = width
        self.height = height
        self.palette = palette
        shown = [UInt8](repeating: 0, count: width * height)
    }

    /// The index that means "keep the pixel below"; a frame's indices never use it.
    package var transparentIndex: UInt8 { palette.transparentIndex }

    /// Signature, screen, colour table, the loop block when the GIF repeats, and the comment.
    package func header(loopCount: Int?, comment: String?) -> [UInt8] {
        GIFBlocks.header(width: width, height: height, palette: palette, loopCount: loopCount, comment: comment)
    }

    /// The next frame (`width * height` indices, row by row), held `delay` hundredths: whole if
    /// it is the first, else the box of its changes. A frame equal to the one before still takes
    /// its place, as one transparent pixel.
    package mutating func code(_ frame: UnsafeBufferPointer<UInt8>, delay: Int) -> [UInt8] {
        precondition(frame.count == width * height, "a whole frame of indices")
        let first = coded == 0
        let box = first ? GIFRectangle(x: 0, y: 0, width: width, height: height) : changedBox(frame)
        var bytes = GIFBlocks.graphicControl(delay: delay, transparentIndex: first ? nil : transparentIndex)
        bytes += encode(box ?? GIFRectangle(x: 0, y: 0, width: 1, height: 1), of: frame, transparent: !first, nothing: box == nil)
        if let box {
            shown.withUnsafeMutableBufferPointer { shown in
                for y in box.y..<(box.y + box.height) {
                    memcpy(shown.baseAddress! + y * width + box.x, frame.baseAddress! + y * width + box.x, box.width)
                }
            }
        }
        coded += 1
        return bytes
    }

    /// The byte that ends a GIF.
    package static var trailer: [UInt8] { GIFFrameCoder.trailer }

    private func changedBox(_ frame: UnsafeBufferPointer<UInt8>) -> GIFRectangle? {
        let width = width
        return shown.withUnsafeBufferPointer { before in
            func rowDiffers(_ y: Int) -> Bool { memcmp(frame.baseAddress! + y * width, before.baseAddress! + y * width, width) != 0 }
            guard let top = (0..<height).first(where: rowDiffers) else { return nil }
            let bottom = (top..<height).last(where: rowDiffers) ?? top
            var left = width, right = -1
            // An unchanged row (most of a box that spans both bars) is skipped by one memcmp
            // instead of being walked from both ends.
            for y in top...bottom where rowDiffers(y) {
                let row = y * width
                var x = 0
                while x < left, frame[row + x] == before[row + x] { x += 1 }
                left = min(left, x)
                var end = width - 1
                while end > right, frame[row + end] == before[row + end] { end -= 1 }
                right = max(right, end)
            }
            return GIFRectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
    }

    private mutating func encode(_ box: GIFRectangle, of frame: UnsafeBufferPointer<UInt8>, transparent: Bool,
                                 nothing: Bool) -> [UInt8] {
        let width = width, clear = transparentIndex
        let rectangle = nothing ? [clear] : [UInt8](unsafeUninitializedCapacity: box.width * box.height) { out, count in
            shown.withUnsafeBufferPointer { before in
                // Whole rows through raw pointers, a select per pixel: loops the compiler vectorizes.
                let out = out.baseAddress!
                for y in 0..<box.height {
                    let start = (box.y + y) * width + box.x
                    let source = frame.baseAddress! + start, shown = before.baseAddress! + start, target = out + y * box.width
                    if transparent {
                        for x in 0..<box.width {
                            let value = source[x]
                            target[x] = value == shown[x] ? clear : value
                        }
                    } else {
                        target.update(from: source, count: box.width)
                    }
                }
            }
            count = box.width * box.height
        }
        var bytes = GIFBlocks.imageDescriptor(box)
        rectangle.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: max(2, palette.tableBits), runsOf: transparent ? clear : nil, into: &bytes) }
        return bytes
    }
}
