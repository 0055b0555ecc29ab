import Foundation
import MotionKit

/// Compares a frame the browser drew with the frame Cairo drew of the same instant.
///
/// Two renderers never anti-alias an edge alike, and text is rasterised by two different
/// engines (Skia and Pango/FreeType), so an exact comparison would fail on every glyph. The
/// measure used instead: a pixel of one image is *unmatched* when no pixel of the other image
/// within `radius` pixels is within `tolerance` of it in every channel, and the images differ by
/// the share of pixels unmatched either way. An edge drawn a sub-pixel apart, or a glyph
/// hinted differently, finds its twin a pixel away and counts for nothing; a shape moved by
/// two pixels or more, a wrong colour or a missing element is unmatched along its whole outline
/// or area.
struct FrameComparison {
    var unmatched: Int
    var total: Int
    /// Unmatched pixels as a share of the frame.
    var share: Double { Double(unmatched) / Double(max(1, total)) }
    /// Where the differences are: a picture of the unmatched pixels in red over a faded copy.
    var diff: RasterImage

    static let radius = 1
    static let tolerance = 48

    init(_ a: RasterImage, _ b: RasterImage) {
        precondition(a.width == b.width && a.height == b.height, "frames of different sizes")
        let width = a.width, height = a.height
        var diffPixels = [UInt8](repeating: 255, count: width * height * 4)
        var count = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                func matches(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, in q: UnsafeBufferPointer<UInt8>, x: Int, y: Int) -> Bool {
                    for dy in -Self.radius...Self.radius {
                        let yy = y + dy
                        guard yy >= 0, yy < height else { continue }
                        for dx in -Self.radius...Self.radius {
                            let xx = x + dx
                            guard xx >= 0, xx < width else { continue }
                            let j = (yy * width + xx) * 4
                            if abs(Int(p[i]) - Int(q[j])) <= Self.tolerance, abs(Int(p[i + 1]) - Int(q[j + 1])) <= Self.tolerance,
                               abs(Int(p[i + 2]) - Int(q[j + 2])) <= Self.tolerance {
                                return true
                            }
                        }
                    }
                    return false
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let same = abs(Int(pa[i]) - Int(pb[i])) <= Self.tolerance && abs(Int(pa[i + 1]) - Int(pb[i + 1])) <= Self.tolerance
                            && abs(Int(pa[i + 2]) - Int(pb[i + 2])) <= Self.tolerance
                        if same || (matches(pa, i, in: pb, x: x, y: y) && matches(pb, i, in: pa, x: x, y: y)) {
                            for c in 0..<3 { diffPixels[i + c] = UInt8(191 + Int(pb[i + c]) / 4) }
                        } else {
                            count += 1
                            diffPixels[i] = 0; diffPixels[i + 1] = 0; diffPixels[i + 2] = 220
                        }
                    }
                }
            }
        }
        unmatched = count
        total = width * height
        diff = RasterImage(width: width, height: height, pixels: diffPixels)
    }

    /// The two frames side by side (browser left, Cairo right), for eyes.
    static func sideBySide(_ left: RasterImage, _ right: RasterImage, gap: Int = 8) -> RasterImage {
        let width = left.width + gap + right.width, height = max(left.height, right.height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for (image, x0) in [(left, 0), (right, left.width + gap)] {
            for y in 0..<image.height {
                let from = y * image.width * 4, to = (y * width + x0) * 4
                pixels.replaceSubrange(to..<(to + image.width * 4), with: image.pixels[from..<(from + image.width * 4)])
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
