import ChessMotionSupport
import BoardKit

/// What the validator found, and the timeline a scene can draw when the moves allow one.
public struct SceneValidation: Sendable {
    /// Errors and warnings in file order (those without a place last).
    public var diagnostics: [SceneDiagnostic]
    /// The moves as BoardKit plays them, with their real instants; nil when a move is illegal or
    /// the instants do not increase.
    public var timeline: BoardTimeline?

    public var errors: [SceneDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [SceneDiagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// Warnings do not make a scene invalid; errors do.
    public var isValid: Bool { errors.isEmpty }
}

/// The names a scene may ask for as fixed overrides, so that a typo in `theme:` is caught when
/// the script is validated rather than when it is first rendered.
public struct SceneAssetNames: Sendable, Hashable {
    public var themes: [String]
    public var pieceSets: [String]

    public init(themes: [String], pieceSets: [String]) {
        self.themes = themes
        self.pieceSets = pieceSets
    }
}

/// A script read and validated together: what `chess-motion validate` and scripted scenes use.
public struct ScriptCheck: Sendable {
    /// Nil when the script has syntax errors.
    public var script: SceneScript?
    public var validation: SceneValidation

    public var diagnostics: [SceneDiagnostic] { validation.diagnostics }
    public var isValid: Bool { validation.isValid }
}
