import FoundationEssentials
import PNGCodec

/// The PNG codec speaks in sizes and bytes; the kit's frames are `RasterImage`s.
extension PNGEncoder {
    /// The whole PNG file for `image`.
    package func encode(_ image: RasterImage) throws(PNGEncodingError) -> Data {
        try encode(width: image.width, height: image.height, pixels: image.pixels)
    }

    package func filteredRows(of image: RasterImage) -> [UInt8] {
        filteredRows(width: image.width, height: image.height, pixels: image.pixels)
    }

    package func compressedSize(ofRows rows: [UInt8], of image: RasterImage) throws(PNGEncodingError) -> Int {
        try compressedSize(ofRows: rows, width: image.width, height: image.height, pixels: image.pixels)
    }
}
