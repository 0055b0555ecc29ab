/// An EPD line: a position's four FEN fields and the operations test suites attach to it, such
/// as `bm` (best moves), `am` (moves to avoid), `id` and `c0`...`c9` (comments). A FEN's move
/// counters may stand between the fields and the operations; otherwise `hmvc` and `fmvn`
/// supply them.
public struct EPD: Hashable, Sendable, CustomStringConvertible {
    public var setup: Setup
    public var operations: [EPDOperation]

    public init(setup: Setup, operations: [EPDOperation] = []) {
        self.setup = setup
        self.operations = operations
    }

    /// Reads one EPD line (a FEN line reads too, with no operations).
    public init(_ line: String, castlingMode: CastlingMode = .standard) throws(EPDError) {
        var fields = FENFields(line)
        for _ in 0..<4 { _ = fields.next() }
        // The fields and optional counters are the FEN reader's job; it stops at the operations.
        var counters = fields
        var fenEnd = fields.end
        if let half = counters.next(), FENFields.looksLikeCounter(half) {
            fenEnd = counters.end
            if let full = counters.next(), FENFields.looksLikeCounter(full) { fenEnd = counters.end }
        }
        let scalars = fields.scalars
        let fenText = String(String.UnicodeScalarView(scalars[0..<min(fenEnd, scalars.count)]))
        do {
            setup = try Setup(fen: fenText, mode: .lenient, castlingMode: castlingMode)
        } catch {
            throw .fen(error)
        }
        switch EPDOperationReader.read(scalars, from: fenEnd) {
        case let .failure(problem): throw EPDError(problem)
        case let .success(read): operations = read
        }
        let counted = FENFields.count
        if let clock = self["hmvc"] {
            guard let value = clock.operands.first.flatMap({ counted(Array($0.text.unicodeScalars)) }) else {
                throw .badCounter(opcode: "hmvc", operand: clock.text, index: clock.index)
            }
            if fenEnd == fields.end { setup.halfmoveClock = value }
        }
        if let number = self["fmvn"] {
            guard let value = number.operands.first.flatMap({ counted(Array($0.text.unicodeScalars)) }), value >= 1 else {
                throw .badCounter(opcode: "fmvn", operand: number.text, index: number.index)
            }
            if fenEnd == fields.end { setup.fullmoveNumber = value }
        }
    }

    /// The position, checked for legality.
    public func position() throws(PositionError) -> Position { try Position(setup: setup) }

    /// The first operation with this opcode.
    public subscript(opcode: String) -> EPDOperation? {
        operations.first { $0.opcode == opcode }
    }

    /// The `id` operation's text.
    public var id: String? { self["id"]?.text }

    /// The moves an operation names (`bm`, `am`, `pm`...), read as SAN in the position.
    public func moves(_ opcode: String, sanMode: SANParseMode = .lenient) throws(EPDMoveError) -> [Move] {
        guard let operation = self[opcode] else { return [] }
        let position: Position
        do { position = try self.position() } catch { throw .position(error) }
        var moves: [Move] = []
        for operand in operation.operands {
            do { moves.append(try position.move(san: operand.text, mode: sanMode)) } catch {
                throw .move(opcode: opcode, operand: operand.text, error)
            }
        }
        return moves
    }

    /// The line written back: the four fields, then each operation.
    public var description: String {
        ([setup.epd] + operations.map(\.description)).joined(separator: " ")
    }
}

/// Why an EPD operation's moves could not be read.
public enum EPDMoveError: Error, Hashable, Sendable, CustomStringConvertible {
    case position(PositionError)
    case move(opcode: String, operand: String, SANError)

    public var description: String {
        switch self {
        case let .position(error): "illegal position: \(error)"
        case let .move(opcode, operand, error): "\(opcode) \(operand): \(error)"
        }
    }
}
