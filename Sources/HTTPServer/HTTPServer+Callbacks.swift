import CMicroHTTPD
import FoundationEssentials
import Glibc

/// MHD's C callbacks. MHD calls the access handler several times per request: once with the
/// head, once per piece of body, once when the body is done, and again after a suspended
/// connection is resumed; each call finds the request's state in `*requestContext`.
extension HTTPServer {
    static let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, upload, uploadSize, requestContext in
        guard let context, let connection, let requestContext, let uploadSize else { return CM_NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        guard let pointer = requestContext.pointee else {
            let pending = PendingRequest(connection: connection, method: method.map { String(cString: $0) } ?? "",
                                         path: url.map { String(cString: $0) } ?? "/")
            requestContext.pointee = Unmanaged.passRetained(pending).toOpaque()
            return server.begin(pending, connection: connection)
        }
        let pending = Unmanaged<PendingRequest>.fromOpaque(pointer).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            // A body without a length (chunked) that outgrows the cap is read to its end and
            // dropped, then answered 413 (`proceed`): answered at once, the client would still be
            // sending, and the close would reset the connection over the answer.
            pending.append(UnsafeRawBufferPointer(start: upload, count: count), limit: server.configuration.bodyLimit)
            return CM_YES
        }
        return server.proceed(pending, connection: connection)
    }

    static let completedHandler: MHD_RequestCompletedCallback = { context, connection, requestContext, code in
        guard let context, let requestContext, let pointer = requestContext.pointee else { return }
        requestContext.pointee = nil
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        let pending = Unmanaged<PendingRequest>.fromOpaque(pointer).takeRetainedValue()
        let queued = connection.map { Int(cm_queued_status($0)) } ?? 0
        server.finished(pending, completedOK: cm_completed_ok(code) != 0, queuedStatus: queued)
    }

    /// A page MHD is about to write itself, before any handler saw the request (a head past
    /// its buffer, a request line or chunk it cannot parse): answered with our JSON in its
    /// place, and logged as every answer is, with what was refused.
    static let refusedHandler: cm_refused_callback = { context, reason, whole, answer in
        guard let context, let answer else { return }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        let refusal = MHDRefusal(reason, status: Int(answer.pointee.status))
        let response = refusal.answer(buffer: server.mhdBuffer)
        answer.pointee.status = UInt32(response.status)
        if whole != 0 {
            let bytes = response.wire(reasonPhrase: String(cString: cm_reason_phrase(answer.pointee.status)))
            let copy = malloc(bytes.count)?.assumingMemoryBound(to: CChar.self)
            bytes.withUnsafeBytes { if let copy, let base = $0.baseAddress { memcpy(copy, base, bytes.count) } }
            answer.pointee.bytes = copy
            answer.pointee.length = copy == nil ? 0 : bytes.count
        } else {
            answer.pointee.response = made(response)
        }
        server.onFinish(HTTPExchange(method: "", path: "", query: [], status: response.status, bytes: response.byteCount, seconds: 0,
                                     outcome: .sent, refusedUnread: refusal.part))
    }

    /// Collects what MHD has parsed of one kind (headers or query arguments), in order.
    static func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [(name: String, value: String)] {
        final class Collected { var pairs: [(name: String, value: String)] = [] }
        let collected = Collected()
        let iterator: MHD_KeyValueIterator = { context, _, key, value in
            guard let context, let key else { return CM_YES }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            collected.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
            return CM_YES
        }
        withExtendedLifetime(collected) {
            _ = MHD_get_connection_values(connection, kind, iterator, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.pairs
    }
}
