import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport

/// The checkout's themes and sets, loaded once for the whole suite, and renderers that draw a
/// board the same way for animated and static frames so their pixels can be compared.
enum BoardFixtures {
    static let themes = BoardThemeLibrary(folders: [Fixtures.url("BoardThemes")])
    static let sets = PieceSetLibrary(folders: [Fixtures.url("PieceSets")])
    static let loadedSets = Result { try sets.pieceSets() }
    static let loadedThemes = Result { try themes.themes() }
    static let palettes = Result { try Fixtures.palettes() }

    static func theme(_ name: String = BoardTheme.defaultName) throws -> BoardTheme {
        guard let theme = try loadedThemes.get().first(where: { $0.name == name }) else {
            throw BoardThemeError.lookup(.notFound(name, kind: .boardTheme, known: [], searched: []))
        }
        return theme
    }

    static func pieces(_ name: String = PieceSet.defaultName) throws -> PieceSet {
        guard let set = try loadedSets.get().first(where: { $0.name == name }) else {
            throw PieceSetError.lookup(.notFound(name, kind: .pieceSet, known: [], searched: []))
        }
        return set
    }

    /// Small squares keep the suite fast; 1.5x makes the pieces legible in a snapshot.
    static let squareSide = 24.0
    static let margin = 3.0
    static let scale = 1.5

    static func scene(_ timeline: BoardTimeline, theme: String = BoardTheme.defaultName, pieces: String = PieceSet.defaultName,
                      options: BoardOptions = BoardOptions(), annotations: BoardAnnotations = .none) throws -> BoardScene {
        BoardScene(timeline: timeline, theme: try self.theme(theme), pieces: try self.pieces(pieces), options: options,
                   annotations: annotations, squareSide: squareSide, margin: margin)
    }

    static func render(_ scene: any MotionScene, t: Double, scheme: ColorScheme = .light) throws -> RasterImage {
        let renderer = FrameRenderer(scene: scene, palettes: try palettes.get(), environment: MotionEnvironment(colorScheme: scheme))
        let size = PixelSize(width: Int(scene.box.width * scale), height: Int(scene.box.height * scale))
        return try renderer.raster(at: t, size: size)
    }

    /// A position drawn with `drawBoard`, in the same place and size as `BoardScene` draws it.
    struct StaticBoard: MotionScene {
        let position: Position
        let lastMove: Move?
        let theme: BoardTheme
        let pieces: PieceSet
        let options: BoardOptions
        let duration = 1.0
        let stillTime = 0.0
        var box: Size { Size(8 * BoardFixtures.squareSide + 2 * BoardFixtures.margin, 8 * BoardFixtures.squareSide + 2 * BoardFixtures.margin) }
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            drawBoard(canvas, position: position, lastMove: lastMove, origin: Point(BoardFixtures.margin, BoardFixtures.margin),
                      side: BoardFixtures.squareSide, theme: theme, pieces: pieces, options: options)
        }
    }

    static func renderStatic(_ position: Position, lastMove: Move?, theme: String = BoardTheme.defaultName,
                             pieces: String = PieceSet.defaultName, options: BoardOptions = BoardOptions(),
                             scheme: ColorScheme = .light) throws -> RasterImage {
        try render(StaticBoard(position: position, lastMove: lastMove, theme: try self.theme(theme),
                               pieces: try self.pieces(pieces), options: options), t: 0, scheme: scheme)
    }
}
