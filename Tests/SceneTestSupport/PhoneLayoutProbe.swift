import MotionKit

/// Where the bots engine's phone layout puts the board and the picked bot's resting card, in the
/// pixels of a frame drawn at `scale` times the scene box. The built-in bots scene and the intros
/// written as scripts share that engine, so their probe tests read the same places.
public struct PhoneLayoutProbe {
    public var scale: Double

    public init(scale: Double) { self.scale = scale }

    /// The square `name` (board origin 132, 40, squares of 25, White at the bottom), inset from
    /// its edges so that anti-aliased borders are not read.
    public func square(_ name: String, inset: Double = 3) -> (x: Range<Int>, y: Range<Int>) {
        let chars = Array(name.unicodeScalars)
        let file = Double(chars[0].value - 97), rank = Double(chars[1].value - 49)
        let x = 132 + file * 25, y = 40 + (7 - rank) * 25
        return (pixels(x + inset, x + 25 - inset), pixels(y + inset, y + 25 - inset))
    }

    /// The share of a square's pixels in `color`: 1 for an empty square of that colour.
    public func share(_ image: RasterImage, _ name: String, _ color: Color) -> Double {
        let region = square(name)
        return Double(SceneFixtures.count(color, in: image, region: region)) / Double(region.x.count * region.y.count)
    }

    /// A strip of the header of the card resting on the left beside the board (the card spans
    /// 10...114 around its rest x 62), clear of the avatar and the text.
    public var restingCardHeader: (x: Range<Int>, y: Range<Int>) {
        (pixels(62 - 45, 62 - 30), pixels(62, 70))
    }

    private func pixels(_ low: Double, _ high: Double) -> Range<Int> {
        Int(low * scale)..<Int(high * scale)
    }
}
