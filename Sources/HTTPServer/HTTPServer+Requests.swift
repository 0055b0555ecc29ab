import CMicroHTTPD
import ChessMotionSupport
import FoundationEssentials

/// A request's way through the server: head, body, handler, answer, done.
extension HTTPServer {
    /// The head has arrived: keep its headers and query; refuse at once a body announced too long.
    func begin(_ pending: PendingRequest, connection: OpaquePointer) -> MHD_Result {
        let headers = Self.values(of: connection, kind: CM_HEADER_KIND)
        let query = Self.values(of: connection, kind: CM_QUERY_KIND)
        pending.state.withLock { state in
            state.headers = Dictionary(headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
            state.query = query
        }
        // Request line and headers as written, near enough: name, value and their separators.
        let headBytes = pending.method.utf8.count + pending.path.utf8.count + HTTPRequest.queryLength(query)
            + headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if headBytes > configuration.connectionMemory {
            return refuse(pending, on: connection, status: 431,
                          problem: "the request head is \(headBytes) bytes; at most \(configuration.connectionMemory) are read",
                          where: "headers")
        }
        if let framing = BodyFraming.problem(in: headers) {
            return refuse(pending, on: connection, status: 400, problem: framing, where: "headers")
        }
        let announced = headers.first { $0.name.lowercased() == "content-length" }
        let length = announced.flatMap { Int($0.value) } ?? 0
        if length > configuration.bodyLimit { return refuseLongBody(pending, on: connection, length: length) }
        return CM_YES
    }

    /// A body over the cap: announced so (`length`), or chunked and grown past it as it arrived.
    func refuseLongBody(_ pending: PendingRequest, on connection: OpaquePointer, length: Int? = nil) -> MHD_Result {
        let size = length.map { "the body is \($0) bytes" } ?? "the chunked body grew past the cap"
        return refuse(pending, on: connection, status: 413, problem: "\(size); at most \(configuration.bodyLimit) are read",
                      where: "body")
    }

    /// Answers at once, before any body is read, and closes the connection after: what follows
    /// on it cannot be trusted to start where this request ends.
    func refuse(_ pending: PendingRequest, on connection: OpaquePointer, status: Int, problem: String, where place: String) -> MHD_Result {
        cm_request_arrived(connection)
        return queue(Self.refusal(status: status, problem: problem, where: place), for: pending, on: connection)
    }

    /// The server's own refusal, in the JSON every answer of the service has, closing after.
    static func refusal(status: Int, problem: String, where place: String) -> HTTPResponse {
        let body = JSONValue.object(JSONObject(["error": .string(problem), "where": .string(place)])).compact() + "\n"
        return HTTPResponse(status: status, contentType: "application/json", data: Data(body.utf8), headers: [("Connection", "close")])
    }


    /// Called when the body is done, and again once an answer has resumed the connection.
    func proceed(_ pending: PendingRequest, connection: OpaquePointer) -> MHD_Result {
        let phase = pending.state.withLock { $0.phase }
        switch phase {
        case .reading:
            if pending.state.withLock(\.overflowed) { return refuseLongBody(pending, on: connection) }
            cm_request_arrived(connection)
            pending.state.withLock { $0.phase = .dispatched }
            state.withLock {
                $0.waiting[pending.connectionAddress] = pending
                $0.unfinished.insert(pending.connectionAddress)
            }
            MHD_suspend_connection(connection)
            handler(pending.request, HTTPResponder(client: pending.client) { [weak self] response in self?.respond(pending, with: response) })
            return CM_YES
        case .dispatched:
            guard let response = pending.state.withLock({ $0.response }) else { return CM_YES }
            return queue(response, for: pending, on: connection)
        case .sent:
            return CM_YES
        }
    }

    /// Keeps the answer and wakes the connection; MHD then calls `proceed`, which sends it.
    func respond(_ pending: PendingRequest, with response: HTTPResponse) {
        // A late answer (past a render cap) is dropped; an open file it carries is closed here.
        guard pending.keep(response) else { return response.discard() }
        // Under the server's lock, so the daemon cannot be stopped between the check and the call.
        state.withLock { state in
            guard !state.stopped, state.waiting.removeValue(forKey: pending.connectionAddress) != nil else { return }
            MHD_resume_connection(pending.connection)
        }
    }

    /// `response` as MHD's own, headers and all; the caller destroys it once queued.
    static func made(_ response: HTTPResponse) -> OpaquePointer? {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let data):
            made = data.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), CM_MUST_COPY)
            }
        case let .file(descriptor, size):
            made = MHD_create_response_from_fd64(size, descriptor)
            if made == nil { close(descriptor) }
        case .unmeasured:
            made = cm_unmeasured_response()
        }
        guard let made else { return nil }
        for header in response.headers { _ = MHD_add_response_header(made, header.name, header.value) }
        return made
    }

    func queue(_ response: HTTPResponse, for pending: PendingRequest, on connection: OpaquePointer) -> MHD_Result {
        guard let made = Self.made(response) else { return CM_NO }
        let result = MHD_queue_response(connection, UInt32(response.status), made)
        MHD_destroy_response(made)
        pending.state.withLock { state in
            state.phase = .sent
            state.status = response.status
            state.bytes = response.byteCount
            // MHD copied the bytes: what is kept of the request from here on is its summary.
            state.response = nil
            state.body = Data()
        }
        return result
    }

    /// `queuedStatus` is the status of the answer on the connection as MHD ends the request: one
    /// of ours, or the one put in place of MHD's error page when it refused the body after the
    /// handler had the head.
    func finished(_ pending: PendingRequest, completedOK: Bool, queuedStatus: Int = 0) {
        // A request MHD gave up on while its handler still works: forget it, so stopping does
        // not wait for it and its late answer resumes nothing.
        state.withLock {
            _ = $0.waiting.removeValue(forKey: pending.connectionAddress)
            $0.unfinished.remove(pending.connectionAddress)
        }
        // An answer kept but never queued (the client left first) still owns its file.
        pending.state.withLock { state in
            defer { state.response = nil }
            return state.response
        }?.discard()
        let (status, bytes, query, phase) = pending.state.withLock { ($0.status, $0.bytes, $0.query, $0.phase) }
        // MHD refused this request itself (a malformed chunk): `refusedHandler` answered and
        // logged it, with its status, and this line would say the client left.
        if phase != .sent, queuedStatus != 0, status != Self.clientGoneStatus, !pending.client.isGone { return }
        let outcome: HTTPExchange.Outcome = switch (completedOK, phase) {
        case _ where status == Self.clientGoneStatus || pending.client.isGone: .clientGone
        case (true, .sent): .sent
        case (false, .sent): .cutShort
        default: .clientGone
        }
        // No answer went out: the client left first, and is logged 499 whichever noticed it first,
        // the watch (which answers 499) or MHD ending the request as the watch resumed it.
        let loggedStatus = phase == .sent ? status : Self.clientGoneStatus
        let seconds = Double((ContinuousClock.now - pending.started).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - pending.started).components.seconds)
        onFinish(HTTPExchange(method: pending.method, path: pending.path, query: query, status: loggedStatus, bytes: bytes,
                              seconds: seconds, outcome: outcome))
    }
}
