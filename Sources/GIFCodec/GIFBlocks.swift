/// The blocks of a GIF89a file other than the image data, byte for byte as the specification
/// lays them out (little-endian 16-bit numbers).
enum GIFBlocks {
    /// What every 16-bit field of the format holds: a side, a delay, a loop count.
    static let fieldValues = 0...Int(UInt16.max)

    static func little(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }

    /// Signature, logical screen with the global colour table, the NETSCAPE2.0 loop block when
    /// the GIF repeats, and the comment.
    static func header(width: Int, height: Int, palette: GIFPalette, loopCount: Int?, comment: String?) -> [UInt8] {
        let bits = palette.tableBits
        var bytes = Array("GIF89a".utf8) + little(width) + little(height)
        bytes += [0x80 | UInt8((bits - 1) << 4) | UInt8(bits - 1), 0, 0]
        bytes += palette.tableBytes
        if let loopCount {
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + little(loopCount) + [0]
        }
        if let comment, !comment.isEmpty {
            bytes += [0x21, 0xFE]
            var blocks = SubBlockWriter(output: bytes)
            blocks.append(contentsOf: comment.utf8)
            bytes = blocks.finish()
        }
        return bytes
    }

    /// Delay in hundredths; the next image draws over this one. A frame's last image says "do
    /// not dispose" (1); a step on the way to it says "not specified" (0), which every viewer
    /// treats the same way, so a reader can tell a frame's steps from its end.
    static func graphicControl(delay: Int, transparentIndex: UInt8?, step: Bool = false) -> [UInt8] {
        [0x21, 0xF9, 4, (step ? 0 : 1 << 2) | (transparentIndex == nil ? 0 : 1)] + little(delay) + [transparentIndex ?? 0, 0]
    }

    /// Where the frame's rectangle goes; no local colour table, not interlaced.
    static func imageDescriptor(_ area: GIFRectangle) -> [UInt8] {
        [0x2C] + little(area.x) + little(area.y) + little(area.width) + little(area.height) + [0]
    }
}
