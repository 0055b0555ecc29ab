import GIFCodec
import MotionKit

/// Drawn pixels to the sprite sheet's fixed palette, each distinct colour searched once.
/// A small table of the colours met rather than GIFCodec's 16 MB one: a sheet and its overlays
/// meet a few thousand colours, and a game GIF's memory is a target of its own.
struct GameGIFPaletteMap {
    let palette: GIFPalette
    private var known = ColorKeyedTable<UInt8>(empty: 0)

    init(palette: GIFPalette) {
        self.palette = palette
    }

    /// The index of an opaque pixel's colour, `word` as cairo's 0xAARRGGBB.
    mutating func index(of word: UInt32) -> UInt8 {
        let rgb = word & 0xFF_FFFF
        if let index = known.value(for: rgb) { return index }
        let index = palette.nearestIndex(to: GIFColor(red: UInt8(rgb >> 16), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF)))
        known.set(index, for: rgb)
        return index
    }

    /// An opaque raster's pixels as indices, row by row.
    mutating func indices(of raster: RasterImage) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: raster.width * raster.height)
        raster.pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            var last: UInt32 = 0, lastIndex: UInt8 = 0, hasLast = false
            for i in 0..<result.count {
                let word = UInt32(littleEndian: words[i])
                if !hasLast || word != last {
                    last = word
                    lastIndex = index(of: word)
                    hasLast = true
                }
                result[i] = lastIndex
            }
        }
        return result
    }

    /// Lays a premultiplied, possibly translucent raster over indices already there (`under`,
    /// `raster.width` a row) and maps the result back: what painting it over those colours gives.
    /// A pixel like the one before it, over the same index, takes its result: a badge is mostly
    /// runs of one colour, and each lookup was a hash.
    mutating func lay(_ raster: RasterImage, over under: inout [UInt8]) {
        let colors = palette.colors
        raster.pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            var last: (word: UInt32, under: UInt8, laid: UInt8)?
            for i in 0..<under.count {
                let word = UInt32(littleEndian: words[i])
                let alpha = word >> 24
                if alpha == 0 { continue }
                if let last, last.word == word, last.under == under[i] {
                    under[i] = last.laid
                    continue
                }
                let laid: UInt8
                if alpha == 255 {
                    laid = index(of: word)
                } else {
                    let below = colors[Int(under[i])], keep = 255 - alpha
                    func channel(_ shift: UInt32, _ base: UInt8) -> UInt32 {
                        min(255, (word >> shift) & 0xFF + (UInt32(base) * keep + 127) / 255)
                    }
                    laid = index(of: channel(16, below.red) << 16 | channel(8, below.green) << 8 | channel(0, below.blue))
                }
                last = (word, under[i], laid)
                under[i] = laid
            }
        }
    }
}
