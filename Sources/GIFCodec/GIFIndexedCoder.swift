import FoundationEssentials
import Glibc

/// A GIF's bytes from frames that are already palette indices, for a caller that composes its
/// frames in the palette itself (a game drawn from pre-rendered squares) and so needs no colour
/// mapping: each frame after the first stores only the bounding box of the pixels that differ
/// from the frame shown, with the unchanged pixels inside it transparent.
///
/// A frame whose changes lie far apart may go through a step (see `code(_:delay:via:)`): images
/// of 2 hundredths, taken out of the frame's own delay, so the playback's timing is kept.
/// Chromium and Firefox show a delay of 0 or 1 hundredth as 10, so a step never has one.
package struct GIFIndexedCoder {
    package let width: Int
    package let height: Int
    package let palette: GIFPalette

    private var lzw = GIFLZW()
    /// The picture as shown after the frames coded so far.
    private(set) var shown: [UInt8]
    private var coded = 0

    package init(width: Int, height: Int, palette: GIFPalette, loopCount: Int?) throws(GIFError) {
        try GIFFrameCoder.check(width: width, height: height, loopCount: loopCount)
        self.width = width
        self.height = height
        self.palette = palette
        shown = [UInt8](repeating: 0, count: width * height)
    }

    /// Codes the frames that follow `picture` as if it were the last frame coded: the images
    /// of a run of frames coded apart from the frames before it.
    package mutating func resume(after picture: UnsafeBufferPointer<UInt8>) {
        precondition(picture.count == width * height, "a whole frame of indices")
        shown = Array(picture)
        coded = 1
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
    ///
    /// `step`: a picture the viewer may see on the way to this frame, for `stepDelay`
    /// hundredths taken out of `delay` (the last frame without its highlights, say), and any
    /// part of which may show before the rest. When the frame's changes lie far apart, going
    /// through the step in separate boxes is smaller than one box over both, whose unchanged
    /// middle still costs codes; the step is taken only then.
    ///
    /// `rows`: when the caller knows them, the rows outside which neither the frame nor the step
    /// differs from the picture shown; only these are compared (comparing every row of the
    /// frame, three times with a step, was a sixth of a composed game's time, and the rows
    /// between a move's squares still a tenth of what was left).
    package mutating func code(_ frame: UnsafeBufferPointer<UInt8>, delay: Int, via step: UnsafeBufferPointer<UInt8>? = nil,
                               changesWithin rows: GIFRowBands? = nil) -> [UInt8] {
        precondition(frame.count == width * height, "a whole frame of indices")
        precondition(step.map { $0.count == frame.count } ?? true, "a whole step of indices")
        guard coded > 0 else {
            coded += 1
            return image(GIFRectangle(x: 0, y: 0, width: width, height: height), of: frame, delay: delay, transparent: false)
        }
        coded += 1
        let rows = rows ?? GIFRowBands([0..<height])
        let hull = rows.hull
        precondition(hull.lowerBound >= 0 && hull.upperBound <= height, "rows within the frame")
        let area = GIFRectangle(x: 0, y: hull.lowerBound, width: width, height: hull.count)
        let box = changedBox(frame, within: area, rows: rows)
        if let step, let box, let plan = stepPlan(frame, step: step, delay: delay, box: box, within: area, rows: rows) {
            var bytes: [UInt8] = []
            for part in plan.parts { bytes += image(part, of: step, delay: Self.stepDelay, step: true) }
            return bytes + image(plan.last, of: frame, delay: delay - Self.stepDelay * plan.parts.count)
        }
        return image(box, of: frame, delay: delay)
    }

    /// One image: the graphic control, `box` of `picture` (its unchanged pixels transparent
    /// after the first frame; one transparent pixel when `box` is nil), and what is shown after it.
    private mutating func image(_ box: GIFRectangle?, of picture: UnsafeBufferPointer<UInt8>, delay: Int,
                                transparent: Bool = true, step: Bool = false) -> [UInt8] {
        var coded = encode(box ?? GIFRectangle(x: 0, y: 0, width: 1, height: 1), of: picture,
                           unchanged: transparent ? .transparent : .opaque, nothing: box == nil)
        if transparent, let box, box.width * Self.wideBoxShare.denominator >= width * Self.wideBoxShare.numerator {
            let other = encode(box, of: picture, unchanged: .transparentWhereMixed, nothing: false)
            if other.bytes.count < coded.bytes.count { coded = other }
        }
        if let box {
            let width = width
            shown.withUnsafeMutableBufferPointer { shown in
                for y in box.y..<(box.y + box.height) {
                    memcpy(shown.baseAddress! + y * width + box.x, picture.baseAddress! + y * width + box.x, box.width)
                }
            }
        }
        return GIFBlocks.graphicControl(delay: delay, transparentIndex: coded.transparentIndex, step: step) + coded.bytes
    }

    /// How wide a box must be, as a share of the frame, to be coded both ways
    /// (`Unchanged.transparentWhereMixed`) and kept the smaller. A wide box's rows cross whole
    /// unchanged squares, one colour each. The lichess game Q0iQs5Zi (217 boxes after the
    /// first frame): 371,865 bytes coding no box both ways, 371,080 coding every one, 371,503
    /// coding those at least 2/5 wide (12 boxes, a fifth of the boxes' pixels; 3/8 gave 371,491
    /// from 26 boxes, a third of them).
    static let wideBoxShare = (numerator: 2, denominator: 5)

    /// The byte that ends a GIF.
    package static var trailer: [UInt8] { GIFFrameCoder.trailer }

    /// The box of the pixels of `frame` inside `area` that differ from the picture shown, looked
    /// for only in `rows`.
    func changedBox(_ frame: UnsafeBufferPointer<UInt8>, within area: GIFRectangle, rows: GIFRowBands) -> GIFRectangle? {
        shown.withUnsafeBufferPointer { Self.changedBox(frame, against: $0, width: width, within: area, rows: rows) }
    }

    static func changedBox(_ frame: UnsafeBufferPointer<UInt8>, against before: UnsafeBufferPointer<UInt8>, width: Int,
                           within area: GIFRectangle, rows: GIFRowBands) -> GIFRectangle? {
        guard area.width > 0 else { return nil }
        var top = -1, bottom = -1, left = area.width, right = -1
        rows.forEachRow(in: area.y..<(area.y + area.height)) { y in
            let a = frame.baseAddress! + y * width + area.x, b = before.baseAddress! + y * width + area.x
            // An unchanged row (most of a box that spans both bars) is one memcmp.
            guard memcmp(a, b, area.width) != 0 else { return }
            if top < 0 { top = y }
            bottom = y
            // The margins each side of what is known to change, eight pixels a step.
            left = Self.firstDifference(a, b, upTo: left)
            right = Self.lastDifference(a, b, from: area.width - 1, downTo: right)
        }
        guard top >= 0 else { return nil }
        return GIFRectangle(x: area.x + left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The first place below `limit` where `a` and `b` differ, or `limit`.
    @inline(__always)
    private static func firstDifference(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, upTo limit: Int) -> Int {
        var x = 0
        while x + 8 <= limit, UnsafeRawPointer(a + x).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(b + x).loadUnaligned(as: UInt64.self) {
            x += 8
        }
        while x < limit, a[x] == b[x] { x += 1 }
        return x
    }

    /// The last place above `limit`, at most `last`, where `a` and `b` differ, or `limit`.
    @inline(__always)
    private static func lastDifference(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from last: Int, downTo limit: Int) -> Int {
        var end = last
        while end - 7 > limit,
              UnsafeRawPointer(a + end - 7).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(b + end - 7).loadUnaligned(as: UInt64.self) {
            end -= 8
        }
        while end > limit, a[end] == b[end] { end -= 1 }
        return end
    }

    /// How an image marks the pixels it leaves as shown.
    enum Unchanged {
        /// Every pixel its own colour: the first frame.
        case opaque
        /// Every unchanged pixel transparent: runs of it code as one string.
        case transparent
        /// Unchanged pixels transparent only where a stretch of them holds more than one colour,
        /// gifsicle's rule: a stretch of one colour is a run either way, and kept as its colour
        /// it may continue the strings of the changed pixels of that colour beside it.
        case transparentWhereMixed
    }

    /// The image descriptor and codes of `box`, and the index that stood for its unchanged
    /// pixels (nil when none did). `nothing`: the box is one transparent pixel.
    private mutating func encode(_ box: GIFRectangle, of frame: UnsafeBufferPointer<UInt8>, unchanged: Unchanged,
                                 nothing: Bool) -> (bytes: [UInt8], transparentIndex: UInt8?) {
        let width = width, placeholder = transparentIndex
        var rectangle = nothing ? [placeholder] : [UInt8](unsafeUninitializedCapacity: box.width * box.height) { out, count in
            shown.withUnsafeBufferPointer { before in
                // Whole rows through raw pointers, a select per pixel: loops the compiler vectorizes.
                let out = out.baseAddress!
                var stretch = UnchangedStretch()
                for y in 0..<box.height {
                    let start = (box.y + y) * width + box.x
                    let source = frame.baseAddress! + start, shown = before.baseAddress! + start, target = out + y * box.width
                    guard unchanged != .opaque else {
                        target.update(from: source, count: box.width)
                        continue
                    }
                    for x in 0..<box.width {
                        let value = source[x]
                        target[x] = value == shown[x] ? placeholder : value
                    }
                    if unchanged == .transparentWhereMixed {
                        Self.keepOneColourStretches(target, count: box.width, placeholder: placeholder, colours: source, stretch: &stretch)
                    }
                }
            }
            count = box.width * box.height
        }
        let choice = rectangle.withUnsafeMutableBufferPointer {
            Self.codeIndices($0, transparent: unchanged == .opaque ? nil : placeholder)
        }
        var bytes = GIFBlocks.imageDescriptor(box)
        guard let transparent = choice.transparentIndex, !nothing else {
            rectangle.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: choice.codeSize, transparent: choice.transparentIndex, into: &bytes) }
            return (bytes, choice.transparentIndex)
        }
        // A transparent pixel may also be coded as its own colour, which shows the same.
        let colours = [UInt8](unsafeUninitializedCapacity: box.width * box.height) { out, count in
            for y in 0..<box.height {
                (out.baseAddress! + y * box.width).update(from: frame.baseAddress! + (box.y + y) * width + box.x, count: box.width)
            }
            count = box.width * box.height
        }
        rectangle.withUnsafeBufferPointer { indices in
            colours.withUnsafeBufferPointer { colours in
                lzw.encode(indices, minimumCodeSize: choice.codeSize, transparent: transparent, alternatives: colours, into: &bytes)
            }
        }
        return (bytes, transparent)
    }
}
