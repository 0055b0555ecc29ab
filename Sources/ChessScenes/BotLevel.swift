/// How strong a bot plays. The bots scene shows one rival per level, weakest first.
public enum BotLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    case beginner
    case intermediate
    case advanced

    public var displayName: String {
        switch self {
        case .beginner: "Beginner"
        case .intermediate: "Intermediate"
        case .advanced: "Advanced"
        }
    }

    /// 1, 2 or 3: the pips a card or a monogram shows for the level.
    public var rank: Int {
        switch self {
        case .beginner: 1
        case .intermediate: 2
        case .advanced: 3
        }
    }

    public static func < (a: BotLevel, b: BotLevel) -> Bool { a.rank < b.rank }
}
