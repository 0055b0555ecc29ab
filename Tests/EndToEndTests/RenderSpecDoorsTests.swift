import Foundation
import TestSupport
import Testing

/// A render's choices mean the same at the command line, over HTTP and in a batch manifest:
/// each door turns its syntax into the library's one description of a render, so the same
/// choices are refused at all three, each naming the choice in its own words, and taken ones
/// write the same bytes. A refusal comes before anything is drawn, so none of these needs ffmpeg.
@Suite("One render spec: the same refusals and the same bytes at every door", .serialized)
struct RenderSpecDoorsTests {
    /// One set of choices, spelled by each door: `--NAME VALUE`, `NAME=VALUE`, `"NAME": VALUE`.
    struct Case: Sendable, CustomStringConvertible {
        var ext: String
        var choices: [(name: String, value: String)]
        /// The choice a refusal names; nil when the choices are taken.
        var refused: String?
        var description: String { ".\(ext) " + choices.map { "\($0.name)=\($0.value)" }.joined(separator: " ") }

        var isStill: Bool { ["png", "jpg", "webp", "svg", "pdf"].contains(ext) }

        var arguments: [String] {
            (isStill ? ["still", "coins"] : ["render", "coins"]) + choices.flatMap { choice in
                choice.value == "true" && ["transparent", "captions", "mute"].contains(choice.name)
                    ? ["--\(choice.name)"] : ["--\(choice.name)", choice.value]
            }
        }

        var query: String { choices.map { "\($0.name)=\($0.value)" }.joined(separator: "&") }

        func job(output: String) -> [String: Any] {
            var job: [String: Any] = ["scene": "coins", "output": output]
            for (name, value) in choices {
                if name == "mute" { job["sound"] = false; continue }
                job[name] = Double(value).map { $0 == $0.rounded() ? Int($0) as Any : $0 as Any }
                    ?? (value == "true" ? true as Any : value as Any)
            }
            return job
        }
    }

    static let refusals: [Case] = [
        Case(ext: "gif", choices: [("width", "32"), ("playback", "once"), ("hold", "1")], refused: "hold"),
        Case(ext: "json", choices: [("width", "32"), ("playback", "loop")], refused: "playback"),
        Case(ext: "json", choices: [("width", "32"), ("from", "1")], refused: "from"),
        Case(ext: "gif", choices: [("width", "32"), ("to", "0.5"), ("quality", "20")], refused: "quality"),
        Case(ext: "png", choices: [("width", "32"), ("scale", "0.5")], refused: "scale"),
        Case(ext: "gif", choices: [("width", "32"), ("fps", "500")], refused: "fps"),
        Case(ext: "gif", choices: [("width", "8"), ("to", "0.5")], refused: "width"),
        Case(ext: "jpg", choices: [("width", "32"), ("transparent", "true")], refused: "transparent"),
    ]

    static let taken: [Case] = [
        Case(ext: "png", choices: [("scale", "0.1"), ("t", "1"), ("transparent", "true")]),
        Case(ext: "gif", choices: [("width", "48"), ("playback", "live"), ("hold", "0.2"), ("fps", "10"), ("from", "1"), ("to", "1.5")]),
        Case(ext: "webp", choices: [("width", "40"), ("quality", "30")]),
    ]

    static func serve() throws -> (StudioProcess, UInt16) {
        let serve = try StudioProcess([], serve: true)
        return (serve, try #require(UInt16(serve.base.split(separator: ":").last ?? "")))
    }

    /// The service's status and body for `GET path`.
    static func get(_ port: UInt16, _ path: String) throws -> (status: String, body: Data) {
        let reply = try LoopbackHTTP.exchangeData(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let end = try #require(reply.range(of: Data("\r\n\r\n".utf8)), "no head in the reply to \(path)")
        let head = String(decoding: reply[..<end.lowerBound], as: UTF8.self)
        return (String(head.dropFirst("HTTP/1.1 ".count).prefix(3)), Data(reply[end.upperBound...]))
    }

    /// Batch's run of one job: its status and what it said.
    static func batch(_ job: [String: Any], in folder: TemporaryFolder) throws -> ToolRunner.Result {
        let manifest = folder.appendingPathComponent("doors-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: ["jobs": [job]]).write(to: manifest)
        return try ToolRunner.run(["batch", manifest.path, "--quiet"])
    }

    @Test(arguments: refusals)
    func everyDoorRefusesTheSameChoiceNamingIt(_ choice: Case) throws {
        let folder = try TemporaryFolder()
        let (serve, port) = try Self.serve()
        defer { _ = serve }
        let refused = try #require(choice.refused)

        let cli = try ToolRunner.run(choice.arguments + ["-o", folder.appendingPathComponent("cli.\(choice.ext)").path, "--quiet"])
        #expect(cli.status == 2, "command line: \(cli.stderr)")
        #expect(cli.stderr.contains("--\(refused)"), "the command line names --\(refused): \(cli.stderr)")

        let reply = try Self.get(port, "/scenes/coins.\(choice.ext)?\(choice.query)")
        let answer = String(decoding: reply.body, as: UTF8.self)
        #expect(reply.status == "400", "service: \(reply.status) \(answer.prefix(300))")
        #expect(answer.contains("\"query.\(refused)\""), "the service names query.\(refused): \(answer)")

        let batch = try Self.batch(choice.job(output: "out/coins.\(choice.ext)"), in: folder)
        let key = refused == "mute" ? "sound" : refused
        #expect(batch.status != 0, "batch took it")
        #expect(batch.stderr.contains("jobs[0].\(key)"), "batch names jobs[0].\(key): \(batch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing written before the refusal")
    }

    @Test(arguments: taken)
    func everyDoorTakesTheSameChoicesAndWritesTheSameBytes(_ choice: Case) throws {
        let folder = try TemporaryFolder()
        let (serve, port) = try Self.serve()
        defer { _ = serve }
        let file = folder.appendingPathComponent("cli.\(choice.ext)")
        let cli = try ToolRunner.run(choice.arguments + ["-o", file.path, "--quiet"])
        #expect(cli.status == 0, "command line: \(cli.stderr)")
        let written = try Data(contentsOf: file)

        let reply = try Self.get(port, "/scenes/coins.\(choice.ext)?\(choice.query)")
        #expect(reply.status == "200", "service: \(String(decoding: reply.body.prefix(300), as: UTF8.self))")
        #expect(reply.body == written, "the service's \(reply.body.count) bytes differ from the command line's \(written.count)")

        let batch = try Self.batch(choice.job(output: "out/coins.\(choice.ext)"), in: folder)
        #expect(batch.status == 0, "batch: \(batch.stderr)")
        let batched = try Data(contentsOf: folder.appendingPathComponent("out/coins.\(choice.ext)"))
        #expect(batched == written, "batch's \(batched.count) bytes differ from the command line's \(written.count)")
    }
}
