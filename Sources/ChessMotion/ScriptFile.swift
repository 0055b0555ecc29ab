import SceneScripts
import ChessMotionSupport
import ChessScenes
import FoundationEssentials

/// A scene script read from disk (or stdin, as `-`) and checked, for `validate` and for every
/// command that renders a `.scene` file.
package struct ScriptFile: Sendable {
    /// The name diagnostics print: the path as typed, or `<stdin>`.
    package let name: String
    package let check: ScriptCheck

    /// The largest script read (file or stdin). A long scene is a few kilobytes; the cap keeps
    /// `validate - < /dev/zero` from reading until memory runs out.
    package static let maximumSize = 1 << 20

    /// A script already read (standard input read once to learn whether it is a script or PGN).
    package init(name: String, text: String, assets: SceneAssetNames?) {
        self.init(name: name, check: SceneValidator.check(text: text, assets: assets))
    }

    init(name: String, check: ScriptCheck) {
        self.name = name
        self.check = check
    }

    package static func isScriptPath(_ argument: String) -> Bool {
        argument.hasSuffix(".scene")
    }

    /// Reads and validates `path`; the installed themes and piece sets are passed so that a
    /// fixed `theme:` that does not exist is reported at its line.
    package static func load(_ path: String, assets: SceneAssetNames?) throws(ScriptFileError) -> ScriptFile {
        let name = StandardInput.displayName(of: path)
        let bytes = try read(path, name: name)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(name) }
        return ScriptFile(name: name, check: SceneValidator.check(text: text, assets: assets))
    }

    /// A script's bytes (`-` for standard input), at most `maximumSize` of them.
    static func read(_ path: String, name: String) throws(ScriptFileError) -> [UInt8] {
        try StandardInput.readArgument(path, limit: maximumSize) { error in
            if case let .tooLarge(_, limit, size) = error { return ScriptFileError.tooLarge(name, size: size, limit: limit) }
            if case let .notARegularFile(path, kind) = error { return ScriptFileError.notARegularFile(path, kind: kind) }
            return ScriptFileError.unreadable(name, reason: error.reason)
        }
    }

    /// Every diagnostic as `FILE:LINE:COL: error: MESSAGE`.
    package var formattedDiagnostics: [String] {
        check.diagnostics.map { $0.formatted(file: name) }
    }
}

package enum ScriptFileError: Error, CustomStringConvertible, Sendable {
    case unreadable(String, reason: String)
    /// A FIFO, a device or a folder where a script belongs (`kind` says which).
    case notARegularFile(String, kind: FileKind)
    case notText(String)
    /// More than `ScriptFile.maximumSize` bytes; `size` is nil when standard input ran past the
    /// limit before its end.
    case tooLarge(String, size: Int?, limit: Int)
    /// The script has errors; each is listed compiler-style under the headline.
    case invalid(ScriptFile)

    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read \(path): \(reason)"
        case let .tooLarge(name, size, limit):
            "cannot read \(name): it is " + (size.map { "\(ByteCount.exact($0)), " } ?? "")
                + "more than a scene script may hold (\(ByteCount.exact(limit)))"
        case let .notARegularFile(path, kind):
            "cannot read \(path): it is \(kind.rawValue), not a regular file"
        case let .notText(name):
            "\(name) is not UTF-8 text"
        case let .invalid(file):
            "\(file.name) is not a valid scene script (\(file.check.validation.errors.count) error\(file.check.validation.errors.count == 1 ? "" : "s")); run 'chess-motion validate \(file.name)' to check it:\n"
                + file.check.validation.errors.map { $0.formatted(file: file.name) }.joined(separator: "\n")
        }
    }
}
