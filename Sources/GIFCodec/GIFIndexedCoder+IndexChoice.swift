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
        var used = [Bool](repeating: false, count: 256)
        for index in indices { used[Int(index)] = true }
        var transparent: UInt8?
        if let placeholder, used[Int(placeholder)] {
            // The placeholder is never a frame's own colour, so the search ends there at the latest.
            let free = UInt8((0...Int(placeholder)).first { $0 == Int(placeholder) || !used[$0] }!)
            if free != placeholder {
                for i in indices.indices where indices[i] == placeholder { indices[i] = free }
                used[Int(placeholder)] = false
                used[Int(free)] = true
            }
            transparent = free
        }
        let largest = used.lastIndex(of: true) ?? 0
        var bits = 2
        while (1 << bits) <= largest { bits += 1 }
        return IndexChoice(transparentIndex: transparent, codeSize: bits)
    }
}
