/// Answers one request, from any thread, once (later calls are ignored). A handler may answer
/// at once or after queueing work; the connection waits suspended meanwhile, costing no thread.
package struct HTTPResponder: Sendable {
    let answer: @Sendable (HTTPResponse) -> Void

    package func respond(_ response: HTTPResponse) { answer(response) }
}
