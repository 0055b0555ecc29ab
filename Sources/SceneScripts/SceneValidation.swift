import ChessMotionSupport
import BoardKit
import ChessScenes

/// What the validator found, and the timeline a scene can draw when the moves allow one.
public struct SceneValidation: Sendable {
    /// Errors and warnings in file order (those without a place last).
    public var diagnostics: [SceneDiagnostic]
    /// The moves as BoardKit plays them, with their real instants; nil when a move is illegal or
    /// the instants do not increase.
    public var timeline: BoardTimeline?
    /// For a script: the script as checked, its `auto` values derived.
    public var script: SceneScript?

    public var errors: [SceneDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [SceneDiagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// Warnings do not make a scene invalid; errors do.
    public var isValid: Bool { errors.isEmpty }
}

/// What is installed that a script may name — themes and piece sets as fixed overrides, bots
/// as rivals, string keys in captions — so that a typo is caught when the script is validated
/// rather than when it is first rendered. `words` holds one localizer per installed locale
/// (the fallback first): a card or a caption must read in every one.
public struct SceneAssetNames: Sendable, Hashable {
    public var themes: [String]
    public var pieceSets: [String]
    public var bots: BotRoster?
    public var words: [Localizer]

    public init(themes: [String], pieceSets: [String], bots: BotRoster? = nil, words: [Localizer] = []) {
        self.themes = themes
        self.pieceSets = pieceSets
        self.bots = bots
        self.words = words
    }
}

/// A script read and validated together: what `chess-motion validate` and scripted scenes use.
public struct ScriptCheck: Sendable {
    /// Nil when the script has syntax errors; its `auto` values derived when the moves allow.
    public var script: SceneScript?
    public var validation: SceneValidation

    public init(script: SceneScript?, validation: SceneValidation) {
        self.script = validation.script ?? script
        self.validation = validation
    }

    public var diagnostics: [SceneDiagnostic] { validation.diagnostics }
    public var isValid: Bool { validation.isValid }
}
