import CRlottie
import Foundation
import MotionKit

/// rlottie, playing a Lottie file: another project's player, so what it shows is what an app's
/// player would show, not what our own reading of the format expects.
final class RlottiePlayer {
    private let animation: OpaquePointer

    init?(json: Data) {
        let text = String(decoding: json, as: UTF8.self)
        // rlottie caches animations by key; a fresh key each time keeps every test on its own file.
        guard let animation = lottie_animation_from_data(text, UUID().uuidString, "") else { return nil }
        self.animation = animation
    }

    deinit { lottie_animation_destroy(animation) }

    var frameCount: Int { lottie_animation_get_totalframe(animation) }
    var frameRate: Double { lottie_animation_get_framerate(animation) }

    /// Frame `k` at `width` x `height`, premultiplied BGRA like a `RasterImage`.
    func frame(_ k: Int, width: Int, height: Int) -> RasterImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            lottie_animation_render(animation, k, buffer.baseAddress, width, height, width * 4)
        }
        let bytes = pixels.withUnsafeBytes { [UInt8]($0) }
        return RasterImage(width: width, height: height, pixels: bytes)
    }
}

/// How far one frame is from another: the mean absolute difference of each channel (0-255) and
/// the share of pixels whose every channel is within `near` levels.
struct FrameAgreement: CustomStringConvertible {
    let meanDifference: [Double]
    let shareWithin: Double

    init(_ a: RasterImage, _ b: RasterImage, near: Int = 16) {
        precondition(a.width == b.width && a.height == b.height)
        var sums = [Int](repeating: 0, count: 4)
        var within = 0
        let count = a.width * a.height
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for i in 0..<count {
                    var close = true
                    for c in 0..<4 {
                        let d = abs(Int(p[i * 4 + c]) - Int(q[i * 4 + c]))
                        sums[c] += d
                        if d > near { close = false }
                    }
                    if close { within += 1 }
                }
            }
        }
        meanDifference = sums.map { Double($0) / Double(count) }
        shareWithin = Double(within) / Double(count)
    }

    var description: String {
        "mean \(meanDifference.map { String(format: "%.2f", $0) }.joined(separator: "/")), \(String(format: "%.2f", shareWithin * 100))% within 16"
    }
}
