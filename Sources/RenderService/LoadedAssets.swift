import BoardKit
import ChessMotion
import GameGIF
import Synchronization

/// Board themes and piece sets loaded once per name and kept: a piece set's SVGs are parsed
/// when it loads, which costs more than drawing a board, and the installed assets do not change
/// while the service runs (a restart picks up new ones, as it does new defaults).
final class LoadedAssets: Sendable {
    private let themes = Mutex<[String: BoardTheme]>([:])
    private let pieceSets = Mutex<[String: PieceSet]>([:])
    private let gifRenderers = Mutex<[String: GameGIFRenderer]>([:])
    /// `POST /game.gif`'s sprite sheets, by everything they depend on (`GameGIFSheetMemory`).
    let gifSheets = GameGIFSheetMemory()

    /// lila-gif's renderers, by what their sprite sheet depends on: drawing the sheet costs far
    /// more than composing a game's frames from it. Bounded by the installed themes and piece
    /// sets times two orientations, two layouts and coordinates on or off.
    func gifRenderer(key: String, make: () throws -> GameGIFRenderer) throws -> GameGIFRenderer {
        if let kept = gifRenderers.withLock({ $0[key] }) { return kept }
        let made = try make()
        gifRenderers.withLock { $0[key] = made }
        return made
    }

    func theme(_ name: String?, settings: ResolvedSettings) throws -> BoardTheme {
        let key = name ?? settings.theme
        if let kept = themes.withLock({ $0[key] }) { return kept }
        let loaded = try settings.loadTheme(named: key)
        themes.withLock { $0[key] = loaded }
        return loaded
    }

    func pieces(_ name: String?, settings: ResolvedSettings) throws -> PieceSet {
        let key = name ?? settings.pieces
        if let kept = pieceSets.withLock({ $0[key] }) { return kept }
        let loaded = try settings.loadPieces(named: key)
        pieceSets.withLock { $0[key] = loaded }
        return loaded
    }
}
