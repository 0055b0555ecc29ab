import ChessCore
import Foundation
import TestSupport
import Testing

/// `render GAME.pgn --frames moves`: frame k is the position after ply k, every piece on its
/// square. Each frame is read back by giflib and each square classified from its pixels (empty
/// or occupied, lit as the last move or plain), then compared with ChessCore's positions. A
/// frame's steps (the moment on the way to it, see `GIFIndexedCoder`) show the position before
/// it, its highlight going.
@Suite("chess-motion render --frames moves: every frame is its position")
struct GIFPositionFramesTests {
    /// At 360 pixels wide the scene's box is drawn one to one: 45-pixel squares under a 30-pixel bar.
    static let width = 360, square = 45, boardTop = 30
    /// Inside this margin of a square lie only the coordinates, the move badge and the check's glow.
    static let inset = 8

    enum Occupancy: Equatable { case empty, occupied, unclear(Double) }

    struct SquareLook {
        var occupancy: Occupancy
        /// The colour most of the square shows: its own, or the last move's light over it.
        var ground: (r: Int, g: Int, b: Int)
    }

    /// The square's inner pixels say whether a piece stands there: the share of them away from
    /// the square's ground. A piece half-way between two squares leaves too little on either to
    /// be called occupied and too much to be called empty. The ground is the commonest colour of
    /// small patches along the square's rim (corners and edge middles), where pieces rarely
    /// reach and a coordinate or the move badge covers at most a few.
    static func look(_ gif: DecodedGIF, frame: Int, at square: Square) -> SquareLook {
        look(gif.frames[frame], at: square)
    }

    static func look(_ image: DecodedGIF.Frame, at square: Square) -> SquareLook {
        let left = square.file * Self.square, top = boardTop + (7 - square.rank) * Self.square
        func key(_ x: Int, _ y: Int) -> Int {
            let c = DecodedGIF.rgb(image, x: x, y: y, width: Self.width)
            return c.r << 16 | c.g << 8 | c.b
        }
        var rim: [Int: Int] = [:]
        let edge = Self.square - 5, middle = Self.square / 2 - 1
        for (px, py) in [(2, 2), (edge, 2), (2, edge), (edge, edge), (middle, 2), (middle, edge), (2, middle), (edge, middle)] {
            for dy in 0..<3 { for dx in 0..<3 { rim[key(left + px + dx, top + py + dy), default: 0] += 1 } }
        }
        let mode = rim.max { $0.value < $1.value }!.key
        let ground = (mode >> 16, mode >> 8 & 0xFF, mode & 0xFF)
        var away = 0, count = 0
        for y in (top + inset)..<(top + Self.square - inset) {
            for x in (left + inset)..<(left + Self.square - inset) {
                let c = key(x, y)
                count += 1
                if abs(c >> 16 - ground.0) + abs(c >> 8 & 0xFF - ground.1) + abs(c & 0xFF - ground.2) > 24 { away += 1 }
            }
        }
        let share = Double(away) / Double(count)
        let occupancy: Occupancy = share < 0.01 ? .empty : share > 0.12 ? .occupied : .unclear(share)
        return SquareLook(occupancy: occupancy, ground: ground)
    }

    static func differs(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Bool {
        abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 12
    }

    @Test(arguments: ["opera-game.pgn", "lichess-clocks.pgn", "nepomniachtchi-liren-game1.pgn", "anastasian-lewis.pgn"])
    func everyFrameShowsItsPositionAtRest(file: String) throws {
        let pgn = Fixtures.example("Games/" + file)
        // Read as the tool reads a game file (GameFile): leniently, so ChessBase's Z0 is a pass.
        let game = try #require(PGN.read(try String(contentsOf: pgn, encoding: .utf8), sanMode: .lenient).first).game
        let url = try TemporaryFolder().url.appendingPathComponent("moves.gif")
        let result = try ToolRunner.run(["render", pgn.path, "--frames", "moves", "--width", String(Self.width), "--quiet",
                                         "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try DecodedGIF(contentsOf: url)
        try #require(gif.frames.count == game.positions.count)

        // The plain colours of a light and a dark square, from the start position's empty middle.
        let plainLight = Self.look(gif, frame: 0, at: Square("a4")!).ground
        let plainDark = Self.look(gif, frame: 0, at: Square("a3")!).ground
        #expect(Self.differs(plainLight, plainDark))

        var wrong: [String] = [], steps = 0
        for (k, position) in game.positions.enumerated() {
            // A step shows the position before, its highlight going.
            for (n, step) in gif.frames[k].steps.enumerated() {
                steps += 1
                let before = game.positions[k - 1]
                let going: Set<Square> = k > 1 && !game.moves[k - 2].isNull ? [game.moves[k - 2].from, game.moves[k - 2].to] : []
                let checked = before.isCheck ? before.kingSquare(of: before.sideToMove) : nil
                for square in Square.allCases where square != checked {
                    let look = Self.look(step, at: square)
                    let expected: Occupancy = before.piece(at: square) == nil ? .empty : .occupied
                    if look.occupancy != expected { wrong.append("frame \(k) step \(n) \(square): \(look.occupancy), not \(expected)") }
                    let plain = (square.file + square.rank) % 2 == 0 ? plainDark : plainLight
                    if Self.differs(look.ground, plain), !going.contains(square) { wrong.append("frame \(k) step \(n) \(square): lit") }
                }
            }
            let move = k > 0 ? game.moves[k - 1] : nil
            let lit: Set<Square> = move.map { $0.isNull ? [] : [$0.from, $0.to] } ?? []
            let checked = position.isCheck ? position.kingSquare(of: position.sideToMove) : nil
            for square in Square.allCases {
                // The last frame's result banner covers the middle two ranks.
                if k == game.positions.count - 1, (3...4).contains(square.rank) { continue }
                let look = Self.look(gif, frame: k, at: square)
                let expected: Occupancy = position.piece(at: square) == nil ? .empty : .occupied
                if look.occupancy != expected {
                    wrong.append("frame \(k) \(square): \(look.occupancy), not \(expected)")
                }
                guard square != checked else { continue }
                let plain = (square.file + square.rank) % 2 == 0 ? plainDark : plainLight
                if Self.differs(look.ground, plain) != lit.contains(square) {
                    wrong.append("frame \(k) \(square): \(lit.contains(square) ? "not lit as" : "lit, but not") the last move's")
                }
            }
        }
        #expect(wrong.isEmpty, "\(file): \(wrong.count) wrong squares, first \(wrong.prefix(8))")
        // Most frames are a step and a move: the test above read them.
        #expect(steps >= (game.positions.count - 1) / 2, "\(file): \(steps) steps")
    }
}
