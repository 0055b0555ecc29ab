import ChessCore
import Foundation
import TestSupport
import Testing

/// A lichess study export with `[%cal]` arrows, rendered `--frames moves` and read back by
/// giflib: each arrow's colour shows on the empty squares its shaft crosses in the frame of
/// the ply whose comment drew it, and on no other frame; `--no-annotations` shows none.
@Suite("chess-motion render --frames moves: arrows at their plies")
struct GIFAnnotationFramesTests {
    static let width = GIFPositionFramesTests.width, square = GIFPositionFramesTests.square
    static let boardTop = GIFPositionFramesTests.boardTop
    static let file = Fixtures.example("Games/lichess-arrows.pgn")

    /// lichess's brushes, by their PGN letter, and the opacity its shapes layer shows them at.
    static let brushes: [PGNShapeColor: (r: Double, g: Double, b: Double)] = [
        .green: (0x15, 0x78, 0x1B), .red: (0x88, 0x20, 0x20), .blue: (0x00, 0x30, 0x88), .yellow: (0xE6, 0x8F, 0x00),
    ]
    static let opacity = 0.6

    /// A probe: in frame `frame` (the position after that many plies), the centre of `square`
    /// should show `color` over the square's own ground.
    struct Probe: Hashable {
        var frame: Int
        var square: Square
        var color: PGNShapeColor
    }

    /// The squares an arrow's shaft crosses, its ends left out: the steps of a line, or for a
    /// knight's jump the L's long leg and its corner.
    static func crossed(_ arrow: PGNArrow) -> [Square] {
        let df = arrow.to.file - arrow.from.file, dr = arrow.to.rank - arrow.from.rank
        if Set([abs(df), abs(dr)]) == [1, 2] {
            let alongFiles = abs(df) == 2
            let corner = alongFiles ? Square(file: arrow.to.file, rank: arrow.from.rank)! : Square(file: arrow.from.file, rank: arrow.to.rank)!
            let middle = alongFiles ? Square(file: arrow.from.file + df / 2, rank: arrow.from.rank)!
                : Square(file: arrow.from.file, rank: arrow.from.rank + dr / 2)!
            return [middle, corner]
        }
        let steps = max(abs(df), abs(dr))
        guard steps > 1, df == 0 || dr == 0 || abs(df) == abs(dr) else { return [] }
        return (1..<steps).map { Square(file: arrow.from.file + $0 * df.signum(), rank: arrow.from.rank + $0 * dr.signum())! }
    }

    /// Every probe of the game: crossed squares that are empty, not lit as the last move, and
    /// crossed by only one arrow of their frame (two translucent arrows darken each other).
    static func probes(of game: PGNGame) -> [Probe] {
        var probes: [Probe] = []
        for (index, ply) in game.plies.enumerated() {
            let position = game.game.positions[index + 1]
            let crossings = ply.shapes.arrows.flatMap { arrow in crossed(arrow).map { ($0, arrow.color) } }
            for (square, color) in crossings where position.piece(at: square) == nil
                && square != ply.move.from && square != ply.move.to
                && crossings.filter({ $0.0 == square }).count == 1 {
                probes.append(Probe(frame: index + 1, square: square, color: color))
            }
        }
        return probes
    }

    static func render(_ extra: [String]) throws -> DecodedGIF {
        let url = try TemporaryFolder().url.appendingPathComponent("arrows.gif")
        let result = try ToolRunner.run(["render", file.path, "--frames", "moves", "--width", String(width), "--quiet",
                                         "-o", url.path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try DecodedGIF(contentsOf: url)
    }

    static func center(_ gif: DecodedGIF, frame: Int, _ square: Square) -> (r: Int, g: Int, b: Int) {
        gif.rgb(frame: frame, x: square.file * Self.square + Self.square / 2,
                y: boardTop + (7 - square.rank) * Self.square + Self.square / 2)
    }

    /// The brush over `ground` at the shapes' opacity.
    static func blend(_ color: PGNShapeColor, over ground: (r: Int, g: Int, b: Int)) -> (r: Int, g: Int, b: Int) {
        let brush = brushes[color]!
        func mix(_ a: Int, _ b: Double) -> Int { Int((Double(a) * (1 - opacity) + b * opacity).rounded()) }
        return (mix(ground.r, brush.r), mix(ground.g, brush.g), mix(ground.b, brush.b))
    }

    static func near(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Bool {
        abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) <= 18
    }

    @Test func eachArrowShowsOnItsPlyAndNoOther() throws {
        let game = try #require(PGN.read(try String(contentsOf: Self.file, encoding: .utf8), sanMode: .lenient).first)
        let probes = Self.probes(of: game)
        // The file draws arrows on five plies; the probes must cover several colours and plies.
        try #require(Set(probes.map(\.frame)).count >= 3 && Set(probes.map(\.color)).count >= 3, "\(probes)")
        let gif = try Self.render([])
        try #require(gif.frames.count == game.game.positions.count)
        // Plain squares' colours from the start position's empty middle.
        let light = Self.center(gif, frame: 0, Square("a4")!), dark = Self.center(gif, frame: 0, Square("a3")!)

        var wrong: [String] = []
        for probe in probes {
            let expected = Self.blend(probe.color, over: probe.square.isLight ? light : dark)
            for frame in gif.frames.indices {
                let seen = Self.center(gif, frame: frame, probe.square)
                let shows = Self.near(seen, expected)
                // Another ply may cross the same square in the same colour; only its own frames may show it.
                let sameElsewhere = probes.contains { $0.frame == frame && $0.square == probe.square && $0.color == probe.color }
                if frame == probe.frame, !shows {
                    wrong.append("frame \(frame): \(probe.square.name) is \(seen), not \(probe.color)'s \(expected)")
                } else if frame != probe.frame, !sameElsewhere, shows {
                    wrong.append("frame \(frame): \(probe.square.name) shows ply \(probe.frame)'s \(probe.color) arrow")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    @Test func noAnnotationsHidesEveryArrow() throws {
        let game = try #require(PGN.read(try String(contentsOf: Self.file, encoding: .utf8), sanMode: .lenient).first)
        let gif = try Self.render(["--no-annotations"])
        let light = Self.center(gif, frame: 0, Square("a4")!), dark = Self.center(gif, frame: 0, Square("a3")!)
        for probe in Self.probes(of: game) {
            let seen = Self.center(gif, frame: probe.frame, probe.square)
            #expect(Self.near(seen, probe.square.isLight ? light : dark), "\(probe.square.name) in frame \(probe.frame): \(seen)")
        }
    }
}
