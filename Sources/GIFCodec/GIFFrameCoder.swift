import FoundationEssentials
import Glibc

/// A GIF's bytes from its frames, one frame at a time: the header first, then each frame mapped
/// to the palette and coded, then the trailer. Only this frame and the one before (as indices)
/// are held.
///
/// After the first frame only the rectangle that changed is stored, and inside it the pixels
/// that did not change are the transparent index over the kept frame below (disposal "do not
/// dispose"), which LZW packs into long runs. Measured with the release tool: the Opera Game per
/// position is 211 kB with that transparency and 474 kB with the rectangle's pixels stored as
/// they are; 6 s of coins at 720 x 560, 1.1 MB against 1.5 MB.
///
/// Frames are cairo ARGB32 words drawn over the palette's opaque background; their colour
/// channels are read as they are.
package struct GIFFrameCoder {
    package let width: Int
    package let height: Int
    package let palette: GIFPalette

    private var map: GIFColorMap
    private var lzw = GIFLZW()
    /// The picture as shown after the frames coded so far, one palette index a pixel.
    private var canvas: [UInt8]
    /// The region being coded, mapped to the palette.
    private var patch: [UInt8] = []
    private var rectangle: [UInt8] = []
    private var coded = 0

    package init(width: Int, height: Int, palette: GIFPalette, loopCount: Int?) throws(GIFError) {
        try Self.check(width: width, height: height, loopCount: loopCount)
        self.width = width
        self.height = height
        self.palette = palette
        map = GIFColorMap(palette: palette)
        canvas = [UInt8](repeating: 0, count: width * height)
    }

    /// What a GIF's 16-bit fields hold (`GIFBlocks.fieldValues`), for the options that set
    /// them outside this module: a side's pixels, a loop count (0 is forever).
    package static let fieldValues = GIFBlocks.fieldValues

    /// Each side and the loop count within what the format's fields hold.
    package static func check(width: Int, height: Int, loopCount: Int?) throws(GIFError) {
        guard width <= GIFBlocks.fieldValues.upperBound, height <= GIFBlocks.fieldValues.upperBound else { throw .tooLarge(width: width, height: height) }
        if let loops = loopCount, !GIFBlocks.fieldValues.contains(loops) { throw .loopCountOutOfRange(loops) }
    }

    /// Signature, screen, colour table, the loop block when the GIF repeats, and the comment.
    package func header(loopCount: Int?, comment: String?) -> [UInt8] {
        GIFBlocks.header(width: width, height: height, palette: palette, loopCount: loopCount, comment: comment)
    }

    /// The next frame, whole: its graphic control block, image descriptor and data, held `delay`
    /// hundredths.
    package mutating func code(_ pixels: UnsafeBufferPointer<UInt32>, delay: Int) -> [UInt8] {
        code(pixels, region: GIFRectangle(x: 0, y: 0, width: width, height: height), delay: delay)
    }

    /// The next frame when only `region` of it can differ from the frame before: `pixels` are
    /// that region's words, row by row. The first frame must be whole. A caller that knows where
    /// its frames change (a game shown position by position) maps and compares only there.
    package mutating func code(_ pixels: UnsafeBufferPointer<UInt32>, region: GIFRectangle, delay: Int) -> [UInt8] {
        let whole = GIFRectangle(x: 0, y: 0, width: width, height: height)
        let first = coded == 0
        assert(region.x >= 0 && region.y >= 0 && region.x + region.width <= width && region.y + region.height <= height
               && pixels.count == region.width * region.height && (!first || region == whole), "a region inside the screen")
        if patch.count < region.width * region.height {
            patch = [UInt8](repeating: 0, count: region.width * region.height)
        }
        patch.withUnsafeMutableBufferPointer { map.map(pixels, into: $0) }
        let changed = first ? whole : changedRectangle(in: region)
        // A frame like the one before still takes its place (one transparent pixel, about 25
        // bytes), so the file has one frame per frame of the clip.
        var bytes = GIFBlocks.graphicControl(delay: delay, transparentIndex: first ? nil : palette.transparentIndex)
        bytes += encode(changed ?? GIFRectangle(x: 0, y: 0, width: 1, height: 1), of: region, transparent: !first,
                        nothingChanged: changed == nil)
        store(region)
        coded += 1
        return bytes
    }

    /// The byte that ends a GIF.
    package static let trailer: [UInt8] = [0x3B]

    /// The bounding box of the region's pixels whose index differs from the canvas; nil if none.
    private func changedRectangle(in region: GIFRectangle) -> GIFRectangle? {
        let width = width, w = region.width
        return patch.withUnsafeBufferPointer { now in
            canvas.withUnsafeBufferPointer { before in
                func rowDiffers(_ row: Int) -> Bool {
                    let mine: UnsafePointer<UInt8> = now.baseAddress! + row * w
                    let theirs: UnsafePointer<UInt8> = before.baseAddress! + (region.y + row) * width + region.x
                    return memcmp(mine, theirs, w) != 0
                }
                guard let top = (0..<region.height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<region.height).last(where: rowDiffers) ?? top
                var left = w, right = -1
                for row in top...bottom {
                    let mine = row * w, theirs = (region.y + row) * width + region.x
                    var x = 0
                    while x < left, now[mine + x] == before[theirs + x] { x += 1 }
                    if x < left { left = x }
                    var end = w - 1
                    while end > right, now[mine + end] == before[theirs + end] { end -= 1 }
                    if end > right { right = end }
                }
                return GIFRectangle(x: region.x + left, y: region.y + top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// An image descriptor and the LZW data for `area` (inside `region`, whose indices are in
    /// `patch`); with `transparent`, pixels equal to the canvas's become the transparent index.
    private mutating func encode(_ area: GIFRectangle, of region: GIFRectangle, transparent: Bool,
                                 nothingChanged: Bool) -> [UInt8] {
        let width = width
        let clear = palette.transparentIndex
        // Taken out and put back, so the buffer is reused without a copy.
        var rectangle: [UInt8] = []
        swap(&rectangle, &self.rectangle)
        rectangle.removeAll(keepingCapacity: true)
        rectangle.reserveCapacity(area.width * area.height)
        if nothingChanged {
            rectangle.append(clear)
        } else {
            patch.withUnsafeBufferPointer { now in
                canvas.withUnsafeBufferPointer { before in
                    for y in area.y..<(area.y + area.height) {
                        let mine = (y - region.y) * region.width - region.x, theirs = y * width
                        for x in area.x..<(area.x + area.width) {
                            let value = now[mine + x]
                            rectangle.append(transparent && value == before[theirs + x] ? clear : value)
                        }
                    }
                }
            }
        }
        var bytes = GIFBlocks.imageDescriptor(area)
        rectangle.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: max(2, palette.tableBits), into: &bytes) }
        self.rectangle = rectangle
        return bytes
    }

    /// The region's indices become the canvas's.
    private mutating func store(_ region: GIFRectangle) {
        let width = width
        patch.withUnsafeBufferPointer { now in
            canvas.withUnsafeMutableBufferPointer { canvas in
                for row in 0..<region.height {
                    memcpy(canvas.baseAddress! + (region.y + row) * width + region.x, now.baseAddress! + row * region.width,
                           region.width)
                }
            }
        }
    }
}

/// A rectangle of a GIF's screen, in pixels.
package struct GIFRectangle: Equatable, Sendable {
    package var x, y, width, height: Int

    var area: Int { width * height }

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
