import ChessScenes

extension GameChoice {
    /// What a typed `every` asks for: seconds between moves, or the players' own pace.
    package enum Every: Sendable, Equatable {
        case seconds(Double)
        case real

        /// How a game scene spaces its moves for it.
        package var timing: GameTiming {
            switch self {
            case .seconds(let seconds): .every(seconds)
            case .real: .real
            }
        }
    }

    /// Why a typed `every` was refused.
    package enum EveryError: Error, Sendable, Equatable {
        case notANumber
        case outOfRange(Double)
    }

    /// A typed `every` (`render --every`, the service's `every=`): seconds between moves within
    /// `everyRange`, or `real`. One reader, so the command line and the service accept the
    /// same words.
    package static func every(_ text: String) throws(EveryError) -> Every {
        if text == "real" { return .real }
        guard let seconds = Double(text), seconds.isFinite else { throw .notANumber }
        guard everyRange.contains(seconds) else { throw .outOfRange(seconds) }
        return .seconds(seconds)
    }
}
