import TestSupport
import Testing

/// Every command line the tool must refuse, and the words its error must hold: one table, by
/// command, so the refusals read as one list and are checked one way (a failing exit status,
/// the problem named on stderr). Refusals that need a settings file or a sandbox of assets stay
/// with the suites that build those.
@Suite("chess-motion refuses impossible requests, naming what is wrong")
struct RefusedRequestTests {
    @Test(arguments: [
        // Render: what the output must be, and the scene.
        (["render", "coins", "-o", "/tmp/x.png"], "is a single image: use 'chess-motion still'"),
        (["render", "coins", "-o", "/tmp/x.avi"], "unknown output format; use one of the extensions .mp4, .webm, .gif, .mov, .json, .lottie, or a folder"),
        (["render", "nosuch", "-o", "/tmp/x.mp4"], "unknown scene 'nosuch'"),
        (["render", "coins", "-o", "/nonexistent-folder/x.mp4"], "the folder /nonexistent-folder does not exist"),
        (["render", "coins", "-o", "/nonexistent-folder/frames/"], "the folder /nonexistent-folder does not exist"),
        (["render", "coins"], "missing -o OUT"),
        // Render: GIF-only options elsewhere, and GIF options out of range.
        (["render", "coins", "--loop", "1", "-o", "/tmp/x.mp4"], "--loop' here: it goes only with a .gif output"),
        (["render", "coins", "--frames", "moves", "-o", "/tmp/x.webm"], "--frames' here: it goes only with a .gif output"),
        (["render", "coins", "--frames", "moves", "-o", "/tmp/x.gif"], "it goes only with a PGN file"),
        (["render", "Examples/Games/opera-game.pgn", "--frames", "moves", "--fps", "10", "-o", "/tmp/x.gif"],
         "--fps and --frames moves cannot be used together"),
        (["render", "coins", "--loop", "70000", "-o", "/tmp/x.gif"], "--loop 70000 is out of range"),
        // A GIF frame is shown at most 655.35 s; a longer --every was silently cut to that.
        (["render", "Examples/Games/opera-game.pgn", "--frames", "moves", "--every", "3600", "-o", "/tmp/x.gif"],
         "--every 3600 is out of range: at most 655.35 with --frames moves, a GIF frame's longest delay"),
        // Still bots: names that are not installed, postures that do not exist.
        (["still", "bots", "--theme", "nosuch", "-o", "/tmp/x.png"], "nosuch"),
        (["still", "bots", "--pieces", "nosuch", "-o", "/tmp/x.png"], "nosuch"),
        (["still", "bots", "--avatars", "cartoon", "-o", "/tmp/x.png"], "'cartoon' is not an installed avatar style"),
        (["still", "bots", "--posture", "upside-down", "-o", "/tmp/x.png"], "'upside-down' is not one of: phone, open, closed, tabletop"),
        // Preview.
        (["preview", "coins", "-o", "/tmp/p.png"], "a preview is an HTML page"),
        (["preview", "coins", "--fps", "0", "-o", "/tmp/p.html"], "--fps 0 is out of range"),
        (["preview", "coins", "-o", "/nonexistent-folder/p.html"], "does not exist"),
        // Sheet and curve.
        (["sheet", "coins", "--every", "0", "-o", "/tmp/s.png"], "a frame every 0 s is not possible"),
        (["sheet", "coins", "--every", "0.001", "-o", "/tmp/s.png"], "more than the 400 frames a sheet holds"),
        (["sheet", "coins", "--columns", "0", "-o", "/tmp/s.png"], "--columns 0 is out of range"),
        (["sheet", "coins", "-o", "/tmp/s.gif"], "unknown image format"),
        (["curve", "wiggle", "-o", "/tmp/c.png"], "curve 'wiggle' is not one of: spring, smooth, bump"),
        (["curve", "spring", "--damping", "1.5", "-o", "/tmp/c.png"], "damping 1.5 is out of range"),
        (["curve", "smooth", "--w", "3", "-o", "/tmp/c.png"], "--w and 'curve smooth' cannot be used together"),
        (["curve", "bump", "--scene", "coins", "-o", "/tmp/c.png"], "--scene and 'curve bump'"),
        (["curve", "spring", "--scene", "coins", "--w", "3", "-o", "/tmp/c.png"], "--w and --scene"),
        (["curve", "spring", "--scene", "nosuch", "-o", "/tmp/c.png"], "unknown scene 'nosuch'"),
        // Kit.
        (["kit", "bost", "-o", "/tmp/kit-x"], "unknown scene 'bost'"),
        (["kit", "bots"], "-o DIR"),
        (["kit", "bots", "-o", "-"], "kit"),
        (["kit", "bots", "-o", "/nonexistent-folder/deeper/kit"], "does not exist"),
        (["kit", "Examples/Broken/illegal-pinned-piece.scene", "-o", "/tmp/kit-x"], "not a valid scene script"),
    ])
    func impossibleRequestsAreNamed(arguments: [String], message: String) throws {
        try ToolRunner.run(arguments).expectRefusal(naming: message)
    }
}
