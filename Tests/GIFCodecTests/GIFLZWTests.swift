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

    /// Runs of one index (a frame box's transparent pixels, a square's row of one colour) are
    /// coded a string at a time: the codes must be exactly those of coding every pixel
    /// (`pixelByPixel`), through table resets, at runs longer than the table's longest string,
    /// with runs of several indices in turn, first, last, or mixed in noise.
    @Test(arguments: [2, 4, 8])
    func runsCodeAsPixelByPixel(minimumCodeSize: Int) throws {
        var noise = SeededGenerator(seed: UInt64(100 + minimumCodeSize))
        let limit = UInt64(1 << minimumCodeSize)
        let run = UInt8(limit - 1)
        func mixed(_ count: Int, runs: ClosedRange<UInt64>, of indices: [UInt8]) -> [UInt8] {
            var out: [UInt8] = []
            while out.count < count {
                let index = indices[Int(noise.next() % UInt64(indices.count))]
                out += [UInt8](repeating: index, count: Int(runs.lowerBound + noise.next() % (runs.upperBound - runs.lowerBound + 1)))
                out += (0..<Int(noise.next() % 40)).map { _ in UInt8(noise.next() % limit) }
            }
            // giflib decodes through an image one row high, at most 65,535 wide.
            return Array(out.prefix(count))
        }
        let several = [run, 0, 1, UInt8(limit / 2)]
        let inputs: [[UInt8]] = [
            mixed(60_000, runs: 1...3, of: [run]), mixed(60_000, runs: 1...700, of: [run]), mixed(60_000, runs: 2_000...20_000, of: [run]),
            mixed(60_000, runs: 1...3, of: several), mixed(60_000, runs: 1...90, of: several), mixed(60_000, runs: 500...9_000, of: several),
            [UInt8](repeating: run, count: 60_000), [UInt8](repeating: 0, count: 9_000) + [UInt8](repeating: 1, count: 9_000),
            [run], [run, run], [0, run], [run, 0, run, run, run, 0], [1, 1, 0, 0, 1, 1, 1, 0, 0, 0],
        ]
        var lzw = GIFLZW()
        for input in inputs {
            for transparent in [nil, run] {
                var coded: [UInt8] = []
                input.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: minimumCodeSize, transparent: transparent, into: &coded) }
                #expect(Self.firstDifference(coded, Self.pixelByPixel(input, minimumCodeSize: minimumCodeSize)) == nil, "\(input.count) indices")
                #expect(try DecodedGIF.lzwDecode(Self.data(of: coded), minimumCodeSize: minimumCodeSize, count: input.count) == input)
            }
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
            lzw.encode(input, minimumCodeSize: 4, transparent: transparent, into: &plain)
            colours.withUnsafeBufferPointer { lzw.encode(input, minimumCodeSize: 4, transparent: transparent, alternatives: $0, into: &either) }
            let far = [UInt8](repeating: 200, count: input.count)
            far.withUnsafeBufferPointer { lzw.encode(input, minimumCodeSize: 4, transparent: transparent, alternatives: $0, into: &beyond) }
        }
        #expect(either.count < plain.count * 3 / 4, "\(either.count) bytes against \(plain.count)")
        #expect(beyond == plain)
        #expect(Self.firstDifference(either, Self.pixelByPixel(input, minimumCodeSize: 4, transparent: transparent, alternatives: colours)) == nil)
        let decoded = try DecodedGIF.lzwDecode(Self.data(of: either), minimumCodeSize: 4, count: input.count)
        #expect(decoded.indices.allSatisfy { decoded[$0] == input[$0] || (input[$0] == transparent && decoded[$0] == colours[$0]) })
        #expect(decoded != input, "some transparent pixels were coded as their colour")
    }

    /// A transparent pixel inside a run of its own colour goes on as that colour, and the run
    /// after it is coded a string at a time as before; a run of transparent pixels does not go
    /// on as a colour. The codes are those of every pixel.
    @Test func aTransparentPixelMayGoOnWithARunOfItsColour() throws {
        var noise = SeededGenerator(seed: 31)
        let transparent: UInt8 = 15
        var input: [UInt8] = [], colours: [UInt8] = []
        for _ in 0..<2_000 {
            let colour = UInt8(noise.next() % 3)
            for _ in 0..<Int(1 + noise.next() % 60) {
                input.append(noise.next() % 9 == 0 ? transparent : colour)
                colours.append(colour)
            }
        }
        var lzw = GIFLZW(), coded: [UInt8] = []
        input.withUnsafeBufferPointer { input in
            colours.withUnsafeBufferPointer { lzw.encode(input, minimumCodeSize: 4, transparent: transparent, alternatives: $0, into: &coded) }
        }
        #expect(Self.firstDifference(coded, Self.pixelByPixel(input, minimumCodeSize: 4, transparent: transparent, alternatives: colours)) == nil)
        let decoded = try DecodedGIF.lzwDecode(Self.data(of: coded), minimumCodeSize: 4, count: input.count)
        #expect(decoded.indices.allSatisfy { decoded[$0] == input[$0] || (input[$0] == transparent && decoded[$0] == colours[$0]) })
    }

    /// The codes of `input` a pixel at a time, as GIF89a's appendix F has them, the table in a
    /// dictionary, with `GIFLZW`'s one liberty: a transparent pixel whose string does not go on
    /// may go on as its colour, unless the string is a run of transparent pixels. The image
    /// data as `GIFLZW.encode` writes it.
    static func pixelByPixel(_ input: [UInt8], minimumCodeSize: Int, transparent: UInt8? = nil, alternatives: [UInt8]? = nil) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        var table: [Int: Int] = [:], nextCode = clear + 2, codeSize = minimumCodeSize + 1, clearPending = false
        var bits = 0, bitCount = 0, packed: [UInt8] = []
        func emit(_ code: Int) {
            bits |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                packed.append(UInt8(bits & 0xFF))
                bits >>= 8
                bitCount -= 8
            }
            if clearPending {
                codeSize = minimumCodeSize + 1
                clearPending = false
            } else if nextCode > (codeSize == 12 ? 4096 : (1 << codeSize) - 1) {
                codeSize += 1
            }
        }
        emit(clear)
        if var prefix = input.first.map(Int.init) {
            var transparentRun = input[0] == transparent
            for position in 1..<max(1, input.count) {
                let next = Int(input[position])
                if let code = table[prefix << 8 | next] {
                    prefix = code
                    transparentRun = transparentRun && UInt8(next) == transparent
                    continue
                }
                if let alternatives, UInt8(next) == transparent, !transparentRun, Int(alternatives[position]) < clear,
                   let code = table[prefix << 8 | Int(alternatives[position])] {
                    prefix = code
                    continue
                }
                emit(prefix)
                if nextCode < 4096 {
                    table[prefix << 8 | next] = nextCode
                    nextCode += 1
                } else {
                    table = [:]
                    nextCode = clear + 2
                    clearPending = true
                    emit(clear)
                }
                prefix = next
                transparentRun = UInt8(next) == transparent
            }
            emit(prefix)
        }
        emit(clear + 1)
        if bitCount > 0 { packed.append(UInt8(bits & 0xFF)) }
        var data = [UInt8(minimumCodeSize)]
        for start in stride(from: 0, to: packed.count, by: 255) {
            let block = packed[start..<min(packed.count, start + 255)]
            data += [UInt8(block.count)] + block
        }
        return data + [0]
    }

    /// Where two codings first differ (either's length where one ends first); nil when equal.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        a.indices.first { $0 < b.count && a[$0] != b[$0] } ?? (a.count == b.count ? nil : min(a.count, b.count))
    }

    /// The LZW codes of `encoded` image data, out of their sub-blocks.
    static func data(of encoded: [UInt8]) -> [UInt8] {
        var i = 1, data: [UInt8] = []
        while encoded[i] != 0 {
            data += encoded[(i + 1)...(i + Int(encoded[i]))]
            i += Int(encoded[i]) + 1
        }
        return data
    }
}
