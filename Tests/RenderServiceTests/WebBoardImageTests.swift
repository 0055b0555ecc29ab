import Foundation
import MotionKit
import Testing
import TestSupport

/// web-boardimage's contract on `/board.{svg,png}`, over a real socket: its README's example,
/// checked square by square, and its parameter table, row by row, as its server.py reads each
/// (Docs/Service.md says where `/board` parts from it, and why).
@Suite("RenderService: web-boardimage's API", .serialized)
struct WebBoardImageTests {
    /// One row of web-boardimage's parameter table, with what its server.py does: the default
    /// when the name is left out, a value that draws something, and one answered 400 (there too,
    /// but for `orientation` and `coordinates`, which it reads as white and off: Docs/Service.md
    /// says why they are refused here).
    struct Parameter: Sendable, CustomStringConvertible {
        var name: String
        var type: String
        /// As the table says: a value, `required` or `(none)`.
        var byDefault: String
        var example: String
        var refused: String
        var description: String { name }
    }

    static let table: [Parameter] = [
        Parameter(name: "fen", type: "string", byDefault: "required", example: fen, refused: "5r1k/1b4pp"),
        Parameter(name: "orientation", type: "string", byDefault: "white", example: "black", refused: "north"),
        Parameter(name: "size", type: "int", byDefault: "360", example: "200", refused: "big"),
        Parameter(name: "lastMove", type: "string", byDefault: "(none)", example: "f4g6", refused: "f4g9"),
        Parameter(name: "lastmove", type: "string", byDefault: "(none)", example: "f4g6", refused: "f4"),
        Parameter(name: "check", type: "string", byDefault: "(none)", example: "h8", refused: "h9"),
        Parameter(name: "arrows", type: "string", byDefault: "(none)", example: "Ge6g8,Bh7", refused: "Qe6g8"),
        Parameter(name: "squares", type: "string", byDefault: "(none)", example: "a3,c3", refused: "a9"),
        Parameter(name: "coordinates", type: "bool", byDefault: "false", example: "1", refused: "maybe"),
        Parameter(name: "colors", type: "string", byDefault: "lichess-brown", example: "lichess-blue", refused: "nope"),
    ]

    /// web-boardimage's themes: its `square light` and `square dark` (themes/*.json).
    static let themeSquares = ["lichess-brown": ("#F0D9B5", "#B58863"), "lichess-blue": ("#DEE3E6", "#8CA2AD"),
                               "wikipedia": ("#FFCE9E", "#D18B47")]

    /// The README's position: its board field alone.
    static let fen = "5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8"
    static let readme = "fen=\(fen)&lastMove=f4g6&check=h8&arrows=Ge6g8,Bh7&squares=a3,c3"

    /// A service whose default theme is web-boardimage's default colours, as a fleet standing in
    /// for it is configured (Docs/Service.md).
    static func standIn() throws -> RunningService {
        let file = try TemporaryFolder().url.appendingPathComponent("serve.json")
        try Data(#"{"version": 1, "theme": "lichess-brown"}"#.utf8).write(to: file)
        return try RunningService { $0.defaultsFile = file.path }
    }

    @Test func theTableIsReadRowByRow() throws {
        let running = try Self.standIn()
        defer { running.stop() }
        let plain = try running.http.get("/board.png?fen=\(Self.fen)")
        #expect(plain.status == 200)
        let plainImage = try LibPNG.decode(plain.body)
        #expect(plainImage.width == 360 && plainImage.height == 360)
        for row in Self.table {
            let base = row.name == "fen" ? "/board.png?" : "/board.png?fen=\(Self.fen)&"
            let given = try running.http.get(base + "\(row.name)=\(row.example)")
            #expect(given.status == 200, "\(row): \(given.text.prefix(200))")
            let compared = row.name == "fen" ? try LibPNG.decode(running.http.get("/board.png").body) : plainImage
            #expect(try LibPNG.decode(given.body).pixels != compared.pixels, "\(row) \(row.example) draws something")

            // Left out is the default: the default written out, or an empty value, draws the same.
            switch row.byDefault {
            case "required":
                #expect(try running.http.get("/board.png").status == 200, "no fen is the start position here")
            case "(none)":
                let empty = try running.http.get(base + "\(row.name)=")
                #expect(try empty.status == 200 && LibPNG.decode(empty.body).pixels == plainImage.pixels, "\(row) empty")
            default:
                let value = row.type == "bool" ? "0" : row.byDefault
                let written = try running.http.get(base + "\(row.name)=\(value)")
                #expect(try written.status == 200 && LibPNG.decode(written.body).pixels == plainImage.pixels, "\(row) = \(value)")
            }

            let refused = try running.http.get(base + "\(row.name)=\(row.refused)")
            #expect(refused.status == 400 && refused.json?["where"] as? String == "query.\(row.name)",
                    "\(row) \(row.refused): \(refused.status) \(refused.text.prefix(200))")
        }
    }

    @Test func rowsMeanWhatServerPyMeans() throws {
        let running = try Self.standIn()
        defer { running.stop() }
        func image(_ query: String) throws -> RasterImage {
            let reply = try running.http.get("/board.png?fen=\(Self.fen)&\(query)")
            #expect(reply.status == 200, "\(query): \(reply.text.prefix(200))")
            return try LibPNG.decode(reply.body)
        }
        #expect(try image("size=200").width == 200)
        #expect(try image("lastMove=f4g6").pixels == (try image("lastmove=f4g6")).pixels)
        // web-boardimage reads lastMove first, and an empty one as none.
        #expect(try image("lastMove=f4g6&lastmove=a1a2").pixels == (try image("lastMove=f4g6")).pixels)
        #expect(try image("lastMove=&lastmove=f4g6").pixels == (try image("lastMove=f4g6")).pixels)
        // Its words for on: empty, 1, true, True, yes.
        let coordinates = try image("coordinates=1")
        for word in ["", "true", "True", "yes"] { #expect(try image("coordinates=\(word)").pixels == coordinates.pixels, "\(word)") }
        // Blanks around an item and empty items are skipped, as its split and strip skip them.
        #expect(try image("arrows=%20Ge6g8,,Bh7%20").pixels == (try image("arrows=Ge6g8,Bh7")).pixels)
        // Two squares make an arrow, one a circle, as does a square named twice.
        #expect(try image("arrows=Bh7h7").pixels == (try image("arrows=Bh7")).pixels)
        #expect(try image("arrows=Gh7").pixels == (try image("arrows=h7")).pixels)
        // Each theme has web-boardimage's colours: f1 is a light square and e1 a dark one, both bare.
        let side = 360.0 / 330
        for (name, squares) in Self.themeSquares {
            let drawn = try image("colors=\(name)")
            let f1 = drawn.color(x: Int((5 + 40 * 5 + 20) * side), y: Int((5 + 40 * 7 + 20) * side))
            let e1 = drawn.color(x: Int((5 + 40 * 4 + 20) * side), y: Int((5 + 40 * 7 + 20) * side))
            #expect(f1.hexString.prefix(7) == squares.0 && e1.hexString.prefix(7) == squares.1, "\(name): \(f1.hexString) \(e1.hexString)")
        }
        // Names it does not know are ignored, and change neither the picture nor its tag.
        let plain = try running.http.get("/board.png?fen=\(Self.fen)")
        let busted = try running.http.get("/board.png?fen=\(Self.fen)&v=3&_=1701&utm_source=x")
        #expect(busted.status == 200 && busted.body == plain.body && busted.header("ETag") == plain.header("ETag"))
    }

    @Test func theREADMEExampleAnswersOnBothFormats() throws {
        let running = try RunningService()
        defer { running.stop() }
        let png = try running.http.get("/board.png?\(Self.readme)")
        #expect(png.status == 200 && png.header("Content-Type") == "image/png")
        let svg = try running.http.get("/board.svg?\(Self.readme)")
        #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml")
        let plainPNG = try LibPNG.decode(running.http.get("/board.png?fen=\(Self.fen)").body)
        try Self.expectMarksOnTheirSquares(try LibPNG.decode(png.body), plain: plainPNG, format: "png")
        // The SVG as librsvg draws it.
        let plainSVG = try running.http.get("/board.svg?fen=\(Self.fen)").body
        try Self.expectMarksOnTheirSquares(try Self.rasterized(svg.body), plain: try Self.rasterized(plainSVG), format: "svg")
        // The CLI draws the same from the same words.
        let drawn = try LibPNG.decode(ServiceRouteTests.cli(["board", Self.fen, "--last-move", "f4g6", "--check", "h8", "--arrow", "Ge6g8",
                                                             "--arrow", "Bh7", "--fill", "a3", "--fill", "c3", "--width", "360"]))
        #expect(drawn.pixels == (try LibPNG.decode(png.body)).pixels)
    }

    /// Each mark of the README's example on its own squares, and nothing on any square no mark
    /// touches: a square's inside (a pixel in from its edges) compared with the bare position.
    static func expectMarksOnTheirSquares(_ marked: RasterImage, plain: RasterImage, format: String) throws {
        #expect(marked.width == 360 && marked.height == 360, "\(format)")
        let scale = Double(marked.width) / 330
        func pixels(_ name: String) -> [(marked: Color, plain: Color)] {
            let file = Int(name.unicodeScalars.first!.value) - 97, rank = Int(String(name.dropFirst()))! - 1
            let left = (5 + 40 * Double(file)) * scale, top = (5 + 40 * Double(7 - rank)) * scale
            var found: [(Color, Color)] = []
            for y in Int(top.rounded(.up)) + 1..<Int((top + 40 * scale).rounded(.down)) - 1 {
                for x in Int(left.rounded(.up)) + 1..<Int((left + 40 * scale).rounded(.down)) - 1 {
                    found.append((marked.color(x: x, y: y), plain.color(x: x, y: y)))
                }
            }
            return found
        }
        func share(_ name: String, _ test: (Color, Color) -> Bool) -> Double {
            let all = pixels(name)
            return Double(all.filter { test($0.marked, $0.plain) }.count) / Double(all.count)
        }
        func changed(_ a: Color, _ b: Color) -> Bool {
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) > 0.03
        }
        // The lit move: f4 (empty) all lit, g6 (the knight's) lit round the piece.
        #expect(share("f4", changed) > 0.95, "\(format) f4 lit")
        #expect(share("g6", changed) > 0.4, "\(format) g6 lit")
        // The check: h8 glows red round its king.
        #expect(share("h8") { $0.red - $0.green > $1.red - $1.green + 0.1 } > 0.1, "\(format) h8 in check")
        // The green arrow e6-g8 crosses f7 and ends on g8.
        for square in ["f7", "g8"] {
            #expect(share(square) { $0.green - $0.red > $1.green - $1.red + 0.1 } > 0.1, "\(format) arrow over \(square)")
        }
        // The blue circle rings h7.
        #expect(share("h7") { $0.blue - $0.red > $1.blue - $1.red + 0.1 } > 0.1, "\(format) circle on h7")
        // a3 and c3, marked, washed in green.
        for square in ["a3", "c3"] {
            #expect(share(square) { $0.green - $0.red > $1.green - $1.red + 0.1 } > 0.9, "\(format) \(square) marked")
        }
        // Every square no mark touches is as it was; the arrow's shaft may graze the squares
        // beside the corners it crosses.
        let marks: Set = ["f4", "g6", "h8", "e6", "f7", "g8", "h7", "a3", "c3"], grazed: Set = ["e7", "f6", "f8", "g7"]
        for file in "abcdefgh" {
            for rank in 1...8 where !marks.contains("\(file)\(rank)") && !grazed.contains("\(file)\(rank)") {
                #expect(share("\(file)\(rank)", changed) == 0, "\(format) \(file)\(rank) untouched")
            }
        }
    }

    /// An SVG answer drawn by librsvg at 360 pixels.
    static func rasterized(_ data: Data) throws -> RasterImage {
        struct Drawing: MotionScene {
            let svg: SVGImage
            var box: Size { Size(360, 360) }
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            func draw(_ canvas: inout MotionCanvas, t: Double) { canvas.image(svg, in: Rect(x: 0, y: 0, width: 360, height: 360)) }
        }
        let renderer = FrameRenderer(scene: Drawing(svg: try SVGImage(data: data, name: "board.svg")), palettes: try Fixtures.palettes())
        return try renderer.raster(at: 0, size: PixelSize(width: 360, height: 360))
    }
}
