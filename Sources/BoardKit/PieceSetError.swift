import ChessMotionSupport

/// Why a piece set could not be found or loaded. Each case names the set and the file, so
/// whoever dropped a folder in can fix it.
public enum PieceSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a plain name, or no folder on the search path holds it.
    case lookup(AssetLookupError)
    case missingPiece(set: String, file: String, folder: String)
    /// A piece's file could not be read: permissions, something other than a regular file, too large.
    case unreadablePiece(set: String, DataFileError)
    case unparsablePiece(set: String, file: String, reason: String)
    /// The set's `manifest.json`: unreadable, not JSON, or a key wrong, with its place.
    case badManifest(set: String, DataFileError)

    public var description: String {
        switch self {
        case .lookup(let problem):
            problem.description
        case .missingPiece(let set, let file, let folder):
            "piece set '\(set)': missing \(file) in \(folder) (a set has twelve SVGs named wK wQ wR wB wN wP bK bQ bR bB bN bP)"
        case .unreadablePiece(let set, let problem):
            "piece set '\(set)': \(problem)"
        case .unparsablePiece(let set, let file, let reason):
            "piece set '\(set)': \(file): not a usable SVG: \(reason)"
        case .badManifest(let set, let problem):
            "piece set '\(set)': \(problem)"
        }
    }
}
