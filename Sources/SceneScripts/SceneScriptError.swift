/// A script that cannot become a scene: its errors, in file order.
public enum SceneScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalid([SceneDiagnostic])

    public var diagnostics: [SceneDiagnostic] {
        switch self {
        case let .invalid(diagnostics): diagnostics
        }
    }

    public var description: String {
        let errors = diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else { return "the scene script is not valid" }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more error\(errors.count == 2 ? "" : "s"))" : ""
        return "\(first)\(more)"
    }
}
