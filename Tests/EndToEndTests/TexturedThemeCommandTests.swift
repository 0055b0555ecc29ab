import Foundation
import TestSupport
import Testing

/// A board image dropped into the user's BoardThemes folder with its theme file draws, and a
/// broken or hostile one stops the command with the file named, never a crash.
@Suite("chess-motion with a dropped-in textured theme")
struct TexturedThemeCommandTests {
    static func dropIn(_ image: Data, named file: String, in data: URL) throws {
        let themes = data.appendingPathComponent("chess-motion/BoardThemes", isDirectory: true)
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let theme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("BoardThemes/wood.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"Wood\"", with: "\"Dropped\"")
            .replacingOccurrences(of: "\"light\":", with: "\"board\": \"\(file)\",\n  \"light\":")
        try Data(theme.utf8).write(to: themes.appendingPathComponent("dropped.json"))
        try image.write(to: themes.appendingPathComponent(file))
    }

    @Test func aJPEGBoardDrawsAndABrokenOneIsNamed() throws {
        let data = try TemporaryFolder().url
        let jpeg = data.appendingPathComponent("made.jpg")
        let made = try ToolRunner.run(["still", "coins", "--width", "240", "-o", jpeg.path])
        #expect(made.status == 0, "\(made.stderr)")
        let bytes = try Data(contentsOf: jpeg)
        let environment = ["XDG_DATA_HOME": data.path]

        try Self.dropIn(bytes, named: "board.jpg", in: data)
        let listed = try ToolRunner.run(["themes"], environment: environment)
        #expect(listed.stdout.contains("Dropped"), "\(listed.stdout)")
        let output = data.appendingPathComponent("board.png")
        let drawn = try ToolRunner.run(["still", "Examples/Games/opera-game.pgn", "--theme", "dropped", "-o", output.path],
                                       environment: environment)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path))

        for (image, name, message) in [
            (bytes.prefix(bytes.count / 2), "board.jpg", "board.jpg: the JPEG ends early (truncated)"),
            (BoardTexturePNG.declaring(width: 100_000, height: 100_000), "huge.png", "100000 x 100000 pixels is more than"),
            (Data(#"<!DOCTYPE svg [<!ENTITY a "x">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>"#.utf8), "laughs.svg",
             "the SVG declares entities"),
        ] {
            try Self.dropIn(Data(image), named: name, in: data)
            let refused = try ToolRunner.run(["still", "Examples/Games/opera-game.pgn", "--theme", "dropped", "-o",
                                              data.appendingPathComponent("refused.png").path], environment: environment)
            #expect(refused.status == 1, "\(name): \(refused.status) \(refused.stderr)")
            #expect(refused.stderr.contains(message), "\(name): \(refused.stderr)")
        }
    }
}

/// A PNG that is only a header: the signature, an IHDR of the given size, and IEND.
enum BoardTexturePNG {
    static func declaring(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + be(0)
        bytes += be(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }
}
