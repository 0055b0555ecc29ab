import ChessMotion

/// `kit.json`: what a kit page folder holds, for `Web/kit.js` to load — the scenes it offers,
/// each plan's file, the data files, and the settings the page's controls start on. Written by
/// `KitPage.write` through the tool's one JSON writer, as the plans are.
struct KitManifest: Encodable, Sendable {
    /// A scene in the page's menu: a built-in one names its module and summary, a file's own
    /// names its kind and plan (the other two members are null).
    struct Scene: Encodable, Sendable {
        var name: String
        var title: String
        var summary: String?
        var module: String?
        var kind: String?
        var plan: String?
        /// The scene in words: the stage's accessible name and the moves the page announces.
        var words: KitWords? = nil
    }

    /// A theme or piece set the page offers, with where its file or folder was copied.
    struct Asset: Encodable, Sendable {
        var name: String
        var displayName: String
        var file: String?
        var folder: String?
        /// A textured theme's board image (the SVG its squares are drawn from).
        var board: String? = nil
    }

    struct Settings: Encodable, Sendable {
        var theme: String
        var pieces: String
        var avatars: String
        var scheme: String
        var reduceMotion: Bool
        var posture: String
    }

    let version = KitPage.manifestVersion
    /// The scene the page opens on.
    var scene: String
    var scenes: [Scene]
    var plans: PlanFiles
    var palettes: String
    var bots: String
    var themes: [Asset]
    var pieceSets: [Asset]
    var avatarStyles: [String]
    var settings: Settings
}
