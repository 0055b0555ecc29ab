/// The sounds the scenes make, by their names in a sound set: lichess's file names where a
/// sound is one lichess has (`Move`, `Capture`, `Check`, `GenericNotify` at a game's end), the
/// scenes' own beats after them.
package enum SceneSound: String, Sendable, Hashable, CaseIterable {
    /// A piece lands on an empty square.
    case move = "Move"
    /// A piece lands on a captured one (en passant too).
    case capture = "Capture"
    /// The king and the rook land.
    case castle = "Castle"
    /// A move that gives check (or mate) lands: the check outranks the capture or castling.
    case check = "Check"
    /// A game's result is shown.
    case end = "GenericNotify"
    /// A coin lands on the ring.
    case coin = "Coin"
    /// The badge the coins forge lands.
    case badge = "Badge"
    /// A rival's card is tapped.
    case tap = "Tap"
    /// The clock's button is pressed.
    case clockPress = "ClockPress"
    /// A player's flag falls.
    case flag = "Flag"
}
