/// The palette entry nearest a colour (squared distance in RGB; the lowest index of equals),
/// found by walking out from the colour's red along the entries sorted by red, and stopping
/// once the red difference alone passes the best distance. Choosing a palette compares every
/// sample with every entry several times over, and the plain scan over 255 entries was most of
/// a game GIF's sprite sheet after its drawing.
struct GIFNearestColor {
    /// The entries sorted by red, each with its index.
    private let reds: [Int32]
    private let greens: [Int32]
    private let blues: [Int32]
    private let indices: [Int32]

    init(_ palette: [GIFColor]) {
        let order = palette.indices.sorted { palette[$0].red != palette[$1].red ? palette[$0].red < palette[$1].red : $0 < $1 }
        reds = order.map { Int32(palette[$0].red) }
        greens = order.map { Int32(palette[$0].green) }
        blues = order.map { Int32(palette[$0].blue) }
        indices = order.map { Int32($0) }
    }

    func index(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let count = reds.count
        guard count > 0 else { return 0 }
        let r = Int32(r), g = Int32(g), b = Int32(b)
        return reds.withUnsafeBufferPointer { reds in
            greens.withUnsafeBufferPointer { greens in
                blues.withUnsafeBufferPointer { blues in
                    indices.withUnsafeBufferPointer { indices in
                        // The first entry whose red is at least `r`.
                        var low = 0, high = count
                        while low < high {
                            let middle = (low + high) / 2
                            if reds[middle] < r { low = middle + 1 } else { high = middle }
                        }
                        var best = Int32.max, bestIndex = Int32.max
                        @inline(__always) func consider(_ i: Int) {
                            let dg = greens[i] &- g, db = blues[i] &- b, dr = reds[i] &- r
                            let distance = dr &* dr &+ dg &* dg &+ db &* db
                            if distance < best || (distance == best && indices[i] < bestIndex) {
                                best = distance
                                bestIndex = indices[i]
                            }
                        }
                        var up = low, down = low - 1
                        while up < count || down >= 0 {
                            if up < count {
                                let dr = reds[up] &- r
                                if dr &* dr > best { up = count } else { consider(up); up += 1 }
                            }
                            if down >= 0 {
                                let dr = r &- reds[down]
                                if dr &* dr > best { down = -1 } else { consider(down); down -= 1 }
                            }
                        }
                        return Int(bestIndex)
                    }
                }
            }
        }
    }
}
