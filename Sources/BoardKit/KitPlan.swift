/// The kit's plans (`chess-motion kit`): what the tool resolved a scene to, written as JSON for
/// the browser half to draw. Every kind — the board (`BoardPlan`), a bot intro, a game, a
/// script — carries this one version, and the page (`Web/board.js`'s `PLAN_VERSION`) refuses
/// any other, so the two halves cannot disagree on what a field means.
package enum KitPlan {
    /// Bumped when a field of any plan changes meaning.
    package static let version = 1
}
