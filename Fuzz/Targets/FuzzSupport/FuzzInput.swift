import ChessCore
import CLibFuzzer

/// The bytes libFuzzer hands a target, and the ways targets read them.
public struct FuzzInput {
    public let bytes: UnsafeBufferPointer<UInt8>

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    }

    /// The input as text (invalid UTF-8 repaired, as the tool's readers see a file).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The first byte picks a choice among `count` (0 for an empty input); the rest is text.
    public func split(choices count: Int) -> (choice: Int, text: String) {
        guard let first = bytes.first else { return (0, "") }
        return (Int(first) % count, String(decoding: bytes.dropFirst(), as: UTF8.self))
    }
}

/// A broken invariant: a crash libFuzzer reports, with what broke.
public func fuzzFailure(_ message: String) -> Never {
    fatalError("fuzz invariant broken: \(message)")
}

/// Positions the move readers are fuzzed from: the start, a busy middlegame (Kiwipete), and
/// positions with promotions, en passant and castling through attacked squares to try.
public let fuzzPositions: [Position] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
].compactMap { try? Position(fen: $0) }

/// Runs libFuzzer with the process's arguments, calling `body` for every input.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&count, &arguments, body)
}
