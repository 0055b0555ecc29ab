/// One colour of a GIF's colour table.
package struct GIFColor: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    func distance(to r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(red) - r, dg = Int(green) - g, db = Int(blue) - b
        return dr * dr + dg * dg + db * db
    }
}
