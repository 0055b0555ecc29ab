import CMicroHTTPD
import ChessMotionSupport
import FoundationEssentials
import Glibc
import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: MHD parses, times out and writes; this hands each whole
/// request to `handler` and sends what it answers. A handler that takes long (a render) answers
/// later from its own thread while the connection waits suspended, so slow clients cost MHD's
/// I/O threads a socket each and never a handler's worker.
package final class HTTPServer: Sendable {
    package typealias Handler = @Sendable (HTTPRequest, HTTPResponder) -> Void

    struct State: Sendable {
        var daemonAddress: UInt = 0
        var stopped = false
        var port = 0
        /// Requests handed to the handler and not answered yet, by connection address.
        var waiting: [UInt: PendingRequest] = [:]
        /// Requests handed to the handler whose exchange has not ended yet (answered or not).
        var unfinished: Set<UInt> = []
    }

    package let configuration: HTTPServerConfiguration
    let handler: Handler
    let onFinish: @Sendable (HTTPExchange) -> Void
    let state = Mutex(State())

    /// Starts listening at once; `onFinish` hears of every request when it is done with (access
    /// log, metrics).
    package static func start(_ configuration: HTTPServerConfiguration, handler: @escaping Handler,
                              onFinish: @escaping @Sendable (HTTPExchange) -> Void = { _ in }) throws(HTTPServerError) -> HTTPServer {
        try HTTPServer(configuration, handler: handler, onFinish: onFinish)
    }

    private init(_ configuration: HTTPServerConfiguration, handler: @escaping Handler,
                 onFinish: @escaping @Sendable (HTTPExchange) -> Void) throws(HTTPServerError) {
        self.configuration = configuration
        self.handler = handler
        self.onFinish = onFinish
        guard (0...65535).contains(configuration.port) else {
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: "the port must be 0 to 65535")
        }
        if let failure = cm_microhttpd_failure() { throw .libraryUnavailable(reason: String(cString: failure)) }
        let connections = DescriptorLimit.connections(wanted: configuration.connectionLimit)
        var settings = cm_daemon_settings(
            host: nil, port: UInt16(configuration.port), io_threads: UInt32(max(1, configuration.ioThreads)),
            idle_timeout: UInt32(configuration.idleTimeout), request_deadline: UInt32(configuration.requestDeadline),
            connection_limit: UInt32(connections), per_client_limit: UInt32(max(1, min(configuration.connectionsPerClient, connections))),
            connection_memory: mhdBuffer)
        // MHD's callbacks hold the server until `stop()` releases it.
        let retained = Unmanaged.passRetained(self).toOpaque()
        let daemon = configuration.host.withCString { host -> OpaquePointer? in
            settings.host = host
            return cm_start(&settings, Self.accessHandler, retained, Self.completedHandler, retained, Self.refusedHandler)
        }
        guard let daemon else {
            let reason = errno
            Unmanaged<HTTPServer>.fromOpaque(retained).release()
            if reason == EINVAL { throw .badHost(configuration.host) }
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: ErrorReason.text(reason))
        }
        state.withLock {
            $0.daemonAddress = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(daemon)))
            $0.port = Int(cm_bound_port(daemon))
        }
        DetachedThread.start(name: "client watch") { [weak self] in
            while let server = self, server.watchWaitingClients() { DetachedThread.sleep(seconds: Self.watchInterval) }
        }
    }

    /// MHD's buffer per connection over the head it takes: MHD refuses a head that does not fit
    /// its buffer before any handler sees it (`refusedHandler` answers then, without the head's
    /// size), so the buffer is kept well past our own limit and our 431, which says it, comes first.
    static let headroom = 4

    /// The bytes MHD reads of a head, or of a chunk line, at most.
    var mhdBuffer: Int { configuration.connectionMemory * Self.headroom }

    /// How often the sockets of requests waiting for their answer are looked at.
    static let watchInterval = 0.1

    /// A suspended connection is not read by MHD, so a client that hangs up while its request
    /// waits (a render) would go unnoticed until the answer failed to send. Peeks at each
    /// waiting socket: a client that has gone is told to the handler (`ClientPresence`), and its
    /// request is answered 499 at once, which MHD fails to send and logs as the client's leaving.
    /// False once the server has stopped.
    func watchWaitingClients() -> Bool {
        let (waiting, stopped) = state.withLock { (Array($0.waiting.values), $0.stopped) }
        if stopped { return false }
        for pending in waiting where cm_peer_has_left(pending.socket) != 0 {
            // Answered first, so whatever the stopped handler answers next is dropped.
            respond(pending, with: HTTPResponse(status: Self.clientGoneStatus))
            pending.client.markGone()
        }
        return true
    }

    /// The status logged for a request whose client left before its answer (nginx's 499).
    package static let clientGoneStatus = 499

    /// The port listened on (the kernel's choice when the configuration asked for 0).
    package var port: Int { state.withLock(\.port) }

    private var daemon: OpaquePointer? {
        state.withLock { $0.stopped ? nil : OpaquePointer(bitPattern: $0.daemonAddress) }
    }

    /// Connections open now, idle ones included.
    package var openConnections: Int { daemon.map { Int(cm_open_connections($0)) } ?? 0 }

    /// Requests handed to the handler and not yet answered.
    package var requestsInFlight: Int { state.withLock { $0.waiting.count } }

    /// Stops accepting: new clients are refused; open connections are still served.
    package func stopAccepting() {
        if let daemon { cm_quiesce(daemon) }
    }

    /// Closes everything. A request still waiting for its handler is answered `answer` first
    /// (MHD must not be stopped with a connection suspended), then MHD is stopped. Calling it
    /// again does nothing.
    package func stop(answeringWaiting answer: HTTPResponse = HTTPResponse(status: 503)) {
        let waiting = state.withLock { Array($0.waiting.values) }
        for pending in waiting { respond(pending, with: answer) }
        // Stopping MHD closes every connection: first let the answers just given go out.
        let deadline = ContinuousClock.now + .seconds(2)
        while state.withLock({ !$0.unfinished.isEmpty }), ContinuousClock.now < deadline { DetachedThread.sleep(seconds: 0.01) }
        // Once only: a second call (a caller's, then deinit's) finds nothing to stop.
        let address = state.withLock { state -> UInt in
            guard !state.stopped else { return 0 }
            state.stopped = true
            return state.daemonAddress
        }
        guard let daemon = OpaquePointer(bitPattern: address) else { return }
        cm_stop(daemon)
        Unmanaged.passUnretained(self).release()
    }
}
