import ChessMotionSupport
import FoundationEssentials

/// The rivals the app offers, in the order of the data file. Built only by validation, so every
/// bot in it is complete and ids are unique.
public struct BotRoster: Sendable, Hashable {
    public let bots: [Bot]

    public init(bots: [Bot]) throws(BotDataError) {
        var seen = Set<String>()
        for bot in bots where !seen.insert(bot.id).inserted {
            throw .duplicateID(id: bot.id)
        }
        self.bots = bots
    }

    /// Where the roster lives relative to an assets root (see `AssetSearchPath`).
    public static let relativePath = "Bots/bots.json"

    public subscript(id: String) -> Bot? {
        bots.first { $0.id == id }
    }

    /// The first bot of `level` in file order.
    public func first(at level: BotLevel) -> Bot? {
        bots.first { $0.level == level }
    }
}
