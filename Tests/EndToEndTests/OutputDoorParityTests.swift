import Foundation
import TestSupport
import Testing

/// Every output through every door that writes it: the command line's file, the service's body
/// over a real socket and batch's output are the same bytes (Docs/Export.md's output × door
/// table). One small render of the coins scene per output, with the same choices at each door.
@Suite("Every output, byte for byte at every door", .serialized, .requires(.ffmpeg))
struct OutputDoorParityTests {
    /// The choices every door is given: a still at t = 1, a clip played once at 10 fps, 160
    /// pixels wide; each door spells them its own way.
    static let width = 160, t = 1.0, fps = 10.0

    /// One row of the table: the extension, and what kind of output it names.
    struct Output: CustomStringConvertible, Sendable {
        enum Kind: Sendable { case still, clip, lottie }
        var ext: String
        var kind: Kind
        var description: String { "." + ext }

        /// A Lottie file is one loop: it has a rate but no playback.
        var arguments: [String] {
            let how = switch kind {
            case .still: ["still", "coins", "--t", "\(OutputDoorParityTests.t)"]
            case .clip: ["render", "coins", "--playback", "once", "--fps", "\(OutputDoorParityTests.fps)"]
            case .lottie: ["render", "coins", "--fps", "\(OutputDoorParityTests.fps)"]
            }
            return how + ["--width", "\(OutputDoorParityTests.width)"]
        }

        var query: String {
            let how = switch kind {
            case .still: "t=\(OutputDoorParityTests.t)"
            case .clip: "playback=once&fps=\(OutputDoorParityTests.fps)"
            case .lottie: "fps=\(OutputDoorParityTests.fps)"
            }
            return how + "&width=\(OutputDoorParityTests.width)"
        }

        var job: [String: Any] {
            var job: [String: Any] = ["scene": "coins", "output": "out/coins.\(ext)", "width": OutputDoorParityTests.width]
            switch kind {
            case .still: job["t"] = OutputDoorParityTests.t
            case .clip: job["playback"] = "once"; job["fps"] = OutputDoorParityTests.fps
            case .lottie: job["fps"] = OutputDoorParityTests.fps
            }
            return job
        }
    }

    static let outputs: [Output] = ["png", "jpg", "webp", "svg", "pdf"].map { Output(ext: $0, kind: .still) }
        + ["gif", "mp4", "webm", "mov"].map { Output(ext: $0, kind: .clip) }
        + ["json", "lottie"].map { Output(ext: $0, kind: .lottie) }

    /// The body of `GET path` on the service, its status checked.
    static func served(_ port: UInt16, _ path: String) throws -> Data {
        let reply = try LoopbackHTTP.exchangeData(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let end = try #require(reply.range(of: Data("\r\n\r\n".utf8)), "no head in the reply to \(path)")
        let head = String(decoding: reply[..<end.lowerBound], as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200"), "\(path): \(head.prefix(200))")
        #expect(!head.lowercased().contains("transfer-encoding: chunked"), "a body of known length")
        return Data(reply[end.upperBound...])
    }

    @Test func theCommandLinesFileTheServicesBodyAndBatchsOutputAreTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let serve = try StudioProcess([], serve: true)
        let port = try #require(UInt16(serve.base.split(separator: ":").last ?? ""))

        let manifest = folder.appendingPathComponent("doors.json")
        // PNG frames have no route: the command line's folder against batch's.
        let jobs = Self.outputs.map(\.job) + [["scene": "coins", "output": "out/frames/", "width": Self.width, "playback": "once", "fps": Self.fps]]
        try JSONSerialization.data(withJSONObject: ["jobs": jobs]).write(to: manifest)
        let batch = try ToolRunner.run(["batch", manifest.path, "--quiet"])
        #expect(batch.status == 0, "\(batch.stderr)")

        for output in Self.outputs {
            let file = folder.appendingPathComponent("cli.\(output.ext)")
            let written = try ToolRunner.run(output.arguments + ["-o", file.path, "--quiet"])
            #expect(written.status == 0, "\(output): \(written.stderr)")
            let cli = try Data(contentsOf: file)
            let body = try Self.served(port, "/scenes/coins.\(output.ext)?\(output.query)")
            let batched = try Data(contentsOf: folder.appendingPathComponent("out/coins.\(output.ext)"))
            #expect(!cli.isEmpty)
            #expect(body == cli, "\(output): the service's \(body.count) bytes differ from the command line's \(cli.count)")
            #expect(batched == cli, "\(output): batch's \(batched.count) bytes differ from the command line's \(cli.count)")
        }

        let frames = folder.appendingPathComponent("cli-frames/")
        let written = try ToolRunner.run(["render", "coins", "--playback", "once", "--fps", "\(Self.fps)", "--width", "\(Self.width)",
                                          "-o", frames.path + "/", "--quiet"])
        #expect(written.status == 0, "\(written.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        let batchFrames = folder.appendingPathComponent("out/frames")
        let batchNames = try FileManager.default.contentsOfDirectory(atPath: batchFrames.path).sorted()
        #expect(!names.isEmpty && names == batchNames)
        for name in names {
            let (mine, batch) = (try Data(contentsOf: frames.appendingPathComponent(name)), try Data(contentsOf: batchFrames.appendingPathComponent(name)))
            #expect(mine == batch, "frame \(name)")
        }
    }

    /// A script posted to the service gives the bytes `render FILE` writes, Lottie and dotLottie too.
    @Test(arguments: ["gif", "json", "lottie"])
    func aScriptPostedIsTheCommandLinesRenderOfTheFile(ext: String) throws {
        let how = ext == "gif" ? "playback=once&fps=10" : "fps=10"
        let folder = try TemporaryFolder()
        let serve = try StudioProcess([], serve: true)
        let port = try #require(UInt16(serve.base.split(separator: ":").last ?? ""))
        let script = Fixtures.repositoryRoot.appendingPathComponent("Examples/Scenes/scholars-mate.scene")
        let file = folder.appendingPathComponent("cli.\(ext)")
        let written = try ToolRunner.run(["render", script.path] + (ext == "gif" ? ["--playback", "once"] : []) + ["--fps", "10", "--width", "160", "-o", file.path, "--quiet"])
        #expect(written.status == 0, "\(written.stderr)")
        let body = try Data(contentsOf: script)
        var request = Data("POST /render.\(ext)?\(how)&width=160 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
        request.append(body)
        let reply = try LoopbackHTTP.exchangeData(port: port, String(decoding: request, as: UTF8.self))
        let end = try #require(reply.range(of: Data("\r\n\r\n".utf8)))
        #expect(String(decoding: reply[..<end.lowerBound], as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        #expect(Data(reply[end.upperBound...]) == (try Data(contentsOf: file)), ".\(ext) posted differs from render's file")
    }
}
