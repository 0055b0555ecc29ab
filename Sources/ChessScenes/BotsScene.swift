import BoardKit
import ChessCore
import FoundationEssentials
import Glibc
import MotionKit

/// A bot intro: rivals stand in a row, one is picked, she sits down at the board and the opening
/// is played. Entry: the cards rise in, one after another. Action: at the pick the others leave,
/// her card slides aside and the board rises. Result: the moves, the last lit, the title naming
/// the game. Rest: the still frame, then the scene fades out.
///
/// What is shown comes from a `BotsIntroPlan` (the built-in `bots` scene is the plan of its
/// shipped script: Sofía picked at 1.35, 1.e4 at 2.75 and 1...e5 at 3.65). The constants below
/// are the design's, written for a pick at `BotsIntroPlan.designPickAt`; a plan that picks
/// later plays every beat after the pick that much later, by drawing them at `t - shift`. The
/// board theme, piece set, avatar style and words are the user's; the positions of things
/// follow the posture (see `Layout`).
public struct BotsScene: MotionScene {
    // Entry: the headline fades in, the cards rise in one after another.
    static let headlineIn = 0.1
    static let slotsX = [62.0, 180.0, 298.0]
    static let slotSpacing = 118.0
    static let cardCenterY = 140.0
    static let cardsEnter = 0.15
    static let cardStagger = 0.12
    static let cardSpring = 13.0
    static let cardRise = 26.0

    // Action: the pick, the others leaving, the slide (at the design's pick).
    static let pickAt = 1.35
    static let pickSpring = 16.0
    static let leave = (start: 1.65, end: 2.10)
    static let leaveDrop = 16.0
    static let slideAt = 2.0
    static let slideSpring = 9.0
    static let restX = 62.0

    // Result: the board rises and the opening is played; the title names the game.
    static let captionIn = (start: 2.3, end: 2.6)
    static let boardAt = 2.15
    static let boardSpring = 12.0
    static let boardDrop = 14.0
    /// The first move, 0.6 s after the board starts to rise: its spring is then within half a
    /// percent of rest.
    static let firstMoveAt = 2.75
    package static let boardOrigin = Point(132, 40)
    package static let squareSide = 25.0

    public let plan: BotsIntroPlan
    public let theme: BoardTheme
    public let pieces: PieceSet
    public let avatarStyle: AvatarStyle
    /// The rivals, in card order.
    public let rivals: [Bot]
    /// Which of `rivals` is picked.
    public let pickedIndex: Int
    public let timeline: BoardTimeline
    /// The words drawn, in the scene's locale.
    public let words: Localizer
    /// Each rival's card text, fitted once.
    let cardTexts: [BotCardText]
    /// "Your game with Sofía", filled in once: filling a template costs more than drawing it.
    let gameTitle: String

    /// Finds the plan's bots in `roster` and plays its moves through ChessCore, so a scene that
    /// exists can be drawn at every instant.
    public init(plan: BotsIntroPlan, theme: BoardTheme, pieces: PieceSet, avatarStyle: AvatarStyle = .default,
                roster: BotRoster, words: Localizer) throws(BotsSceneError) {
        guard (1...BotsIntroPlan.maximumRivals).contains(plan.rivals.count) else {
            throw .rivalCount(plan.rivals.count)
        }
        var rivals: [Bot] = []
        for id in plan.rivals {
            guard let bot = roster[id] else { throw .unknownBot(id, known: roster.bots.map(\.id)) }
            rivals.append(bot)
        }
        guard let pickedIndex = plan.rivals.firstIndex(of: plan.pick) else {
            throw .pickNotARival(plan.pick, rivals: plan.rivals)
        }
        do { timeline = try BoardTimeline(start: plan.start, moves: plan.moves) } catch { throw .invalidMoves(error) }
        self.plan = plan
        self.theme = theme
        self.pieces = pieces
        self.avatarStyle = avatarStyle
        self.rivals = rivals
        self.pickedIndex = pickedIndex
        self.words = words
        cardTexts = rivals.map { BotCardText(bot: $0, words: words) }
        gameTitle = words.text(.botsTitle, ["name": words.name(of: rivals[pickedIndex])])
    }

    public var duration: Double { plan.duration }
    public var stillTime: Double { plan.stillTime }
    public var speed: Double { plan.speed }
    public var picked: Bot { rivals[pickedIndex] }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(M.smooth(plan.fadeIn.lowerBound, plan.fadeIn.upperBound, t)
            * (1 - M.smooth(plan.fadeOut.lowerBound, plan.fadeOut.upperBound, t)))
        let layout = Layout.make(for: c.environment.posture, box: c.box, cards: rivals.count, picked: pickedIndex)
        // The beats after the pick, on the design's clock.
        let beat = t - plan.shift
        drawHeadline(c, layout: layout, t: t, beat: beat)
        drawBoard(c, layout: layout, t: t, beat: beat)
        for index in rivals.indices where index != pickedIndex {
            drawLeavingCard(c, index: index, layout: layout, t: t, beat: beat)
        }
        drawPickedCard(c, layout: layout, t: t, beat: beat)
        drawMoveList(c, layout: layout, t: t)
        drawTitle(c, layout: layout, beat: beat)
    }

    /// How far card `index` has risen in: 0 before its turn, springing to 1.
    private func entry(_ index: Int, t: Double) -> Double {
        M.spring(t - Self.cardsEnter - Self.cardStagger * Double(index), w: Self.cardSpring)
    }

    private func card(_ index: Int) -> BotCard {
        BotCard(bot: rivals[index], style: avatarStyle, words: cardTexts[index])
    }

    private func drawHeadline(_ canvas: MotionCanvas, layout: Layout, t: Double, beat: Double) {
        var c = canvas
        c.fade(M.smooth(Self.headlineIn, Self.headlineIn + 0.35, t) * (1 - M.smooth(Self.leave.start, Self.leave.end, beat)))
        c.text(words.text(.botsHeadline), at: layout.headline, style: TextStyle(size: 12, weight: .semibold),
               color: c.palette.secondaryText, fitting: layout.headlineWidth)
    }

    private func drawLeavingCard(_ canvas: MotionCanvas, index: Int, layout: Layout, t: Double, beat: Double) {
        let rise = entry(index, t: t)
        let gone = M.smooth(Self.leave.start, Self.leave.end, beat)
        guard rise > 0, gone < 1 else { return }
        var c = canvas
        let slot = layout.slots[index]
        c.fade(M.clamp(rise * 2) * (1 - gone))
        c.translate(0, layout.cardRise * (1 - rise) + layout.leaveDrop * gone)
        c.scale(layout.cardScale * (1 - 0.08 * gone), around: slot)
        c.picture(at: slot) { card(index).draw(on: $0, center: .zero) }
    }

    private func drawPickedCard(_ canvas: MotionCanvas, layout: Layout, t: Double, beat: Double) {
        let rise = entry(pickedIndex, t: t)
        guard rise > 0 else { return }
        var c = canvas
        let slide = M.spring(beat - Self.slideAt, w: Self.slideSpring)
        let from = layout.slots[pickedIndex]
        let center = Point(M.lerp(from.x, layout.rest.x, slide), M.lerp(from.y, layout.rest.y, slide))
        let pop = 1 + 0.06 * M.bump(beat, Self.pickAt, len: 0.18, w: 24)
        c.fade(M.clamp(rise * 2))
        c.translate(0, layout.cardRise * (1 - rise))
        c.scale(M.lerp(layout.cardScale, layout.restScale, slide) * pop, around: center)
        let picked = M.spring(beat - Self.pickAt, w: Self.pickSpring)
        c.picture(at: center) { card(pickedIndex).draw(on: $0, center: .zero, picked: picked) }
        drawTap(c, at: Point(center.x, center.y - BotCard.size.height / 2 + BotCard.avatarCenterY), beat: beat)
    }

    /// The finger that picks: a ring spreading from the avatar as the card is chosen.
    private func drawTap(_ canvas: MotionCanvas, at point: Point, beat: Double) {
        let age = beat - Self.pickAt
        let life = 0.45
        guard age > 0, age < life else { return }
        let k = age / life
        var ring = canvas
        ring.fade(0.8 * (1 - k))
        ring.strokeCircle(point, radius: BotCard.avatarRadius + 4 + 22 * (1 - pow(1 - k, 3)),
                          picked.colors[ring.environment.colorScheme].accent, width: 2)
    }

    private func drawBoard(_ canvas: MotionCanvas, layout: Layout, t: Double, beat: Double) {
        let rise = M.spring(beat - Self.boardAt, w: Self.boardSpring)
        guard rise > 0 else { return }
        var c = canvas
        c.fade(M.clamp(rise * 1.3))
        // In whole pixels: the pieces' pictures then land where they rest, moved, in every player.
        c.translateInWholePixels(0, Self.boardDrop * (1 - rise))
        let bounds = Rect(origin: layout.boardOrigin, size: Size(8 * layout.squareSide, 8 * layout.squareSide))
        // The board's light squares are painted over all of `bounds` first (playBoard).
        c.shadow(bounds, radius: 3, offsetY: 3, spread: 8, under: bounds, faceRadius: 0,
                 faceColor: theme[c.environment.colorScheme].lightSquare)
        playBoard(c, t: t, origin: layout.boardOrigin, side: layout.squareSide, timeline: timeline, theme: theme, pieces: pieces,
                  options: BoardOptions(orientation: plan.orientation, coordinates: plan.coordinates))
    }

    /// "Your game with Sofía": names the game once the board is up.
    private func drawTitle(_ canvas: MotionCanvas, layout: Layout, beat: Double) {
        var c = canvas
        c.fade(M.smooth(Self.captionIn.start, Self.captionIn.end, beat))
        c.text(gameTitle, at: layout.caption,
               style: TextStyle(size: 12, weight: .semibold), color: c.palette.secondaryText, anchor: layout.moveListAnchor,
               fitting: layout.moveListWidth)
    }
}
