extension GIFIndexedCoder {
    /// The transparent index and LZW code size an image is coded with.
    struct IndexChoice: Equatable {
        var transparentIndex: UInt8?
        var codeSize: Int
    }

    /// Chooses the least code size for a box of `indices` (at least 2, as GIF requires) and,
    /// when the box has unchanged pixels marked `placeholder`, the least index its changed
    /// pixels leave free to stand for them, writing it in the placeholder's place.
    ///
    /// The palette's commonest colours come first, so a small box often uses only the first
    /// few dozen. The palette's own transparent entry is its last, and marking a box's unchanged
    /// pixels with it would make every such box code eight bits a pixel; any index the box
    /// does not otherwise use serves as well, since the graphic control names it per image.
    static func codeIndices(_ indices: UnsafeMutableBufferPointer<UInt8>, transparent placeholder: UInt8?) -> IndexChoice {
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { used in
            used.initialize(repeating: false)
            guard let base = indices.baseAddress else { return IndexChoice(transparentIndex: nil, codeSize: 2) }
            // Most of a box is unchanged: eight placeholders at a time are skipped in one compare.
            var i = 0
            if let placeholder {
                let eight = UInt64(placeholder) &* 0x0101_0101_0101_0101
                while i + 8 <= indices.count {
                    if UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == eight {
                        used[Int(placeholder)] = true
                    } else {
                        for j in i..<(i + 8) { used[Int(base[j])] = true }
                    }
                    i += 8
                }
            }
            while i < indices.count {
                used[Int(base[i])] = true
                i += 1
            }
            var transparent: UInt8?
            if let placeholder, used[Int(placeholder)] {
                // The placeholder is never a frame's own colour, so the search ends there at the latest.
                var free = 0
                while free < Int(placeholder), used[free] { free += 1 }
                if free != Int(placeholder) {
                    let free = UInt8(free)
                    // A select per index, with no branch: a loop the compiler vectorizes.
                    for j in 0..<indices.count {
                        let index = base[j]
                        base[j] = index == placeholder ? free : index
                    }
                    used[Int(placeholder)] = false
                    used[Int(free)] = true
                }
                transparent = UInt8(free)
            }
            var largest = 255
            while largest > 0, !used[largest] { largest -= 1 }
            var bits = 2
            while (1 << bits) <= largest { bits += 1 }
            return IndexChoice(transparentIndex: transparent, codeSize: bits)
        }
    }
}
