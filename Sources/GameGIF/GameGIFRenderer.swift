import ChessCore
import ChessMotionSupport
import ChessScenes
import GIFCodec
import MotionKit

/// Game GIFs in lila-gif's manner with ChessMotion's look: the squares come from a sprite sheet
/// drawn once per style by the board's own drawing code, in a fixed palette chosen from them; a
/// frame is sprite copies into an index buffer, its bars (drawn once per distinct bar) copied
/// the same way and its overlays laid over; only the box of what changed is coded.
///
/// A value holding only what it drew at `init`, so one renderer serves any number of requests
/// on any number of threads at once.
package struct GameGIFRenderer: Sendable {
    package let style: GameGIFStyle
    let sheet: GameGIFSpriteSheet

    package init(style: GameGIFStyle) throws(GameGIFError) {
        self = try Self.drawn(style: style, alongside: {}).renderer
    }

    /// A renderer of `style`, and `work` done while its sheet is drawn, on whichever core is free
    /// (`GameGIFSpriteSheet.drawn`): a command's frames are made while the sheet it needs is.
    /// `store`: where sheets are kept between renders, read instead of drawn when there.
    package static func drawn<Alongside: Sendable>(style: GameGIFStyle, keptIn store: GameGIFSheetStore? = nil,
                                                   alongside work: @Sendable () -> Alongside) throws(GameGIFError)
        -> (renderer: Self, alongside: Alongside) {
        guard style.drawsPlainSquares else { throw .texturedBoard(theme: style.theme.name) }
        let drawn = try GameGIFSpriteSheet.drawn(style: style, keptIn: store, alongside: work)
        return (Self(style: style, sheet: drawn.sheet), drawn.alongside)
    }

    private init(style: GameGIFStyle, sheet: GameGIFSpriteSheet) {
        self.style = style
        self.sheet = sheet
    }

    /// The frame's size in pixels.
    package var width: Int { style.width }
    package var height: Int { style.height }

    /// The palette every GIF of this renderer uses.
    package var palette: GIFPalette { sheet.palette }

    /// The GIF of `frames`, repeating `loopCount` times (0: forever; nil: played once), with
    /// `comment` in its comment block; stopped between frames once `deadline` has passed.
    ///
    /// `workers`: threads that code the frames, each a run of them in turn. A frame's image
    /// depends only on it and the frame before, so a run starts by composing the frame before
    /// its first and the joined runs are the bytes one thread would write. A command has the
    /// cores to itself; a service lends a request only the cores its idle workers leave.
    package func gif(_ frames: [GameGIFFrame], comment: String? = nil, loopCount: Int? = 0,
                     deadline: RenderDeadline = .none, workers: Int = 1) throws(GameGIFError) -> [UInt8] {
        guard !frames.isEmpty else { throw .noFrames }
        let header = try coder(loopCount: loopCount).header(loopCount: loopCount, comment: comment)
        let runs = Self.runs(of: frames.count, workers: workers)
        guard runs.count > 1 else {
            return Self.joined(header, [try code(frames, in: runs[0], loopCount: loopCount, deadline: deadline)])
        }
        let parts = try ConcurrentParts.results(runs.count) { (run) throws(GameGIFError) in
            try code(frames, in: runs[run], loopCount: loopCount, deadline: deadline)
        }
        return Self.joined(header, parts)
    }

    /// The header, the runs' images and the trailer in one buffer of the right size: joined
    /// piece by piece, a long game's GIF was copied as it grew, twice its size at the end.
    private static func joined(_ header: [UInt8], _ parts: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.count + parts.reduce(0) { $0 + $1.count } + GIFIndexedCoder.trailer.count)
        bytes += header
        for part in parts { bytes += part }
        bytes += GIFIndexedCoder.trailer
        return bytes
    }

    private func coder(loopCount: Int?) throws(GameGIFError) -> GIFIndexedCoder {
        do { return try GIFIndexedCoder(width: width, height: height, palette: sheet.palette, loopCount: loopCount) } catch {
            throw .gif(error)
        }
    }

    /// The images of `frames[run]`, as they follow the frame before the run.
    private func code(_ frames: [GameGIFFrame], in run: Range<Int>, loopCount: Int?,
                      deadline: RenderDeadline) throws(GameGIFError) -> [UInt8] {
        var coder = try coder(loopCount: loopCount)
        var composer = GameGIFComposer(sheet: sheet)
        var previous: GameGIFFrame?
        if run.lowerBound > 0 {
            let before = frames[run.lowerBound - 1]
            try composer.compose(before)
            composer.indices.withUnsafeBufferPointer { coder.resume(after: $0) }
            previous = before
        }
        var bytes: [UInt8] = []
        for frame in frames[run] {
            do { try deadline.check() } catch { throw .stopped(error) }
            // The buffer holds the frame before: only the squares and bars that differ, or that
            // its overlays cover, are copied (a whole frame's copy, every frame, was a tenth of
            // a `POST /game.gif`'s time in memmove, perf).
            try composer.compose(frame, over: previous)
            let delay = GIFDelay.clamped(frame.delay)
            if let previous {
                try composer.composeStep(from: previous, to: frame)
                let rows = composer.changedRows(from: previous, to: frame)
                composer.indices.withUnsafeBufferPointer { indices in
                    composer.stepIndices.withUnsafeBufferPointer { bytes += coder.code(indices, delay: delay, via: $0, changesWithin: rows) }
                }
            } else {
                composer.indices.withUnsafeBufferPointer { bytes += coder.code($0, delay: delay) }
            }
            previous = frame
        }
        return bytes
    }

    /// `count` frames in at most `workers` runs of about equal work: the first frame is coded
    /// whole, as much work as `firstFrameWeight` later ones. A run is at least
    /// `shortestRun` frames, below which the frame it composes first is not worth it.
    static func runs(of count: Int, workers: Int) -> [Range<Int>] {
        let runs = max(1, min(workers, count / shortestRun))
        guard runs > 1 else { return [0..<count] }
        let work = Double(count - 1 + firstFrameWeight) / Double(runs)
        var bounds = [0]
        for run in 1..<runs {
            bounds.append(min(count, max(bounds[run - 1] + 1, Int((Double(run) * work).rounded()) - firstFrameWeight + 1)))
        }
        bounds.append(count)
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }.filter { !$0.isEmpty }
    }

    static let shortestRun = 8
    static let firstFrameWeight = 8
}

/// One GIF's frames composed in turn into one index buffer.
struct GameGIFComposer {
    let sheet: GameGIFSpriteSheet
    private(set) var indices: [UInt8]
    /// The way from one frame to the next (see `composeStep`), and the step it holds.
    private(set) var stepIndices: [UInt8]
    private var heldStep: GameGIFFrame?
    private var map: GameGIFPaletteMap
    /// Each bar drawn once a GIF: a clock shows the same text on many frames.
    private var bars: [PlayerBar: [UInt8]] = [:]
    private var labelledSquares: [LabelledSquare: [UInt8]] = [:]

    private struct LabelledSquare: Hashable {
        var square: Square
        var piece: Piece?
        var mark: GameGIFSpriteSheet.Mark
    }

    init(sheet: GameGIFSpriteSheet) {
        self.sheet = sheet
        indices = [UInt8](repeating: 0, count: sheet.style.width * sheet.style.height)
        stepIndices = indices
        map = GameGIFPaletteMap(palette: sheet.palette)
    }

    /// Composes `frame` into `indices`. `over`: the frame the buffer already holds, so only the
    /// squares and bars that differ from it, or that its overlays cover, are copied.
    mutating func compose(_ frame: GameGIFFrame, over held: GameGIFFrame? = nil) throws(GameGIFError) {
        let style = sheet.style
        let side = style.squarePixels
        let covered = held?.overlays.map(pixels(of:)) ?? []
        func isCovered(x: Int, y: Int, width: Int, height: Int) -> Bool {
            covered.contains { $0.x0 < x + width && x < $0.x1 && $0.y0 < y + height && y < $0.y1 }
        }
        for square in Square.allCases {
            let mark = Self.mark(of: square, in: frame)
            let piece = frame.board[square]
            let x = style.column(of: square) * side, y = style.boardTop + style.row(of: square) * side
            if let held, held.board[square] == piece, Self.mark(of: square, in: held) == mark,
               !isCovered(x: x, y: y, width: side, height: side) { continue }
            let sprite = if let layers = sheet.lettered, layers.labels[square] != nil {
                labelled(square, piece: piece, mark: mark, layers: layers)
            } else {
                sheet.sprite(light: square.isLight, piece: piece, mark: mark)
            }
            copy(sprite, width: side, height: side, x: x, y: y)
        }
        if style.players {
            let top = style.orientation == .white ? frame.blackBar : frame.whiteBar
            let bottom = style.orientation == .white ? frame.whiteBar : frame.blackBar
            let heldTop = style.orientation == .white ? held?.blackBar : held?.whiteBar
            let heldBottom = style.orientation == .white ? held?.whiteBar : held?.blackBar
            let bottomY = style.boardTop + 8 * side
            if held == nil || top != heldTop || isCovered(x: 0, y: 0, width: style.width, height: style.barPixels) {
                try place(top, y: 0)
            }
            if held == nil || bottom != heldBottom || isCovered(x: 0, y: bottomY, width: style.width, height: style.barPixels) {
                try place(bottom, y: bottomY)
            }
        }
        for overlay in frame.overlays { try lay(overlay) }
    }

    /// The rows where neither `next` nor the step to it (`composeStep`) differs from `previous`,
    /// the picture shown, as bands: the squares whose piece or mark changes, the squares
    /// `previous` marks (the step shows them plain), the bars that change and the rows either
    /// frame's overlays cover. No band: nothing changes.
    func changedRows(from previous: GameGIFFrame, to next: GameGIFFrame) -> GIFRowBands {
        let style = sheet.style
        let side = style.squarePixels
        var bands: [Range<Int>] = []
        for square in Square.allCases {
            let before = Self.mark(of: square, in: previous)
            guard before != .plain || previous.board[square] != next.board[square] || before != Self.mark(of: square, in: next) else { continue }
            let y = style.boardTop + style.row(of: square) * side
            bands.append(y..<(y + side))
        }
        if style.players {
            let topBars = style.orientation == .white ? (previous.blackBar, next.blackBar) : (previous.whiteBar, next.whiteBar)
            let bottomBars = style.orientation == .white ? (previous.whiteBar, next.whiteBar) : (previous.blackBar, next.blackBar)
            if topBars.0 != topBars.1 { bands.append(0..<style.barPixels) }
            let y = style.boardTop + 8 * side
            if bottomBars.0 != bottomBars.1 { bands.append(y..<(y + style.barPixels)) }
        }
        for overlay in previous.overlays + next.overlays {
            let box = pixels(of: overlay)
            if box.y1 > box.y0 { bands.append(box.y0..<box.y1) }
        }
        return GIFRowBands(bands)
    }

    private static func mark(of square: Square, in frame: GameGIFFrame) -> GameGIFSpriteSheet.Mark {
        square == frame.check ? .check : (square == frame.lastMove?.from || square == frame.lastMove?.to ? .lit : .plain)
    }

    /// The step between `previous` and `next` (see `GIFIndexedCoder.code(_:delay:via:)`): the
    /// position before the move without its highlight, badge or arrows, under the new bars. Any
    /// part of it may show first for a moment, and each part is still that position, so no
    /// moment shows a piece half-moved.
    mutating func composeStep(from previous: GameGIFFrame, to next: GameGIFFrame) throws(GameGIFError) {
        let step = GameGIFFrame(board: previous.board, check: previous.check, delay: next.delay,
                                whiteBar: next.whiteBar, blackBar: next.blackBar)
        swap(&indices, &stepIndices)
        defer { swap(&indices, &stepIndices) }
        // Steps have no overlays, so each is laid over the last one: a move changes few squares.
        try compose(step, over: heldStep)
        heldStep = step
    }

    /// A square with coordinate letters, laid from the sheet's layers the first time a GIF shows
    /// it: fifteen squares times every piece and mark would be most of a sheet, and a game
    /// shows few of them.
    private mutating func labelled(_ square: Square, piece: Piece?, mark: GameGIFSpriteSheet.Mark,
                                   layers: GameGIFSquareLayers) -> [UInt8] {
        let key = LabelledSquare(square: square, piece: piece, mark: mark)
        if let known = labelledSquares[key] { return known }
        let sprite = map.indices(of: layers.square(light: square.isLight, piece: piece, mark: mark, label: square))
        labelledSquares[key] = sprite
        return sprite
    }

    private mutating func place(_ bar: PlayerBar?, y: Int) throws(GameGIFError) {
        let style = sheet.style
        guard let bar else {
            indices.withUnsafeMutableBufferPointer { buffer in
                for i in (y * style.width)..<((y + style.barPixels) * style.width) { buffer[i] = sheet.surfaceIndex }
            }
            return
        }
        let drawn: [UInt8]
        if let known = bars[bar] {
            drawn = known
        } else {
            drawn = map.indices(of: try GameGIFBars.raster(of: bar, style: style))
            bars[bar] = drawn
        }
        copy(drawn, width: style.width, height: style.barPixels, x: 0, y: y)
    }

    /// The pixels `overlay` covers, clipped to the frame.
    private func pixels(of overlay: GameGIFOverlay) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let style = sheet.style
        let scale = style.scale
        return (max(0, Int((overlay.bounds.minX * scale).rounded(.down))), max(0, Int((overlay.bounds.minY * scale).rounded(.down))),
                min(style.width, Int((overlay.bounds.maxX * scale).rounded(.up))), min(style.height, Int((overlay.bounds.maxY * scale).rounded(.up))))
    }

    /// Draws `overlay` on a clear canvas over its pixels and lays it over the frame there.
    private mutating func lay(_ overlay: GameGIFOverlay) throws(GameGIFError) {
        let style = sheet.style
        let scale = style.scale
        let (x0, y0, x1, y1) = pixels(of: overlay)
        guard x1 > x0, y1 > y0 else { return }
        let raster = try PartScene.raster(origin: Point(Double(x0) / scale, Double(y0) / scale),
                                          pixels: PixelSize(width: x1 - x0, height: y1 - y0), scale: scale, style: style,
                                          clear: true, overlay.draw)
        var under = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0))
        for row in 0..<(y1 - y0) {
            for column in 0..<(x1 - x0) { under[row * (x1 - x0) + column] = indices[(y0 + row) * style.width + x0 + column] }
        }
        map.lay(raster, over: &under)
        copy(under, width: x1 - x0, height: y1 - y0, x: x0, y: y0)
    }

    private mutating func copy(_ source: [UInt8], width: Int, height: Int, x: Int, y: Int) {
        let stride = sheet.style.width
        source.withUnsafeBufferPointer { source in
            indices.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    (target.baseAddress! + (y + row) * stride + x).update(from: source.baseAddress! + row * width, count: width)
                }
            }
        }
    }
}
