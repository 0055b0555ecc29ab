import Foundation
import TestSupport
import Testing

/// ETags follow what a request asks for, not how it is spelled: a shared cache is not bypassed
/// by `size=0256` for `size=256`, and a different picture still gets a different tag.
@Suite("ETags are keyed on the parsed request")
struct ServiceETagSpellingTests {
    static let same: [(String, String)] = [
        ("/board.png?size=256", "/board.png?size=0256"),
        ("/scenes/coins.png?t=0&width=64", "/scenes/coins.png?width=64&t=0.000"),
        ("/board.png?size=64&coordinates=yes", "/board.png?coordinates=1&size=064"),
    ]

    @Test func spellingsOfOneRequestShareATagAndAnotherRequestDoesNot() throws {
        let service = try RunningService()
        defer { service.stop() }
        func tag(_ target: String) throws -> String? {
            let reply = try service.http.send(method: "HEAD", target, headers: [:], body: Data())
            #expect(reply.status == 200, "\(target): \(reply.status)")
            return reply.header("ETag")
        }
        for (one, other) in Self.same {
            let (first, second) = (try tag(one), try tag(other))
            #expect(first != nil && first == second, "\(one) and \(other)")
        }
        let (small, larger) = (try tag("/board.png?size=256"), try tag("/board.png?size=257"))
        #expect(small != larger)
        let (start, later) = (try tag("/scenes/coins.png?t=0&width=64"), try tag("/scenes/coins.png?t=0.5&width=64"))
        #expect(start != later)
    }
}
