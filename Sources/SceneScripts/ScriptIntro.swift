import ChessCore
/// The kinds of intro a script can declare with `intro:`. One today: the bot intro.
public enum IntroKind: String, Sendable, Hashable, CaseIterable {
    /// Rivals in a row, one picked, the board rising and the opening played (`BotsScene`).
    case bots
}

/// A bot named by a script, with where its id was written.
public struct ScriptBotReference: Sendable, Hashable {
    public var id: String
    public var location: TextLocation
}

/// `pick: ID at SECONDS`: which rival is chosen, and when the tap lands.
public struct ScriptPick: Sendable, Hashable {
    public var id: String
    public var at: Double
    public var location: TextLocation
}

/// What an `intro:` script adds to a board script: the rivals in card order and the pick.
public struct ScriptIntro: Sendable, Hashable {
    public var kind: IntroKind
    public var rivals: [ScriptBotReference]
    public var pick: ScriptPick
}
