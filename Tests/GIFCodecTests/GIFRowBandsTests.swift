import Testing
@testable import GIFCodec

/// The rows a caller says a frame may change in (`GIFIndexedCoder.code(changesWithin:)`): only
/// those are compared, so bands that hold every change code the same bytes as comparing every
/// row, and overlapping or touching bands are joined.
@Suite("GIF row bands: only the rows that may change are compared")
struct GIFRowBandsTests {
    @Test func bandsAreJoinedAndOrdered() {
        let rows = GIFRowBands([40..<60, 0..<10, 10..<20, 55..<70, 90..<90, 80..<85])
        #expect(rows.bands == [0..<20, 40..<70, 80..<85])
        #expect(rows.hull == 0..<85)
        #expect(GIFRowBands([Range<Int>]()).hull == 0..<0)
        var seen: [Int] = []
        rows.forEachRow(in: 15..<45) { seen.append($0) }
        #expect(seen == Array(15..<20) + Array(40..<45))
    }

    /// The far-apart move of the step tests, through its step and without: the bands of the
    /// four squares that change give the bytes of comparing every row. A band that misses a
    /// change gives other bytes, so the comparison is not vacuous.
    @Test func bandsHoldingEveryChangeCodeTheSameBytesAsEveryRow() throws {
        let (frames, step) = GIFIndexedCoderStepTests.farApart()
        let squares = GIFRowBands([0..<20, 100..<120, 40..<60, 60..<80])
        for via in [step, nil] {
            let everyRow = try Self.gif(frames, step: via, rows: nil)
            #expect(try Self.gif(frames, step: via, rows: squares) == everyRow)
            #expect(try Self.gif(frames, step: via, rows: GIFRowBands([0..<20, 40..<80])) != everyRow)
        }
    }

    static func gif(_ frames: [[UInt8]], step: [UInt8]?, rows: GIFRowBands?) throws -> [UInt8] {
        let width = GIFIndexedCoderStepTests.width, height = GIFIndexedCoderStepTests.height
        var coder = try GIFIndexedCoder(width: width, height: height, palette: GIFIndexedCoderStepTests.palette, loopCount: 0)
        var bytes = frames[0].withUnsafeBufferPointer { coder.code($0, delay: 50) }
        bytes += frames[1].withUnsafeBufferPointer { frame in
            guard let step else { return coder.code(frame, delay: 50, changesWithin: rows) }
            return step.withUnsafeBufferPointer { coder.code(frame, delay: 50, via: $0, changesWithin: rows) }
        }
        return bytes
    }
}
