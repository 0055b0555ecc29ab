/// The kit's plans (`chess-motion kit`): what the tool resolved a scene to, written as JSON for
/// the browser half to draw. Every kind — the board (`BoardPlan`), a bot intro, a game, a
/// script — carries this one version, and the page (`Web/board.js`'s `PLAN_VERSION`) refuses
/// any other, so the two halves cannot disagree on what a field means.
package enum KitPlan {
    /// Bumped when a field of any plan changes meaning.
    package static let version = 1
}

/// The members a designed scene's plan starts with, a bot intro's and a script's alike: what
/// the page's menu, clock, fades and pickers read before the kind's own members. Written into
/// the same JSON object as those (`encode(into:)`), so the page sees one flat plan.
package struct KitPlanHeader: Encodable, Sendable {
    package let version = KitPlan.version
    package var kind: String
    /// The scene's name in the page's menu.
    package var name: String
    package var duration: Double
    package var still: Double
    package var speed: Double
    package var fadeIn: [Double]
    package var fadeOut: [Double]
    /// The scene's own theme and pieces; nil: the page's controls choose.
    package var theme: String?
    package var pieces: String?
    package var mainSpringRole: String?

    package init(kind: String, name: String, duration: Double, still: Double, speed: Double, fadeIn: [Double], fadeOut: [Double],
                 theme: String?, pieces: String?, mainSpringRole: String?) {
        self.kind = kind
        self.name = name
        self.duration = duration
        self.still = still
        self.speed = speed
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.theme = theme
        self.pieces = pieces
        self.mainSpringRole = mainSpringRole
    }

    /// The header and then `members` in one object: a keyed container asked for twice on one
    /// encoder adds to the same object.
    package static func encode(_ header: KitPlanHeader, then members: some Encodable, to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        try members.encode(to: encoder)
    }
}
