import FoundationEssentials

extension VectorImage {
    /// The image as PNG bytes at `width` x `height` pixels, for formats that embed pictures.
    package func pngData(width: Int, height: Int) throws(RenderError) -> Data {
        switch source {
        case .svg(let svg):
            let raster = svg.raster(width: width, height: height)
            return try withExtendedLifetime(raster) { () throws(RenderError) -> Data in
                try RasterImage(copying: raster.surface).pngData()
            }
        case .bitmap(let bitmap):
            return try withExtendedLifetime(bitmap) { () throws(RenderError) -> Data in
                try RasterImage(painting: bitmap.source.surface).pngData()
            }
        }
    }

    /// The image's own size in pixels (a bitmap's) or its intrinsic size (an SVG's).
    package var intrinsicSize: Size {
        switch source {
        case .svg(let svg): svg.intrinsicSize
        case .bitmap(let bitmap): Size(Double(bitmap.pixelWidth), Double(bitmap.pixelHeight))
        }
    }
}
