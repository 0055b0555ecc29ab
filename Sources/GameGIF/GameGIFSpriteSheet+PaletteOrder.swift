import GIFCodec

extension GameGIFSpriteSheet {
    /// The palette's colours in the order of how many squares show them, the empty squares'
    /// grounds first, and the sprites' indices renumbered to match.
    ///
    /// An image's LZW codes start one bit wider than its largest index, so a box whose colours
    /// all lie in the first 64 or 128 entries codes in 7 or 8 bits a code instead of 9. A move's
    /// box holds a few squares: grounds, pieces and the pieces' antialiased edges. Ordered by
    /// pixels, the edges (few pixels each, but in every box that holds their piece) fell among
    /// the bars' rarities and every box took 8 bits; in this order most take 7, and a box of
    /// squares going unlit 2. The lichess game Q0iQs5Zi: 375,101 bytes by pixels, 371,865 in
    /// this order. Weighing the bars' or the badges' colours in as well made it larger: with the
    /// squares' colours they are more than a box's 128.
    static func inPresenceOrder(_ palette: GIFPalette, sprites: [[UInt8]], marks: [Mark]) -> (GIFPalette, [[UInt8]]) {
        var presence = [Int](repeating: 0, count: palette.colors.count)
        var seen = [Bool](repeating: false, count: 256)
        // The check glow is rare in a game, and over a king only.
        for (sprite, mark) in zip(sprites, marks) where mark != .check {
            for i in seen.indices { seen[i] = false }
            for index in sprite { seen[Int(index)] = true }
            for index in presence.indices where seen[index] { presence[index] += 1 }
        }
        var grounds: [Int] = []
        for (sprite, mark) in zip(sprites, marks) where mark != .check {
            if let first = sprite.first, !grounds.contains(Int(first)), sprite.allSatisfy({ $0 == first }) { grounds.append(Int(first)) }
        }
        for (rank, ground) in grounds.enumerated() { presence[ground] = Int.max - rank }
        // Stable: colours that as many squares show keep their order by pixels.
        let order = presence.indices.sorted { presence[$0] != presence[$1] ? presence[$0] > presence[$1] : $0 < $1 }
        var renumbered = [UInt8](repeating: 0, count: 256)
        for (new, old) in order.enumerated() { renumbered[old] = UInt8(new) }
        return (GIFPalette(colors: order.map { palette.colors[$0] }), sprites.map { $0.map { renumbered[Int($0)] } })
    }
}
