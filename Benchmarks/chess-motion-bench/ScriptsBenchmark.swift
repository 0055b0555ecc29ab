import ChessMotionSupport
import SceneScripts
import ChessScenes
import Foundation
import SceneSettings

/// Scene scripts: the median time to parse a script, and to parse and validate it (chess through
/// BoardKit's timeline, timing rules, captions measured with Pango), for the Opera Game's 33
/// plies from PGN and the scholar's mate's 7 timed moves.
enum ScriptsBenchmark {
    static let runs = 200

    static func run() throws {
        let search = AssetSearchPath.standard()
        for name in ["scholars-mate", "opera-game"] {
            let path = "Examples/Scenes/\(name).scene"
            guard let url = search.file(path) else { throw BenchmarkError.missingAsset(path) }
            let text = try String(contentsOf: url, encoding: .utf8)
            guard SceneValidator.check(text: text).isValid else { throw BenchmarkError.missingAsset("a valid \(path)") }
            let parse = Measure.median((0..<runs).map { _ in Measure.seconds { _ = SceneScriptParser.parse(text) } })
            let check = Measure.median((0..<runs).map { _ in Measure.seconds { _ = SceneValidator.check(text: text) } })
            print("\(name): parse \(Measure.ms(parse)), parse + validate \(Measure.ms(check)) (median of \(runs))")
        }
    }
}
