import FoundationEssentials

/// The SCENE argument of the rendering commands, as their help describes it and as a file
/// written into a folder is named after it.
enum SceneArgument {
    static let help = ArgumentHelp(
        "SCENE", "a built-in scene's name (see 'chess-motion scenes'), a scene script FILE.scene, a game FILE.pgn, "
            + "or - for a script or PGN on standard input (PGN when it starts with a tag, a move number or a comment)")

    /// "coins" for coins, "scholars-mate" for Examples/Scenes/scholars-mate.scene.
    static func fileStem(_ argument: String) -> String {
        URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
    }
}
