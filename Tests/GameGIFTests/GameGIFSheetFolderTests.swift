import BoardKit
import ChessMotionSupport
import Foundation
import GIFCodec
@testable import GameGIF
import MotionKit
import SceneTestSupport
import Synchronization
import TestSupport
import Testing

/// Sprite sheets kept between processes (`GameGIFSheetFolder`): a GIF is the same bytes with a
/// sheet drawn or read back, a kept sheet is read rather than drawn, anything else at its name is
/// drawn over, a changed input names another sheet, and the folder keeps only its newest.
@Suite("Sprite sheets kept between processes")
struct GameGIFSheetFolderTests {
    static func folder() throws -> GameGIFSheetFolder {
        GameGIFSheetFolder(path: try TemporaryFolder("sheets").appendingPathComponent("kept").path)
    }

    static func gif(_ style: GameGIFStyle, _ frames: [GameGIFFrame], keptIn folder: GameGIFSheetFolder?) throws -> [UInt8] {
        try GameGIFRenderer.drawn(style: style, keptIn: folder.map(GameGIFSheetStore.folder)) { frames }.renderer.gif(frames, comment: "kept")
    }

    @Test(arguments: ["opera-game.pgn", "lichess-clocks.pgn"])
    func aGIFIsTheSameBytesDrawnOrReadBack(file: String) throws {
        let (style, frames) = try GameGIFRunsTests.frames(file)
        let folder = try Self.folder()
        let drawn = try Self.gif(style, frames, keptIn: nil)
        let file = try #require(folder.file(for: style))
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try Self.gif(style, frames, keptIn: folder) == drawn, "the first GIF, which keeps its sheet")
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(try Self.gif(style, frames, keptIn: folder) == drawn, "the GIF from the kept sheet")
        let kept = try #require(folder.sheet(for: style))
        let alone = try GameGIFRenderer(style: style).sheet
        #expect(kept.palette == alone.palette && kept.sprites == alone.sprites && kept.surfaceIndex == alone.surfaceIndex)
    }

    /// The kept file is what is read: a palette entry changed in it shows in the GIF's table,
    /// and the work done alongside still runs once.
    @Test func aKeptSheetIsReadNotDrawn() throws {
        let (style, frames) = try GameGIFRunsTests.frames("opera-game.pgn")
        let folder = try Self.folder()
        _ = try Self.gif(style, frames, keptIn: folder)
        let file = try #require(folder.file(for: style))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let firstColor = GameGIFSpriteSheet.storedMagic.count + 4
        bytes[firstColor] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let runs = Mutex(0)
        let (renderer, _) = try GameGIFRenderer.drawn(style: style, keptIn: .folder(folder)) { runs.withLock { $0 += 1 } }
        #expect(runs.withLock { $0 } == 1)
        let drawn = try GameGIFRenderer(style: style)
        #expect(renderer.palette.colors[0].red == drawn.palette.colors[0].red ^ 0xFF)
        #expect(Array(renderer.palette.colors.dropFirst()) == Array(drawn.palette.colors.dropFirst()))
    }

    /// A file at a sheet's name that is not a whole sheet of its style is drawn over, and the
    /// GIF is the drawn one; a FIFO there neither blocks nor stays.
    @Test(arguments: ["truncated", "empty", "another magic", "an index past the palette", "another square size", "a FIFO"])
    func anythingElseAtTheNameIsDrawnOver(damage: String) throws {
        let (style, frames) = try GameGIFRunsTests.frames("opera-game.pgn")
        let folder = try Self.folder()
        let drawn = try Self.gif(style, frames, keptIn: folder)
        let file = try #require(folder.file(for: style))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let header = GameGIFSpriteSheet.storedMagic.count
        switch damage {
        case "truncated": bytes.removeLast(7)
        case "empty": bytes = []
        case "another magic": bytes[0] ^= 1
        case "an index past the palette": bytes[bytes.count - 1] = bytes[header + 2]
        case "another square size": bytes[header + 1] += 3
        default: break
        }
        try FileManager.default.removeItem(atPath: file)
        if damage == "a FIFO" {
            #expect(mkfifo(file, 0o600) == 0)
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: file))
        }
        #expect(folder.sheet(for: style) == nil, "\(damage): not read as a sheet")
        #expect(try Self.gif(style, frames, keptIn: folder) == drawn, "\(damage): the drawn GIF")
        #expect(folder.sheet(for: style) != nil, "\(damage): drawn over with a whole sheet")
    }

    /// Each input the sheet's pixels depend on names another file; a lettered style keeps none.
    @Test func aChangedInputNamesAnotherSheet() throws {
        let (style, _) = try GameGIFRunsTests.frames("opera-game.pgn")
        let folder = try Self.folder()
        let name = try #require(folder.file(for: style))
        #expect(folder.file(for: style) == name, "the same style, the same name")
        var variants: [String: GameGIFStyle] = [:]
        var flipped = style
        flipped.orientation = .black
        variants["orientation"] = flipped
        var light = style
        light.colorScheme = .light
        variants["scheme"] = light
        var larger = style
        larger.squarePixels = 48
        variants["size"] = larger
        var bare = style
        bare.players = false
        variants["bars"] = bare
        var recoloured = style
        var colors = style.theme.dark
        colors.lastMoveDark = Color(red: 0.1, green: 0.2, blue: 0.3)
        recoloured.theme = BoardTheme(name: style.theme.name, displayName: style.theme.displayName, light: style.theme.light, dark: colors)
        variants["theme colour"] = recoloured
        var otherPieces = style
        otherPieces.pieces = try SceneFixtures.pieces(style.pieces.name == "staunton" ? "geometric" : "staunton")
        variants["piece set"] = otherPieces
        var otherPalettes = style
        otherPalettes.palettes.dark = style.palettes.light
        variants["palettes"] = otherPalettes
        var names: Set<String> = [name]
        for (input, variant) in variants {
            let other = try #require(folder.file(for: variant))
            #expect(!names.contains(other), "\(input) names another sheet")
            names.insert(other)
        }
        var lettered = style
        lettered.coordinates = true
        #expect(folder.file(for: lettered) == nil)
    }

    /// Past `keptSheets`, the sheets used longest ago go; a sheet read is used now.
    @Test func theFolderKeepsItsNewestSheets() throws {
        let (style, frames) = try GameGIFRunsTests.frames("opera-game.pgn")
        let folder = try Self.folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let old = (0..<(GameGIFSheetFolder.keptSheets + 4)).map { folder.path + "/old-\($0)" + GameGIFSheetFolder.fileExtension }
        for (age, file) in old.enumerated() {
            try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
            var times = [timespec(tv_sec: 1_000_000 + age, tv_nsec: 0), timespec(tv_sec: 1_000_000 + age, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        }
        let unrelated = folder.path + "/notes.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: unrelated))
        _ = try Self.gif(style, frames, keptIn: folder)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.path + "/" + $0 })
        #expect(left.contains(try #require(folder.file(for: style))), "the sheet just kept")
        #expect(left.contains(unrelated), "a file that is not a sheet is left")
        #expect(left.filter { $0.hasSuffix(GameGIFSheetFolder.fileExtension) }.count == GameGIFSheetFolder.keptSheets)
        #expect(Set(old.suffix(GameGIFSheetFolder.keptSheets - 1)).isSubset(of: left), "the newest old sheets stay")
        #expect(left.isDisjoint(with: old.prefix(5)), "the oldest go")
    }

    /// A folder that cannot be made (a file stands in its way) keeps nothing, and the GIF is made.
    @Test func aFolderThatCannotBeWrittenOnlyKeepsNothing() throws {
        let (style, frames) = try GameGIFRunsTests.frames("opera-game.pgn")
        let temporary = try TemporaryFolder("sheets")
        let blocker = temporary.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let folder = GameGIFSheetFolder(path: blocker.path + "/kept")
        #expect(try Self.gif(style, frames, keptIn: folder) == Self.gif(style, frames, keptIn: nil))
        #expect(folder.sheet(for: style) == nil)
    }

    @Test func theStandardFolderFollowsTheEnvironment() {
        #expect(GameGIFSheetFolder.standard(environment: ["CHESS_MOTION_CACHE": "off", "HOME": "/home/a"]) == nil)
        #expect(GameGIFSheetFolder.standard(environment: ["CHESS_MOTION_CACHE": "/c", "HOME": "/home/a"])?.path == "/c/game-gif-sheets")
        #expect(GameGIFSheetFolder.standard(environment: ["CHESS_MOTION_CACHE": "rel", "XDG_CACHE_HOME": "/x", "HOME": "/home/a"])?.path
                == "/x/chess-motion/game-gif-sheets")
        #expect(GameGIFSheetFolder.standard(environment: ["XDG_CACHE_HOME": "x", "HOME": "/home/a"])?.path
                == "/home/a/.cache/chess-motion/game-gif-sheets")
        #expect(GameGIFSheetFolder.standard(environment: [:]) == nil)
    }
}

/// A kept sheet looked for by its style, named as a render names it (`GameGIFSpriteSheet.drawn`).
extension GameGIFSheetFolder {
    /// The file a sheet of `style` is kept in, or nil when such a sheet is never kept.
    func file(for style: GameGIFStyle) -> String? {
        GameGIFSpriteSheet.storedName(for: style).map(file(named:))
    }

    func sheet(for style: GameGIFStyle) -> GameGIFSpriteSheet? {
        GameGIFSpriteSheet.storedName(for: style).flatMap { sheet(named: $0, style: style) }
    }
}

extension GameGIFSheetMemory {
    func sheet(for style: GameGIFStyle) -> GameGIFSpriteSheet? {
        GameGIFSpriteSheet.storedName(for: style).flatMap { sheet(named: $0) }
    }
}
