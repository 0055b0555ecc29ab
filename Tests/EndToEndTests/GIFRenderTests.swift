import Foundation
import TestSupport
import Testing

/// `render` writing GIFs with ChessMotion's own encoder, read back by the test's own GIF reader.
/// Small sizes and few frames: a debug build draws slowly.
@Suite("chess-motion render to GIF: one frame per position, loop count, the game's tags")
struct GIFRenderTests {
    static let opera = Fixtures.repositoryRoot.appendingPathComponent("Examples/Games/opera-game.pgn")

    /// The plies of a one-game PGN file without comments or variations, counted from its text:
    /// movetext tokens that are neither move numbers nor the result.
    static func plies(in url: URL) throws -> Int {
        let text = try String(contentsOf: url, encoding: .utf8)
        let movetext = text.split(separator: "\n").filter { !$0.hasPrefix("[") }.joined(separator: " ")
        return movetext.split(whereSeparator: \.isWhitespace).filter { token in
            !(token.last == "." && token.dropLast().allSatisfy(\.isNumber)) && !["1-0", "0-1", "1/2-1/2", "*"].contains(String(token))
        }.count
    }

    /// RGB bytes of a PNG, decoded by ffmpeg.
    static func rgb(ofPNG url: URL) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    @Test func theOperaGameHasOneFramePerPositionWithItsTagsAndDelays() throws {
        let folder = try TemporaryFolder().url
        let url = folder.appendingPathComponent("opera.gif")
        let result = try ToolRunner.run(["render", Self.opera.path, "--frames", "moves", "--width", "180", "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let plies = try Self.plies(in: Self.opera)
        #expect(plies > 30)
        #expect(result.stderr.hasPrefix("wrote \(url.path) (\(plies + 1) frames of 180 x 210, "), "\(result.stderr)")

        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.frames.count == plies + 1)
        #expect(gif.width == 180 && gif.height == 210)
        // Half a second a position, the last (with the result) held three seconds; repeating.
        #expect(gif.frames.dropLast().allSatisfy { $0.delay == 50 })
        #expect(gif.frames.last?.delay == 300)
        #expect(gif.loopCount == 0)
        let comment = try #require(gif.comments.first)
        #expect(comment.contains("[White \"Paul Morphy\"]") && comment.contains("[Result \"1-0\"]"), "\(comment)")
        // After the first frame, only the rectangle around what changed (the squares the last
        // move and this one touched), never the whole picture.
        #expect(gif.frames.dropFirst().allSatisfy { $0.width * $0.height < 180 * 210 && $0.transparentIndex != nil })

        // The start position as `still` draws it, pixel for pixel within the palette's error.
        let still = folder.appendingPathComponent("start.png")
        let drawn = try ToolRunner.run(["still", Self.opera.path, "--t", "0", "--width", "180", "-o", still.path])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let expected = try Self.rgb(ofPNG: still)
        try #require(expected.count == 180 * 210 * 3)
        var total = 0.0, worst = 0.0
        for y in 0..<210 {
            for x in 0..<180 {
                let got = gif.rgb(frame: 0, x: x, y: y), i = (y * 180 + x) * 3
                let dr = Double(got.r) - Double(expected[i]), dg = Double(got.g) - Double(expected[i + 1])
                let db = Double(got.b) - Double(expected[i + 2])
                let distance = (dr * dr + dg * dg + db * db).squareRoot()
                total += distance
                worst = max(worst, distance)
            }
        }
        #expect(total / (180 * 210) < 2, "mean RGB distance \(total / (180 * 210))")
        // An empty light square (a4) and an empty dark one (a5) are flat board colours: exact.
        for (x, y) in [(11, 116), (11, 94)] {
            let got = gif.rgb(frame: 0, x: x, y: y), i = (y * 180 + x) * 3
            let want: [Int] = [Int(expected[i]), Int(expected[i + 1]), Int(expected[i + 2])]
            #expect([got.r, got.g, got.b] == want, "(\(x), \(y))")
        }
    }

    @Test func everySetsTheDelayAndLoopSetsTheCount() throws {
        let folder = try TemporaryFolder().url
        let moves = folder.appendingPathComponent("moves.gif")
        let result = try ToolRunner.run(["render", Self.opera.path, "--frames", "moves", "--every", "0.2", "--loop", "2",
                                         "--width", "60", "--quiet", "-o", moves.path])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try DecodedGIF(contentsOf: moves)
        #expect(gif.frames.first?.delay == 20 && gif.loopCount == 2)

        // An animation: forever for --playback loop, once for live, as asked with --loop.
        for (extra, loop) in [(["--playback", "loop"], 0 as Int?), ([], nil), (["--loop", "5"], 5), (["--loop", "0"], 0)] {
            let url = folder.appendingPathComponent("coins.gif")
            let run = try ToolRunner.run(["render", "coins", "--fps", "10", "--to", "0.3", "--width", "48", "--quiet",
                                          "-o", url.path] + extra)
            #expect(run.status == 0, "\(extra): \(run.stderr)")
            let coins = try DecodedGIF(contentsOf: url)
            #expect(coins.loopCount == loop, "\(extra)")
            #expect(coins.frames.count == 3 && coins.frames.allSatisfy { $0.delay == 10 }, "\(extra)")
        }
    }

    /// The animated game carries the same tags as the per-position one.
    @Test func anAnimatedGameCarriesItsTagsToo() throws {
        let url = try TemporaryFolder().url.appendingPathComponent("springs.gif")
        let result = try ToolRunner.run(["render", Self.opera.path, "--fps", "10", "--to", "0.2", "--width", "40", "--quiet",
                                         "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try DecodedGIF(contentsOf: url)
        #expect(gif.frames.count == 2 && gif.loopCount == nil)
        #expect(gif.comments.first?.contains("[Black \"Duke Karl / Count Isouard\"]") == true, "\(gif.comments)")
    }

    /// A game GIF keeps its sprite sheet in the cache folder, and the next GIF read from it is
    /// the same bytes as one drawn with the cache off, which keeps nothing.
    @Test func aGameGIFKeepsItsSheetAndIsTheSameBytesReadFromIt() throws {
        let folder = try TemporaryFolder("cache")
        let cache = folder.appendingPathComponent("cache")
        var written: [String: Data] = [:]
        for (run, setting) in [("first", cache.path), ("second", cache.path), ("off", "off")] {
            let url = folder.appendingPathComponent("\(run).gif")
            let result = try ToolRunner.run(["render", Self.opera.path, "--frames", "moves", "--quiet", "-o", url.path],
                                            environment: ["CHESS_MOTION_CACHE": setting])
            #expect(result.status == 0, "\(result.stderr)")
            written[run] = try Data(contentsOf: url)
            let sheets = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("game-gif-sheets").path)
            #expect(sheets.count == 1 && sheets[0].hasSuffix(".sheet"), "after the \(run) GIF: \(sheets)")
        }
        #expect(written["first"] == written["off"] && written["second"] == written["off"])
        let offCache = try TemporaryFolder("cache-off")
        _ = try ToolRunner.run(["render", Self.opera.path, "--frames", "moves", "--quiet", "-o", offCache.appendingPathComponent("g.gif").path],
                               environment: ["CHESS_MOTION_CACHE": "off", "XDG_CACHE_HOME": offCache.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: offCache.path) == ["g.gif"], "the cache off keeps nothing")
    }

    /// Four commands at once with an empty cache each draw and keep the sheet, renamed into
    /// place whole: every GIF is the one drawn with the cache off, and the kept sheet is read
    /// back by the next.
    @Test func commandsAtOnceKeepOneWholeSheet() throws {
        let folder = try TemporaryFolder("cache-at-once")
        let cache = folder.appendingPathComponent("cache").path
        let outputs = (0..<4).map { folder.appendingPathComponent("at-once-\($0).gif") }
        let started = try outputs.map { url in
            try ToolRunner.start(["render", Self.opera.path, "--frames", "moves", "--quiet", "-o", url.path],
                                 environment: ["CHESS_MOTION_CACHE": cache])
        }
        for process in started { process.waitUntilExit() }
        #expect(started.allSatisfy { $0.terminationStatus == 0 })
        let alone = folder.appendingPathComponent("off.gif")
        _ = try ToolRunner.run(["render", Self.opera.path, "--frames", "moves", "--quiet", "-o", alone.path],
                               environment: ["CHESS_MOTION_CACHE": "off"])
        let drawn = try Data(contentsOf: alone)
        for url in outputs { #expect(try Data(contentsOf: url) == drawn, "\(url.lastPathComponent)") }
        let sheets = try FileManager.default.contentsOfDirectory(atPath: cache + "/game-gif-sheets")
        #expect(sheets.count == 1 && sheets[0].hasSuffix(".sheet"), "\(sheets)")
        let next = folder.appendingPathComponent("next.gif")
        _ = try ToolRunner.run(["render", Self.opera.path, "--frames", "moves", "--quiet", "-o", next.path],
                               environment: ["CHESS_MOTION_CACHE": cache])
        #expect(try Data(contentsOf: next) == drawn)
    }

    /// No ffmpeg on the search path: a GIF is still written (by ChessMotion's own encoder).
    @Test func aGIFNeedsNoFFmpeg() throws {
        let url = try TemporaryFolder().url.appendingPathComponent("no-ffmpeg.gif")
        let result = try ToolRunner.run(["render", "coins", "--fps", "10", "--to", "0.2", "--width", "40", "--quiet", "-o", url.path],
                                        environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try DecodedGIF(contentsOf: url).frames.count == 2)
    }
}
