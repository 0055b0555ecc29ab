import CMicroHTTPD
import FoundationEssentials
import Synchronization

/// One request between its head arriving and its answer leaving. MHD's threads and the thread
/// that answers share it, so its changing parts live behind a lock; the connection is kept as an
/// address because MHD owns it and only MHD's calls may touch it.
final class PendingRequest: Sendable {
    enum Phase: Sendable {
        /// Head and body still arriving.
        case reading
        /// Whole, handed to the handler; the connection is suspended.
        case dispatched
        /// An answer was queued with MHD.
        case sent
    }

    struct State: Sendable {
        var phase = Phase.reading
        var headers: [String: String] = [:]
        var query: [(name: String, value: String)] = []
        var body = Data()
        /// The body outgrew the cap: what arrives is dropped, and the answer is 413.
        var overflowed = false
        /// The answer between the handler giving it and MHD taking it; dropped once queued, so a
        /// late timer still holding the request holds no image.
        var response: HTTPResponse?
        var answered = false
        var status = 0
        var bytes: UInt64 = 0
    }

    let connectionAddress: UInt
    /// The connection's socket, watched while the request waits for its answer.
    let socket: Int32
    let client = ClientPresence()
    let method: String
    let path: String
    let started = ContinuousClock.now
    let state = Mutex(State())

    init(connection: OpaquePointer, method: String, path: String) {
        connectionAddress = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        socket = cm_connection_fd(connection)
        self.method = method
        self.path = path
    }

    var connection: OpaquePointer { OpaquePointer(bitPattern: connectionAddress)! }

    /// Adds a piece of body; once the body outgrows `limit`, drops it and all that follows.
    func append(_ bytes: UnsafeRawBufferPointer, limit: Int) {
        state.withLock { state in
            guard !state.overflowed else { return }
            guard state.body.count + bytes.count <= limit else {
                state.overflowed = true
                state.body = Data()
                return
            }
            state.body.append(contentsOf: bytes)
        }
    }

    /// Keeps the first answer; false when there already was one.
    func keep(_ response: HTTPResponse) -> Bool {
        state.withLock { state in
            guard !state.answered else { return false }
            state.answered = true
            state.response = response
            return true
        }
    }

    var request: HTTPRequest {
        state.withLock { HTTPRequest(method: method, path: path, query: $0.query, headers: $0.headers, body: $0.body) }
    }
}
