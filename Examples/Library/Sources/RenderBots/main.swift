import ChessMotion
import Foundation

// Usage: RenderBots SETTINGS.json OUTPUT.png — the bots scene's still, drawn with the theme,
// piece set, avatar style and scheme that the settings file chooses.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let settingsFile = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: RenderBots SETTINGS.json OUTPUT.png\n".utf8))
    exit(2)
}
do {
    let settings = try ResolvedSettings(settingsFile: settingsFile)
    let bots = try PreparedScene("bots", settings: settings)
    try bots.writeStill(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("RenderBots: \(error)\n".utf8))
    exit(1)
}
