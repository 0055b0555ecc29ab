/// Piece placement only: which piece stands where. One bitboard per kind and one per side, so
/// that "white knights" is a single AND and the whole board copies as eight words.
public struct Board: Hashable, Sendable {
    var pawns: UInt64 = 0
    var knights: UInt64 = 0
    var bishops: UInt64 = 0
    var rooks: UInt64 = 0
    var queens: UInt64 = 0
    var kings: UInt64 = 0
    var white: UInt64 = 0
    var black: UInt64 = 0

    public init() {}

    /// The standard starting placement.
    public static let standard: Board = {
        var board = Board()
        let back: [PieceKind] = [.rook, .knight, .bishop, .queen, .king, .bishop, .knight, .rook]
        for file in 0..<8 {
            board[Square.onBoard(file: file, rank: 0)] = Piece(side: .white, kind: back[file])
            board[Square.onBoard(file: file, rank: 1)] = .whitePawn
            board[Square.onBoard(file: file, rank: 6)] = .blackPawn
            board[Square.onBoard(file: file, rank: 7)] = Piece(side: .black, kind: back[file])
        }
        return board
    }()

    @inline(__always)
    var occupied: UInt64 { white | black }

    @inline(__always)
    func bits(_ side: Side) -> UInt64 { side == .white ? white : black }

    @inline(__always)
    func bits(_ kind: PieceKind) -> UInt64 {
        switch kind {
        case .pawn: pawns
        case .knight: knights
        case .bishop: bishops
        case .rook: rooks
        case .queen: queens
        case .king: kings
        }
    }

    /// The kind on a square given as a one-bit mask, or nil if it is empty.
    @inline(__always)
    func kind(atBit bit: UInt64) -> PieceKind? {
        if pawns & bit != 0 { return .pawn }
        if knights & bit != 0 { return .knight }
        if bishops & bit != 0 { return .bishop }
        if rooks & bit != 0 { return .rook }
        if queens & bit != 0 { return .queen }
        if kings & bit != 0 { return .king }
        return nil
    }

    /// Flips the given bits of one kind's and one side's boards: adds, removes or (with two bits)
    /// moves a piece in one step.
    @inline(__always)
    mutating func toggle(_ kind: PieceKind, _ side: Side, _ mask: UInt64) {
        switch kind {
        case .pawn: pawns ^= mask
        case .knight: knights ^= mask
        case .bishop: bishops ^= mask
        case .rook: rooks ^= mask
        case .queen: queens ^= mask
        case .king: kings ^= mask
        }
        if side == .white { white ^= mask } else { black ^= mask }
    }

    public subscript(square: Square) -> Piece? {
        get {
            let bit: UInt64 = 1 << UInt64(square.rawValue)
            guard let kind = kind(atBit: bit) else { return nil }
            return Piece(side: white & bit != 0 ? .white : .black, kind: kind)
        }
        set {
            let bit: UInt64 = 1 << UInt64(square.rawValue)
            if let old = self[square] { toggle(old.kind, old.side, bit) }
            if let newValue { toggle(newValue.kind, newValue.side, bit) }
        }
    }

    /// Squares holding this piece.
    public func squares(of piece: Piece) -> Bitboard {
        Bitboard(rawValue: bits(piece.kind) & bits(piece.side))
    }

    /// Squares holding any piece of this side.
    public func squares(of side: Side) -> Bitboard { Bitboard(rawValue: bits(side)) }

    public var occupiedSquares: Bitboard { Bitboard(rawValue: occupied) }

    /// Every piece with its square, a1 first.
    public var pieces: [(square: Square, piece: Piece)] {
        occupiedSquares.compactMap { square in self[square].map { (square, $0) } }
    }

    public func count(of piece: Piece) -> Int { squares(of: piece).count }
}
