import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport
import Testing

/// How much of its square each built-in piece covers (its ink), against lichess's sets: a pawn
/// that covers too little reads as a speck beside lichess's, however well its outline is drawn.
@Suite("Piece ink")
struct PieceInkTests {
    /// The share of a square a lichess piece covers, as issue #33 gives it for its common sets:
    /// the kings and knights 0.38-0.43, the pawns 0.23 on average; ours may stand a little
    /// heavier than that mean but never under 0.21.
    static let lichess: [PieceKind: ClosedRange<Double>] = [
        .king: 0.38...0.43,
        .knight: 0.38...0.43,
        .pawn: 0.21...0.29,
    ]
    /// Room for anti-aliasing and a measurement taken at another size.
    static let slack = 0.01

    @Test(arguments: ["staunton", "geometric"], [Side.white, .black])
    func everyPieceCoversItsSquareAsLichesssDo(set: String, side: Side) throws {
        let pieces = try BoardFixtures.pieces(set)
        var inks: [PieceKind: Double] = [:]
        for kind in PieceProportionTests.kinds {
            inks[kind] = try PieceInk.measure(pieces.image(for: Piece(side: side, kind: kind)))
        }
        for (kind, range) in Self.lichess {
            let ink = try #require(inks[kind])
            #expect(ink >= range.lowerBound - (kind == .pawn ? 0 : Self.slack) && ink <= range.upperBound + Self.slack,
                    "\(set) \(side) \(kind): ink \(ink), lichess's \(range)")
        }
        // The pawn is the lightest piece, and no piece outweighs the king by much.
        let pawn = try #require(inks[.pawn]), king = try #require(inks[.king])
        #expect(inks.values.allSatisfy { $0 >= pawn - 1e-9 && $0 <= king + 0.08 }, "\(set) \(side): \(inks)")
    }
}

/// A piece's ink: the share of its square's pixels it paints, drawn as a board draws it.
enum PieceInk {
    static func measure(_ image: SVGImage) throws -> Double {
        let renderer = FrameRenderer(scene: PieceBounds.OnBackdrop(image: image), palettes: try BoardFixtures.palettes.get())
        let pixels = PieceBounds.pixels
        let raster = try renderer.raster(at: 0, size: PixelSize(width: pixels, height: pixels))
        var painted = 0
        for y in 0..<pixels {
            for x in 0..<pixels {
                let c = raster.color(x: x, y: y)
                // Half covered or more: the backdrop's green is at most half left.
                if c.green - max(c.red, c.blue) < 0.5 { painted += 1 }
            }
        }
        return Double(painted) / Double(pixels * pixels)
    }
}
