import Foundation
import TestSupport
import Testing

/// `quality` and `transparent` mean the same at every door: the command line and the service
/// take and refuse the same choices for the same output, since both ask the library's one rule
/// (`OutputChoices`). The still or clip is drawn small when taken, so a refusal cannot hide
/// behind another failure; a taken still is the same bytes from both doors.
@Suite("quality and transparent: the same rule at the command line and over HTTP")
struct OutputChoiceDoorsTests {
    struct Case: Sendable, CustomStringConvertible {
        var ext: String
        var quality: Int?
        var transparent: Bool
        var taken: Bool
        var description: String { ".\(ext) quality \(quality.map(String.init) ?? "-") transparent \(transparent)" }
    }

    static let cases: [Case] = [
        Case(ext: "jpg", quality: 1, transparent: false, taken: true),
        Case(ext: "jpg", quality: 0, transparent: false, taken: false),
        Case(ext: "jpg", quality: nil, transparent: true, taken: false),
        Case(ext: "webp", quality: 0, transparent: true, taken: true),
        Case(ext: "webp", quality: 101, transparent: false, taken: false),
        Case(ext: "png", quality: 50, transparent: false, taken: false),
        Case(ext: "png", quality: nil, transparent: true, taken: true),
        Case(ext: "mp4", quality: 51, transparent: false, taken: true),
        Case(ext: "mp4", quality: 52, transparent: false, taken: false),
        Case(ext: "mp4", quality: nil, transparent: true, taken: false),
        Case(ext: "webm", quality: 63, transparent: true, taken: true),
        Case(ext: "gif", quality: 10, transparent: false, taken: false),
    ]

    @Test(.requires(.ffmpeg), arguments: cases)
    func theCommandLineAndTheServiceAgree(_ choice: Case) throws {
        let isStill = ["jpg", "webp", "png"].contains(choice.ext)
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("coins.\(choice.ext)")
        var words = isStill ? ["still", "coins", "--width", "32"] : ["render", "coins", "--width", "32", "--to", "0.1", "--fps", "10"]
        var query = "width=32"
        if let quality = choice.quality { words += ["--quality", String(quality)]; query += "&quality=\(quality)" }
        if choice.transparent { words += ["--transparent"]; query += "&transparent=1" }
        if !isStill { query += "&fps=10&playback=once" }
        var environment = RunningService.environment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let cli = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: environment)
            .run(words + ["-o", file.path], timeout: 60)
        let service = try RunningService()
        defer { service.stop() }
        let reply = try service.http.get("/scenes/coins.\(choice.ext)?\(query)")
        #expect((cli.status == 0) == choice.taken, "command line: \(cli.stderr)")
        #expect((reply.status == 200) == choice.taken, "service: \(reply.status) \(reply.text.prefix(300))")
        if !choice.taken {
            #expect(cli.status != 0 && reply.status == 400)
            let parameter = choice.quality != nil && !(choice.ext == "jpg" && choice.transparent) ? "quality" : "transparent"
            #expect(cli.stderr.contains("--\(parameter)"), "\(cli.stderr)")
            #expect(reply.text.contains(parameter), "\(reply.text)")
        } else if isStill {
            #expect(reply.body == (try Data(contentsOf: file)), "the service's still differs from the command line's")
        }
    }
}
