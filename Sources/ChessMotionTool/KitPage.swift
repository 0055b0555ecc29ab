import ChessMotion
import BoardKit
import ChessCore
import ChessMotionSupport
import ChessScenes
import FoundationEssentials
import MotionKit
import SceneScripts

/// The kit page: a folder holding `index.html`, `motion.js` and the scenes' modules (copied from
/// the checkout's `Web/`), the data files the Swift side draws from (palettes, board themes,
/// piece SVGs, bots) and the plans the tool resolved (the bots scene's moves, a script's board
/// and captions). The page plays every built-in scene live, and the given script if any, with
/// no network: what `chess-motion kit` writes. `index.html` carries all of it inlined
/// (`KitPageDocument`), so it also works opened straight from disk, alone.
package struct KitPage: Sendable {
    /// The scene the page opens on: a built-in name, or the script's file stem.
    package let scene: String
    /// Every scene the page offers, built-ins first.
    package let scenes: [String]
    package let themes: [String]
    package let pieceSets: [String]

    /// The folder of the browser half, on the asset search path.
    package static let webFolder = "Web"
    /// The files of `Web/` a page needs (tests and notes stay behind).
    static let modules = ["motion.js", "board.js", "kit.js"]
    /// The module that runs the page (the others are what it imports).
    static let entryModule = "kit.js"
    static let page = (source: "kit.html", written: "index.html")

    /// What a page folder holds, written by `write`, so that the page and the tests agree.
    package enum Layout {
        package static let manifest = "kit.json"
        package static let palettes = "assets/" + InstalledAssets.paletteFile
        package static let bots = "assets/" + BotRoster.relativePath
        package static func theme(_ name: String) -> String { "assets/BoardThemes/\(name).json" }
        /// A textured theme's board as the page draws it: an SVG, whatever the theme's file was.
        package static func themeBoard(_ name: String) -> String { "assets/BoardThemes/\(name).board.svg" }
        package static func pieceSet(_ name: String) -> String { "assets/PieceSets/\(name)" }
        package static func plan(_ scene: String) -> String { "plans/\(scene).json" }
    }

    /// Writes the page for `argument` (a built-in scene's name or a `.scene` script) into
    /// `folder`, created if missing; files of an earlier page there are replaced. A folder that
    /// holds other files and no page of this tool's is refused unless `replacing`
    /// (`KitFolderWriter.checkReplaceable`). The user's settings (with this run's overrides)
    /// choose what the page's controls start on.
    package static func write(_ argument: String, settings: ResolvedSettings, overrides: SceneOverrides = SceneOverrides(),
                             to folder: URL, replacing: Bool = false) throws -> KitPageSummary {
        let installed = settings.installed
        guard let motion = installed.searchPath.file("\(webFolder)/motion.js") else {
            throw KitPageError.webSourcesMissing(searched: installed.roots.map(\.path))
        }
        let web = motion.deletingLastPathComponent()

        var plans: [(scene: String, plan: any Encodable & Sendable)] = []
        // The built-in bots scene, as its shipped script resolves it: an intro plan like any other.
        guard let botsEntry = SceneCatalogue.entry(named: "bots"),
              let bots = try botsEntry.make(settings.sceneAssets) as? BotsScene else {
            throw SceneLookupError.unknownScene("bots", known: SceneCatalogue.names)
        }
        plans.append(("bots", bots.kitPlan(title: "bots")))
        var opening = argument
        var ownEntry: KitManifest.Scene?
        if let own = try ownScenePlan(argument, settings: settings, overrides: overrides) {
            let name = SceneCatalogue.names.contains(own.stem) ? own.stem + "-\(own.kind)" : own.stem
            plans.append((name, own.plan))
            opening = name
            ownEntry = KitManifest.Scene(name: name, title: own.title, kind: own.kind, plan: Layout.plan(name),
                                         words: KitWords(scene: own.scene, words: try settings.loadWords()))
        } else if SceneCatalogue.entry(named: argument) == nil {
            throw SceneLookupError.unknownScene(argument, known: SceneCatalogue.names)
        }

        var writer = try KitFolderWriter(folder: folder, replacing: replacing)
        try writer.writeMarker()
        var document = KitPageDocument()
        // The modules are copied too: a server (--serve) or a tool may load them as modules.
        var bundled: [KitScriptBundle.Module] = []
        for module in try modules + Self.sceneModules(in: web).map({ "scenes/\($0)" }) {
            let data = try writer.copy(web.appendingPathComponent(module), to: module)
            bundled.append(KitScriptBundle.Module(path: module, source: String(decoding: data, as: UTF8.self)))
        }

        document.addJSON(try writer.copy(try installed.paletteFileURL(), to: Layout.palettes), at: Layout.palettes)
        document.addJSON(try writer.copy(try installed.botsFileURL(), to: Layout.bots), at: Layout.bots)
        // Only what loads: a broken theme or set of the user's must not break the page.
        var themes: [KitManifest.Asset] = [], themeNames: [String] = []
        for name in installed.themes.names {
            guard let theme = try? installed.themes.theme(named: name) else { continue }
            document.addJSON(try writer.copy(try installed.themes.url(named: name), to: Layout.theme(name)), at: Layout.theme(name))
            var asset = KitManifest.Asset(name: name, displayName: theme.displayName, file: Layout.theme(name))
            if let board = theme.board {
                let path = Layout.themeBoard(name)
                try writer.write(board.document, to: path)
                document.addSVG(board.document, at: path)
                asset.board = path
            }
            themes.append(asset)
            themeNames.append(name)
        }
        var sets: [KitManifest.Asset] = [], setNames: [String] = []
        for name in installed.pieceSets.names {
            guard let set = try? installed.pieceSets.pieceSet(named: name) else { continue }
            for asset in PieceSet.assetNames {
                let path = "\(Layout.pieceSet(name))/\(asset).svg"
                document.addSVG(try writer.copy(set.folder.appendingPathComponent("\(asset).svg"), to: path), at: path)
            }
            sets.append(KitManifest.Asset(name: name, displayName: set.manifest.displayName, folder: Layout.pieceSet(name)))
            setNames.append(name)
        }
        for plan in plans {
            let text = try JSONWriter.text(plan.plan)
            try writer.write(text, to: Layout.plan(plan.scene))
            document.addJSON(Data(text.utf8), at: Layout.plan(plan.scene))
        }

        let words = try settings.loadWords()
        let builtIns = try SceneCatalogue.entries.map { entry in
            KitManifest.Scene(name: entry.name, title: entry.name, summary: entry.summary, module: "scenes/\(entry.name).js",
                              words: KitWords(scene: try entry.make(settings.sceneAssets), words: words))
        }
        let environment = settings.environment
        let manifest = KitManifest(
            scene: opening, scenes: builtIns + (ownEntry.map { [$0] } ?? []),
            plans: KitManifest.PlanFiles(entries: plans.map { ($0.scene, Layout.plan($0.scene)) }),
            palettes: Layout.palettes, bots: Layout.bots, themes: themes, pieceSets: sets,
            avatarStyles: AvatarStyle.allCases.map(\.rawValue),
            settings: KitManifest.Settings(theme: settings.theme, pieces: settings.pieces, avatars: settings.avatars,
                                           scheme: environment.colorScheme.rawValue, reduceMotion: environment.reduceMotion,
                                           posture: environment.posture.rawValue))
        let manifestText = try JSONWriter.text(manifest)
        try writer.write(manifestText, to: Layout.manifest)
        document.addJSON(Data(manifestText.utf8), at: Layout.manifest)

        // The page itself last, carrying everything above: it opens from disk as well as served.
        let template = try writer.read(web.appendingPathComponent(page.source))
        let script = try KitScriptBundle.script(bundled, entry: entryModule)
        try writer.write(try document.html(template: String(decoding: template, as: UTF8.self), script: script), to: page.written)

        let page = KitPage(scene: opening, scenes: SceneCatalogue.names + (ownEntry == nil ? [] : [opening]),
                           themes: themeNames, pieceSets: setNames)
        return KitPageSummary(page: page, folder: folder, files: writer.files, bytes: writer.bytes)
    }

    /// Bumped when a field of `kit.json` changes meaning (2: a file's own scene names its plan
    /// and kind, and the bots scene's plan is an intro plan).
    package static let manifestVersion = 2

    /// The plan of a file given as SCENE, resolved by the tool: a board script ("script"), a
    /// bot intro ("intro") or a game of a PGN file ("game", the game `--game` chose). Nil for a
    /// built-in scene's name. `stem` is the file's name, the scene's name on the page.
    static func ownScenePlan(_ argument: String, settings: ResolvedSettings, overrides: SceneOverrides) throws
        -> (stem: String, kind: String, title: String, plan: any Encodable & Sendable, scene: any MotionScene)? {
        if argument == "-" {
            switch try StandardInputSource.read(assets: settings.installed.sceneAssetNames) {
            case let .game(file):
                return try gamePlan(file.game(overrides.game.number), file: file.name, hasOthers: file.database.count > 1, stem: "stdin",
                                    settings: settings, overrides: overrides)
            case let .script(file): return try scriptPlan(file, stem: "stdin", settings: settings, overrides: overrides)
            }
        }
        let stem = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
        if GameFile.isGamePath(argument) {
            var reader = try GameFileReader(argument)
            let (game, hasOthers) = try reader.game(overrides.game.number)
            return try gamePlan(game, file: reader.name, hasOthers: hasOthers, stem: stem, settings: settings, overrides: overrides)
        }
        guard ScriptFile.isScriptPath(argument) else { return nil }
        let file = try ScriptFile.load(argument, assets: settings.installed.sceneAssetNames)
        return try scriptPlan(file, stem: stem, settings: settings, overrides: overrides)
    }

    private static func gamePlan(_ game: PGNGame, file: String, hasOthers: Bool, stem: String, settings: ResolvedSettings,
                                 overrides: SceneOverrides) throws
        -> (stem: String, kind: String, title: String, plan: any Encodable & Sendable, scene: any MotionScene) {
        let scene = try SceneSource.gameScene(game, file: file, settings: settings, overrides: overrides)
        let number = overrides.game.number
        let title = scene.playersTitle + (hasOthers ? " (game \(number))" : "")
        return (number == 1 ? stem : "\(stem)-\(number)", "game", title, scene.kitPlan(title: title), scene)
    }

    private static func scriptPlan(_ file: ScriptFile, stem: String, settings: ResolvedSettings, overrides: SceneOverrides) throws
        -> (stem: String, kind: String, title: String, plan: any Encodable & Sendable, scene: any MotionScene) {
        let scene = try SceneSource.scriptedScene(file, settings: settings, overrides: overrides)
        let script = file.check.script
        switch scene {
        case let scripted as ScriptedScene:
            return (stem, "script", scripted.script.name, scripted.kitPlan, scripted)
        case let intro as BotsScene:
            let title = script?.name ?? stem
            return (stem, "intro", title, intro.kitPlan(title: title, fixed: (script?.theme, script?.pieces, script?.avatars)), intro)
        default:
            throw KitPageError.unsupportedScene(file.name, kind: String(describing: type(of: scene)))
        }
    }

    /// The scene modules in `Web/scenes/`, sorted, so a new scene's file ships without a list to update.
    static func sceneModules(in web: URL) throws -> [String] {
        let folder = web.appendingPathComponent("scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasSuffix(".js") && !$0.hasPrefix(".") }.sorted()
    }
}

/// What `KitPage.write` wrote, for the command's report.
package struct KitPageSummary: Sendable {
    package let page: KitPage
    package let folder: URL
    package let files: Int
    package let bytes: Int
    /// The page to open.
    package var index: URL { folder.appendingPathComponent(KitPage.page.written) }
}

extension InstalledAssets {
    func paletteFileURL() throws -> URL {
        guard let url = searchPath.file(Self.paletteFile) else {
            throw AssetError.notFound(Self.paletteFile, searched: roots.map(\.path))
        }
        return url
    }

    func botsFileURL() throws -> URL {
        guard let url = searchPath.file(BotRoster.relativePath) else {
            throw AssetError.notFound(BotRoster.relativePath, searched: roots.map(\.path))
        }
        return url
    }
}
