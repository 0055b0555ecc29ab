import BoardKit
import ChessCore
import ChessScenes
import MotionKit

extension LilaGIFRequest {
    /// The style the request asks for, with the theme and piece set it named (`theme`,
    /// `pieceSet`) loaded by the caller: lila-gif's 90-pixel squares, bars when it has players,
    /// the coordinate letters when asked.
    package func style(theme: BoardTheme, pieces: PieceSet, palettes: PaletteSet, colorScheme: ColorScheme = .light) -> GameGIFStyle {
        GameGIFStyle(theme: theme, pieces: pieces, palettes: palettes, colorScheme: colorScheme, orientation: orientation,
                     squarePixels: GameGIFStyle.standardSquarePixels, players: hasBars,
                     coordinates: coordinates)
    }

    /// One GIF frame per request frame: its board, highlight, check, glyph badge and clocks.
    package var gifFrames: [GameGIFFrame] {
        let bars = hasBars, orientation = orientation
        let board = Rect(x: 0, y: bars ? GameGIFStyle.barUnits : 0, width: 8 * GameGIFStyle.squareUnits, height: 8 * GameGIFStyle.squareUnits)
        return frames.map { frame in
            var gifFrame = GameGIFFrame(board: frame.board, lastMove: frame.lastMove.map { ($0.from, $0.to) }, check: frame.check,
                                        delay: frame.delay)
            if bars {
                gifFrame.whiteBar = bar(.white, name: white, centiseconds: frame.whiteClock, toMove: frame.sideToMove)
                gifFrame.blackBar = bar(.black, name: black, centiseconds: frame.blackClock, toMove: frame.sideToMove)
            }
            if let glyph = frame.glyph, let square = frame.lastMove?.to {
                let badge = MoveBadge(glyph: glyph, square: square)
                gifFrame.overlays.append(GameGIFOverlay(bounds: badge.bounds(board: board, orientation: orientation)) { canvas in
                    badge.draw(on: canvas, board: board, orientation: orientation)
                })
            }
            return gifFrame
        }
    }

    private func bar(_ side: Side, name: String?, centiseconds: Int?, toMove: Side) -> PlayerBar {
        PlayerBar(side: side, name: name ?? "", clock: centiseconds.map { GameClocks.text(Double($0) / 100) },
                  thinking: centiseconds != nil && side == toMove)
    }
}
