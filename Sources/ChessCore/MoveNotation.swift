/// A move as a person or a file writes it, before a position says which move it is: SAN
/// ("Nf3", "O-O"), squares (UCI "g1f3", "e7e8q", or the joined pair "g1-f3", "e7-e8=Q"), or a
/// pass. `init(_:)` is the one place that decides which a written word is.
public enum MoveNotation: Hashable, Sendable, CustomStringConvertible {
    case san(String)
    case squares(from: Square, to: Square, promotion: PieceKind?)
    /// A pass: a `NullMoveSpelling` the mode accepts.
    case null

    /// Classifies one written move: a pass (a `NullMoveSpelling` that `mode` accepts), squares
    /// (UCI, or two squares joined by `-` with an optional `=Q`), else SAN, whose syntax the
    /// position judges. A pass spelled in a way strict mode refuses (`Z0`) is left as SAN, so
    /// strict SAN refuses it with its reason.
    public init(_ word: some StringProtocol, mode: SANParseMode = .lenient) {
        let text = String(word)
        if NullMoveSpelling.reads(text, in: mode) {
            self = .null
        } else if Self.looksLikeUCI(text), let move = try? Move(uci: text) {
            self = .squares(from: move.from, to: move.to, promotion: move.promotion)
        } else if let squares = Self.joinedSquares(text) {
            self = squares
        } else {
            self = .san(text)
        }
    }

    /// Whether a word has UCI's shape: two squares and an optional lower-case promotion letter
    /// ("e2e4", "e7e8q"). SAN never has that shape, so this is the test that tells them apart.
    public static func looksLikeUCI(_ word: some StringProtocol) -> Bool {
        let s = Array(word.unicodeScalars)
        guard s.count == 4 || s.count == 5 else { return false }
        return Square.fileIndex(s[0]) != nil && Square.rankIndex(s[1]) != nil
            && Square.fileIndex(s[2]) != nil && Square.rankIndex(s[3]) != nil
            && (s.count == 4 || "qrbn".unicodeScalars.contains(s[4]))
    }

    /// "e2-e4" or "e7-e8=Q": long algebraic squares joined by a dash.
    private static func joinedSquares(_ text: String) -> MoveNotation? {
        let s = Array(text.unicodeScalars)
        guard s.count == 5 || s.count == 7, s[2] == "-",
              let from = Square(String(String.UnicodeScalarView(s[0..<2]))),
              let to = Square(String(String.UnicodeScalarView(s[3..<5]))) else { return nil }
        var promotion: PieceKind?
        if s.count == 7 {
            guard s[5] == "=", let kind = PieceKind(character: Character(s[6])), kind.isPromotionKind,
                  Character(s[6]).isUppercase else { return nil }
            promotion = kind
        }
        return .squares(from: from, to: to, promotion: promotion)
    }

    public var description: String {
        switch self {
        case let .san(text): text
        case let .squares(from, to, promotion): Move(from: from, to: to, promotion: promotion).uci
        case .null: NullMoveSpelling.san.rawValue
        }
    }
}

/// Why a written move is not a legal move in the position at hand.
public enum MoveNotationError: Error, Hashable, Sendable, CustomStringConvertible {
    case san(SANError)
    /// Squares (or a pass) that are not a legal move here.
    case illegal(IllegalMoveError)

    public var description: String {
        switch self {
        case let .san(error): error.description
        case let .illegal(error): error.description
        }
    }
}

extension Position {
    /// The legal move a written move names. SAN is read in `sanMode`; squares may give castling
    /// either way (see `legalMove(from:to:promotion:)`); a pass is legal when not in check.
    public func move(_ notation: MoveNotation, sanMode: SANParseMode = .lenient) throws(MoveNotationError) -> Move {
        switch notation {
        case let .san(text):
            do { return try move(san: text, mode: sanMode) } catch { throw .san(error) }
        case let .squares(from, to, promotion):
            do { return try legalMove(from: from, to: to, promotion: promotion) } catch { throw .illegal(error) }
        case .null:
            do { _ = try playingNull() } catch { throw .illegal(error) }
            return .null
        }
    }
}
