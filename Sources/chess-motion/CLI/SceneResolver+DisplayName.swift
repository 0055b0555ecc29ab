import Foundation

extension SceneResolver {
    /// A short name for titles: "coins", or a script's file name without ".scene".
    static func displayName(for argument: String) -> String {
        ScriptFile.isScriptPath(argument) ? URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent : argument
    }
}
