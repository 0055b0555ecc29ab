import ChessMotionSupport
import ChessScenes

/// Every command the tool knows, in the order `--help` lists them.
enum CommandRegistry {
    static var all: [any Command.Type] { [
        ScenesCommand.self,
        StillCommand.self,
        PerftCommand.self,
        MovesCommand.self,
        PlayCommand.self,
        FenCommand.self,
        BoardCommand.self,
        ThemesCommand.self,
        PiecesCommand.self,
        SoundsCommand.self,
        SettingsCommand.self,
        ValidateCommand.self,
        RenderCommand.self,
        BatchCommand.self,
        SheetCommand.self,
        PreviewCommand.self,
        KitCommand.self,
        CurveCommand.self,
        ServeCommand.self,
        StudioCommand.self,
    ] }

    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }

    /// The closest command name, to suggest after a typo.
    static func suggestion(for name: String) -> String? {
        NameSuggestion.closest(to: name, among: all.map { $0.name })
    }
}
