import ChessMotionSupport
import Foundation
import MotionKit

/// The images a scene draws, each embedded once as a PNG at `scale` times the size it is drawn
/// at most often (its size at rest).
struct ImageAssets {
    private var entries: [(image: VectorImage, width: Int, height: Int)] = []
    private var index: [VectorImage: Int] = [:]

    /// No embedded image is larger than this on a side.
    static let maxSide = 2048

    init(tracks: [ElementTrack], scale: Double) {
        // Sizes are counted in whole device pixels; the one an image is drawn at most often is
        // its size at rest, where a player should show it pixel for pixel.
        var sizes: [VectorImage: [PixelCount: Int]] = [:]
        for track in tracks {
            guard case .image(let image) = track.key.shape else { continue }
            if index[image] == nil {
                index[image] = entries.count
                entries.append((image, 1, 1))
            }
            for sample in track.samples.compactMap({ $0 }) {
                let m = sample.transform
                let size = PixelCount(width: Int((m.a * m.a + m.b * m.b).squareRoot().rounded()),
                                      height: Int((m.c * m.c + m.d * m.d).squareRoot().rounded()))
                sizes[image, default: [:]][size, default: 0] += 1
            }
        }
        for (image, counts) in sizes {
            guard let at = index[image], let common = counts.max(by: { ($0.value, $0.key.width) < ($1.value, $1.key.width) })?.key
            else { continue }
            entries[at].width = min(Self.maxSide, max(1, Int((Double(common.width) * scale).rounded())))
            entries[at].height = min(Self.maxSide, max(1, Int((Double(common.height) * scale).rounded())))
        }
    }

    private struct PixelCount: Hashable { let width: Int, height: Int }

    var count: Int { entries.count }

    func placement(for shape: VectorShape) -> (id: String, width: Int, height: Int)? {
        guard case .image(let image) = shape, let at = index[image] else { return nil }
        return (Self.id(at), entries[at].width, entries[at].height)
    }

    private static func id(_ at: Int) -> String { "image-\(at)" }

    func json() throws(LottieExportError) -> [JSONValue] {
        var assets: [JSONValue] = []
        for (at, entry) in entries.enumerated() {
            let png: Data
            do { png = try entry.image.pngData(width: entry.width, height: entry.height) } catch { throw .render(error) }
            assets.append(.object(JSONObject([
                "id": .string(Self.id(at)), "w": .number(String(entry.width)), "h": .number(String(entry.height)),
                "u": .string(""), "p": .string("data:image/png;base64," + png.base64EncodedString()), "e": .number("1"),
            ])))
        }
        return assets
    }
}
