import Foundation
import MotionKit
import Testing
import TestSupport

/// Docs/Service.md's pictures of web-boardimage's and lila-gif's parameters: the guide's table is
/// read here, each request sent over a real socket, and its answer (shrunk to fit the page)
/// compared with the picture beside it, which `SNAPSHOT_RECORD=1` redraws. So a picture in the
/// guide is always what its request answers.
@Suite("RenderService: board images in the guide", .serialized)
struct BoardImageExamplesTests {
    struct Example: CustomStringConvertible {
        var request: String
        var picture: String
        var description: String { request }
    }

    /// The rows of the guide's tables: a request in backquotes, then its picture.
    static func examples() throws -> [Example] {
        let text = try String(contentsOf: Fixtures.url("Docs/Service.md"), encoding: .utf8)
        let row = /^\| .* \| `(\/(?:board\.png|image\.gif)[^`]*)` \| !\[[^\]]*\]\((Images\/[a-z0-9-]+\.png)\) \|$/
        return text.split(separator: "\n").compactMap { line in
            (try? row.wholeMatch(in: line)).flatMap { $0 }.map { Example(request: String($0.1), picture: String($0.2)) }
        }
    }

    /// The widest a picture in the guide is: answers are shrunk by a whole factor to fit.
    static let pageWidth = 180

    @Test func everyParameterOfBothContractsHasAPicture() throws {
        let examples = try Self.examples()
        let board = examples.filter { $0.request.hasPrefix("/board") }.map(\.request)
        let gif = examples.filter { $0.request.hasPrefix("/image.gif") }.map(\.request)
        for name in WebBoardImageTests.table.map(\.name) where name != "lastmove" {
            #expect(board.contains { $0.contains("?\(name)=") || $0.contains("&\(name)=") }, "no picture of web-boardimage's \(name)")
        }
        for name in ["fen", "white", "black", "comment", "lastMove", "check", "orientation", "theme", "piece", "coordinates"] {
            #expect(gif.contains { $0.contains("?\(name)=") || $0.contains("&\(name)=") }, "no picture of lila-gif's \(name)")
        }
    }

    @Test func eachPictureIsWhatItsRequestAnswers() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 20)
        let running = try RunningService()
        defer { running.stop() }
        for example in examples {
            let reply = try running.http.get(example.request)
            #expect(reply.status == 200, "\(example): \(reply.text.prefix(200))")
            guard reply.status == 200 else { continue }
            let image = example.request.hasPrefix("/image.gif") ? try Self.firstFrame(reply.body) : try LibPNG.decode(reply.body)
            let factor = (image.width + Self.pageWidth - 1) / Self.pageWidth
            do {
                try Snapshot.assertMatches(Self.shrunk(image, by: factor), reference: Fixtures.url("Docs/" + example.picture))
            } catch {
                Issue.record("\(example): \(error)")
            }
        }
    }

    /// A GIF's first frame as a picture, decoded by giflib.
    static func firstFrame(_ data: Data) throws -> RasterImage {
        let gif = try DecodedGIF(bytes: [UInt8](data))
        let canvas = try #require(gif.frames.first).canvas
        var pixels = [UInt8](repeating: 255, count: gif.width * gif.height * 4)
        for i in 0..<(gif.width * gif.height) {
            pixels[i * 4] = canvas[i * 3 + 2]
            pixels[i * 4 + 1] = canvas[i * 3 + 1]
            pixels[i * 4 + 2] = canvas[i * 3]
        }
        return RasterImage(width: gif.width, height: gif.height, pixels: pixels)
    }

    /// `image` with each `factor` × `factor` block averaged into one pixel.
    static func shrunk(_ image: RasterImage, by factor: Int) -> RasterImage {
        guard factor > 1 else { return image }
        let width = image.width / factor, height = image.height / factor
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        for dx in 0..<factor { sum += Int(image.pixels[((y * factor + dy) * image.width + x * factor + dx) * 4 + channel]) }
                    }
                    pixels[(y * width + x) * 4 + channel] = UInt8((sum + factor * factor / 2) / (factor * factor))
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
