import Foundation
import MotionKit
import TestSupport

/// The Python `lottie` package (PyPI, python-lottie) playing a Lottie file: a second player
/// written apart from rlottie, which builds each frame as SVG and rasterises it with CairoSVG.
/// It lives in a venv of the tests' own under `.build/`, made on first use with Debian's python3,
/// versions pinned so the player judged against cannot change under the tests.
enum PythonLottiePlayer {
    static let packages = ["lottie==0.7.2", "cairosvg==2.9.1", "pillow==13.0.0"]
    static let venv = TestVenv(name: "python-lottie", packages: packages)

    struct SetupFailed: Error, CustomStringConvertible {
        var step: String
        var output: String
        var description: String { "python-lottie (\(step)): \(output)" }
    }

    /// Parses the file once, then writes each asked frame as premultiplied BGRA bytes (like a
    /// `RasterImage`) to `OUT/FRAME.bgra`, rendered at the asked size.
    static let script = """
    import sys
    from lottie.parsers.tgs import parse_tgs
    from lottie.exporters.svg import export_svg
    import cairosvg, io
    from PIL import Image
    source, out, width, height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    animation = parse_tgs(source)
    for frame in sys.argv[5:]:
        svg = io.StringIO()
        export_svg(animation, svg, int(frame))
        png = cairosvg.svg2png(bytestring=svg.getvalue().encode(), output_width=width, output_height=height)
        image = Image.open(io.BytesIO(png)).convert("RGBA").convert("RGBa")
        r, g, b, a = image.split()
        with open("%s/%s.bgra" % (out, frame), "wb") as f:
            f.write(Image.merge("RGBa", (b, g, r, a)).tobytes())
    """

    /// The venv's python, with the player importable.
    static var python: URL {
        get throws { try venv.python }
    }

    /// Frames `frames` of the Lottie `json` at `width` x `height`, by frame number.
    static func frames(_ frames: [Int], of json: Data, width: Int, height: Int) throws -> [Int: RasterImage] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("python-lottie-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("animation.json")
        try json.write(to: source)
        let result = try ProcessRunner(python).run(["-c", script, source.path, folder.path, String(width), String(height)]
                                                   + frames.map(String.init), timeout: 900)
        guard result.status == 0, !result.timedOut else { throw SetupFailed(step: "rendering", output: result.stderr) }
        var images: [Int: RasterImage] = [:]
        for frame in frames {
            let bytes = try Data(contentsOf: folder.appendingPathComponent("\(frame).bgra"))
            guard bytes.count == width * height * 4 else {
                throw SetupFailed(step: "frame \(frame)", output: "\(bytes.count) bytes for \(width) x \(height)")
            }
            images[frame] = RasterImage(width: width, height: height, pixels: [UInt8](bytes))
        }
        return images
    }
}
