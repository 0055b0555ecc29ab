import ChessScenes

extension SceneScriptParser.State {
    /// The intro the script declares, once its keys are read: an intro needs its rivals and its
    /// pick and has no use for a board placement or captions; a board script has no use for
    /// rivals, a pick or `from auto`. Problems are added to `errors`. A `from auto` spacing is
    /// given its instant here, since the pick may be written after the moves.
    mutating func checkIntro() -> ScriptIntro? {
        let spacing = moveSpacing
        guard let kind = intro else {
            for key in ScriptKey.introOnly {
                if let location = locations[key] { errors.append(ScriptSyntaxError(.needsIntro(key), at: location)) }
            }
            if let spacing, spacing.isAutomatic {
                errors.append(ScriptSyntaxError(.autoStartNeedsIntro, at: spacing.location))
            }
            return nil
        }
        let introAt = locations[.intro] ?? .start
        for key in ScriptKey.introRequired where locations[key] == nil {
            errors.append(ScriptSyntaxError(.introNeedsKey(key), at: introAt))
        }
        for key in ScriptKey.notForIntro {
            if key == .caption {
                for caption in captions { errors.append(ScriptSyntaxError(.notForIntro(.caption), at: caption.location)) }
            } else if let location = locations[key] {
                errors.append(ScriptSyntaxError(.notForIntro(key), at: location))
            }
        }
        guard let pick, !rivals.isEmpty else { return nil }
        if !rivals.contains(where: { $0.id == pick.id }) {
            errors.append(ScriptSyntaxError(.pickNotARival(pick.id, rivals: rivals.map(\.id)), at: pick.location))
        }
        if let spacing, spacing.isAutomatic {
            var resolved = spacing
            resolved.first = BotsIntroPlan.firstMoveInstant(pickAt: pick.at)
            respace(resolved)
        }
        return ScriptIntro(kind: kind, rivals: rivals, pick: pick)
    }

    /// The spacing of the script's moves, if they are spaced.
    private var moveSpacing: MoveSpacing? {
        switch moves {
        case .listed(_, let spacing): spacing
        case .pgn(_, let spacing): spacing
        case nil: nil
        }
    }

    /// Gives spaced moves the instants of `spacing`.
    private mutating func respace(_ spacing: MoveSpacing) {
        switch moves {
        case .listed(let listed, _):
            moves = .listed(listed.enumerated().map { index, move in
                var move = move
                move.time = spacing.time(ofMoveAt: index)
                return move
            }, spacing: spacing)
        case .pgn(let movetext, _):
            moves = .pgn(movetext, spacing: spacing)
        case nil:
            break
        }
    }
}
