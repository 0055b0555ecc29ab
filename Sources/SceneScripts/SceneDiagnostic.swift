import ChessCore
/// One problem found in a scene, with where it is when the scene is a script.
public struct SceneDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var problem: SceneProblem
    /// Nil for scenes written in Swift, whose moves have no place in a file.
    public var location: TextLocation?

    public init(_ problem: SceneProblem, at location: TextLocation?) {
        self.problem = problem
        self.location = location
    }

    public init(_ error: ScriptSyntaxError) {
        self.init(.syntax(error.problem), at: error.location)
    }

    public var severity: SceneProblem.Severity { problem.severity }
    public var message: String { problem.description }
    public var code: String { problem.code }

    /// `FILE:LINE:COL: error: MESSAGE`, the shape compilers print and editors jump to.
    public func formatted(file: String) -> String {
        let place = location.map { "\(file):\($0.lineColumn)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }

    public var description: String {
        (location.map { "\($0.lineColumn): " } ?? "") + "\(severity.rawValue): \(message)"
    }
}
