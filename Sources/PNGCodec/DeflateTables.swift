/// DEFLATE's length and distance alphabets (RFC 1951, section 3.2.5): which symbol stands for a
/// match length or distance, and how many extra bits follow it.
enum DeflateTables {
    /// Symbol 256 ends a block; 257...285 are match lengths.
    static let endOfBlock = 256
    static let literalLengthSymbols = 286
    static let distanceSymbols = 30

    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                       67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                           4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                         1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                             9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// For each match length 0...258, the index into `lengthBase` (lengths below 3 are unused).
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for code in 0..<lengthBase.count {
            let first = Int(lengthBase[code])
            let last = code == lengthBase.count - 1 ? 258 : Int(lengthBase[code + 1]) - 1
            for length in first...min(last, 258) { table[length] = UInt8(code) }
        }
        table[258] = UInt8(lengthBase.count - 1)
        return table
    }()

    /// The index into `distanceBase` for a distance of 1...32768.
    static func distanceCode(_ distance: Int) -> Int {
        var code = distanceBase.count - 1
        while Int(distanceBase[code]) > distance { code -= 1 }
        return code
    }

    /// The order in which a dynamic block lists its code-length code's lengths.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
