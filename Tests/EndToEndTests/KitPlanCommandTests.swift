import Foundation
import TestSupport
import Testing

/// `chess-motion kit FILE` for the files whose scenes are not re-implemented in JavaScript: a
/// bot intro and a game of a PGN file. The tool resolves each into a plan the page draws; these
/// tests read the plans it wrote and hold them to the facts of the files.
@Suite("chess-motion kit: intro and game plans")
struct KitPlanCommandTests {
    static func example(_ path: String) -> String { Fixtures.repositoryRoot.appendingPathComponent(path).path }

    /// Writes the page for `file` and returns its manifest and the plan of the scene it opens on.
    func kit(_ file: String, _ extra: [String] = []) throws -> (manifest: [String: Any], plan: [String: Any], folder: URL) {
        let folder = try TemporaryFolder().url.appendingPathComponent("kit")
        let result = try ToolRunner.run(["kit", file, "-o", folder.path] + extra)
        try #require(result.status == 0, "\(result.stderr)")
        func json(_ path: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(path))) as? [String: Any])
        }
        let manifest = try json("kit.json")
        let scene = try #require(manifest["scene"] as? String)
        let plans = try #require(manifest["plans"] as? [String: String])
        return (manifest, try json(try #require(plans[scene], "no plan for \(scene)")), folder)
    }

    func rivals(_ plan: [String: Any]) -> [[String: Any]] { plan["rivals"] as? [[String: Any]] ?? [] }
    func card(_ rival: [String: Any], _ part: String) -> [String] {
        ((rival["card"] as? [String: Any])?[part] as? [String: Any])?["lines"] as? [String] ?? []
    }
    func boardSteps(_ board: Any?) -> [[String: Any]] { (board as? [String: Any])?["steps"] as? [[String: Any]] ?? [] }

    @Test func anIntroScriptsPlanHoldsItsCardsPickAndMoves() throws {
        let (manifest, plan, _) = try kit(Self.example("Examples/Scenes/bots-intro.scene"))
        #expect(manifest["scene"] as? String == "bots-intro")
        #expect(plan["kind"] as? String == "intro" && plan["name"] as? String == "Choose your rival")
        #expect(rivals(plan).map { $0["id"] as? String } == ["pip", "sofia", "viktor"])
        #expect(plan["picked"] as? Int == 1 && plan["pickAt"] as? Double == 1.35 && plan["shift"] as? Double == 0)
        let sofia = rivals(plan)[1]
        #expect(card(sofia, "name") == ["Sofía"] && card(sofia, "level") == ["INTERMEDIATE"] && card(sofia, "rating") == ["Rating 1450"])
        #expect((sofia["face"] as? [String: Any])?["hairStyle"] as? String == "long")
        let strings = try #require(plan["strings"] as? [String: String])
        #expect(strings["headline"] == "Choose your rival" && strings["title"] == "Your game with Sofía")
        let steps = boardSteps(plan["board"])
        #expect(steps.map { $0["san"] as? String } == ["e4", "e5"])
        #expect(steps.map { $0["instant"] as? Double } == [2.75, 3.65])
        #expect(plan["duration"] as? Double == 6 && plan["still"] as? Double == 4.6 && plan["speed"] as? Double == 1.2)
    }

    /// Four rivals, a later pick, the script's own avatars; the words in Spanish, as the card fits them.
    @Test func fourRivalsInSpanish() throws {
        let (_, plan, _) = try kit(Self.example("Examples/Scenes/four-rivals.scene"), ["--locale", "es"])
        #expect(rivals(plan).map { $0["id"] as? String } == ["pip", "noor", "sofia", "kenji"])
        #expect(plan["picked"] as? Int == 1 && plan["pickAt"] as? Double == 1.6)
        #expect(abs((plan["shift"] as? Double ?? 0) - 0.25) < 1e-12)
        #expect(plan["avatars"] as? String == "glyph" && plan["locale"] as? String == "es")
        let strings = try #require(plan["strings"] as? [String: String])
        #expect(strings["headline"] == "Elige a tu rival" && strings["title"] == "Tu partida con Noor")
        let noor = rivals(plan)[1]
        #expect(card(noor, "level") == ["INTERMEDIO"] && card(noor, "tagline") == ["Va a por el rey"] && card(noor, "rating") == ["Elo 1700"])
        #expect(noor["glyph"] as? String == "bolt")
        #expect(boardSteps(plan["board"]).map { $0["san"] as? String } == ["d4", "d5", "c4"])
    }

    @Test func aPGNGamesPlanHoldsItsPliesPlayersGlyphsAndResult() throws {
        let (manifest, plan, _) = try kit(Self.example("Examples/Games/opera-game.pgn"))
        #expect(manifest["scene"] as? String == "opera-game")
        #expect(plan["kind"] as? String == "game")
        #expect(plan["box"] as? [Double] == [360, 420])
        let players = try #require(plan["players"] as? [String: [String: Any]])
        #expect(players["white"]?["name"] as? String == "Paul Morphy")
        #expect(players["black"]?["name"] as? String == "Duke Karl / Count Isouard")
        let board = try #require(plan["board"] as? [String: Any])
        let steps = boardSteps(board["plan"])
        #expect(steps.count == 33)
        let plies = try #require(plan["plies"] as? [[String: Any]])
        #expect(plies.count == 33)
        // 3...Bg4?!, 9...b5?, 10.Nxb5!, 16.Qb8+!! and the mate: the glyphs and the squares their badges stand by.
        // A badge is its chips (MoveBadge): the Opera Game gives one NAG a ply, so one chip each.
        func chips(_ index: Int) -> [[String: Any]] { plies[index]["badge"] as? [[String: Any]] ?? [] }
        func text(_ index: Int) -> [String] { chips(index).compactMap { $0["text"] as? String } }
        #expect(text(5) == ["Bg4?!"] && plies[5]["square"] as? String == "g4")
        #expect(text(17) == ["b5?"])
        #expect(text(18) == ["Nxb5!"] && plies[18]["glyph"] as? String == "!")
        #expect(text(30) == ["Qb8+!!"] && plies[30]["square"] as? String == "b8")
        #expect(text(32) == ["Rd8#"])
        #expect(Set(plies.indices.flatMap { chips($0).compactMap { $0["color"] as? String } }).count == 5,
                "a colour each for ?!, ?, ! and !!, and one for no glyph")
        let result = try #require(plan["result"] as? [String: Any])
        #expect(result["text"] as? String == "1\u{2013}0 \u{B7} checkmate")
        #expect(plan["clocks"] is NSNull, "the Opera Game has no clocks")
        #expect(plan["orientation"] as? String == "white")
    }

    @Test func aGamesClocksFlipAndNumberComeFromTheOptions() throws {
        let (_, clocked, _) = try kit(Self.example("Examples/Games/lichess-clocks.pgn"))
        let clocks = try #require(clocked["clocks"] as? [String: Any])
        let after = try #require(clocks["after"] as? [[String: Any]])
        #expect(after.count == (clocked["plies"] as? [Any])?.count && after.contains { $0["clock"] is Double })
        #expect((clocked["players"] as? [String: [String: Any]])?["white"]?["rating"] as? String == "2213")

        let (manifest, second, _) = try kit(Self.example("Examples/Games/multi-game.pgn"), ["--game", "2", "--flip"])
        #expect(manifest["scene"] as? String == "multi-game-2")
        #expect(second["orientation"] as? String == "black")
        #expect((second["name"] as? String)?.hasSuffix("(game 2)") == true)
        let missing = try ToolRunner.run(["kit", Self.example("Examples/Games/multi-game.pgn"), "--game", "9", "-o", "/tmp/kit-none"])
        #expect(missing.status != 0 && missing.stderr.contains("there is no game 9"), "\(missing.stderr)")
    }

    /// `kit -` takes a game or a script on standard input, as every scene command does.
    @Test func aGameOnStandardInputIsAPage() throws {
        let folder = try TemporaryFolder().url.appendingPathComponent("kit")
        let result = try ToolRunner.run(["kit", "-", "-o", folder.path], stdin: "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n")
        try #require(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("kit.json"))) as? [String: Any])
        #expect(manifest["scene"] as? String == "stdin")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("plans/stdin.json"))) as? [String: Any])
        #expect(plan["kind"] as? String == "game" && (plan["plies"] as? [Any])?.count == 7)
    }

    /// `kit --serve` writes the page, prints its address and serves it until stopped: the page,
    /// its modules as JavaScript (or the browser refuses them), and nothing outside the folder.
    @Test func servedPageIsReachableAtThePrintedAddress() throws {
        let folder = try TemporaryFolder().appendingPathComponent("kit")
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = ["kit", "bots", "-o", folder.path, "--serve", "--quiet"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // SIGKILL: the test runner may block SIGTERM, and its children inherit the mask.
        defer { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        let address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/?scene=bots"), "\(address)")
        let port = try #require(URL(string: address)?.port.flatMap { UInt16(exactly: $0) })
        let html = try LoopbackHTTP.get(port: port, "/?scene=bots")
        #expect(html.hasPrefix("HTTP/1.1 200 OK\r\n") && html.contains("<html"), "\(html.prefix(80))")
        let module = try LoopbackHTTP.get(port: port, "/motion.js")
        #expect(module.contains("Content-Type: text/javascript"))
        let outside = try LoopbackHTTP.get(port: port, "/..%2F..%2Fetc%2Fpasswd")
        #expect(outside.hasPrefix("HTTP/1.1 404 "))
    }

    /// The built-in bots scene is an intro plan like any other, in the user's language.
    @Test func theBuiltInBotsSceneIsAnIntroPlan() throws {
        let (_, plan, _) = try kit("bots", ["--locale", "es"])
        #expect(plan["kind"] as? String == "intro")
        #expect((plan["strings"] as? [String: String])?["headline"] == "Elige a tu rival")
        #expect(rivals(plan).map { $0["id"] as? String } == ["pip", "sofia", "viktor"])
    }
}
