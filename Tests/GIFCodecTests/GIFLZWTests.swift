import TestSupport
import Testing
@testable import GIFCodec

/// GIF's LZW, written here rather than through giflib, is judged by giflib's decoder.
@Suite("GIF LZW: every code width, table resets and long runs, decoded by giflib")
struct GIFLZWTests {
    @Test(arguments: [2, 4, 8])
    func lzwRoundTripsThroughAnIndependentDecoder(minimumCodeSize: Int) throws {
        var noise = SeededGenerator(seed: UInt64(minimumCodeSize))
        let limit = UInt64(1 << minimumCodeSize)
        // Noise fills the 4096-code table many times over (each fill ends in a clear code);
        // runs grow long strings; the empty input is the edge.
        let inputs: [[UInt8]] = [
            (0..<60_000).map { _ in UInt8(noise.next() % limit) },
            (0..<60_000).map { UInt8(($0 / 700) % Int(limit)) },
            [UInt8](repeating: 1, count: 5_000),
            [],
        ]
        var lzw = GIFLZW()
        for input in inputs {
            var encoded: [UInt8] = []
            input.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: minimumCodeSize, into: &encoded) }
            #expect(Int(encoded[0]) == minimumCodeSize)
            // Sub-blocks: a length byte, at most 255 bytes, a zero at the end.
            var i = 1, data: [UInt8] = []
            while encoded[i] != 0 {
                data += encoded[(i + 1)...(i + Int(encoded[i]))]
                i += Int(encoded[i]) + 1
            }
            #expect(i == encoded.count - 1, "nothing follows the terminator")
            guard !input.isEmpty else {
                // No image can hold nothing, so giflib has no say: the clear code, then the end code.
                let clear = 1 << minimumCodeSize, bits = minimumCodeSize + 1
                let packed = clear | (clear + 1) << bits
                #expect(data == (0..<((2 * bits + 7) / 8)).map { UInt8(truncatingIfNeeded: packed >> (8 * $0)) })
                continue
            }
            let decoded = try DecodedGIF.lzwDecode(data, minimumCodeSize: minimumCodeSize, count: input.count)
            #expect(decoded == input, "\(input.count) indices at minimum code size \(minimumCodeSize)")
        }
    }

    /// Runs of one index (a frame box's transparent pixels) are coded a string at a time: the
    /// codes must be exactly those of coding every pixel, through table resets, at runs longer
    /// than the table's longest string, and with the run index first, last, or mixed in noise.
    @Test(arguments: [2, 4, 8])
    func runsOfOneIndexCodeAsPixelByPixel(minimumCodeSize: Int) throws {
        var noise = SeededGenerator(seed: UInt64(100 + minimumCodeSize))
        let limit = UInt64(1 << minimumCodeSize)
        let run = UInt8(limit - 1)
        func mixed(_ count: Int, runs: ClosedRange<UInt64>) -> [UInt8] {
            var out: [UInt8] = []
            while out.count < count {
                out += [UInt8](repeating: run, count: Int(runs.lowerBound + noise.next() % (runs.upperBound - runs.lowerBound + 1)))
                out += (0..<Int(noise.next() % 40)).map { _ in UInt8(noise.next() % limit) }
            }
            // giflib decodes through an image one row high, at most 65,535 wide.
            return Array(out.prefix(count))
        }
        let inputs: [[UInt8]] = [
            mixed(60_000, runs: 1...3), mixed(60_000, runs: 1...700), mixed(60_000, runs: 2_000...20_000),
            [UInt8](repeating: run, count: 60_000), [run], [run, run], [0, run], [run, 0, run, run, run, 0],
        ]
        var plain = GIFLZW(), shortcut = GIFLZW()
        for input in inputs {
            var expected: [UInt8] = [], coded: [UInt8] = []
            input.withUnsafeBufferPointer {
                plain.encode($0, minimumCodeSize: minimumCodeSize, into: &expected)
                shortcut.encode($0, minimumCodeSize: minimumCodeSize, runsOf: run, into: &coded)
            }
            #expect(coded == expected, "\(input.count) indices, runs of \(run)")
            var i = 1, data: [UInt8] = []
            while coded[i] != 0 {
                data += coded[(i + 1)...(i + Int(coded[i]))]
                i += Int(coded[i]) + 1
            }
            #expect(try DecodedGIF.lzwDecode(data, minimumCodeSize: minimumCodeSize, count: input.count) == input)
        }
    }

    /// A transparent pixel may be coded as its own colour where that continues a string: every
    /// pixel reads back as itself or, where it was transparent, as its colour, and a picture
    /// whose transparent pixels break up a repeated pattern codes shorter. An alternative past
    /// the code size is never taken.
    @Test func transparentPixelsMayBeCodedAsTheirColour() throws {
        var noise = SeededGenerator(seed: 29)
        let transparent: UInt8 = 15
        let pattern: [UInt8] = (0..<40).map { _ in UInt8(noise.next() % 6) }
        var input: [UInt8] = [], colours: [UInt8] = []
        for _ in 0..<300 {
            for colour in pattern {
                input.append(noise.next() % 4 == 0 ? transparent : colour)
                colours.append(colour)
            }
        }
        var lzw = GIFLZW()
        var plain: [UInt8] = [], either: [UInt8] = [], beyond: [UInt8] = []
        input.withUnsafeBufferPointer { input in
            lzw.encode(input, minimumCodeSize: 4, runsOf: transparent, into: &plain)
            colours.withUnsafeBufferPointer { lzw.encode(input, minimumCodeSize: 4, runsOf: transparent, alternatives: $0, into: &either) }
            let far = [UInt8](repeating: 200, count: input.count)
            far.withUnsafeBufferPointer { lzw.encode(input, minimumCodeSize: 4, runsOf: transparent, alternatives: $0, into: &beyond) }
        }
        #expect(either.count < plain.count * 3 / 4, "\(either.count) bytes against \(plain.count)")
        #expect(beyond == plain)
        var i = 1, data: [UInt8] = []
        while either[i] != 0 {
            data += either[(i + 1)...(i + Int(either[i]))]
            i += Int(either[i]) + 1
        }
        let decoded = try DecodedGIF.lzwDecode(data, minimumCodeSize: 4, count: input.count)
        #expect(decoded.indices.allSatisfy { decoded[$0] == input[$0] || (input[$0] == transparent && decoded[$0] == colours[$0]) })
        #expect(decoded != input, "some transparent pixels were coded as their colour")
    }
}
