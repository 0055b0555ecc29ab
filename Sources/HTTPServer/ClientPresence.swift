import Synchronization

/// Whether the client of one request is still there to be answered. A handler that works long
/// (a render) asks to hear when it leaves, so that nothing runs for nobody; the server tells it
/// once, from its watch over waiting connections.
package final class ClientPresence: Sendable {
    private struct State {
        var gone = false
        var handlers: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    init() {}

    package var isGone: Bool { state.withLock(\.gone) }

    /// Runs `handler` once the client has gone: at once if it already has.
    package func whenGone(_ handler: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            if state.gone { return true }
            state.handlers.append(handler)
            return false
        }
        if now { handler() }
    }

    /// The client has gone: every handler runs, once.
    func markGone() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.gone else { return [] }
            state.gone = true
            defer { state.handlers = [] }
            return state.handlers
        }
        for handler in handlers { handler() }
    }
}
