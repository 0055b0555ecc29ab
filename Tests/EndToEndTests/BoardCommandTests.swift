import Foundation
import MotionKit
import TestSupport
import Testing

@Suite("chess-motion themes, pieces and board")
struct BoardCommandTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: url)
        #expect(Array(data.prefix(8)) == pngSignature)
        return (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func themesListsTheFiveBuiltInThemes() throws {
        let result = try ToolRunner.run(["themes"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = result.stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        for name in ["green", "wood", "blue", "midnight", "contrast"] { #expect(names.contains(name), "\(result.stdout)") }
    }

    @Test func piecesListsTheOriginalSetsWithTheirLicence() throws {
        let result = try ToolRunner.run(["pieces"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["staunton", "geometric"] {
            let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix(name) })
            #expect(line.contains("CC0-1.0"))
        }
    }

    /// A user's folder of twelve SVGs joins the list and can be drawn, without touching the
    /// checkout; a theme file of theirs does the same.
    @Test func droppedInSetsAndThemesAreListedAndUsed() throws {
        let data = try TemporaryFolder()
        let set = data.appendingPathComponent("chess-motion/PieceSets/mine", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for name in ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"] {
            let fill = name.hasPrefix("w") ? "#fff" : "#000"
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 45 45\"><rect x=\"12\" y=\"12\" width=\"21\" height=\"21\" fill=\"\(fill)\" stroke=\"#888\"/></svg>"
            try Data(svg.utf8).write(to: set.appendingPathComponent("\(name).svg"))
        }
        let themes = data.appendingPathComponent("chess-motion/BoardThemes", isDirectory: true)
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let theme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("BoardThemes/wood.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"Wood\"", with: "\"Mine\"")
        try Data(theme.utf8).write(to: themes.appendingPathComponent("mine.json"))
        let environment = ["XDG_DATA_HOME": data.path]

        let pieces = try ToolRunner.run(["pieces"], environment: environment)
        #expect(pieces.stdout.contains("mine") && pieces.stdout.contains("staunton"), "\(pieces.stdout)")
        let listed = try ToolRunner.run(["themes"], environment: environment)
        #expect(listed.stdout.contains("Mine") && listed.stdout.contains("Wood"))

        let output = data.appendingPathComponent("board.png")
        let result = try ToolRunner.run(["board", "--pieces", "mine", "--theme", "mine", "-o", output.path], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.pngSize(output).width > 0)
    }

    @Test func previewsDrawEveryThemeAndEverySetInOnePicture() throws {
        let folder = try TemporaryFolder()
        let themes = folder.appendingPathComponent("themes.png"), pieces = folder.appendingPathComponent("pieces.png")
        let t = try ToolRunner.run(["themes", "--preview", "-o", themes.path])
        #expect(t.status == 0, "\(t.stderr)")
        let p = try ToolRunner.run(["pieces", "--preview", "--width", "600", "-o", pieces.path])
        #expect(p.status == 0, "\(p.stderr)")
        // Seven themes, five to a row, make two rows as wide as five boards; two sets one row.
        let themeSize = try Self.pngSize(themes)
        #expect(themeSize.width > 3 * themeSize.height / 2 && themeSize.width < 3 * themeSize.height)
        #expect(try Self.pngSize(pieces).width == 600)
    }

    @Test(arguments: [
        (["themes", "--preview"], "missing -o FILE", Int32(2)),
        (["themes", "extra"], "unexpected argument 'extra'", 2),
        (["pieces", "--preview", "--theme", "plaid", "-o", "/tmp/x.png"], "--theme 'plaid' is not an installed board theme", 1),
        (["themes", "--preview", "--pieces", "../staunton", "-o", "/tmp/x.png"], "--pieces '../staunton' is a path, but a piece set is chosen by name only", 1),
    ])
    func badListingInputIsAClearError(arguments: [String], message: String, status: Int32) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }

    @Test func aBrokenUserThemeIsReportedWithItsFileAndKey() throws {
        let data = try TemporaryFolder()
        let themes = data.appendingPathComponent("chess-motion/BoardThemes", isDirectory: true)
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let broken = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("BoardThemes/blue.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"#DEE3E6\"", with: "\"DEE3E6\"")
        try Data(broken.utf8).write(to: themes.appendingPathComponent("broken.json"))
        let result = try ToolRunner.run(["themes"], environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("green"), "the good themes are still listed")
        let written = try #require(TextLocator.position(of: "\"DEE3E6\"", in: broken))
        #expect(result.stderr.contains("broken.json:\(written.line):\(written.column): light.lightSquare: \"DEE3E6\" is not a colour"),
                "\(result.stderr)")
    }
}

@Suite("chess-motion board")
struct BoardDrawingCommandTests {
    @Test func drawsTheStartPositionAsASquarePNG() throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("start.png")
        let result = try ToolRunner.run(["board", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try BoardCommandTests.pngSize(output)
        #expect(size.width == size.height && size.width == 660)
    }

    @Test func startposAndTheStartFENAreTheSamePicture() throws {
        let folder = try TemporaryFolder()
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        #expect(try ToolRunner.run(["board", "startpos", "--width", "200", "-o", a.path]).status == 0)
        // Unquoted, a FEN arrives as six words.
        let words = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".split(separator: " ").map(String.init)
        #expect(try ToolRunner.run(["board"] + words + ["--width", "200", "-o", b.path]).status == 0)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    @Test func movesInFlightDifferFromMovesSettled() throws {
        let folder = try TemporaryFolder()
        let flight = folder.appendingPathComponent("flight.png"), settled = folder.appendingPathComponent("settled.png")
        let moves = ["--moves", "1. e4 e5 2. Nf3", "--width", "240"]
        #expect(try ToolRunner.run(["board"] + moves + ["--t", "2.5", "-o", flight.path]).status == 0)
        #expect(try ToolRunner.run(["board"] + moves + ["-o", settled.path]).status == 0)
        #expect(try Data(contentsOf: flight) != Data(contentsOf: settled))
        // The same moment in UCI is the same picture.
        let uci = folder.appendingPathComponent("uci.png")
        #expect(try ToolRunner.run(["board", "--moves", "e2e4 e7e5 g1f3", "--width", "240", "--t", "2.5", "-o", uci.path]).status == 0)
        #expect(try Data(contentsOf: flight) == Data(contentsOf: uci))
    }

    @Test func vectorOutputKeepsThePiecesAsVectors() throws {
        let folder = try TemporaryFolder()
        let svg = folder.appendingPathComponent("board.svg"), pdf = folder.appendingPathComponent("board.pdf")
        #expect(try ToolRunner.run(["board", "--moves", "e4", "--flip", "--coordinates", "-o", svg.path]).status == 0)
        #expect(try ToolRunner.run(["board", "--theme", "wood", "--pieces", "geometric", "-o", pdf.path]).status == 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("<path") && !text.contains("<image"))
        #expect(try Data(contentsOf: pdf).prefix(5) == Data("%PDF-".utf8))
    }

    @Test(arguments: [
        (["board", "--moves", "e4 e5 Ke3", "-o", "/tmp/x.png"], "move 3 (2. Ke3 at 2.4 s) is illegal: Ke3: no white king can move to e3", Int32(1)),
        (["board", "--moves", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7 Ke7", "-o", "/tmp/x.png"], "move 8 (4... Ke7 at 6.4 s) is illegal", 1),
        (["board", "not/a/fen", "-o", "/tmp/x.png"], "invalid FEN \"not/a/fen\"", 1),
        (["board", "--every", "0", "-o", "/tmp/x.png"], "--every 0 is out of range", 2),
        (["board", "--theme", "plaid", "-o", "/tmp/x.png"], "--theme 'plaid' is not an installed board theme; the board themes are: blue, contrast, green, lichess-blue, lichess-brown, marble, midnight, walnut, wikipedia, wood", 1),
        (["board", "--pieces", "a/b", "-o", "/tmp/x.png"], "--pieces 'a/b' is a path, but a piece set is chosen by name only", 1),
        (["board", "-o", "/tmp/x.gif"], "unknown image format", 1),
        (["board"], "missing -o FILE", 2),
        (["board", "--t", "later", "-o", "/tmp/x.png"], "--t takes a number, not 'later'", 2),
        (["board", "--moves", "e4", "--last-move", "e2e4", "-o", "/tmp/x.png"], "--last-move and --moves cannot be used together", 2),
        (["board", "--moves", "e4", "--check", "e1", "-o", "/tmp/x.png"], "--check and --moves cannot be used together", 2),
        (["board", "--check", "h8", "--no-check", "-o", "/tmp/x.png"], "--check and --no-check cannot be used together", 2),
        (["board", "--check", "z9", "-o", "/tmp/x.png"], "--check 'z9': expected a square, as h8", 2),
        (["board", "--last-move", "f4", "-o", "/tmp/x.png"], "--last-move 'f4':", 2),
        (["board", "--arrow", "Ge6g8:red", "-o", "/tmp/x.png"], "--arrow 'Ge6g8:red': give the colour as a letter", 2),
        // A placement no game reaches is drawn, but no move is played on it.
        (["board", "5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8", "--moves", "Kg2", "-o", "/tmp/x.png"],
         "invalid FEN \"5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8\"", 1),
    ])
    func badInputIsAClearErrorNotACrash(arguments: [String], message: String, status: Int32) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }

    /// web-boardimage's README position, its placement alone, with its last move lit and its
    /// check marked: one command in every still format, the PNG read back by libpng.
    @Test(arguments: ["png", "svg", "pdf", "jpg", "webp"])
    func aPositionWithItsLastMoveInEveryStillFormat(format: String) throws {
        let folder = try TemporaryFolder()
        let fen = "5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8"
        let marked = folder.appendingPathComponent("marked.\(format)"), bare = folder.appendingPathComponent("bare.\(format)")
        let result = try ToolRunner.run(["board", fen, "--last-move", "f4g6", "--check", "h8", "-o", marked.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try ToolRunner.run(["board", fen, "-o", bare.path]).status == 0)
        let bytes = try Data(contentsOf: marked)
        switch format {
        case "png":
            // 660 pixels: 80-pixel squares in a 10-pixel margin. f4 is lit all over; h8 glows
            // red round its king.
            let lit = try LibPNG.decode(bytes), plain = try LibPNG.decode(Data(contentsOf: bare))
            func centre(_ file: Int, _ rank: Int) -> (Int, Int) { (10 + file * 80 + 40, 10 + (7 - rank) * 80 + 40) }
            let f4 = centre(5, 3), h8 = centre(7, 7)
            #expect(lit.color(x: f4.0, y: f4.1) != plain.color(x: f4.0, y: f4.1))
            #expect(lit.color(x: f4.0 - 35, y: f4.1 - 35) == lit.color(x: f4.0, y: f4.1), "the whole square is lit")
            let glow = lit.color(x: h8.0 - 30, y: h8.1), before = plain.color(x: h8.0 - 30, y: h8.1)
            #expect(glow.red - glow.green > before.red - before.green + 0.1, "\(glow) \(before)")
        case "svg": #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
        case "pdf": #expect(bytes.prefix(5) == Data("%PDF-".utf8))
        case "jpg": #expect(bytes.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        default: #expect(bytes.count > 12 && String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP")
        }
        #expect(bytes != (try Data(contentsOf: bare)), "the marks change the \(format)")
    }

    @Test func everyBoardCommandHasHelp() throws {
        for name in ["board", "themes", "pieces"] {
            let help = try ToolRunner.run([name, "--help"])
            #expect(help.status == 0 && help.stdout.contains("Usage: chess-motion \(name)"))
        }
    }
}
