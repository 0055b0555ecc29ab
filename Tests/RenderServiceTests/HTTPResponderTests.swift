import Foundation
@testable import HTTPServer
import Synchronization
import Testing

/// A render cap's timer keeps a copy of its request's responder for 30 s; once the request is
/// answered, that copy must hold nothing of the request.
@Suite("HTTP responder")
struct HTTPResponderTests {
    final class Request: Sendable {}

    @Test func theFirstAnswerReleasesWhatTheResponderHeld() {
        weak var held: Request?
        let answers = Answers()
        let responder: HTTPResponder = {
            let request = Request()
            held = request
            return HTTPResponder { response in withExtendedLifetime(request) { answers.add(response.status) } }
        }()
        #expect(held != nil, "before its answer the responder keeps its request")
        responder.respond(HTTPResponse(status: 200))
        #expect(held == nil, "a copy kept by a timer no longer keeps the request")
        responder.respond(HTTPResponse(status: 503))
        #expect(answers.statuses == [200], "a second answer is dropped")
    }

    @Test func aLateAnswerClosesTheFileItCarries() throws {
        let responder = HTTPResponder { _ in }
        responder.respond(HTTPResponse(status: 503))
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        responder.respond(HTTPResponse(status: 200, body: .file(descriptor: descriptor, size: 0)))
        #expect(fcntl(descriptor, F_GETFD) == -1 && errno == EBADF, "the dropped answer's file is closed")
    }

    final class Answers: Sendable {
        private let list = Mutex<[Int]>([])
        func add(_ status: Int) { list.withLock { $0.append(status) } }
        var statuses: [Int] { list.withLock { $0 } }
    }
}
