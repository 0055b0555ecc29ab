internal import CDeflate
import ChessMotionSupport
import FoundationEssentials
import Synchronization

extension PNGEncoder {
    /// The fewest row bytes worth a band of their own: a smaller band gains less time on another
    /// core than it takes to hand over. `chess-motion-bench board`'s board drawn and encoded in a
    /// loop at other sizes (a throwaway change to it) took, with two bands on two cores instead of
    /// one whole frame, 0.23 -> 0.31 ms at 360 x 280 (300 KiB of rows) and 0.60 -> 0.66 ms at
    /// 540 x 420 (680 KiB); at 720 x 560 (1.2 MiB), about a fifth less.
    static let minimumBandBytes = 1 << 19
    /// Bands enough for four cores; more would cost a fitted code each on one core.
    static let maximumBands = 4

    /// How many bands an opaque `width` x `height` frame's rows are cut into. It depends on the
    /// frame alone, never on the cores: the same picture is the same bytes on a busy server, a
    /// quiet one and the command line, as an `ETag` shared by a fleet promises.
    static func bandCount(width: Int, height: Int) -> Int {
        max(1, min(maximumBands, height, height * (1 + 3 * width) / minimumBandBytes))
    }

    /// An opaque frame's PNG, its rows cut into `bands` bands, each converted, checksummed and
    /// compressed on its own, its DEFLATE blocks ending on a byte so that the bands join as they
    /// are; nil when the frame has any transparency (the caller encodes it whole). A band also
    /// converts the row above its own, the one its first row repeats, so no band waits for
    /// another. Up to `cores` bands are compressed at once; the bytes are the same however many.
    /// `blockInput` is `PixelRunDeflate`'s, smaller only in tests.
    func opaqueInBands(width: Int, height: Int, pixels: [UInt8], bands count: Int, cores: Int,
                       blockInput: Int = PixelRunDeflate.standardBlockInput) -> Data? {
        let deflate = PixelRunDeflate(bytesPerPixel: 3, rowStride: 1 + 3 * width, blockInput: blockInput)
        let bands = ConcurrentParts.ranges(of: height, parts: count).map { BandLayout(rows: $0, width: width, deflate: deflate) }
        // Every band's rows, tokens and DEFLATE bytes lie in one block of `EncoderScratch`, taken
        // on this thread and kept for the next encode: a 720 px board's 9 MB, allocated and freed
        // per picture, came back as fresh pages whenever the allocator had trimmed or unmapped it.
        return EncoderScratch.shared.with(byteCount: bands.reduce(0) { $0 + $1.bytes }) { memory in
            join(bands, in: memory, width: width, height: height, pixels: pixels, cores: cores, deflate: deflate)
        }
    }

    private func join(_ bands: [BandLayout], in memory: UnsafeMutableRawPointer, width: Int, height: Int, pixels: [UInt8],
                      cores: Int, deflate: PixelRunDeflate) -> Data? {
        let starts = bands.indices.map { band in bands[..<band].reduce(0) { $0 + $1.bytes } }
        // An address, not a pointer, crosses to the other threads: each band writes only its own bytes.
        let address = UInt(bitPattern: memory)
        // Once a band finds a pixel that is not opaque the frame is encoded whole, so the bands
        // not yet compressed stop after converting their rows.
        let translucent = Atomic(false)
        @Sendable func compress(_ band: Int) -> (length: Int, adler32: UInt32)? {
            let base = UnsafeMutableRawPointer(bitPattern: address)! + starts[band]
            return pixels.withUnsafeBytes { pixels in
                bands[band].compress(pixels, at: base, final: band == bands.count - 1, deflate: deflate) {
                    if !$0 { translucent.store(true, ordering: .relaxed) }
                    return $0 && !translucent.load(ordering: .relaxed)
                }
            }
        }
        let groups = ConcurrentParts.ranges(of: bands.count, parts: max(1, min(cores, bands.count)))
        let compressed = groups.count == 1 ? bands.indices.map(compress)
            : ConcurrentParts.results(groups.count) { group in groups[group].map(compress) }.flatMap { $0 }
        var zlib = PixelRunDeflate.zlibHeader
        zlib.reserveCapacity(zlib.count + compressed.reduce(0) { $0 + ($1?.length ?? 0) } + 4)
        var adler32: UInt32 = 1
        for (index, band) in bands.enumerated() {
            guard let made = compressed[index] else { return nil }
            // Typed and contiguous, so the bytes are copied at once rather than one by one.
            zlib.append(contentsOf: UnsafeBufferPointer(start: (memory + starts[index] + band.outputOffset).assumingMemoryBound(to: UInt8.self),
                                                        count: made.length))
            adler32 = Adler32.joined(adler32, made.adler32, secondLength: band.ownBytes)
        }
        zlib += PixelRunDeflate.zlibTrailer(adler32)
        let header = PNGFile.header(width: width, height: height, colorType: .rgb)
        return zlib.withUnsafeBytes { PNGFile.assemble(header: header, zlib: $0) }
    }
}

/// Where one band's rows, tokens and DEFLATE bytes lie in the memory of an encode in bands.
private struct BandLayout: Sendable {
    let rows: Range<Int>
    let width: Int
    /// The first row converted: the one above the band's own, unless the band starts the frame.
    let firstRow: Int
    let rowBytes: Int
    /// The converted rows' bytes that are the band's own (the stream's input it adds).
    let ownBytes: Int
    /// Room for the band's tokens and its DEFLATE bytes, as the layout gave them.
    let tokenCapacity: Int
    let outputCapacity: Int
    let tokensOffset: Int
    let outputOffset: Int
    let bytes: Int

    init(rows: Range<Int>, width: Int, deflate: PixelRunDeflate) {
        self.rows = rows
        self.width = width
        firstRow = max(0, rows.lowerBound - 1)
        let stride = 1 + 3 * width
        rowBytes = (rows.upperBound - firstRow) * stride
        ownBytes = rows.count * stride
        tokenCapacity = deflate.tokenCapacity(for: ownBytes)
        outputCapacity = deflate.bound(for: ownBytes)
        tokensOffset = EncoderScratch.aligned(rowBytes)
        outputOffset = tokensOffset + MemoryLayout<UInt32>.stride * tokenCapacity
        bytes = EncoderScratch.aligned(outputOffset + outputCapacity)
    }

    /// Converts the band's rows at `base`, checksums its own and compresses them after the rows;
    /// the length of its DEFLATE bytes and its checksum, or nil if a pixel is not opaque or if
    /// `goOn`, told whether every pixel of the band is opaque, says to stop.
    func compress(_ pixels: UnsafeRawBufferPointer, at base: UnsafeMutableRawPointer, final: Bool,
                  deflate: PixelRunDeflate, goOn: (_ opaque: Bool) -> Bool) -> (length: Int, adler32: UInt32)? {
        let source = UnsafeRawBufferPointer(rebasing: pixels[(firstRow * width * 4)..<(rows.upperBound * width * 4)])
        let opaque = PNGScanlines.opaqueUnfiltered(width: width, height: rows.upperBound - firstRow, pixels: source,
                                                   into: UnsafeMutableRawBufferPointer(start: base, count: rowBytes)) != nil
        guard goOn(opaque) else { return nil }
        let converted = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: rowBytes)
        let start = rowBytes - ownBytes
        let length = deflate.blocks(of: converted, from: start, final: final,
                                    tokens: (base + tokensOffset).bindMemory(to: UInt32.self, capacity: tokenCapacity),
                                    into: (base + outputOffset).bindMemory(to: UInt8.self, capacity: outputCapacity))
        return (length, libdeflate_adler32(1, converted.baseAddress! + start, ownBytes))
    }
}
