internal import CCairo
import FoundationEssentials
import Glibc

extension BitmapImage {
    /// A rendered frame as an image that can be painted into another drawing: contact sheets lay
    /// frames out in a grid this way. At scale 1 and whole-pixel positions the frame's pixels are
    /// copied exactly.
    package init(raster: RasterImage, name: String) throws(RenderError) {
        let size = try PixelSize(width: raster.width, height: raster.height).validated()
        guard raster.pixels.count == size.width * size.height * 4,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else {
            throw .cairo(status: "no memory for a \(size) image")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = size.width * 4
        raster.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<size.height {
                memcpy(data + row * stride, base + row * rowBytes, rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(name: name, source: CairoSourceSurface(surface: surface))
    }
}
