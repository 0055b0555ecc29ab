import Foundation
@testable import HTTPServer
import Testing

/// The one answer HTTPServer writes itself (libmicrohttpd's refusal of a Content-Length, written
/// whole) carries its own Date; RFC 9110's own example and a leap day's end read back exactly.
@Suite("HTTP dates")
struct HTTPDateTests {
    @Test func datesAreWrittenAsRFC9110Shows() {
        #expect(HTTPResponse.date(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPResponse.date(951_868_799) == "Tue, 29 Feb 2000 23:59:59 GMT")
        let wire = HTTPResponse(status: 400, contentType: "application/json", data: Data("{}".utf8))
            .wire(reasonPhrase: "Bad Request", now: 784_111_777)
        #expect(String(decoding: wire, as: UTF8.self)
            == "HTTP/1.1 400 Bad Request\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
    }
}
