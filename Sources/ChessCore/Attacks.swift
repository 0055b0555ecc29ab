/// Precomputed attack and geometry tables, built once at first use in well under a millisecond.
///
/// Sliding pieces use hyperbola quintessence for files and diagonals (a subtraction trick on the
/// line's occupancy and its byte-swapped mirror) and a 512-byte first-rank table for ranks. That
/// needs no magic numbers, no search at startup and only small, cache-friendly tables, at a speed
/// close to magic bitboards. The tables are immutable arrays built once, so they are plainly
/// `Sendable`; every index below is computed from a square in 0..<64, so no lookup can miss.
struct AttackTables: Sendable {
    /// knight(64) king(64) pawn(2*64) fileMask(64) diagonalMask(64) antiDiagonalMask(64)
    /// rookRays(64) bishopRays(64) between(64*64) line(64*64)
    private let words: [UInt64]
    private let rankTable: [UInt8]

    private static let knightOffset = 0
    private static let kingOffset = 64
    private static let pawnOffset = 128
    private static let fileOffset = 256
    private static let diagonalOffset = 320
    private static let antiDiagonalOffset = 384
    private static let rookRayOffset = 448
    private static let bishopRayOffset = 512
    private static let betweenOffset = 576
    private static let lineOffset = 576 + 4096
    private static let wordCount = 576 + 8192

    @inline(__always) func knight(_ square: Int) -> UInt64 { words[Self.knightOffset + square] }
    @inline(__always) func king(_ square: Int) -> UInt64 { words[Self.kingOffset + square] }
    /// Squares a pawn of `side` on `square` attacks.
    @inline(__always) func pawn(_ side: Side, _ square: Int) -> UInt64 {
        words[Self.pawnOffset + Int(side.rawValue) << 6 + square]
    }
    /// Attacks of a rook on an empty board.
    @inline(__always) func rookRays(_ square: Int) -> UInt64 { words[Self.rookRayOffset + square] }
    /// Attacks of a bishop on an empty board.
    @inline(__always) func bishopRays(_ square: Int) -> UInt64 { words[Self.bishopRayOffset + square] }
    /// Squares strictly between two squares on a line; empty if they share no line.
    @inline(__always) func between(_ a: Int, _ b: Int) -> UInt64 { words[Self.betweenOffset + a << 6 + b] }
    /// The whole line (edge to edge) through two squares; empty if they share no line.
    @inline(__always) func line(_ a: Int, _ b: Int) -> UInt64 { words[Self.lineOffset + a << 6 + b] }

    @inline(__always)
    private func lineAttacks(_ occupied: UInt64, _ mask: UInt64, _ square: Int) -> UInt64 {
        let bit: UInt64 = 1 << UInt64(square)
        var forward = occupied & mask
        var reverse = forward.byteSwapped
        forward &-= bit
        reverse &-= bit.byteSwapped
        forward ^= reverse.byteSwapped
        return forward & mask
    }

    @inline(__always)
    private func rankAttacks(_ occupied: UInt64, _ square: Int) -> UInt64 {
        let shift = UInt64(square & 56)
        let inner = Int(truncatingIfNeeded: (occupied >> (shift + 1)) & 63)
        return UInt64(rankTable[inner << 3 + (square & 7)]) << shift
    }

    @inline(__always)
    func bishop(_ square: Int, _ occupied: UInt64) -> UInt64 {
        lineAttacks(occupied, words[Self.diagonalOffset + square], square)
            | lineAttacks(occupied, words[Self.antiDiagonalOffset + square], square)
    }

    @inline(__always)
    func rook(_ square: Int, _ occupied: UInt64) -> UInt64 {
        lineAttacks(occupied, words[Self.fileOffset + square], square) | rankAttacks(occupied, square)
    }

    @inline(__always)
    func queen(_ square: Int, _ occupied: UInt64) -> UInt64 {
        bishop(square, occupied) | rook(square, occupied)
    }

    init() {
        var words = [UInt64](repeating: 0, count: Self.wordCount)
        var rankTable = [UInt8](repeating: 0, count: 512)

        func bit(_ file: Int, _ rank: Int) -> UInt64 {
            (0..<8).contains(file) && (0..<8).contains(rank) ? 1 << UInt64(rank * 8 + file) : 0
        }
        /// Squares reached from a square by single steps.
        func steps(_ square: Int, _ deltas: [(Int, Int)]) -> UInt64 {
            deltas.reduce(0) { $0 | bit(square & 7 + $1.0, square >> 3 + $1.1) }
        }
        /// The ray from a square in one direction, excluding the square itself.
        func ray(_ square: Int, _ df: Int, _ dr: Int) -> UInt64 {
            var result: UInt64 = 0
            var f = square & 7 + df, r = square >> 3 + dr
            while (0..<8).contains(f) && (0..<8).contains(r) {
                result |= bit(f, r)
                f += df
                r += dr
            }
            return result
        }

        let knightDeltas = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
        let kingDeltas = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
        for square in 0..<64 {
            words[Self.knightOffset + square] = steps(square, knightDeltas)
            words[Self.kingOffset + square] = steps(square, kingDeltas)
            words[Self.pawnOffset + square] = steps(square, [(-1, 1), (1, 1)])
            words[Self.pawnOffset + 64 + square] = steps(square, [(-1, -1), (1, -1)])
            words[Self.fileOffset + square] = ray(square, 0, 1) | ray(square, 0, -1)
            words[Self.diagonalOffset + square] = ray(square, 1, 1) | ray(square, -1, -1)
            words[Self.antiDiagonalOffset + square] = ray(square, 1, -1) | ray(square, -1, 1)
            words[Self.rookRayOffset + square] = ray(square, 0, 1) | ray(square, 0, -1)
                | ray(square, 1, 0) | ray(square, -1, 0)
            words[Self.bishopRayOffset + square] = ray(square, 1, 1) | ray(square, -1, -1)
                | ray(square, 1, -1) | ray(square, -1, 1)
        }

        let directions = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]
        for a in 0..<64 {
            for (df, dr) in directions {
                let full = ray(a, df, dr) | ray(a, -df, -dr) | (1 << UInt64(a))
                var between: UInt64 = 0
                var f = a & 7 + df, r = a >> 3 + dr
                while (0..<8).contains(f) && (0..<8).contains(r) {
                    let b = r * 8 + f
                    words[Self.betweenOffset + a << 6 + b] = between
                    words[Self.lineOffset + a << 6 + b] = full
                    between |= 1 << UInt64(b)
                    f += df
                    r += dr
                }
            }
        }

        // Rank attacks for a slider on `file` given the occupancy of files b..g (the edge squares
        // never block anything beyond themselves, so six bits suffice).
        for inner in 0..<64 {
            let occupied = inner << 1
            for file in 0..<8 {
                var attacks = 0
                var f = file + 1
                while f < 8 {
                    attacks |= 1 << f
                    if occupied & (1 << f) != 0 { break }
                    f += 1
                }
                f = file - 1
                while f >= 0 {
                    attacks |= 1 << f
                    if occupied & (1 << f) != 0 { break }
                    f -= 1
                }
                rankTable[inner << 3 + file] = UInt8(attacks)
            }
        }
        self.words = words
        self.rankTable = rankTable
    }
}

/// The one set of tables the whole module reads.
let attackTables = AttackTables()
