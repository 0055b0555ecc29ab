import ChessMotionSupport
import FoundationEssentials
import MotionKit
import PNGCodec

/// The images a scene draws, embedded as PNGs painted exactly as Cairo paints them where each
/// element rests (its placement on the still frame, or its last if it is gone by then): the same raster, filtered the same,
/// at the same fraction of a pixel, on whole device pixels. A player then shows a resting piece
/// or avatar pixel for pixel; in motion the picture is moved and scaled as a whole. Identical
/// pictures (a pawn resting at the same phase on two squares) are embedded once.
///
/// Why not twice the size: players draw a picture scaled down by sampling it (rlottie takes
/// the nearest pixel), and a piece drawn at half its embedded size kept a ring of pixels off
/// by more than 16 levels around every edge.
struct ImageAssets {
    struct Placement {
        let id: String
        /// Takes the picture's pixels to the element's unit square at rest; the layer's
        /// transform is the frame's placement of the unit square after it.
        let pixelsToUnitSquare: MotionKit.AffineTransform
        /// The picture's size in pixels, the layer's units.
        let width: Int, height: Int
    }

    private var pictures: [Data] = []
    private var sizes: [(width: Int, height: Int)] = []
    private var placements: [Int: Placement] = [:]

    init(tracks: [ElementTrack], stillFrame: Int) throws(LottieExportError) {
        var seen: [Data: Int] = [:]
        for (position, track) in tracks.enumerated() {
            guard case .image(let image) = track.key.shape else { continue }
            let resting = track.samples.indices.contains(stillFrame) ? track.samples[stillFrame] : nil
            guard let rest = (resting ?? track.samples[track.lastFrame])?.transform, let back = rest.inverted,
                  let placed = image.placedRaster(through: rest) else { continue }
            let png = try Self.smallestPNG(Self.levelled(placed.image))
            let index = seen[png] ?? pictures.count
            if index == pictures.count {
                seen[png] = index
                pictures.append(png)
                sizes.append((placed.image.width, placed.image.height))
            }
            placements[position] = Placement(id: Self.id(index),
                                             pixelsToUnitSquare: back.concatenating(.identity.translated(Double(placed.x), Double(placed.y))),
                                             width: placed.image.width, height: placed.image.height)
        }
    }

    /// Levels a picture's straight colour and alpha are taken to multiples of before coding.
    /// A piece's raster is antialiased edges and shading, a level or two apart from pixel to
    /// pixel, which deflate codes badly. In steps of eight each channel is at most four levels
    /// off (the colour painted, premultiplied, at most nine), far inside the sixteen the players
    /// are held to, and the bots file's twelve pictures take 8 kB less: the bots `.json` was
    /// 154.9 kB with the pictures exact, 150.0 in steps of four, 148.5 of six, 146.9 of eight.
    static let pictureLevelStep = 8

    /// `image` (premultiplied, as Cairo paints it) with its straight colour and its alpha each
    /// rounded to a multiple of `pictureLevelStep`, premultiplied again.
    static func levelled(_ image: RasterImage) -> RasterImage {
        let step = UInt32(pictureLevelStep)
        func level(_ value: UInt32) -> UInt32 { min(255, (value + step / 2) / step * step) }
        var pixels = image.pixels
        for i in stride(from: 0, to: pixels.count - 3, by: 4) {
            let alpha = UInt32(pixels[i + 3])
            let levelledAlpha = level(alpha)
            guard alpha > 0, levelledAlpha > 0 else {
                for c in i..<(i + 4) { pixels[c] = 0 }
                continue
            }
            for c in i..<(i + 3) {
                let straight = UInt32(PNGScanlines.unpremultiply(UInt32(pixels[c]), alpha: alpha))
                pixels[c] = UInt8((level(straight) * levelledAlpha + 127) / 255)
            }
            pixels[i + 3] = UInt8(levelledAlpha)
        }
        return RasterImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// The picture as the smallest PNG any row filter makes at libdeflate's smallest level: the
    /// file carries it in base64, and the tool's standard PNGs are made for speed, not size
    /// (the bots pieces were 26.8 kB so). A dozen small pictures cost milliseconds this way.
    static func smallestPNG(_ image: RasterImage) throws(LottieExportError) -> Data {
        var smallest: Data?
        for filter in PNGEncoder.RowFilter.allCases {
            let png: Data
            do { png = try PNGEncoder(filter: filter, level: PNGEncoder.levels.upperBound).encode(width: image.width, height: image.height, pixels: image.pixels) } catch {
                throw .render(.encoding(error))
            }
            if png.count < smallest?.count ?? .max { smallest = png }
        }
        return smallest ?? Data()
    }

    var count: Int { pictures.count }

    /// Where track `position` (in the stacked order) finds its picture; nil for shapes.
    func placement(forTrack position: Int) -> Placement? { placements[position] }

    private static func id(_ index: Int) -> String { "image-\(index)" }

    var json: [JSONValue] {
        pictures.enumerated().map { index, png in
            .object(JSONObject([
                "id": .string(Self.id(index)), "w": .number(String(sizes[index].width)), "h": .number(String(sizes[index].height)),
                "u": .string(""), "p": .string("data:image/png;base64," + png.base64EncodedString()), "e": .number("1"),
            ]))
        }
    }
}
