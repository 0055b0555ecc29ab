import ChessMotionSupport
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
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
        let data = try Data(contentsOf: Fixtures.url(BotRoster.relativePath))
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

    /// A message without its `:line:column` (the edited file is re-serialised on one line, in
    /// an order JSONSerialization chooses, so positions are checked on the shipped text below).
    private func placeless(_ error: BotDataError) -> String {
        error.description.replacing(#/^([^:]+):\d+:\d+: /#, with: { "\($0.1): " })
    }

    @Test(arguments: [
        ("level", "advancedish", "Bots/bots.json: bots[1] (sofia).level: \"advancedish\" is not one of: beginner, intermediate, advanced"),
        ("rating", 99999, "Bots/bots.json: bots[1] (sofia).rating: 99999 is not within 100...3500"),
        ("rating", true, "Bots/bots.json: bots[1] (sofia).rating: must be a whole number, not a boolean"),
        ("name", "  ", "Bots/bots.json: bots[1] (sofia).name: \"  \" is not a non-empty string"),
        ("glyph", "star", "Bots/bots.json: bots[1] (sofia).glyph: \"star\" is not one of: sprout, diamond, crown, bolt, rook"),
        ("id", "Sofía", "Bots/bots.json: bots[1] (Sofía).id: \"Sofía\" is not an id of lower-case ASCII letters, digits or '-'"),
        ("colour", "#fff", "Bots/bots.json: bots[1] (sofia).colour: unknown key"),
    ] as [(String, any Sendable, String)])
    func aBadValueIsNamedByBotAndKey(key: String, value: any Sendable, message: String) throws {
        let result = try decodeEdited(editBot(1) { $0[key] = value })
        guard case .failure(let error) = result else { Issue.record("decoded a bad file"); return }
        #expect(error.description.wholeMatch(of: #/Bots/bots\.json:\d+:\d+: .*/#) != nil, "\(error)")
        #expect(placeless(error).hasPrefix(message), "\(error)")
    }

    @Test func aBadValueInTheShippedFileGivesItsLineAndColumn() throws {
        let shipped = try String(contentsOf: Fixtures.url(BotRoster.relativePath), encoding: .utf8)
        let edited = shipped.replacingOccurrences(of: "\"hairStyle\": \"long\"", with: "\"hairStyle\": \"mohawk\"")
        let error = try #require(throws: BotDataError.self) { try BotRoster.decode(Data(edited.utf8), file: "Bots/bots.json") }
        let written = try #require(TextLocator.position(of: "\"mohawk\"", in: edited))
        #expect(error.description == "Bots/bots.json:\(written.line):\(written.column): bots[1] (sofia).face.hairStyle: "
                + "\"mohawk\" is not one of: \(HairStyle.allCases.map(\.rawValue).joined(separator: ", "))")

        let skin = shipped.replacingOccurrences(of: "\"skin\": \"#D49A72\"", with: "\"skin\": null")
        let wrongType = try #require(throws: BotDataError.self) { try BotRoster.decode(Data(skin.utf8), file: "Bots/bots.json") }
        let null = try #require(TextLocator.position(of: "null", in: skin))
        #expect(wrongType == .dataFile(.wrongType(DataFileLocation(file: "Bots/bots.json", keyPath: "bots[1] (sofia).face.skin",
                                                                   at: (null.line, null.column)),
                                                  expected: "a string such as \"#1E88E5\"", found: "null")))
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
        #expect(placeless(error).hasPrefix("Bots/bots.json: bots[2] (viktor).colors.dark.accent: \"blue\" is not a colour"), "\(error)")
    }

    @Test func aMissingKeyAndAnUnknownExtraAreNamed() throws {
        let missing = try decodeEdited(editBot(0) { $0["face"] = nil })
        guard case .failure(.dataFile(.missingKey(let location))) = missing else { Issue.record("\(missing)"); return }
        #expect(location.file == "Bots/bots.json" && location.keyPath == "bots[0] (pip).face")
        let extra = try decodeEdited(editBot(0) { bot in
            var face = bot["face"] as? [String: Any] ?? [:]
            face["extras"] = ["freckles", "monocle"]
            bot["face"] = face
        })
        guard case .failure(let error) = extra else { Issue.record("decoded a bad file"); return }
        #expect(placeless(error).contains("bots[0] (pip).face.extras[1]: \"monocle\" is not one of"), "\(error)")
    }

    @Test func duplicateIDsAndAnEmptyListAreRefused() throws {
        let duplicate = try decodeEdited(editBot(2) { $0["id"] = "pip" })
        guard case .failure(.dataFile(.badValue(let location, let expected, let found))) = duplicate else {
            Issue.record("\(duplicate)"); return
        }
        #expect(location.keyPath == "bots[2] (pip).id" && found == "\"pip\"", "\(location) \(found)")
        #expect(expected == "a new id: bots[0] (pip) has it already")
        let empty = try decodeEdited { $0["bots"] = [Any]() }
        guard case .failure(.dataFile(.badValue(let list, _, "[]"))) = empty else { Issue.record("\(empty)"); return }
        #expect(list.keyPath == "bots")
        let bot = try #require(try SceneFixtures.roster()["pip"])
        #expect(throws: BotDataError.duplicateID(id: "pip")) { try BotRoster(bots: [bot, bot]) }
    }

    @Test func aFileThatIsNotJSONOrCannotBeReadSaysSo() {
        #expect(throws: BotDataError.dataFile(.notJSON(file: "mine.json", line: 1, column: 11,
                                                       reason: "unexpected end of file; expected a value"))) {
            try BotRoster.decode(Data("{\"bots\": [".utf8), file: "mine.json")
        }
        do {
            _ = try BotRoster.load(from: URL(fileURLWithPath: "/nonexistent/bots.json"))
            Issue.record("read a file that does not exist")
        } catch {
            guard case .dataFile(.unreadable(let file, _)) = error else { Issue.record("\(error)"); return }
            #expect(file == "/nonexistent/bots.json")
        }
    }
}
