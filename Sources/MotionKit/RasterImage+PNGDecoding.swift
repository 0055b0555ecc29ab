internal import CCairo
import FoundationEssentials

extension RasterImage {
    /// Decodes PNG bytes with cairo's reader (libpng): how the tests check that what
    /// `PNGEncoder` writes reads back as the frame it was made from.
    package static func decodePNG(_ data: Data, name: String = "PNG data") throws(ImageError) -> RasterImage {
        var reader = PNGByteReader(bytes: data)
        let surface = withUnsafeMutablePointer(to: &reader) { state in
            cairo_image_surface_create_from_png_stream({ closure, target, length in
                guard let closure, let target else { return CAIRO_STATUS_READ_ERROR }
                return closure.assumingMemoryBound(to: PNGByteReader.self).pointee.read(into: target, count: Int(length))
                    ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, state)
        }
        guard let surface else { throw .unparsable(name: name, reason: "not a PNG file") }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .unparsable(name: name, reason: String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        return RasterImage(painting: surface)
    }

    /// Any image surface as ARGB32 pixels: painted onto a fresh ARGB32 surface so that RGB24 or
    /// other layouts a PNG decodes to come out the same way.
    init(painting surface: OpaquePointer) {
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(target)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        self.init(copying: target)
        cairo_surface_destroy(target)
    }
}

/// The read position in PNG bytes handed to cairo's stream reader.
private struct PNGByteReader {
    let bytes: Data
    var offset = 0

    mutating func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.copyBytes(to: target, from: bytes.startIndex + offset ..< bytes.startIndex + offset + count)
        offset += count
        return true
    }
}
