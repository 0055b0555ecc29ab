import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport
import Testing

/// The built-in pieces fill their squares as the sets players know do: each kind's height and
/// width, drawn through the same loader and `canvas.image` a board uses, fall in the range that
/// common web sets span, the king is the tallest, the pawn the shortest, and all stand on one
/// baseline, centred.
@Suite("Piece proportions")
struct PieceProportionTests {
    /// Height and width of each kind's bounding box as a fraction of the square: the smallest and
    /// largest among seven lichess sets (alpha, california, cardinal, cburnett, maestro, merida,
    /// staunty), each rendered into a 450-pixel square and bounded where alpha exceeds 10%.
    static let commonSets: [PieceKind: (height: ClosedRange<Double>, width: ClosedRange<Double>)] = [
        .king: (0.78...0.85, 0.64...0.86),
        .queen: (0.76...0.85, 0.68...0.92),
        .rook: (0.70...0.81, 0.57...0.68),
        .bishop: (0.78...0.84, 0.57...0.86),
        .knight: (0.75...0.83, 0.61...0.85),
        .pawn: (0.68...0.79, 0.51...0.61),
    ]
    /// Room for anti-aliasing and a measurement taken at another size.
    static let slack = 0.02
    static let kinds: [PieceKind] = [.king, .queen, .rook, .bishop, .knight, .pawn]

    @Test(arguments: ["staunton", "geometric"], [Side.white, .black])
    func eachKindFillsItsSquareLikeCommonSets(set: String, side: Side) throws {
        let pieces = try BoardFixtures.pieces(set)
        var heights: [PieceKind: Double] = [:]
        var bottoms: [Double] = []
        for kind in Self.kinds {
            let bounds = try PieceBounds.measure(pieces.image(for: Piece(side: side, kind: kind)))
            let expected = try #require(Self.commonSets[kind])
            let label = "\(set) \(side) \(kind): height \(bounds.height), width \(bounds.width)"
            #expect(bounds.height >= expected.height.lowerBound - Self.slack && bounds.height <= expected.height.upperBound + Self.slack, "\(label)")
            #expect(bounds.width >= expected.width.lowerBound - Self.slack && bounds.width <= expected.width.upperBound + Self.slack, "\(label)")
            heights[kind] = bounds.height
            bottoms.append(bounds.bottomMargin)
            if kind != .knight {
                #expect(abs(bounds.leftMargin - bounds.rightMargin) < 0.015, "\(label): centred")
            }
        }
        let king = try #require(heights[.king]), pawn = try #require(heights[.pawn])
        for (kind, height) in heights where kind != .king { #expect(height <= king, "\(set) \(side) \(kind) is taller than the king") }
        for (kind, height) in heights where kind != .pawn { #expect(height >= pawn, "\(set) \(side) \(kind) is shorter than the pawn") }
        let baseline = try #require(bottoms.min()), highest = try #require(bottoms.max())
        #expect(highest - baseline < 0.01, "\(set) \(side): every kind stands on one baseline (bottom margins \(bottoms))")
    }
}

/// A piece's drawn extent in its square, measured in pixels over a backdrop no piece uses.
struct PieceBounds {
    /// The drawing's extent, as shares of the square's side.
    var height: Double, width: Double
    /// The clear space beside and below the drawing, as shares of the side.
    var leftMargin: Double, rightMargin: Double, bottomMargin: Double

    static let pixels = 360
    static let backdrop = Color(red: 0, green: 1, blue: 0)

    struct OnBackdrop: MotionScene {
        let image: SVGImage
        let duration = 1.0
        let stillTime = 0.0
        let box = Size(45, 45)
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            let square = Rect(x: 0, y: 0, width: 45, height: 45)
            canvas.fillRect(square, PieceBounds.backdrop)
            canvas.image(image, in: square)
        }
    }

    static func measure(_ image: SVGImage) throws -> PieceBounds {
        let renderer = FrameRenderer(scene: OnBackdrop(image: image), palettes: try BoardFixtures.palettes.get())
        let raster = try renderer.raster(at: 0, size: PixelSize(width: pixels, height: pixels))
        var minX = pixels, minY = pixels, maxX = -1, maxY = -1
        for y in 0..<pixels {
            for x in 0..<pixels {
                let c = raster.color(x: x, y: y)
                let difference = max(abs(c.red - backdrop.red), abs(c.green - backdrop.green), abs(c.blue - backdrop.blue))
                guard difference > 0.15 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let n = Double(pixels)
        guard maxX >= minX, maxY >= minY else { return PieceBounds(height: 0, width: 0, leftMargin: 1, rightMargin: 1, bottomMargin: 1) }
        return PieceBounds(height: Double(maxY - minY + 1) / n, width: Double(maxX - minX + 1) / n,
                           leftMargin: Double(minX) / n, rightMargin: Double(pixels - 1 - maxX) / n,
                           bottomMargin: Double(pixels - 1 - maxY) / n)
    }
}
