import FoundationEssentials
import Glibc

/// How a frame goes through a step (`GIFIndexedCoder.code(_:delay:via:)`): whether it is worth
/// it, and the boxes the step is coded in.
extension GIFIndexedCoder {
    /// Hundredths a step shows: the least Chromium, Firefox and Safari keep (they show 0 or 1 as 10).
    package static let stepDelay = 2

    /// The step's boxes and the frame's box after them, when their pixels are fewer than
    /// `stepWorth` of the frame's one box: the unchanged pixels of a box cost far less than
    /// changed ones, but not nothing, and each image costs its header.
    /// `area`: where the frame and the step may differ from the picture shown, in `rows` only.
    func stepPlan(_ frame: UnsafeBufferPointer<UInt8>, step: UnsafeBufferPointer<UInt8>, delay: Int,
                  box: GIFRectangle, within area: GIFRectangle, rows: GIFRowBands) -> (parts: [GIFRectangle], last: GIFRectangle?)? {
        guard let stepBox = changedBox(step, within: area, rows: rows) else { return nil }
        // Two cuts deep, four boxes at most: the old move's two squares and their badge.
        let parts = split(stepBox, of: step, depth: 2, rows: rows)
        guard delay - Self.stepDelay * parts.count >= Self.stepDelay else { return nil }
        // Where both agree with the picture shown they agree with each other.
        let last = Self.changedBox(frame, against: step, width: width, within: area, rows: rows)
        let area = parts.reduce(0) { $0 + $1.area } + (last?.area ?? 0) + Self.imageCost * parts.count
        return Double(area) < Self.stepWorth * Double(box.area) ? (parts, last) : nil
    }

    /// Chosen by file size, lichess.org/Q0iQs5Zi at 720: 0.5 384,057 bytes, 0.6 381,406, 0.7
    /// 379,188, 0.8 378,458, 0.9 380,557 (and the least over three games).
    static let stepWorth = 0.8
    /// An image's header and its codes' start, in pixels of a box; 250 to 8,000 were tried,
    /// and 1,000 made the three games' files smallest.
    static let imageCost = 1_000

    /// `box` cut where a band of unchanged rows or columns crosses it, the widest band first, so
    /// that no box spans far-apart changes; at most `depth` cuts deep.
    private func split(_ box: GIFRectangle, of picture: UnsafeBufferPointer<UInt8>, depth: Int, rows: GIFRowBands) -> [GIFRectangle] {
        guard depth > 0, let gap = widestGap(in: box, of: picture, rows: rows), gap.area >= Self.imageCost * 2 else { return [box] }
        return gap.sides.compactMap { changedBox(picture, within: $0, rows: rows) }.flatMap { split($0, of: picture, depth: depth - 1, rows: rows) }
    }

    /// The widest band of unchanged rows or columns inside `box`, and the two rectangles beside
    /// it; rows outside `rows` are unchanged.
    private func widestGap(in box: GIFRectangle, of picture: UnsafeBufferPointer<UInt8>, rows: GIFRowBands) -> (area: Int, sides: [GIFRectangle])? {
        var rowChanged = [Bool](repeating: false, count: box.height)
        // Per column, the bits where some row's pixels differ: non-zero is changed. Or-ing
        // without a branch is a loop the compiler vectorizes.
        var columnChanged = [UInt8](repeating: 0, count: box.width)
        let width = width
        shown.withUnsafeBufferPointer { before in
            columnChanged.withUnsafeMutableBufferPointer { flags in
                rows.forEachRow(in: box.y..<(box.y + box.height)) { y in
                    let start = y * width + box.x
                    let a = picture.baseAddress! + start, b = before.baseAddress! + start
                    guard memcmp(a, b, box.width) != 0 else { return }
                    rowChanged[y - box.y] = true
                    for x in 0..<box.width { flags[x] |= a[x] ^ b[x] }
                }
            }
        }
        func widest(_ changed: [Bool]) -> (start: Int, length: Int) {
            var best = (start: 0, length: 0), start = 0
            for (index, flag) in changed.enumerated() {
                if flag { start = index + 1 } else if index + 1 - start > best.length { best = (start, index + 1 - start) }
            }
            return best
        }
        let rows = widest(rowChanged), columns = widest(columnChanged.map { $0 != 0 })
        let rowArea = rows.length * box.width, columnArea = columns.length * box.height
        guard max(rowArea, columnArea) > 0 else { return nil }
        if rowArea >= columnArea {
            return (rowArea, [GIFRectangle(x: box.x, y: box.y, width: box.width, height: rows.start),
                              GIFRectangle(x: box.x, y: box.y + rows.start + rows.length, width: box.width,
                                           height: box.height - rows.start - rows.length)])
        }
        return (columnArea, [GIFRectangle(x: box.x, y: box.y, width: columns.start, height: box.height),
                             GIFRectangle(x: box.x + columns.start + columns.length, y: box.y,
                                          width: box.width - columns.start - columns.length, height: box.height)])
    }
}
