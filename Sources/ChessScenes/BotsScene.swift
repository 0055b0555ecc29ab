import BoardKit
import ChessCore
import Foundation
import MotionKit

/// Three rivals, one per level. Entry: the cards rise in, weakest first. Action: Sofía's card
/// is picked at 1.35; Pip and Viktor leave; her card slides left and the board rises. Result:
/// 1.e4 at 2.75 and 1...e5 at 3.65, the last move lit. Rest: 4.6, then the scene fades out.
/// The board theme, piece set and avatar style are the user's; the positions of things follow
/// the posture (see `Layout`).
public struct BotsScene: MotionScene {
    public let duration = 6.0
    public let stillTime = 4.6
    /// Designed for six seconds, played in five.
    public let speed = 1.2

    // Whole-scene fades.
    static let fadeIn = (start: 0.0, end: 0.2)
    static let fadeOut = (start: 5.45, end: 5.95)

    // Entry: the cards rise in one after another.
    static let slotsX = [62.0, 180.0, 298.0]
    static let cardCenterY = 140.0
    static let cardsEnter = 0.15
    static let cardStagger = 0.12
    static let cardSpring = 13.0
    static let cardRise = 26.0

    // Action: the pick, the others leaving, the slide.
    static let pickAt = 1.35
    static let pickSpring = 16.0
    static let leave = (start: 1.65, end: 2.10)
    static let leaveDrop = 16.0
    static let slideAt = 2.0
    static let slideSpring = 9.0
    static let restX = 62.0

    // Result: the board rises and the opening is played; the caption names the game.
    static let captionIn = (start: 2.3, end: 2.6)
    static let boardAt = 2.15
    static let boardSpring = 12.0
    static let boardDrop = 14.0
    static let boardOrigin = Point(132, 40)
    static let squareSide = 25.0
    /// 1.e4 at 2.75, 1...e5 at 3.65.
    public static let openingMoves = [TimedMove("e2", "e4", at: 2.75), TimedMove("e7", "e5", at: 3.65)]

    public let theme: BoardTheme
    public let pieces: PieceSet
    public let avatarStyle: AvatarStyle
    /// One bot per level, weakest first.
    public let rivals: [Bot]
    /// Which of `rivals` is picked: the intermediate one.
    public let pickedIndex: Int
    public let timeline: BoardTimeline

    /// Picks one bot per level from `bots` (the first of each, in order) and validates `moves`
    /// with ChessCore, so a scene that exists can be drawn at every instant.
    public init(theme: BoardTheme, pieces: PieceSet, avatarStyle: AvatarStyle = .default, bots: [Bot],
                moves: [TimedMove] = BotsScene.openingMoves) throws(BotsSceneError) {
        var rivals: [Bot] = []
        for level in BotLevel.allCases {
            guard let bot = bots.first(where: { $0.level == level }) else {
                throw .missingLevel(level, bots: bots.map(\.name))
            }
            rivals.append(bot)
        }
        do { timeline = try BoardTimeline(moves: moves) } catch { throw .invalidMoves(error) }
        self.theme = theme
        self.pieces = pieces
        self.avatarStyle = avatarStyle
        self.rivals = rivals
        self.pickedIndex = BotLevel.allCases.firstIndex(of: .intermediate) ?? 1
    }

    public var picked: Bot { rivals[pickedIndex] }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(M.smooth(Self.fadeIn.start, Self.fadeIn.end, t) * (1 - M.smooth(Self.fadeOut.start, Self.fadeOut.end, t)))
        let layout = Layout.make(for: c.environment.posture, box: c.box)
        drawHeadline(c, layout: layout, t: t)
        drawBoard(c, layout: layout, t: t)
        for index in rivals.indices where index != pickedIndex {
            drawLeavingCard(c, index: index, layout: layout, t: t)
        }
        drawPickedCard(c, layout: layout, t: t)
        drawMoveList(c, layout: layout, t: t)
        drawCaption(c, layout: layout, t: t)
    }

    /// How far card `index` has risen in: 0 before its turn, springing to 1.
    private func entry(_ index: Int, t: Double) -> Double {
        M.spring(t - Self.cardsEnter - Self.cardStagger * Double(index), w: Self.cardSpring)
    }

    private func drawHeadline(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        var c = canvas
        c.fade(M.smooth(0.1, 0.45, t) * (1 - M.smooth(Self.leave.start, Self.leave.end, t)))
        c.text("Choose your rival", at: layout.headline, style: TextStyle(size: 12, weight: .semibold),
               color: c.palette.secondaryText)
    }

    private func drawLeavingCard(_ canvas: MotionCanvas, index: Int, layout: Layout, t: Double) {
        let rise = entry(index, t: t)
        let gone = M.smooth(Self.leave.start, Self.leave.end, t)
        guard rise > 0, gone < 1 else { return }
        var c = canvas
        let slot = layout.slots[index]
        c.fade(M.clamp(rise * 2) * (1 - gone))
        c.translate(0, layout.cardRise * (1 - rise) + layout.leaveDrop * gone)
        c.scale(layout.cardScale * (1 - 0.08 * gone), around: slot)
        BotCard(bot: rivals[index], style: avatarStyle).draw(on: c, center: slot)
    }

    private func drawPickedCard(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        let rise = entry(pickedIndex, t: t)
        guard rise > 0 else { return }
        var c = canvas
        let slide = M.spring(t - Self.slideAt, w: Self.slideSpring)
        let from = layout.slots[pickedIndex]
        let center = Point(M.lerp(from.x, layout.rest.x, slide), M.lerp(from.y, layout.rest.y, slide))
        let pop = 1 + 0.06 * M.bump(t, Self.pickAt, len: 0.18, w: 24)
        c.fade(M.clamp(rise * 2))
        c.translate(0, layout.cardRise * (1 - rise))
        c.scale(M.lerp(layout.cardScale, layout.restScale, slide) * pop, around: center)
        let card = BotCard(bot: picked, style: avatarStyle)
        card.draw(on: c, center: center, picked: M.spring(t - Self.pickAt, w: Self.pickSpring))
        drawTap(c, at: Point(center.x, center.y - BotCard.size.height / 2 + BotCard.avatarCenterY), t: t)
    }

    /// The finger that picks: a ring spreading from the avatar as the card is chosen.
    private func drawTap(_ canvas: MotionCanvas, at point: Point, t: Double) {
        let age = t - Self.pickAt
        let life = 0.45
        guard age > 0, age < life else { return }
        let k = age / life
        var ring = canvas
        ring.fade(0.8 * (1 - k))
        ring.strokeCircle(point, radius: BotCard.avatarRadius + 4 + 22 * (1 - pow(1 - k, 3)),
                          picked.colors[ring.environment.colorScheme].accent, width: 2)
    }

    private func drawBoard(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        let rise = M.spring(t - Self.boardAt, w: Self.boardSpring)
        guard rise > 0 else { return }
        var c = canvas
        c.fade(M.clamp(rise * 1.3))
        c.translate(0, Self.boardDrop * (1 - rise))
        let bounds = Rect(origin: layout.boardOrigin, size: Size(8 * layout.squareSide, 8 * layout.squareSide))
        // The board's light squares are painted over all of `bounds` first (playBoard).
        c.shadow(bounds, radius: 3, offsetY: 3, spread: 8, under: bounds, faceRadius: 0,
                 faceColor: theme[c.environment.colorScheme].lightSquare)
        playBoard(c, t: t, origin: layout.boardOrigin, side: layout.squareSide, timeline: timeline, theme: theme, pieces: pieces)
    }

    /// Near-black on a light chip, white on a dark one: themes made for dark mode light the
    /// last move in deep colours.
    static func ink(on background: Color) -> Color {
        let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
        return luminance > 0.5 ? Color(red: 0.1, green: 0.1, blue: 0.09) : .white
    }

    private func drawCaption(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        var c = canvas
        c.fade(M.smooth(Self.captionIn.start, Self.captionIn.end, t))
        c.text("Your game with \(picked.name)", at: layout.caption, style: TextStyle(size: 12, weight: .semibold),
               color: c.palette.secondaryText, anchor: layout.moveListAnchor)
    }

    /// The score so far under (or beside) the board: "1. e4 e5", each move appearing as its
    /// piece lands, the latest on a chip in the board's last-move colour.
    private func drawMoveList(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        let style = TextStyle(size: layout.moveListSize, weight: .semibold)
        let numberStyle = TextStyle(size: layout.moveListSize, weight: .regular)
        var words: [(text: String, style: TextStyle, shown: Double, isMove: Bool)] = []
        for (index, step) in timeline.steps.enumerated() {
            let shown = M.smooth(0, 0.2, t - timeline.arrivalTime(ofMove: index))
            if step.before.sideToMove == .white || index == 0 {
                let number = "\(step.before.fullmoveNumber)." + (step.before.sideToMove == .white ? "" : "..")
                words.append((number, numberStyle, shown, false))
            }
            words.append((step.san, style, shown, true))
        }
        guard words.contains(where: { $0.shown > 0 }) else { return }
        let space = layout.moveListSize * 0.45
        let widths = words.map { canvas.measure($0.text, style: $0.style).width }
        let total = widths.reduce(0, +) + space * Double(max(0, words.count - 1))
        var x = switch layout.moveListAnchor {
        case .center: layout.moveList.x - total / 2
        case .leading: layout.moveList.x
        case .trailing: layout.moveList.x - total
        }
        let lastShown = words.lastIndex { $0.isMove && $0.shown > 0 }
        let chip = theme[canvas.environment.colorScheme].lastMoveLight
        for (index, word) in words.enumerated() {
            var w = canvas
            w.fade(word.shown)
            if index == lastShown {
                let rect = Rect(x: x - 4, y: layout.moveList.y - layout.moveListSize * 0.72,
                                width: widths[index] + 8, height: layout.moveListSize * 1.44)
                w.fillRoundedRect(rect, radius: 5, chip)
                w.text(word.text, at: Point(x, layout.moveList.y), style: word.style, color: Self.ink(on: chip), anchor: .leading)
            } else {
                w.text(word.text, at: Point(x, layout.moveList.y), style: word.style,
                       color: word.isMove ? w.palette.text : w.palette.secondaryText, anchor: .leading)
            }
            x += widths[index] + space
        }
    }
}
