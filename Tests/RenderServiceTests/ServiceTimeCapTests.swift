import Foundation
import Synchronization
import Testing
import TestSupport

/// A render past its time cap over a real socket: the client hears 503, and the render stops
/// at its next frame, so its one worker serves the next request long before the clip would
/// have been drawn; nothing it made (file, descriptor, ffmpeg) outlives it.
@Suite("RenderService time cap", .serialized)
struct ServiceTimeCapTests {
    /// Many small frames: bots' live clip at 50 fps is hundreds of frames drawn twice, far
    /// longer than the cap on one worker (see the report), each frame short, so a stopped render
    /// frees the worker well within the next request's own cap.
    static let longGIF = "/scenes/bots.gif?fps=50&width=400"
    static let longVideo = "/scenes/bots.mp4?fps=60&width=480"
    /// How soon the board behind a stopped clip must be answered: far below the clip's minutes,
    /// far above a debug board's time on a loaded machine.
    static let freedWithin = 15.0

    @Test func aGIFPastItsCapIsStoppedAndItsWorkerFreed() throws {
        let running = try RunningService { $0.workers = 1; $0.renderSeconds = 1 }
        defer { running.stop() }
        let clip = try running.http.get(Self.longGIF)
        #expect(clip.status == 503 && clip.json?["error"] as? String == "the render took longer than its 1 s cap")
        let asked = Date()
        let board = try running.http.get("/board.png?width=64")
        #expect(board.status == 200, "\(board.text)")
        #expect(Date().timeIntervalSince(asked) < Self.freedWithin)
        #expect(try Self.renderSeconds(running) < Self.freedWithin)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
        #expect(Self.openFiles(under: running.service.configuration.scratchFolder.path).isEmpty)
    }

    @Test(.requires(.ffmpeg)) func aVideoPastItsCapStopsAndReapsFFmpeg() throws {
        let running = try RunningService { $0.workers = 1; $0.renderSeconds = 3 }
        defer { running.stop() }
        let scratch = running.service.configuration.scratchFolder.path
        let reply = ReplyBox()
        let asking = Thread { reply.store(try? running.http.get(Self.longVideo)) }
        asking.start()
        // ffmpeg writes into the scratch folder, so its command line names it.
        var ffmpeg: Int32?
        let looking = Date().addingTimeInterval(30)
        while ffmpeg == nil, Date() < looking {
            ffmpeg = Self.children(namingPath: scratch).first
            if ffmpeg == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        let child = try #require(ffmpeg, "no ffmpeg was started for the clip")
        let answered = Date().addingTimeInterval(60)
        while reply.value == nil, Date() < answered { Thread.sleep(forTimeInterval: 0.05) }
        #expect(reply.value??.status == 503)
        let asked = Date()
        #expect(try running.http.get("/board.png?width=64").status == 200)
        #expect(Date().timeIntervalSince(asked) < Self.freedWithin)
        // Stopped and reaped: not even a zombie is left under our pid.
        let reaped = Date().addingTimeInterval(10)
        while FileManager.default.fileExists(atPath: "/proc/\(child)"), Date() < reaped { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(child)"), "ffmpeg \(child) is still there")
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
        #expect(Self.openFiles(under: scratch).isEmpty)
    }

    /// The seconds the service's workers spent rendering, from `/metrics`.
    static func renderSeconds(_ running: RunningService) throws -> Double {
        let line = try running.http.get("/metrics").text.split(separator: "\n")
            .first { $0.hasPrefix("chess_motion_render_seconds_sum ") }
        return Double(line?.split(separator: " ").last ?? "") ?? .infinity
    }

    /// This process's descriptors open on files under `folder`.
    static func openFiles(under folder: String) -> [String] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") }
            .filter { $0.hasPrefix(folder) }
    }

    /// Child processes of this one whose command line mentions `path`.
    static func children(namingPath path: String) -> [Int32] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == me,
                  let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: command, as: UTF8.self).contains(path)
        }
    }
}

/// The reply a background thread received (nil inside once its request failed).
private final class ReplyBox: Sendable {
    private let state = Mutex<ServiceHTTP.Reply??>(nil)
    func store(_ reply: ServiceHTTP.Reply?) { state.withLock { $0 = .some(reply) } }
    var value: ServiceHTTP.Reply?? { state.withLock { $0 } }
}
