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
}
