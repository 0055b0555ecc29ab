import BoardKit
import ChessCore
import MotionKit
import TestSupport
import Testing

/// Reference pictures of both built-in sets on every theme in both schemes: one sheet per theme
/// and scheme, the two sets side by side on a position where every kind of both colours stands
/// on light and dark squares, next to a last-move highlight and a king in check, coordinates on.
@Suite("Piece sets on every theme")
struct PieceSetThemeSnapshotTests {
    /// 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#.
    static let fen = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    static let lastMove = Move(from: .h5, to: .f7)
    static let sets = ["staunton", "geometric"]

    struct SetsSideBySide: MotionScene {
        let position: Position
        let theme: BoardTheme
        let sets: [PieceSet]
        let duration = 1.0
        let stillTime = 0.0
        static let side = 24.0
        static let margin = 6.0
        var box: Size {
            Size(Double(sets.count) * (8 * Self.side + Self.margin) + Self.margin, 8 * Self.side + 2 * Self.margin)
        }

        func draw(_ canvas: inout MotionCanvas, t: Double) {
            for (index, set) in sets.enumerated() {
                let origin = Point(Self.margin + Double(index) * (8 * Self.side + Self.margin), Self.margin)
                drawBoard(canvas, position: position, lastMove: PieceSetThemeSnapshotTests.lastMove, origin: origin, side: Self.side,
                          theme: theme, pieces: set, options: BoardOptions(coordinates: true))
            }
        }
    }

    /// Every installed theme: a new one needs its sheets recorded.
    @Test(arguments: BoardFixtures.themes.names, ColorScheme.allCases)
    func bothSetsOnTheme(theme: String, scheme: ColorScheme) throws {
        let scene = SetsSideBySide(position: try Position(fen: Self.fen), theme: try BoardFixtures.theme(theme),
                                   sets: try Self.sets.map { try BoardFixtures.pieces($0) })
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: 0, scheme: scheme), named: "sets-\(theme)-\(scheme.rawValue)")
    }
}
