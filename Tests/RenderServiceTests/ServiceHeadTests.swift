import Foundation
import Testing
import TestSupport

/// `HEAD` on a clip route: the GET's headers from the request alone, checked as the GET would
/// be, with nothing drawn.
@Suite("RenderService HEAD", .serialized)
struct ServiceHeadTests {
    @Test func aClipsHeadHasItsGETsHeadersAndNoBody() throws {
        let running = try RunningService()
        defer { running.stop() }
        let target = "/scenes/coins.gif?playback=loop&fps=10&width=120"
        let get = try running.http.get(target)
        let head = try running.http.send(method: "HEAD", target, headers: [:], body: Data())
        #expect(get.status == 200 && head.status == 200)
        for name in ["ETag", "Content-Type", "Cache-Control"] {
            #expect(head.header(name) != nil && head.header(name) == get.header(name), "\(name)")
        }
        #expect(head.body.isEmpty)
        // No length is claimed that the GET would not send.
        #expect(head.header("Content-Length") == nil || head.header("Content-Length") == get.header("Content-Length"))
        // Refused as its GET would be.
        let refused = try running.http.send(method: "HEAD", "/scenes/coins.mp4?transparent=1", headers: [:], body: Data())
        #expect(refused.status == 400)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }

    /// A clip whose encoder would not fit the memory budget is refused by its HEAD as by its
    /// GET: a HEAD is no way round a check.
    @Test(.requires(.ffmpeg)) func aHeadIsRefusedWhereItsGETIs() throws {
        let running = try RunningService()
        defer { running.stop() }
        let target = "/scenes/bots.mp4?width=4096&fps=110"
        let get = try running.http.get(target)
        let head = try running.http.send(method: "HEAD", target, headers: [:], body: Data())
        #expect(get.status == 400, "\(get.status) \(get.text.prefix(300))")
        #expect(head.status == get.status)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }

    /// A clip that takes minutes to draw is described within a cap of seconds: the HEAD drew
    /// nothing (a render would have been answered 503).
    @Test func aLongClipsHeadIsAnsweredWithoutDrawingIt() throws {
        let running = try RunningService { $0.renderSeconds = 5 }
        defer { running.stop() }
        let target = ServiceTimeCapTests.longGIF
        let head = try running.http.send(method: "HEAD", target, headers: [:], body: Data())
        #expect(head.status == 200 && head.header("Content-Type") == "image/gif")
        let etag = try #require(head.header("ETag"))
        // The GET's ETag is the same: it is answered 304 for it before anything is queued.
        let cached = try running.http.get(target, headers: ["If-None-Match": etag])
        #expect(cached.status == 304 && cached.header("ETag") == etag)
        #expect(try ServiceTimeCapTests.renderSeconds(running) < 5)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }
}
