/// A dynamic DEFLATE block's header after its first three bits (RFC 1951, section 3.2.7): how
/// many codes of each alphabet, the code-length code, and both codes' lengths run-length coded.
/// Built before it is written, so a compressor can weigh its size against storing the block.
struct DynamicBlockHeader {
    private let literalCount: Int
    private let distanceCount: Int
    /// Symbols 0-15 are lengths; 16 repeats the previous length 3-6 times, 17 and 18 give 3-10
    /// and 11-138 zeros. Each with its extra bits.
    private let runs: [(symbol: Int, extra: UInt32)]
    private let lengthCode: HuffmanCode
    private let orderCount: Int

    init(literalCode: HuffmanCode, distanceCode: HuffmanCode) {
        literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literalCode.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount])
        var runs: [(symbol: Int, extra: UInt32)] = []
        var i = 0
        while i < all.count {
            let length = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 { let n = min(run, 138); runs.append((18, UInt32(n - 11))); run -= n }
                if run >= 3 { runs.append((17, UInt32(run - 3))); run = 0 }
                for _ in 0..<run { runs.append((0, 0)) }
            } else {
                runs.append((Int(length), 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); runs.append((16, UInt32(n - 3))); run -= n }
                for _ in 0..<run { runs.append((Int(length), 0)) }
            }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        self.runs = runs
        let lengthCode = HuffmanCode(frequencies: frequencies, maxLength: 7)
        self.lengthCode = lengthCode
        orderCount = max(4, (DeflateTables.codeLengthOrder.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)
    }

    private static func extraBits(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    var bitCount: Int {
        5 + 5 + 4 + 3 * orderCount + runs.reduce(0) { $0 + Int(lengthCode.lengths[$1.symbol]) + Self.extraBits($1.symbol) }
    }

    func write(to bits: inout DeflateBitWriter) {
        bits.write(UInt32(literalCount - 257), count: 5)
        bits.write(UInt32(distanceCount - 1), count: 5)
        bits.write(UInt32(orderCount - 4), count: 4)
        for symbol in DeflateTables.codeLengthOrder.prefix(orderCount) { bits.write(UInt32(lengthCode.lengths[symbol]), count: 3) }
        for run in runs {
            bits.write(lengthCode.codes[run.symbol], count: Int(lengthCode.lengths[run.symbol]))
            let extra = Self.extraBits(run.symbol)
            if extra > 0 { bits.write(run.extra, count: extra) }
        }
    }
}
