import BoardKit
import MotionKit
import ChessCore
import ChessScenes
import GIFCodec

extension GameGIFFrame {
    /// A game's positions, the start and each ply at rest, one frame each and held `delays[k]`
    /// hundredths: the board, the ply's highlight and check, the bars with the clocks as they
    /// stood, the ply's marks, and the badge, comment and result exactly as the game scene
    /// draws them.
    package static func positions(of scene: GameScene, delays: [Int]) -> [GameGIFFrame] {
        let timeline = scene.timeline
        return (0...timeline.steps.count).map { plies in
            let step = plies > 0 ? timeline.steps[plies - 1] : nil
            let position = step?.after ?? timeline.start
            let move = step.flatMap { $0.move.isNull ? nil : (from: $0.move.from, to: $0.move.to) }
            var overlays: [GameGIFOverlay] = []
            if let bounds = scene.settledMarkBounds(afterPlies: plies) {
                // The ply's arrows and circles lie under its pieces: that part of the board is
                // drawn whole, then the badge over it.
                overlays.append(GameGIFOverlay(bounds: bounds) { canvas in scene.drawSettledBoard(afterPlies: plies, on: canvas) })
            }
            if let bounds = scene.settledAnnotationBounds(afterPlies: plies) {
                overlays.append(GameGIFOverlay(bounds: bounds) { canvas in scene.drawSettledAnnotations(afterPlies: plies, on: canvas) })
            }
            return GameGIFFrame(board: position.setup.board, lastMove: move,
                                check: scene.showsCheck && position.isCheck ? position.kingSquare(of: position.sideToMove) : nil,
                                delay: delays.indices.contains(plies) ? delays[plies] : delays.last ?? GIFDelay.shortestPlayed,
                                whiteBar: scene.settledPlayerBar(for: .white, afterPlies: plies),
                                blackBar: scene.settledPlayerBar(for: .black, afterPlies: plies), overlays: overlays)
        }
    }
}

extension GameGIFStyle {
    /// The style a game scene draws in: its theme, pieces and side at the bottom, with bars.
    package init(scene: GameScene, palettes: PaletteSet, colorScheme: ColorScheme,
                 squarePixels: Int = GameGIFStyle.standardSquarePixels) {
        self.init(theme: scene.theme, pieces: scene.pieces, palettes: palettes, colorScheme: colorScheme,
                  orientation: scene.orientation, squarePixels: squarePixels, players: true)
    }
}
