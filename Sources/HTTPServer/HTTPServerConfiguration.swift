/// How the server listens and how long it waits on clients. The times bound what a slow or
/// silent client can hold: a connection slot, never a worker (handlers see whole requests).
package struct HTTPServerConfiguration: Sendable {
    /// An IPv4 or IPv6 address.
    package var host: String
    /// 0 lets the kernel choose (see `HTTPServer.port`).
    package var port: Int
    /// Threads that move bytes to and from sockets.
    package var ioThreads: Int
    /// Seconds of silence before a connection is closed.
    package var idleTimeout: Int
    /// Seconds a request may take to arrive whole, however it trickles in.
    package var requestDeadline: Int
    /// Open connections at most (lowered to fit the descriptors the process may open).
    package var connectionLimit: Int
    /// Open connections from one client address at most: one client cannot take every
    /// connection, and the probes and other clients always find room.
    package var connectionsPerClient: Int
    /// Bytes of request head (request line and headers) taken: a longer one is answered 431
    /// with our JSON. MHD's buffer per connection is `HTTPServer.headroom` times this, so its
    /// own HTML refusals (431, and 500 for a chunk line it cannot hold) need a head or chunk
    /// line several times longer.
    package var connectionMemory: Int
    /// Request bodies longer than this are answered 413 without being read.
    package var bodyLimit: Int

    package init(host: String = "127.0.0.1", port: Int = 8080, ioThreads: Int = 2, idleTimeout: Int = 15,
                 requestDeadline: Int = 10, connectionLimit: Int = 1024, connectionsPerClient: Int = 128,
                 connectionMemory: Int = 32 * 1024, bodyLimit: Int = 1 << 20) {
        self.host = host
        self.port = port
        self.ioThreads = ioThreads
        self.idleTimeout = idleTimeout
        self.requestDeadline = requestDeadline
        self.connectionLimit = connectionLimit
        self.connectionsPerClient = connectionsPerClient
        self.connectionMemory = connectionMemory
        self.bodyLimit = bodyLimit
    }
}
