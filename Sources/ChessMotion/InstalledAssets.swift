import SceneScripts
import BoardKit
import ChessMotionSupport
import ChessScenes
import FoundationEssentials
import MotionKit
import SceneSettings

/// What is installed where the tool runs: every data folder on one search path, listed by the
/// same libraries that load from it. The one "what is installed" value — so a name that a listing
/// shows, that settings accept and that a render loads are always the same set of names.
public struct InstalledAssets: Sendable {
    /// The folders searched, the user's own first (see `AssetSearchPath`).
    package let searchPath: AssetSearchPath
    /// The listings and palettes read once, for a process that renders many times while the
    /// installed assets do not change (`kept()`); nil reads them at each use.
    private var readOnce: ReadOnce?

    private struct ReadOnce: Sendable {
        let catalogue: SettingsCatalogue
        let palettes: PaletteSet?
        /// Each installed locale's merged table; one that fails to load is read at each use.
        let tables: [String: StringTable]
    }

    package init(searchPath: AssetSearchPath) {
        self.searchPath = searchPath
    }

    /// The same assets with the catalogue and palettes read now and kept: `serve` settles every
    /// request's settings against the catalogue and draws with the palettes, and listing the
    /// folders and parsing the palette file each time cost more than drawing a board (14% of
    /// the server's CPU under wrk on `/board.png`, perf); so did parsing a strings file for
    /// every answer's alt text (a third of it on a small board). Palettes or words that fail to
    /// load are read again at each use, so each render reports why.
    package func kept() -> InstalledAssets {
        var copy = self
        let tables = locales.reduce(into: [String: StringTable]()) { tables, locale in tables[locale] = try? table(locale: locale) }
        copy.readOnce = ReadOnce(catalogue: catalogue, palettes: try? palettes(), tables: tables)
        return copy
    }

    /// The standard search path of this process: `$CHESS_MOTION_ASSETS`, the user's data folder,
    /// then the checkout or installed copy.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> InstalledAssets {
        InstalledAssets(searchPath: .standard(environment: environment))
    }

    /// The roots searched, in order, for messages and `settings show`.
    public var roots: [URL] { searchPath.roots }

    public var themes: BoardThemeLibrary { BoardThemeLibrary(folders: searchPath.folders(named: AssetSearchPath.Folder.boardThemes.rawValue)) }
    public var pieceSets: PieceSetLibrary { PieceSetLibrary(folders: searchPath.folders(named: AssetSearchPath.Folder.pieceSets.rawValue)) }

    /// The sound sets a video's track can be made of (`SoundSets/NAME/`).
    package var soundSets: SoundSetLibrary { SoundSetLibrary(folders: searchPath.folders(named: AssetSearchPath.Folder.soundSets.rawValue)) }

    /// Avatars are drawn in code, so their styles are ChessScenes' own list, not a folder.
    public var avatarStyles: [String] { AvatarStyle.allCases.map(\.rawValue) }

    /// The locales with a strings file (`Strings/<locale>.json`) on any root.
    public var locales: [String] { searchPath.assetNames(in: .strings, fileExtension: "json") }

    /// The names settings and flags are checked against.
    package var catalogue: SettingsCatalogue {
        if let readOnce { return readOnce.catalogue }
        return SettingsCatalogue(boardThemes: themes.names, pieceSets: pieceSets.names, avatarStyles: avatarStyles, locales: locales,
                          soundSets: soundSets.names)
    }

    /// What a scene script may name, checked when it is validated: the themes and piece sets,
    /// the bots, and the words of every installed locale (English first). A roster or a strings
    /// file that does not load leaves its part out, so the script is checked for the rest; the
    /// render that needs it reports why it does not load.
    public var sceneAssetNames: SceneAssetNames {
        let english = try? words(locale: AssetDefaults.locale)
        let others = locales.filter { $0 != AssetDefaults.locale }.compactMap { try? words(locale: $0) }
        return SceneAssetNames(themes: themes.names, pieceSets: pieceSets.names, bots: try? bots(),
                               words: (english.map { [$0] } ?? []) + others)
    }

    /// The built-in defaults' assets, for listings and checks that must not depend on anyone's
    /// settings (scene timings, `validate bots`). Each is read only when a scene asks for it.
    public var defaultSceneAssets: SceneAssets {
        SceneAssets(theme: { try themes.theme(named: AssetDefaults.theme) },
                    pieces: { try pieceSets.pieceSet(named: AssetDefaults.pieces) },
                    avatarStyle: { AvatarStyle.default },
                    bots: { try bots() },
                    words: { try words(locale: AssetDefaults.locale) },
                    script: { try sceneScript(named: $0) })
    }

    /// The words of `locale` with English beneath. Every root's `Strings/<locale>.json` counts,
    /// the user's keys winning, so a drop-in file may translate a few keys and leave the rest to
    /// the shipped table of the same locale, or to English.
    public func words(locale: String) throws -> Localizer {
        let english = try table(locale: AssetDefaults.locale)
        guard locale != AssetDefaults.locale else { return try Localizer(english: english) }
        return try Localizer(table: try table(locale: locale), fallback: english)
    }

    /// One locale's tables across the search path, merged; an unknown locale is an error that
    /// suggests the nearest.
    private func table(locale: String) throws -> StringTable {
        if let kept = readOnce?.tables[locale] { return kept }
        let files = AssetName.isValid(locale)
            ? searchPath.folders(named: AssetSearchPath.Folder.strings.rawValue)
                .map { $0.appendingPathComponent("\(locale).json") }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
            : []
        guard !files.isEmpty else {
            let known = locales
            throw StringTableError.unknownLocale(locale, known: known, suggestion: NameSuggestion.closest(to: locale, among: known))
        }
        var merged = StringTable(locale: locale, entries: [:])
        for file in files {
            merged = merged.merged(over: try StringTable.load(from: file, locale: locale))
        }
        return merged
    }

    /// The text of the script a built-in scene is written as: `Scenes/NAME.scene`, first match on
    /// the search path, so a user's own copy replaces the shipped one.
    ///
    /// Read with the scripts' cap (`ScriptFile.maximumSize`), as a script named on the command
    /// line is: a user's override is any file that lands at that path, and the built-in scenes are
    /// read by commands that never name them (`scenes` lists them all).
    public func sceneScript(named name: String) throws -> String {
        let url = try file("\(AssetSearchPath.Folder.scenes.rawValue)/\(name).scene")
        let bytes = try ScriptFile.read(url.path, name: url.path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw ScriptFileError.notText(url.path) }
        return text
    }

    public static let paletteFile = "Palettes/default.json"

    /// The app's colour tokens, first match on the search path.
    public func palettes() throws -> PaletteSet {
        if let kept = readOnce?.palettes { return kept }
        return try PaletteSet.load(from: file(Self.paletteFile))
    }

    /// The bots file, first match on the search path, so a user's own `Bots/bots.json` replaces
    /// the built-in roster.
    public func bots() throws -> BotRoster {
        try BotRoster.load(from: file(BotRoster.relativePath))
    }

    private func file(_ relativePath: String) throws(AssetError) -> URL {
        guard let url = searchPath.file(relativePath) else {
            throw .notFound(relativePath, searched: searchPath.roots.map(\.path))
        }
        return url
    }
}

/// A data file that none of the search path's folders holds.
public enum AssetError: Error, CustomStringConvertible, Sendable {
    case notFound(String, searched: [String])

    public var description: String {
        switch self {
        case .notFound(let file, let searched):
            "cannot find \(file); looked in: \(searched.joined(separator: ", ")) (set CHESS_MOTION_ASSETS to the folder that holds it)"
        }
    }
}
