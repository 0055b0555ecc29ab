import ChessCore
import MotionKit

/// Every theme side by side, each on the same sample position (a mate on f7, so the last-move
/// highlight, the check mark and the coordinates all show), with its name below: what
/// `chess-motion themes --preview` draws.
public struct ThemeSheet: MotionScene {
    public let themes: [BoardTheme]
    public let pieces: PieceSet
    public let duration = 1.0
    public let stillTime = 0.0
    public let box: Size
    let layout: SheetLayout

    static let squareSide = 20.0
    /// 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#: every colour a theme defines is on screen.
    static let sampleFEN = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    static let sampleLastMove = Move(from: .h5, to: .f7)

    public init(themes: [BoardTheme], pieces: PieceSet) {
        self.themes = themes
        self.pieces = pieces
        layout = SheetLayout(count: themes.count, columns: 5, cell: Size(8 * Self.squareSide, 8 * Self.squareSide))
        box = layout.box
    }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        let position = (try? Position(fen: Self.sampleFEN)) ?? .start
        for (index, theme) in themes.enumerated() {
            let cell = layout.cell(index)
            drawBoard(canvas, position: position, lastMove: Self.sampleLastMove, origin: cell.origin, side: Self.squareSide,
                      theme: theme, pieces: pieces, options: BoardOptions(coordinates: true))
            layout.label(canvas, in: cell, title: theme.displayName, captions: [theme.name])
        }
    }
}

/// Cells in a grid with a two-line label under each, shared by the preview sheets.
struct SheetLayout: Sendable {
    let count: Int
    let columns: Int
    let cell: Size
    static let margin = 16.0
    static let gap = 18.0
    static let labelHeight = 40.0

    init(count: Int, columns: Int, cell: Size) {
        self.count = max(1, count)
        self.columns = max(1, min(columns, count))
        self.cell = cell
    }

    var rows: Int { (count + columns - 1) / columns }

    var box: Size {
        Size(2 * Self.margin + Double(columns) * cell.width + Double(columns - 1) * Self.gap,
             2 * Self.margin + Double(rows) * (cell.height + Self.labelHeight) + Double(rows - 1) * Self.gap)
    }

    func cell(_ index: Int) -> Rect {
        let column = index % columns, row = index / columns
        return Rect(x: Self.margin + Double(column) * (cell.width + Self.gap),
                    y: Self.margin + Double(row) * (cell.height + Self.labelHeight + Self.gap),
                    width: cell.width, height: cell.height)
    }

    /// A title and up to two short caption lines under a cell.
    func label(_ canvas: MotionCanvas, in rect: Rect, title: String, captions: [String]) {
        canvas.text(title, at: Point(rect.center.x, rect.maxY + 10), style: .body(10), color: canvas.palette.text)
        for (line, caption) in captions.prefix(2).enumerated() {
            canvas.text(caption, at: Point(rect.center.x, rect.maxY + 22 + 10 * Double(line)), style: .caption(7.5),
                        color: canvas.palette.secondaryText)
        }
    }
}
