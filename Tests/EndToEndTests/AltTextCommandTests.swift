import Foundation
import TestSupport
import Testing

/// `--alt` on `still` and `board`: the picture in words, in the scene's language, on standard
/// output, or on standard error when the picture itself goes to standard output.
@Suite("chess-motion still and board --alt: alt text")
struct AltTextCommandTests {
    @Test func boardPrintsItsPositionLastMoveAndMarks() throws {
        let folder = try TemporaryFolder()
        let png = folder.appendingPathComponent("ruy.png").path
        let result = try ToolRunner.run(["board", "--moves", "e4 e5 Nf3 Nc6 Bb5", "--arrow", "b5c6", "--circle", "e5",
                                         "--alt", "-q", "-o", png])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Chess board. Black to move. White: king on e1, queen on d1, rooks on a1 and h1, "
            + "bishops on c1 and b5, knights on b1 and f3, pawns on a2, b2, c2, d2, f2, g2, h2 and e4. "
            + "Black: king on e8, queen on d8, rooks on a8 and h8, bishops on c8 and f8, knights on c6 and g8, "
            + "pawns on e5, a7, b7, c7, d7, f7, g7 and h7. Last move: white bishop to b5. "
            + "Marked: arrow from b5 to c6 and circle on e5.\n")
        #expect(FileManager.default.fileExists(atPath: png))
        let spanish = try ToolRunner.run(["board", "--moves", "f3 e5 g4 Qh4#", "--alt", "--locale", "es", "-q", "-o", png])
        #expect(spanish.stdout.hasPrefix("Tablero de ajedrez. Juegan las blancas. Blancas"), "\(spanish.stdout)")
        #expect(spanish.stdout.hasSuffix("Última jugada: dama negra a h4, jaque mate. Las blancas reciben jaque mate.\n"))
    }

    @Test func aPictureOnStandardOutputLeavesItToTheAltTextsStandardError() throws {
        let result = try ToolRunner.run(["board", "--alt", "-q", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(result.stderr.hasPrefix("Chess board. White to move."), "\(result.stderr)")
    }

    /// A scene's still says the text it shows, then its board.
    @Test func aScenesStillSaysItsTextThenItsBoard() throws {
        let folder = try TemporaryFolder()
        let bots = try ToolRunner.run(["still", "bots", "--alt", "--locale", "es", "-q", "-o", folder.appendingPathComponent("b.png").path])
        #expect(bots.status == 0, "\(bots.stderr)")
        #expect(bots.stdout.hasPrefix("Eliges a Sofía. Tu partida con Sofía. Tablero de ajedrez. Juegan las blancas."), "\(bots.stdout)")
        #expect(bots.stdout.contains("Última jugada: peón negro a e5."))
        let coins = try ToolRunner.run(["still", "coins", "--alt", "-q", "-o", folder.appendingPathComponent("c.png").path])
        #expect(coins.stdout == "Every game you play is a coin. First badge forged. 10 games played.\n")
    }
}
