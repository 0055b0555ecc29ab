/// A canonical prefix code as DEFLATE stores it (RFC 1951, section 3.2.2): a length per symbol,
/// no longer than the alphabet allows, and the codes those lengths imply, bit-reversed so that
/// `DeflateBitWriter` can write them least significant bit first.
struct HuffmanCode {
    /// 0 for a symbol that never occurs.
    let lengths: [UInt8]
    let codes: [UInt32]

    /// The code that minimises the total length of `frequencies` with no code longer than
    /// `maxLength`. At least two symbols get a code, as decoders want a complete code.
    init(frequencies: [UInt32], maxLength: Int) {
        lengths = Self.lengths(for: frequencies, maxLength: maxLength)
        codes = Self.canonicalCodes(for: lengths, maxLength: maxLength)
    }

    private static func lengths(for frequencies: [UInt32], maxLength: Int) -> [UInt8] {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        for symbol in frequencies.indices where used.count < 2 && !used.contains(symbol) { used.append(symbol) }
        // By frequency, then symbol: one integer per symbol sorts without a comparison closure,
        // which took most of the time a block's codes are fitted in.
        var keys = used.map { UInt64(frequencies[$0]) << 16 | UInt64($0) }
        keys.sort()
        used = keys.map { Int($0 & 0xFFFF) }
        let leaves = used.count
        // Huffman's construction with two queues: the leaves in ascending weight, then the merged
        // nodes, which are made in ascending weight too. Parents come after their children.
        var weight = used.map { UInt64(max(frequencies[$0], 1)) }
        weight.reserveCapacity(2 * leaves - 1)
        var parent = [Int](repeating: 0, count: 2 * leaves - 1)
        var nextLeaf = 0, nextNode = leaves
        func takeLightest() -> Int {
            if nextLeaf < leaves && (nextNode >= weight.count || weight[nextLeaf] <= weight[nextNode]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        for node in leaves..<(2 * leaves - 1) {
            let a = takeLightest(), b = takeLightest()
            weight.append(weight[a] + weight[b])
            parent[a] = node
            parent[b] = node
        }
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }

        // How many leaves at each depth; depths past the limit are folded to it and the code is
        // made whole again by lengthening the deepest codes above it (miniz's repair).
        var count = [Int](repeating: 0, count: max(maxLength, depth.max() ?? 0) + 1)
        for leaf in 0..<leaves { count[depth[leaf]] += 1 }
        if count.count > maxLength + 1 {
            for length in (maxLength + 1)..<count.count { count[maxLength] += count[length] }
            count.removeLast(count.count - maxLength - 1)
            var kraft = 0
            for length in 1...maxLength { kraft += count[length] << (maxLength - length) }
            while kraft > 1 << maxLength {
                count[maxLength] -= 1
                for length in stride(from: maxLength - 1, through: 1, by: -1) where count[length] > 0 {
                    count[length] -= 1
                    count[length + 1] += 2
                    break
                }
                kraft -= 1
            }
        }
        // The rarest symbols take the longest codes.
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var leaf = 0
        for length in stride(from: maxLength, through: 1, by: -1) {
            for _ in 0..<count[length] {
                lengths[used[leaf]] = UInt8(length)
                leaf += 1
            }
        }
        return lengths
    }

    private static func canonicalCodes(for lengths: [UInt8], maxLength: Int) -> [UInt32] {
        var count = [UInt32](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { count[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: maxLength + 1)
        var code: UInt32 = 0
        for length in 1...maxLength {
            code = (code + count[length - 1]) << 1
            next[length] = code
        }
        next[0] = 0
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = next[Int(length)]
            next[Int(length)] += 1
            return reversed(code) >> (32 - UInt32(length))
        }
    }

    /// `value`'s 32 bits in the opposite order: halves, then quarters, down to single bits swapped.
    private static func reversed(_ value: UInt32) -> UInt32 {
        var v = value
        v = (v >> 1 & 0x5555_5555) | (v & 0x5555_5555) << 1
        v = (v >> 2 & 0x3333_3333) | (v & 0x3333_3333) << 2
        v = (v >> 4 & 0x0F0F_0F0F) | (v & 0x0F0F_0F0F) << 4
        v = (v >> 8 & 0x00FF_00FF) | (v & 0x00FF_00FF) << 8
        return v >> 16 | v << 16
    }
}
