import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Scene sounds: the cues from the scenes' plans, and the standard set")
struct SceneSoundTests {
    /// The committed WAV files are what `chess-motion sounds --generate` writes from the recipes:
    /// change a recipe, regenerate the set.
    @Test func theShippedStandardSetIsWhatItsRecipesMake() throws {
        let folder = Fixtures.url("SoundSets/\(StandardSoundSet.name)")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".wav") }.sorted()
        #expect(shipped == StandardSoundSet.files.map(\.name).sorted())
        for file in StandardSoundSet.files {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(file.name))
            #expect(Array(bytes) == file.bytes, "\(file.name) differs from its recipe: run chess-motion sounds --generate SoundSets/standard")
        }
        let set = try SoundSet.load(name: StandardSoundSet.name, folder: folder)
        #expect(Set(set.sounds.keys) == Set(SceneSound.allCases.map(\.rawValue)))
        #expect(set.sounds["Move"]?.first == 0)
    }

    /// lichess's names where a sound is one of its own.
    @Test func soundsAreNamedAsLichessNamesThem() {
        #expect(["Move", "Capture", "Check", "GenericNotify"].allSatisfy { SceneSound(rawValue: $0) != nil })
    }

    /// A move's sound: check above capture above castling above a plain move.
    @Test func aMoveSoundsByWhatItDoes() throws {
        func sound(_ fen: String, _ san: String) throws -> SceneSound {
            let position = try Position(fen: fen)
            let move = try position.move(san: san)
            return SceneSoundTimeline.sound(of: try position.effects(of: move))
        }
        #expect(try sound("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1", "O-O") == .castle)
        #expect(try sound("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1", "Rxa8+") == .check)
        #expect(try sound("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5") == .capture)
        #expect(try sound("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "Kd2") == .move)
    }

    /// The coins scene sounds each coin as the ring counts it landed, then the badge; the clock
    /// its press and its flag; each in order of time.
    @Test func theScenesBeatsComeFromTheirOwnTimings() throws {
        let scene = try CoinsScene(words: SceneFixtures.words())
        let coins = scene.soundTimeline.cues
        #expect(coins.map(\.sound) == Array(repeating: .coin, count: 10) + [.badge])
        #expect(zip(coins, coins.dropFirst()).allSatisfy { $0.time < $1.time })
        #expect(coins.allSatisfy { (0...scene.duration).contains($0.time) })
        let clock = try ClockScene(words: SceneFixtures.words()).soundTimeline.cues
        #expect(clock.map(\.sound) == [.clockPress, .flag])
    }
}
