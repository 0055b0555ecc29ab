import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport
import Testing

/// Coordinates are written over the pieces: even a piece that covers its whole square leaves
/// the letter and number in the corner readable, in the colour meant for that square.
@Suite("Coordinates over pieces")
struct CoordinateLayerTests {
    static let cover = Color(red: 1, green: 0, blue: 1)

    /// Twelve pieces that each paint their whole square magenta.
    static func squareFillingSet() throws -> PieceSet {
        let temporary = try TemporaryFolder()
        let folder = temporary.appendingPathComponent("blocks", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 45 45\"><rect width=\"45\" height=\"45\" fill=\"#FF00FF\"/></svg>"
        for name in PieceSet.assetNames { try Data(svg.utf8).write(to: folder.appendingPathComponent("\(name).svg")) }
        return try PieceSet.load(from: folder)
    }

    /// In the corner square at the bottom-left as seen by the viewer, which carries both its rank
    /// number and its file letter: the pixel least like the piece, and how many pixels are not the piece.
    static func corner(orientation: Side, coordinates: Bool) throws -> (count: Int, farthest: Color) {
        let board = BoardFixtures.StaticBoard(position: .start, lastMove: nil, theme: try BoardFixtures.theme(), pieces: try squareFillingSet(),
                                              options: BoardOptions(orientation: orientation, coordinates: coordinates))
        let image = try BoardFixtures.render(board, t: 0)
        let scale = BoardFixtures.scale
        let left = Int((BoardFixtures.margin) * scale), top = Int((BoardFixtures.margin + 7 * BoardFixtures.squareSide) * scale)
        let side = Int(BoardFixtures.squareSide * scale)
        var count = 0
        var farthest = cover, distance = 0.0
        for y in top + 1..<top + side - 1 {
            for x in left + 1..<left + side - 1 {
                let c = image.color(x: x, y: y)
                let d = max(abs(c.red - cover.red), abs(c.green - cover.green), abs(c.blue - cover.blue))
                if d > 0.1 { count += 1 }
                if d > distance { distance = d; farthest = c }
            }
        }
        return (count, farthest)
    }

    @Test(arguments: [Side.white, .black])
    func theCornerSquaresLabelsShowOverAPieceThatFillsIt(orientation: Side) throws {
        let without = try Self.corner(orientation: orientation, coordinates: false)
        #expect(without.count == 0, "the piece covers its square")
        let with = try Self.corner(orientation: orientation, coordinates: true)
        #expect(with.count > 20, "the rank number and file letter are drawn over the piece")
        // a1 (and h8 on a flipped board) is a dark square: its labels use coordinateOnDark.
        let ink = try BoardFixtures.theme().light.coordinateOnDark
        let error = max(abs(with.farthest.red - ink.red), abs(with.farthest.green - ink.green), abs(with.farthest.blue - ink.blue))
        #expect(error < 0.06, "label ink \(with.farthest.hexString), expected \(ink.hexString)")
    }
}
