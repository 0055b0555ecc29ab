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
}
