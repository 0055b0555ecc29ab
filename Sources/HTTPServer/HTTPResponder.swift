import Synchronization

/// Answers one request, from any thread, once. A handler may answer at once or after queueing
/// work; the connection waits suspended meanwhile, costing no thread.
///
/// The first answer empties the responder, so a copy that outlives it (a render cap's timer,
/// waiting out its 30 s) holds nothing of the request: not its headers, query or body. At a few
/// hundred requests a second those timers would otherwise keep tens of megabytes alive. A later
/// answer is dropped, and an open file it carries is closed.
package struct HTTPResponder: Sendable {
    private final class Slot: Sendable {
        let answer: Mutex<(@Sendable (HTTPResponse) -> Void)?>
        init(_ answer: @escaping @Sendable (HTTPResponse) -> Void) { self.answer = Mutex(answer) }
    }

    private let slot: Slot
    /// Whether the client is still there; a long handler stops its work when it leaves.
    package let client: ClientPresence

    init(client: ClientPresence = ClientPresence(), _ answer: @escaping @Sendable (HTTPResponse) -> Void) {
        self.client = client
        slot = Slot(answer)
    }

    package func respond(_ response: HTTPResponse) {
        guard let answer = slot.answer.withLock({ answer in defer { answer = nil }; return answer }) else {
            return response.discard()
        }
        answer(response)
    }
}
