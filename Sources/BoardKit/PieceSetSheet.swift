import ChessCore
import MotionKit

/// Every piece set side by side, each as its twelve pieces on two rows of squares of one
/// theme, with its name, author and licence below: what `chess-motion pieces --preview` draws.
public struct PieceSetSheet: MotionScene {
    public let sets: [PieceSet]
    public let theme: BoardTheme
    public let duration = 1.0
    public let stillTime = 0.0
    public let box: Size
    let layout: SheetLayout

    static let squareSide = 26.0
    static let kinds: [PieceKind] = [.king, .queen, .rook, .bishop, .knight, .pawn]

    public init(sets: [PieceSet], theme: BoardTheme) {
        self.sets = sets
        self.theme = theme
        layout = SheetLayout(count: sets.count, columns: 3, cell: Size(6 * Self.squareSide, 2 * Self.squareSide))
        box = layout.box
    }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        let colors = theme[canvas.environment.colorScheme]
        for (index, set) in sets.enumerated() {
            let cell = layout.cell(index)
            for (row, side) in [Side.white, .black].enumerated() {
                for (column, kind) in Self.kinds.enumerated() {
                    let square = Rect(x: cell.minX + Double(column) * Self.squareSide, y: cell.minY + Double(row) * Self.squareSide,
                                      width: Self.squareSide, height: Self.squareSide)
                    canvas.fillRect(square, colors.square(isLight: (row + column) % 2 == 0))
                    canvas.image(set.image(for: Piece(side: side, kind: kind)), in: square)
                }
            }
            let name = [set.name, set.manifest.license].compactMap { $0 }.joined(separator: " · ")
            layout.label(canvas, in: cell, title: set.manifest.displayName, captions: [name] + [set.manifest.author].compactMap { $0 })
        }
    }
}
