import ChessMotionSupport
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
    ///
    /// Both passes over the sprites' pixels run in two halves at once: done on one core they
    /// were an eighth of a sheet's time, with the other idle.
    static func inPresenceOrder(_ palette: GIFPalette, sprites: [[UInt8]], marks: [Mark]) -> (GIFPalette, [[UInt8]]) {
        precondition(marks.count == sprites.count, "a mark for every sprite")
        let halves = ConcurrentParts.ranges(of: sprites.count, parts: 2)
        let colourCount = palette.colors.count
        let counted = ConcurrentParts.results(halves.count) { half in
            squaresShowing(sprites[halves[half]], marks: marks[halves[half]], colourCount: colourCount)
        }
        var presence = [Int](repeating: 0, count: colourCount)
        for part in counted {
            for (index, squares) in part.enumerated() { presence[index] += squares }
        }
        var grounds: [Int] = []
        for (sprite, mark) in zip(sprites, marks) where mark != .check {
            if let first = sprite.first, !grounds.contains(Int(first)), sprite.allSatisfy({ $0 == first }) { grounds.append(Int(first)) }
        }
        for (rank, ground) in grounds.enumerated() { presence[ground] = Int.max - rank }
        // Stable: colours that as many squares show keep their order by pixels.
        let order = presence.indices.sorted { presence[$0] != presence[$1] ? presence[$0] > presence[$1] : $0 < $1 }
        var renumbering = [UInt8](repeating: 0, count: 256)
        for (new, old) in order.enumerated() { renumbering[old] = UInt8(new) }
        let table = renumbering
        let renumbered = ConcurrentParts.results(halves.count) { half in
            sprites[halves[half]].map { translated($0, through: table) }
        }
        return (GIFPalette(colors: order.map { palette.colors[$0] }), renumbered.flatMap { $0 })
    }

    /// How many of `sprites` show each colour. The check glow is rare in a game, and over a king only.
    private static func squaresShowing(_ sprites: ArraySlice<[UInt8]>, marks: ArraySlice<Mark>, colourCount: Int) -> [Int] {
        var presence = [Int](repeating: 0, count: colourCount)
        var seen = [Bool](repeating: false, count: 256)
        for (sprite, mark) in zip(sprites, marks) where mark != .check {
            for i in seen.indices { seen[i] = false }
            for index in sprite { seen[Int(index)] = true }
            for index in presence.indices where seen[index] { presence[index] += 1 }
        }
        return presence
    }

    private static func translated(_ sprite: [UInt8], through table: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: sprite.count) { out, count in
            table.withUnsafeBufferPointer { table in
                for (i, index) in sprite.enumerated() { out[i] = table[Int(index)] }
            }
            count = sprite.count
        }
    }
}
