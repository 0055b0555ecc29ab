import ChessMotionSupport
import ChessScenes
import Foundation
import MotionKit
import SnapshotSupport
import Testing

@Suite("Bots as data")
struct BotRosterTests {
    @Test func theShippedRosterHasMoreThanThreeRivalsWithTheirOwnNamesFacesAndColours() throws {
        let roster = try SceneFixtures.roster()
        #expect(roster.bots.map(\.name) == ["Pip", "Sofía", "Viktor", "Noor", "Kenji"])
        #expect(roster.bots.map(\.level) == [.beginner, .intermediate, .advanced, .intermediate, .advanced])
        #expect(roster["sofia"]?.name == "Sofía")
        #expect(roster.first(at: .intermediate)?.id == "sofia")
        // Within a level, ratings rise with the file's order; every level is above the last.
        for level in BotLevel.allCases {
            let ratings = roster.bots.filter { $0.level == level }.map(\.rating)
            #expect(ratings == ratings.sorted(), "\(level)")
        }
        #expect(roster.bots.filter { $0.level == .beginner }.map(\.rating).max()! < roster.bots.filter { $0.level == .intermediate }.map(\.rating).min()!)
        // Every bot has its own accent in both schemes, its own face and its own glyph.
        for scheme in ColorScheme.allCases {
            #expect(Set(roster.bots.map { $0.colors[scheme].accent }).count == roster.bots.count)
        }
        #expect(Set(roster.bots.map(\.face)).count == roster.bots.count)
        #expect(Set(roster.bots.map(\.face.hairStyle)).count == roster.bots.count)
        #expect(Set(roster.bots.map(\.glyph)).count == roster.bots.count)
    }

    @Test func theMonogramInitialKeepsAWholeLetter() throws {
        let roster = try SceneFixtures.roster()
        #expect(roster.bots.map(\.initial) == ["P", "S", "V", "N", "K"])
        let bot = try #require(roster["sofia"])
        let renamed = Bot(id: "eli", name: "élodie", level: bot.level, rating: 900, tagline: "x",
                          colors: bot.colors, face: bot.face, glyph: bot.glyph)
        #expect(renamed.initial == "É")
    }

    /// The shipped file with one edit, decoded under a fake path so messages can be checked.
    private func decodeEdited(_ edit: (inout [String: Any]) -> Void) throws -> Result<BotRoster, BotDataError> {
        let data = try Data(contentsOf: TestAssets.url(BotRoster.relativePath))
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&root)
        let edited = try JSONSerialization.data(withJSONObject: root)
        do { return .success(try BotRoster.decode(edited, file: "Bots/bots.json")) } catch { return .failure(error) }
    }

    private func editBot(_ index: Int, _ change: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
        { root in
            var bots = root["bots"] as? [[String: Any]] ?? []
            change(&bots[index])
            root["bots"] = bots
        }
    }

    @Test(arguments: [
        ("level", "advancedish", "Bots/bots.json: bots[1] (sofia).level: 'advancedish' is not one of: beginner, intermediate, advanced"),
        ("rating", 99999, "Bots/bots.json: bots[1] (sofia).rating: 99999 is outside 100...3500"),
        ("rating", true, "Bots/bots.json: bots[1] (sofia).rating: must be a whole number"),
        ("name", "  ", "Bots/bots.json: bots[1] (sofia).name: must be a non-empty string"),
        ("glyph", "star", "Bots/bots.json: bots[1] (sofia).glyph: 'star' is not one of: sprout, diamond, crown, bolt, rook"),
        ("id", "Sofía", "Bots/bots.json: bots[1] (Sofía).id: 'Sofía' must be lower-case ASCII letters, digits or '-'"),
        ("colour", "#fff", "Bots/bots.json: bots[1] (sofia).colour: unknown key"),
    ] as [(String, any Sendable, String)])
    func aBadValueIsNamedByBotAndKey(key: String, value: any Sendable, message: String) throws {
        let result = try decodeEdited(editBot(1) { $0[key] = value })
        guard case .failure(let error) = result else { Issue.record("decoded a bad file"); return }
        #expect(error.description.hasPrefix(message), "\(error)")
    }

    @Test func aBadColourSaysWhichSchemeAndToken() throws {
        let result = try decodeEdited(editBot(2) { bot in
            var colors = bot["colors"] as? [String: Any] ?? [:]
            var dark = colors["dark"] as? [String: Any] ?? [:]
            dark["accent"] = "blue"
            colors["dark"] = dark
            bot["colors"] = colors
        })
        guard case .failure(let error) = result else { Issue.record("decoded a bad file"); return }
        #expect(error.description.hasPrefix("Bots/bots.json: bots[2] (viktor).colors.dark.accent: \"blue\" is not a colour"), "\(error)")
    }

    @Test func aMissingKeyAndAnUnknownExtraAreNamed() throws {
        let missing = try decodeEdited(editBot(0) { $0["face"] = nil })
        #expect(missing == .failure(.missingKey(file: "Bots/bots.json", path: "bots[0] (pip).face")))
        let extra = try decodeEdited(editBot(0) { bot in
            var face = bot["face"] as? [String: Any] ?? [:]
            face["extras"] = ["freckles", "monocle"]
            bot["face"] = face
        })
        guard case .failure(let error) = extra else { Issue.record("decoded a bad file"); return }
        #expect(error.description.contains("bots[0] (pip).face.extras[1]: 'monocle' is not one of"), "\(error)")
    }

    @Test func duplicateIDsAndAnEmptyListAreRefused() throws {
        let duplicate = try decodeEdited(editBot(2) { $0["id"] = "pip" })
        #expect(duplicate == .failure(.duplicateID(file: "Bots/bots.json", id: "pip")))
        let empty = try decodeEdited { $0["bots"] = [Any]() }
        #expect(empty == .failure(.empty(file: "Bots/bots.json")))
    }

    @Test func aFileThatIsNotJSONOrCannotBeReadSaysSo() {
        do {
            _ = try BotRoster.decode(Data("{\"bots\": [".utf8), file: "mine.json")
            Issue.record("decoded truncated JSON")
        } catch {
            guard case .malformed(let file, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "mine.json")
        }
        do {
            _ = try BotRoster.load(from: URL(fileURLWithPath: "/nonexistent/bots.json"))
            Issue.record("read a file that does not exist")
        } catch {
            guard case .unreadable(let file, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "/nonexistent/bots.json")
        }
    }
}
