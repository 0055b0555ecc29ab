/// What the parser made of a script: the script when every line was understood, and every
/// syntax error found (the parser carries on after an error so one run reports them all).
package struct ScriptParseResult: Sendable {
    package var script: SceneScript?
    package var errors: [ScriptSyntaxError]
}

extension SceneScript {
    /// Parses a script, throwing its first syntax error; `SceneScriptParser.parse` gives them all.
    package init(parsing text: String) throws(ScriptSyntaxError) {
        let result = SceneScriptParser.parse(text)
        if let error = result.errors.first { throw error }
        guard let script = result.script else { throw ScriptSyntaxError(.missingMoves, at: .start) }
        self = script
    }
}
