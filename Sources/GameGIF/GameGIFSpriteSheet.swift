import BoardKit
import ChessCore
import ChessMotionSupport
import ChessScenes
import GIFCodec
import MotionKit

/// Every square a board can show, laid once from layers the board's own drawing code drew
/// (`GameGIFSquareLayers`) and held as palette indices: each square colour with nothing or each
/// of the 12 pieces, plain, under the last move's highlight, or with the check glow. The palette is chosen from these squares and
/// from sample bars once, before any frame, so frames are composed by copying indices and never
/// counted or mapped.
struct GameGIFSpriteSheet: Sendable {
    enum Mark: Int, CaseIterable {
        case plain, lit, check
    }

    let style: GameGIFStyle
    let palette: GIFPalette
    /// `squarePixels²` indices per sprite, in `slot` order.
    let sprites: [[UInt8]]
    /// The layers the sprites were laid from, kept only when the style shows coordinate
    /// letters (half a megabyte at 90 pixels): squares that carry one are laid and mapped when a
    /// GIF first needs them.
    let lettered: GameGIFSquareLayers?
    /// The palette's entry nearest the bars' surface, for a frame whose bar is missing.
    let surfaceIndex: UInt8

    /// lichess's annotation colours (green, red, blue, yellow), kept in every palette so arrows
    /// and circles drawn later over a frame find their own colour.
    /// lichess's four brushes as a mark shows them: seen through their opacity on a light and a
    /// dark square, lit or not. Those blends, not the brushes, are the colours a frame holds.
    static func annotationColors(_ colors: BoardColors) -> [GIFColor] {
        let squares = [colors.lightSquare, colors.darkSquare,
                       colors.lastMoveLight.over(colors.lightSquare), colors.lastMoveDark.over(colors.darkSquare)]
        return [AnnotationColor.green, .red, .blue, .yellow].flatMap { brush in
            squares.map { gifColor(brush.resolved(in: colors).over($0)) }
        }
    }

    static func slot(light: Bool, piece: Piece?, mark: Mark) -> Int {
        let pieceSlot = piece.map { 1 + ($0.side == .white ? 0 : 6) + Int($0.kind.rawValue) } ?? 0
        return ((light ? 0 : 1) * 13 + pieceSlot) * Mark.allCases.count + mark.rawValue
    }

    init(style: GameGIFStyle) throws(GameGIFError) {
        self = try Self.drawn(style: style, alongside: {}).sheet
    }

    /// A sheet read back from its stored form (`init?(stored:style:)`), which a lettered style never has.
    init(style: GameGIFStyle, palette: GIFPalette, sprites: [[UInt8]], surfaceIndex: UInt8) {
        self.style = style
        self.palette = palette
        self.sprites = sprites
        self.surfaceIndex = surfaceIndex
        lettered = nil
    }

    /// A sheet of `style`, and `work` done in the same pass as the sheet's first drawing. The
    /// caller's work (a game's frames, whose badges are measured in Pango) and the sheet's
    /// pieces are taken by whichever core is free, so neither waits for the other's longest part.
    ///
    /// `store`: where sheets are kept between renders. The sheet kept there for `style` is
    /// looked for beside `work` (naming and reading it is a few milliseconds) and used instead
    /// of drawn. When there is none, the core that looked draws the squares' layers, the
    /// longest part, while the work goes on; the rest is drawn once the work is done, and the
    /// sheet kept there.
    static func drawn<Alongside: Sendable>(style: GameGIFStyle, keptIn store: GameGIFSheetStore? = nil,
                                           alongside work: @Sendable () -> Alongside) throws(GameGIFError)
        -> (sheet: Self, alongside: Alongside) {
        try checkSize(style)
        guard let store else { return try drawnAnew(style: style, alongside: work) }
        let found = try ConcurrentParts.results(2) { (part) throws(GameGIFError) -> KeptPart<Alongside> in
            if part == 0 { return .alongside(work()) }
            // Named once: naming walks the theme and palettes, and a sheet drawn is kept under it.
            let name = storedName(for: style)
            if let name, let kept = store.sheet(named: name, style: style) { return .kept(kept) }
            return .layers(try GameGIFSquareLayers(style: style), name: name)
        }
        guard case .alongside(let alongside) = found[0] else { preconditionFailure("the work is part 0") }
        switch found[1] {
        case .kept(let kept): return (kept, alongside)
        case let .layers(layers, name):
            let sheet = try drawnAnew(style: style, layers: layers, alongside: {}).sheet
            if let name { store.keep(sheet, named: name) }
            return (sheet, alongside)
        case .alongside: preconditionFailure("the work is part 0")
        }
    }

    private enum KeptPart<Alongside: Sendable>: Sendable {
        case alongside(Alongside), kept(GameGIFSpriteSheet), layers(GameGIFSquareLayers, name: String?)
    }

    private static func checkSize(_ style: GameGIFStyle) throws(GameGIFError) {
        guard GameGIFStyle.squarePixelRange.contains(style.squarePixels), style.squarePixels % 3 == 0 else {
            throw .squarePixels(style.squarePixels, allowed: GameGIFStyle.squarePixelRange)
        }
    }

    /// `layers`: the squares' layers when they are drawn already.
    private static func drawnAnew<Alongside: Sendable>(style: GameGIFStyle, layers drawnLayers: GameGIFSquareLayers? = nil,
                                                       alongside work: @Sendable () -> Alongside) throws(GameGIFError)
        -> (sheet: Self, alongside: Alongside) {
        let parts = try ConcurrentParts.results(DrawingPart.all.count) { (index) throws(GameGIFError) -> DrawnPart<Alongside> in
            switch DrawingPart.all[index] {
            case .alongside: .alongside(work())
            case .layers: if let drawnLayers { .layers(drawnLayers) } else { .layers(try GameGIFSquareLayers(style: style)) }
            case .bars: .counts(try barCounts(style))
            case .badges(let strip): .counts(counts(of: try sampleBadges(style, strip: strip)))
            }
        }
        var layers: GameGIFSquareLayers?, alongside: Alongside?, samples = GIFSparseColorCounts()
        for part in parts {
            switch part {
            case .alongside(let value): alongside = value
            case .layers(let value): layers = value
            case .counts(let counts): samples.add(counts)
            }
        }
        return (Self(style: style, layers: layers!, samples: samples), alongside!)
    }

    /// The drawing a sheet starts with, cut into parts of a few milliseconds each, the longest
    /// first so the last to start is a short one. Each sample is counted and let go within its
    /// part, so its pixels never add to the layers' in memory.
    private enum DrawingPart {
        case alongside, layers, bars, badges(strip: Int)
        static let all: [DrawingPart] = [.alongside, .layers, .bars] + (0..<badgeStrips).map { .badges(strip: $0) }
    }

    private enum DrawnPart<Alongside: Sendable>: Sendable {
        case alongside(Alongside), layers(GameGIFSquareLayers), counts(GIFSparseColorCounts)
    }

    private init(style: GameGIFStyle, layers: GameGIFSquareLayers, samples: GIFSparseColorCounts) {
        self.style = style
        lettered = style.coordinates ? layers : nil
        // Each sprite is laid and counted, then mapped, in two halves at once: the palette
        // needs every sprite's counts, and then every sprite needs the palette.
        let slots = Self.slots, halves = ConcurrentParts.ranges(of: slots.count, parts: 2)
        let laid = ConcurrentParts.results(halves.count) { half in
            var counts = GIFSparseColorCounts()
            let rasters = slots[halves[half]].map { light, piece, mark in
                let raster = layers.square(light: light, piece: piece, mark: mark)
                // The glow marks a king in a game; over another piece it is only a lila-gif
                // caller's odd request, mapped to the nearest colours rather than given its own.
                if mark != .check || piece?.kind == .king {
                    Self.count(raster, into: &counts, weight: mark == .plain ? Self.plainWeight : 1)
                }
                return raster
            }
            return (rasters: rasters, counts: counts)
        }
        var counts = GIFSparseColorCounts()
        for half in laid { counts.add(half.counts) }
        // The letters over each ground they can lie on, so their edges have colours of their own.
        for square in layers.labels.keys {
            for mark in Mark.allCases { Self.count(layers.square(light: square.isLight, piece: nil, mark: mark, label: square), into: &counts) }
        }
        counts.add(samples)
        let badgeColors = (MoveBadge.colors + [.white]).map(Self.gifColor)
        let counted = GIFPalette(counts: counts, reserving: Self.annotationColors(style.theme[style.colorScheme]) + badgeColors,
                                 outliers: Self.outliers)
        let mapped = ConcurrentParts.results(laid.count) { half in
            var map = GameGIFPaletteMap(palette: counted)
            return laid[half].rasters.map { map.indices(of: $0) }
        }
        (palette, sprites) = Self.inPresenceOrder(counted, sprites: mapped.flatMap { $0 }, marks: slots.map(\.mark))
        let surface = style.palettes[style.colorScheme].surface
        surfaceIndex = palette.nearestIndex(to: Self.gifColor(surface))
    }

    /// Every sprite's square colour, piece and mark, in `slot` order.
    static let slots: [(light: Bool, piece: Piece?, mark: Mark)] = [true, false].flatMap { light in
        ([nil] + pieces).flatMap { piece in Mark.allCases.map { (light, piece, $0) } }
    }.sorted { slot(light: $0.light, piece: $0.piece, mark: $0.mark) < slot(light: $1.light, piece: $1.piece, mark: $1.mark) }

    static let pieces: [Piece] = [Side.white, .black].flatMap { side in
        [PieceKind.pawn, .knight, .bishop, .rook, .queen, .king].map { Piece(side: side, kind: $0) }
    }

    func sprite(light: Bool, piece: Piece?, mark: Mark) -> [UInt8] {
        sprites[Self.slot(light: light, piece: piece, mark: mark)]
    }

    /// The sample bars' colours, each bar counted and let go as it is drawn.
    private static func barCounts(_ style: GameGIFStyle) throws(GameGIFError) -> GIFSparseColorCounts {
        var counts = GIFSparseColorCounts()
        for bar in try sampleBars(style) { count(bar, into: &counts, weight: barWeight) }
        return counts
    }

    private static func counts(of raster: RasterImage) -> GIFSparseColorCounts {
        var counts = GIFSparseColorCounts()
        count(raster, into: &counts)
        return counts
    }

    /// The badge sample is drawn a quarter of the board at a time, one strip a core: a whole
    /// board of pixels (2 MB at 90-pixel squares) at once, beside the squares' layers, was the
    /// sheet's peak memory. Each strip starts on a whole pixel, so the strips are the board's
    /// pixels cut in four.
    static let badgeStrips = 4

    /// Bars with every kind of word they show (a title, a name, a rating, a lit and an unlit
    /// clock), so their text's edges have colours of their own in the palette.
    private static func sampleBars(_ style: GameGIFStyle) throws(GameGIFError) -> [RasterImage] {
        guard style.players else { return [] }
        let bars = [PlayerBar(side: .white, name: "Magnus Carlsen", title: "GM", rating: "2830", clock: "1:23:45", thinking: true),
                    PlayerBar(side: .black, name: "Hikaru Nakamura", title: "GM", rating: "2790", clock: "0:59", thinking: false)]
        var rasters: [RasterImage] = []
        for bar in bars {
            rasters.append(try GameGIFBars.raster(of: bar, style: style))
        }
        return rasters
    }

    /// A board of empty squares with a badge of every colour, on light and dark squares: the
    /// shades a badge's shadow and edges lay over the board, so overlays find near colours.
    private static func sampleBadges(_ style: GameGIFStyle, strip: Int) throws(GameGIFError) -> RasterImage {
        let geometry = style.boardGeometry
        let board = geometry.bounds, theme = style.theme, set = style.pieces, orientation = style.orientation
        // One badge of every colour a chip can take (`MoveBadge.colors`): no NAG, the move
        // judgements, the unclear and the position ones.
        let nags: [[NAG]] = [[]] + [1, 2, 3, 4, 5, 6, 7, 14, 15].map { [NAG(rawValue: $0)] }
        let ranks = 8 / badgeStrips
        let origin = Point(board.origin.x, board.origin.y + Double(strip * ranks) * GameGIFStyle.squareUnits)
        return try PartScene.raster(origin: origin, pixels: PixelSize(width: style.width, height: ranks * style.squarePixels),
                                    scale: style.scale, style: style) { canvas in
            // One square's drawing draws the whole board (`drawBoardSquare`), every other square plain.
            drawBoardSquare(canvas, square: .a1, piece: nil, lit: false, check: false, geometry: geometry, theme: theme, pieces: set)
            for (index, nag) in nags.enumerated() {
                let row = index % 8, column = index / 8
                let square = Square(file: 1 + 3 * column + row % 2, rank: row)!
                MoveBadge(san: "Nxf5+", nags: nag, square: square).draw(on: canvas, board: board, orientation: orientation)
            }
        }
    }

    private static func count(_ raster: RasterImage, into counts: inout GIFSparseColorCounts, weight: UInt64 = 1) {
        raster.pixels.withUnsafeBytes { counts.add($0.bindMemory(to: UInt32.self), weight: weight) }
    }

    /// How much more a plain square weighs in the palette than a lit or checked one: a frame
    /// shows 62 or more plain squares to two lit ones, so their pieces' edges deserve the
    /// colours. Measured by `GameGIFLookTests`' worst frame means (and largest error): weight 1
    /// 0.12–0.15 (19–22), 4 0.10–0.13 (25), 8 0.10–0.13 (28), 16 0.09–0.13 (28), 64 0.08–0.14 (39).
    static let plainWeight: UInt64 = 16

    /// How much more the sample bars weigh than a lit square: every frame shows both bars, and
    /// their words' edges were the worst-mapped pixels. With plain squares at 16, the worst frame
    /// means of `GameGIFLookTests` (clocks, Opera, Anastasian–Lewis): weight 1 0.134 0.103 0.094,
    /// 4 0.125 0.096 0.089, 16 0.118 0.094 0.090, 48 0.129 0.102 0.095, 128 0.141 0.109 0.105.
    static let barWeight: UInt64 = 16

    /// Palette entries given to the samples the weighted fit leaves farthest off on their worst
    /// channel (`GIFPalette.farthestAdded`): rare colours, such as the check glow's red over a
    /// king's outline or a badge's edge, are otherwise left to entries 33 levels away. Measured
    /// with `GameGIFLookTests` at 720 x 840 (worst frame mean, largest error; clocks, Opera,
    /// Anastasian–Lewis): none 0.077 0.059 0.050, 31 31 33; 4 0.078 0.061 0.051, 25 31 28;
    /// 12 0.079 0.061 0.052, 24 29 27. Files shrink too (fewer colours far apart to code):
    /// Q0iQs5Zi by `render --frames moves` 371,590 bytes with none, 371,238 with 4, 370,010 with 12.
    static let outliers = 12

    static func gifColor(_ color: Color) -> GIFColor {
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        return GIFColor(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }
}

/// A bar drawn alone, as the frame draws it.
enum GameGIFBars {
    static func raster(of bar: PlayerBar, style: GameGIFStyle) throws(GameGIFError) -> RasterImage {
        try PartScene.raster(origin: .zero, pixels: PixelSize(width: style.width, height: style.barPixels), scale: style.scale,
                             style: style) { canvas in
            bar.draw(in: Rect(origin: .zero, size: PlayerBar.size), on: canvas)
        }
    }
}

private extension Color {
    /// This colour painted over an opaque `bottom` (Cairo's OVER on straight colours).
    func over(_ bottom: Color) -> Color {
        Color(red: red * alpha + bottom.red * (1 - alpha), green: green * alpha + bottom.green * (1 - alpha),
              blue: blue * alpha + bottom.blue * (1 - alpha))
    }
}
