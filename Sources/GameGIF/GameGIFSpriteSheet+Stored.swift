import ChessMotionSupport
import GIFCodec
import MotionKit

/// A sheet as bytes, to be kept past the process (`GameGIFSheetFolder`): the palette, the
/// index of the bars' surface, then every sprite's indices in `slot` order. Nothing of the
/// style is stored; the sheet is named after it, and read back only for it.
extension GameGIFSpriteSheet {
    /// A stored sheet's first bytes. Its number is the layout's: it is digested into every
    /// name too, so a sheet of another layout is never looked for.
    static let storedMagic = Array("chess-motion game GIF sheet 1\n".utf8)

    /// Whether a sheet of `style` can be kept. A style with coordinate letters also keeps the
    /// layers its lettered squares are laid from when a GIF needs them, and is drawn each time.
    static func isStorable(_ style: GameGIFStyle) -> Bool { !style.coordinates }

    /// The largest stored sheet: every sprite at the largest square, and a full palette.
    static var largestStoredSize: Int {
        storedMagic.count + 4 + 3 * GIFPalette.maximumColors + slots.count * GameGIFStyle.squarePixelRange.upperBound
            * GameGIFStyle.squarePixelRange.upperBound
    }

    /// The name a sheet of `style` is kept under, or nil when such a sheet is never kept: a
    /// digest of everything that decides its pixels, the style's theme, palettes, scheme, side,
    /// size and bars, the piece set's files, and `RasterStack.identity` (this build, Cairo's
    /// and Pango's versions, fontconfig's files). A field added to a theme or a palette is in
    /// it through `StableText`.
    static func storedName(for style: GameGIFStyle) -> String? {
        guard isStorable(style) else { return nil }
        var digest = StableDigest()
        digest.add(storedMagic)
        digest.add(RasterStack.identity)
        digest.add(StableText.of(style.theme))
        digest.add(StableText.of(style.palettes))
        digest.add(style.pieces.name)
        digest.add(style.pieces.drawingDigest)
        digest.add("\(style.colorScheme) \(style.orientation) \(style.squarePixels) \(style.players)")
        return digest.hex
    }

    var stored: [UInt8] {
        let side = style.squarePixels
        var bytes = Self.storedMagic
        bytes.reserveCapacity(bytes.count + 4 + 3 * palette.colors.count + sprites.count * side * side)
        bytes += [UInt8(side >> 8), UInt8(side & 0xFF), UInt8(palette.colors.count), surfaceIndex]
        for color in palette.colors { bytes += [color.red, color.green, color.blue] }
        for sprite in sprites { bytes += sprite }
        return bytes
    }

    /// The sheet `bytes` hold, drawn for `style`; nil unless they are a whole stored sheet of
    /// that square size whose every index names a palette entry.
    init?(stored bytes: [UInt8], style: GameGIFStyle) {
        let side = style.squarePixels, header = Self.storedMagic.count
        guard Self.isStorable(style), bytes.count > header + 4, bytes[..<header].elementsEqual(Self.storedMagic),
              Int(bytes[header]) << 8 | Int(bytes[header + 1]) == side else { return nil }
        let colorCount = Int(bytes[header + 2]), surface = bytes[header + 3]
        let spritesStart = header + 4 + 3 * colorCount
        guard colorCount > 0, Int(surface) < colorCount,
              bytes.count == spritesStart + Self.slots.count * side * side else { return nil }
        let colors = (0..<colorCount).map { entry in
            let at = header + 4 + 3 * entry
            return GIFColor(red: bytes[at], green: bytes[at + 1], blue: bytes[at + 2])
        }
        guard !bytes[spritesStart...].contains(where: { Int($0) >= colorCount }) else { return nil }
        let sprites = (0..<Self.slots.count).map { slot in
            Array(bytes[(spritesStart + slot * side * side)..<(spritesStart + (slot + 1) * side * side)])
        }
        self.init(style: style, palette: GIFPalette(colors: colors), sprites: sprites, surfaceIndex: surface)
    }
}
