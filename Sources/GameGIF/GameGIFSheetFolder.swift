import ChessMotionSupport
import FoundationEssentials
import Glibc
import MotionKit

/// Sprite sheets kept on disk between processes, as lila-gif keeps its sprites in its binary: a
/// command that writes a game GIF in a theme it drew before reads the sheet (a few hundred
/// kilobytes) instead of drawing the pieces, the bars' sample words and the badges and
/// choosing a palette from them, which was a third of a whole GIF command's time.
///
/// A sheet is named after everything that decides its pixels (`GameGIFSpriteSheet.storedName`),
/// so a kept sheet is the sheet a drawing would make, and a GIF is the same bytes either way.
///
/// A cache, never a source of truth: a file that is missing, unreadable, not a regular file or
/// not a whole sheet of its style is drawn anew and replaced, and a sheet that cannot be
/// written is only not kept. Files are written whole and renamed into place (`StillWriter`),
/// so two commands at once each read a whole sheet. The folder keeps the `keptSheets` used last.
package struct GameGIFSheetFolder: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The folder a command keeps its sheets in: `game-gif-sheets` in `$CHESS_MOTION_CACHE`
    /// when that is an absolute path, none when it is `off`, else in
    /// `$XDG_CACHE_HOME/chess-motion` (when XDG_CACHE_HOME is absolute) or `~/.cache/chess-motion`.
    package static func standard(environment: [String: String]) -> GameGIFSheetFolder? {
        let root: String
        switch environment[cacheVariable] {
        case "off": return nil
        case let chosen? where chosen.hasPrefix("/"): root = chosen
        default:
            guard let cache = XDGFolder.cache.path(environment: environment) else { return nil }
            root = cache + "/chess-motion"
        }
        return GameGIFSheetFolder(path: root + "/" + folderName)
    }

    package static let cacheVariable = "CHESS_MOTION_CACHE"
    static let folderName = "game-gif-sheets"
    static let fileExtension = ".sheet"
    /// A sheet is 0.6 MB at lichess's 90-pixel squares: the folder stays under 10 MB at that size.
    static let keptSheets = 16

    /// The file the sheet named `name` (`GameGIFSpriteSheet.storedName`) is kept in.
    func file(named name: String) -> String { path + "/" + name + Self.fileExtension }

    /// The sheet of `style` kept under `name` (`GameGIFSpriteSheet.storedName`), marked as used
    /// now; nil when there is none to read.
    func sheet(named name: String, style: GameGIFStyle) -> GameGIFSpriteSheet? {
        let file = file(named: name)
        guard let bytes = try? InputFile.readIfPresent(file, limit: GameGIFSpriteSheet.largestStoredSize),
              let sheet = GameGIFSpriteSheet(stored: bytes, style: style) else { return nil }
        _ = utimensat(AT_FDCWD, file, nil, 0)
        return sheet
    }

    /// Keeps `sheet` under `name`, then lets the folder's oldest sheets go past `keptSheets`.
    func keep(_ sheet: GameGIFSpriteSheet, named name: String) {
        let file = file(named: name)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try StillWriter.write(Data(sheet.stored), to: URL(fileURLWithPath: file))
        } catch {
            return
        }
        prune()
    }

    private func prune() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        let kept = names.filter { $0.hasSuffix(Self.fileExtension) }.compactMap { name -> (file: String, used: timespec)? in
            var status = stat()
            let file = path + "/" + name
            guard lstat(file, &status) == 0 else { return nil }
            return (file, status.st_mtim)
        }.sorted { ($0.used.tv_sec, $0.used.tv_nsec) > ($1.used.tv_sec, $1.used.tv_nsec) }
        for old in kept.dropFirst(Self.keptSheets) { unlink(old.file) }
    }
}
