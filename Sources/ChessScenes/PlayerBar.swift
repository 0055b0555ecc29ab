import ChessCore
import MotionKit

/// One player's bar as plain facts: the side's chip, title, name and rating on the left, the
/// clock on the right, lit while that side is thinking. A game scene builds one from its tags
/// and clocks; a GIF service builds one from a request's names. One routine draws both, so a
/// bar looks the same wherever its facts came from.
package struct PlayerBar: Sendable, Hashable {
    package var side: Side
    package var name: String
    package var title: String?
    package var rating: String?
    /// The clock as shown ("3:07"), or nil for none.
    package var clock: String?
    package var thinking: Bool

    package init(side: Side, name: String, title: String? = nil, rating: String? = nil, clock: String? = nil,
                 thinking: Bool = false) {
        self.side = side
        self.name = name
        self.title = title
        self.rating = rating
        self.clock = clock
        self.thinking = thinking
    }

    /// A bar's size in box units: the game scene's width and bar height.
    package static let size = Size(GameScene.width, GameScene.barHeight)

    package func draw(in rect: Rect, on canvas: MotionCanvas) {
        let palette = canvas.palette
        canvas.fillRect(rect, palette.surface)
        let midY = rect.minY + rect.size.height / 2
        let chip = Rect(center: Point(rect.minX + 14, midY), size: Size(12, 12))
        canvas.fillRoundedRect(chip, radius: 2, side == .white ? .white : Color(red: 0.13, green: 0.13, blue: 0.13))
        canvas.strokeRoundedRect(chip, radius: 2, palette.secondaryText, width: 0.6)

        var x = rect.minX + 26
        let nameStyle = TextStyle(size: 11, weight: .bold)
        if let title {
            let style = TextStyle(size: 10, weight: .bold)
            canvas.text(title, at: Point(x, midY), style: style, color: palette.accent, anchor: .leading)
            x += canvas.measure(title, style: style).width + 4
        }
        canvas.text(name, at: Point(x, midY), style: nameStyle, color: palette.text, anchor: .leading)
        x += canvas.measure(name, style: nameStyle).width + 5
        if let rating {
            canvas.text(rating, at: Point(x, midY), style: TextStyle(size: 10), color: palette.secondaryText, anchor: .leading)
        }

        guard let clock else { return }
        let style = TextStyle(size: 12, weight: .bold)
        let width = max(canvas.measure(clock, style: style).width + 14, 48)
        let face = Rect(x: rect.maxX - width - 6, y: rect.minY + 5, width: width, height: rect.size.height - 10)
        canvas.fillRoundedRect(face, radius: 3, thinking ? palette.accent : palette.background)
        canvas.text(clock, at: face.center, style: style, color: thinking ? .white : palette.text)
    }
}
