import BoardKit
import ChessMotion
import ChessMotionSupport
import MotionExport
import SceneSettings

extension ServiceError {
    /// What the library refused, in the service's words. An asset the request named is its
    /// query parameter's fault (`query.theme`), said with the names that exist and never with
    /// where the server looked; any other refusal keeps its message with the server's install
    /// folders taken out, so no answer tells a client where the service is installed.
    init(refusal error: any Error, installRoots: [String]) {
        if let error = error as? ServiceError {
            self = error
        } else if let lookup = Self.lookup(in: error) {
            self = Self.asset(lookup)
        } else if let settings = error as? SettingsError, let refusal = Self.setting(settings) {
            self = refusal
        } else if let field = Self.field(of: error) {
            // A choice the scene itself refuses (an instant past its end, a range past its clip).
            self = .badParameter(name: field.rawValue, reason: "\(error)")
        } else {
            self = .refused(Self.withoutRoots("\(error)", installRoots))
        }
    }

    /// The render choice a scene's refusal is about, when it is one.
    private static func field(of error: any Error) -> RenderSpec.Field? {
        switch error {
        case is SceneTimeError: .time
        case let error as FrameScheduleError:
            switch error {
            case .timeline: nil
            case .fps: .fps
            case .hold: .hold
            case .start, .startPastEnd: .from
            case .emptyRange, .pastEnd, .shorterThanAFrame: .to
            }
        default: nil
        }
    }

    /// The query parameter that chooses a kind of asset.
    static func parameter(for kind: AssetKind) -> String {
        switch kind {
        case .pieceSet: "pieces"
        case .avatarStyle: "avatars"
        case .locale: "locale"
        default: "theme"
        }
    }

    private static func lookup(in error: any Error) -> AssetLookupError? {
        switch error {
        case let error as AssetLookupError: error
        case BoardThemeError.lookup(let error): error
        case PieceSetError.lookup(let error): error
        default: nil
        }
    }

    private static func asset(_ error: AssetLookupError) -> ServiceError {
        switch error {
        case let .invalidName(name, kind):
            .badParameter(name: parameter(for: kind), reason: "'\(name)' is not a \(kind.singular) name: no '/', no '..', no leading '.'")
        case let .notFound(name, kind, known, _):
            .badParameter(name: parameter(for: kind), reason: choices(name, kind, known))
        }
    }

    private static func setting(_ error: SettingsError) -> ServiceError? {
        switch error {
        case let .unknownName(_, key, kind, name, valid):
            .badParameter(name: key.rawValue, reason: choices(name, kind, valid))
        case let .pathInName(_, key, kind, name), let .invalidName(_, key, kind, name):
            .badParameter(name: key.rawValue, reason: "'\(name)' is not a \(kind.singular) name: no '/', no '..', no leading '.', no control characters")
        default: nil
        }
    }

    private static func choices(_ name: String, _ kind: AssetKind, _ known: [String]) -> String {
        "no \(kind.singular) '\(name)'" + (known.isEmpty ? "; none is installed" : "; the \(kind.plural) are: \(known.joined(separator: ", "))")
    }

    private static func withoutRoots(_ message: String, _ roots: [String]) -> String {
        roots.filter { $0.count > 1 }.reduce(message) { text, root in
            text.replacingEvery(root.hasSuffix("/") ? root : root + "/", with: "")
        }
    }
}
