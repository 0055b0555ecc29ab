import Foundation
import TestSupport
import Testing

/// A refusal names the query parameter at fault and never where the server is installed: an
/// unknown theme, piece set, locale or avatar style is `query.theme` and so on, with the names
/// that exist; the render cap's 503 says it was the render.
@Suite("Refusals name the parameter, not the install path")
struct ServiceErrorPlaceTests {
    static let cases: [(target: String, place: String)] = [
        ("/board.png?theme=foo", "query.theme"),
        ("/board.png?pieces=foo", "query.pieces"),
        ("/board.svg?pieces=..%2Fx", "query.pieces"),
        ("/scenes/bots.png?theme=foo", "query.theme"),
        ("/scenes/bots.png?pieces=foo", "query.pieces"),
        ("/scenes/bots.png?locale=xx", "query.locale"),
        ("/scenes/bots.png?avatars=foo", "query.avatars"),
    ]

    @Test func anUnknownAssetIsItsParametersFaultAndNoPathIsTold() throws {
        let service = try RunningService()
        defer { service.stop() }
        let checkout = Fixtures.url(".").standardizedFileURL.path
        for (target, place) in Self.cases {
            let reply = try service.http.get(target)
            #expect(reply.status == 400, "\(target): \(reply.status)")
            #expect(reply.json?["where"] as? String == place, "\(target): \(reply.text)")
            #expect(!reply.text.contains(checkout) && !reply.text.contains("looked in"), "\(target) tells a path: \(reply.text)")
            #expect((reply.json?["error"] as? String)?.contains("foo") == true || target.contains("..") || target.contains("xx"))
        }
    }

    @Test func theRenderCapSaysItWasTheRender() throws {
        let service = try RunningService { $0.renderSeconds = 0.05 }
        defer { service.stop() }
        let reply = try service.http.get("/scenes/bots.png?width=3000")
        #expect(reply.status == 503)
        #expect(reply.json?["where"] as? String == "render", "\(reply.text)")
    }
}
