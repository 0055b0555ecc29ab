/// The stretch of unchanged pixels a box's last row ended in, carried into the next row: the
/// box is coded as one line.
struct UnchangedStretch {
    var start: UnsafeMutablePointer<UInt8>?
    var colour: UInt8 = 0
    var mixed = false
}

extension GIFIndexedCoder {
    /// Gives the unchanged pixels of `row` (marked `placeholder`) their own colours back where
    /// their stretch holds one colour only (`Unchanged.transparentWhereMixed`); a stretch
    /// that turns out to hold a second colour is marked from its start.
    static func keepOneColourStretches(_ row: UnsafeMutablePointer<UInt8>, count: Int, placeholder: UInt8,
                                       colours: UnsafePointer<UInt8>, stretch: inout UnchangedStretch) {
        for x in 0..<count {
            guard row[x] == placeholder else {
                stretch.start = nil
                continue
            }
            let colour = colours[x]
            guard let start = stretch.start else {
                stretch = UnchangedStretch(start: row + x, colour: colour, mixed: false)
                row[x] = colour
                continue
            }
            if stretch.mixed { continue }
            if colour == stretch.colour {
                row[x] = colour
            } else {
                stretch.mixed = true
                start.update(repeating: placeholder, count: row + x - start)
            }
        }
    }
}
