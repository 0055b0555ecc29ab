import BoardKit
import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import ChessScenes
import Foundation
import FuzzSupport
import SceneScripts

/// The kit page's plans, made from untrusted input as `kit` makes them: a PGN game (game 1, in
/// the game layout) or a scene script (a board script or a bot intro). The page's JavaScript
/// reads the plan and never checks a rule, so a plan must always be written, and must read back
/// as a JSON object of the current plan version and its kind.
let settings = try ResolvedSettings(settingsFile: nil)
let assets = settings.sceneAssets
let theme = try settings.loadTheme(named: nil)
let pieces = try settings.loadPieces(named: nil)
let words = try assets.words()

/// The plan of `text` and the kind it should say it is, or nil where the tool refuses the input.
func plan(of text: String) -> (plan: any Encodable, kind: String)? {
    if GameFile.looksLikePGN(text) {
        guard let game = try? GameFile(name: "fuzz.pgn", text: text).game(1),
              let scene = try? GameScene(game: game, theme: theme, pieces: pieces, words: words) else { return nil }
        return (scene.kitPlan(title: "fuzz"), "game")
    }
    let file = ScriptFile(name: "fuzz.scene", text: text, assets: settings.installed.sceneAssetNames)
    guard file.check.isValid, let scene = try? ScriptScenes.scene(from: file.check, assets: assets) else { return nil }
    switch scene {
    case let scripted as ScriptedScene: return (scripted.kitPlan, "script")
    case let intro as BotsScene: return (intro.kitPlan(title: "fuzz"), "intro")
    default: return nil
    }
}

let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    guard let (plan, kind) = plan(of: FuzzInput(data, size).text) else { return 0 }
    let text: String
    do { text = try JSONWriter.text(plan) } catch { fuzzFailure("a \(kind) plan could not be written: \(error)") }
    let document: JSONDocument
    do { document = try JSONDocument(parsing: Array(text.utf8), file: "plan.json") } catch {
        fuzzFailure("a \(kind) plan written as JSON that does not read back: \(error)")
    }
    guard let object = try? document.reader.object(),
          (try? object.integer(at: "version")) == KitPlan.version,
          (try? object.string(at: "kind")) == kind else {
        fuzzFailure("a \(kind) plan without version \(KitPlan.version) and kind \(kind): \(text.prefix(200))")
    }
    return 0
}

exit(runFuzzer(fuzzOne))
