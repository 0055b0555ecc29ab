import Foundation
import RenderService
import Testing
import TestSupport

/// Every still answer carries its picture in words, over a real socket: the `Content-Description`
/// header, UTF-8 percent-encoded, in the request's `locale`.
@Suite("RenderService stills: alt text", .serialized)
struct ServiceAltTextTests {
    /// The header's words, checked to be printable ASCII as sent.
    static func altText(_ reply: ServiceHTTP.Reply) throws -> String {
        let value = try #require(reply.header("Content-Description"), "no Content-Description in \(reply.headers)")
        #expect(value.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\(value)")
        return try #require(value.removingPercentEncoding)
    }

    @Test func boardsScenesAndScriptsSendTheirAltText() throws {
        let running = try RunningService()
        defer { running.stop() }
        let board = try running.http.get("/board.png?moves=f3%20e5%20g4%20Qh4%23&arrows=d8h4&locale=es")
        #expect(board.status == 200)
        let spanish = try Self.altText(board)
        #expect(spanish.hasPrefix("Tablero de ajedrez. Juegan las blancas. Blancas \u{2014} rey en e1, dama en d1,"), "\(spanish)")
        #expect(spanish.hasSuffix("Última jugada: dama negra a h4, jaque mate. Las blancas reciben jaque mate. Marcas: flecha de d8 a h4."))
        let head = try running.http.send(method: "HEAD", "/board.png?moves=f3%20e5%20g4%20Qh4%23&arrows=d8h4&locale=es",
                                          headers: [:], body: Data())
        #expect(try Self.altText(head) == spanish)

        let coins = try running.http.get("/scenes/coins.webp")
        #expect(try Self.altText(coins) == "Every game you play is a coin. First badge forged. 10 games played.")
        let scripted = try running.http.post("/still.png", body: try Data(contentsOf: Fixtures.example("Scenes/scholars-mate.scene")))
        #expect(scripted.status == 200, "\(scripted.text)")
        let words = try Self.altText(scripted)
        #expect(words.contains("Last move: white queen takes on f7, checkmate. Black is checkmated."), "\(words)")

        let unknown = try running.http.get("/board.png?locale=xx")
        #expect(unknown.status == 400 && unknown.json?["where"] as? String == "query.locale")
    }

    /// A diagram (web-boardimage's `/board` with no moves) says what it draws: a legal FEN who
    /// is to move and its check, any placement its pieces, and the lit move and marked check by
    /// their squares.
    @Test func diagramsSayTheirLitMoveAndCheck() throws {
        let running = try RunningService()
        defer { running.stop() }
        let legal = try Self.altText(try running.http.get("/board.png?fen=rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR%20w%20KQkq%20-%201%203&lastMove=d8h4"))
        #expect(legal.hasPrefix("Chess board. White to move. White: king on e1,"), "\(legal)")
        #expect(legal.hasSuffix("White is checkmated. Last move: from d8 to h4."), "\(legal)")
        let placement = try Self.altText(try running.http.get("/board.png?fen=5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8&lastMove=f4g6&check=h8&arrows=Ge6g8"))
        #expect(placement.hasSuffix("Last move: from f4 to g6. Check on h8. Marked: arrow from e6 to g8."), "\(placement)")
        #expect(placement.contains("Black: king on h8,"), "\(placement)")
        // A pawn on the first rank: no legal position, so no side to move is said.
        let spanish = try Self.altText(try running.http.get("/board.png?fen=8/8/8/8/8/8/8/KP5k&check=a1&locale=es"))
        #expect(spanish.hasPrefix("Tablero de ajedrez. Blancas \u{2014} rey en a1, "), "\(spanish)")
        #expect(spanish.hasSuffix(". Negras \u{2014} rey en h1. Jaque en a1."), "\(spanish)")
    }
}
