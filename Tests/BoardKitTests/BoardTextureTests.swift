import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport
import Testing

/// Textured themes: a board image dropped beside a theme file is drawn as the squares, and an
/// image that is broken, huge or hostile is refused with its own error before anything decodes it.
@Suite("Board textures")
struct BoardTextureTests {
    static let orange = Color(red: 0.88, green: 0.54, blue: 0.17), teal = Color(red: 0.12, green: 0.50, blue: 0.53)

    /// A board image as a user might draw one: orange light squares, teal dark ones.
    struct Checkers: MotionScene {
        let duration = 1.0, stillTime = 0.0
        var box: Size { Size(80, 80) }
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            for rank in 0..<8 {
                for file in 0..<8 {
                    let dark = (file + rank) % 2 == 0
                    canvas.fillRect(Rect(x: Double(file) * 10, y: Double(7 - rank) * 10, width: 10, height: 10),
                                    dark ? BoardTextureTests.teal : BoardTextureTests.orange)
                }
            }
        }
    }

    static func jpeg() throws -> Data {
        let renderer = FrameRenderer(scene: Checkers(), palettes: try BoardFixtures.palettes.get())
        return try renderer.encodedStill(at: 0, size: PixelSize(width: 400, height: 400), format: .jpeg, quality: 92)
    }

    /// A theme folder as a user's drop-in: `dropped.json` naming `image`, holding `bytes`.
    static func droppedTheme(image: String = "board.jpg", bytes: Data) throws -> BoardThemeLibrary {
        let folder = try TemporaryFolder("themes").url
        let theme = try String(contentsOf: Fixtures.url("BoardThemes/green.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"light\":", with: "\"board\": \"\(image)\",\n  \"light\":")
        try Data(theme.utf8).write(to: folder.appendingPathComponent("dropped.json"))
        if !bytes.isEmpty { try bytes.write(to: folder.appendingPathComponent(image)) }
        return BoardThemeLibrary(folders: [folder])
    }

    @Test(arguments: ColorScheme.allCases)
    func aDroppedInJPEGIsTheBoard(scheme: ColorScheme) throws {
        let theme = try Self.droppedTheme(bytes: Self.jpeg()).theme(named: "dropped")
        #expect(theme.board != nil)
        let position = try Position(fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
        let scene = BoardFixtures.StaticBoard(position: position, lastMove: Move(from: .e2, to: .e1), theme: theme,
                                              pieces: try BoardFixtures.pieces(), options: BoardOptions())
        let image = try BoardFixtures.render(scene, t: 0, scheme: scheme)
        try Snapshot.assertMatches(image, named: "textured-jpeg-\(scheme.rawValue)")
        // Each empty square shows the image's colour for it, whatever the scheme: the JPEG's
        // teal on the dark squares, its orange on the light ones.
        func centre(_ square: Square) -> Color {
            let side = BoardFixtures.squareSide * BoardFixtures.scale, margin = BoardFixtures.margin * BoardFixtures.scale
            return image.color(x: Int(margin + (Double(square.file) + 0.5) * side),
                               y: Int(margin + (7.5 - Double(square.rank)) * side))
        }
        for square in [Square.a1, .c3, .h8, .d4] { #expect(Self.close(centre(square), Self.teal), "\(square): \(centre(square))") }
        for square in [Square.b1, .d3, .a8, .e4] { #expect(Self.close(centre(square), Self.orange), "\(square): \(centre(square))") }
        // The highlight still comes with the theme, over the image.
        let lit = centre(.e2)
        #expect(!Self.close(lit, Self.orange) && !Self.close(lit, Self.teal), "e2 lit: \(lit)")
    }

    static func close(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.05 && abs(a.green - b.green) < 0.05 && abs(a.blue - b.blue) < 0.05
    }

    /// The shipped textured themes draw their own images, in both schemes.
    @Test func theShippedTexturedThemesHaveBoards() throws {
        for name in ["walnut", "marble"] {
            let theme = try BoardFixtures.theme(name)
            #expect(theme.board?.path.hasSuffix("BoardThemes/\(name).svg") == true)
        }
    }

    // MARK: Refusals

    static func refusal(image: String = "board.jpg", _ bytes: Data) throws -> BoardTextureError? {
        do {
            _ = try droppedTheme(image: image, bytes: bytes).theme(named: "dropped")
            return nil
        } catch let BoardThemeError.boardImage(error) {
            return error
        }
    }

    static func png(width: UInt32, height: UInt32, end: Bool = true) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + be(0)
        if end { bytes += be(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82] }
        return Data(bytes)
    }

    @Test func aTruncatedJPEGIsRefused() throws {
        let whole = try Self.jpeg()
        let error = try Self.refusal(whole.prefix(whole.count / 2))
        guard case .truncated(_, "JPEG")? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.description.contains("board.jpg: the JPEG ends early") == true)
    }

    @Test func aPNGDeclaringTenBillionPixelsIsRefusedUnread() throws {
        let error = try Self.refusal(image: "huge.png", Self.png(width: 100_000, height: 100_000))
        #expect(error == .tooManyPixels(path: error.map(Self.path) ?? "", width: 100_000, height: 100_000,
                                        limit: BoardTexture.maximumPixels))
        let truncated = try Self.refusal(image: "cut.png", Self.png(width: 64, height: 64, end: false))
        guard case .truncated(_, "PNG")? = truncated else { Issue.record("\(String(describing: truncated))"); return }
    }

    static func path(_ error: BoardTextureError) -> String {
        switch error {
        case let .tooManyPixels(path, _, _, _): path
        default: ""
        }
    }

    @Test func anSVGWithEntityExpansionIsRefused() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><text>&c;</text></svg>
            """
        let error = try Self.refusal(image: "laughs.svg", Data(laughs.utf8))
        guard case .svgEntities? = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test(arguments: [
        (#"<image href="file:///etc/passwd" width="8" height="8"/>"#, "file:///etc/passwd"),
        (#"<image xlink:href="http://example.com/wood.jpg" width="8" height="8"/>"#, "http://example.com/wood.jpg"),
        (#"<rect width="8" height="8" fill="url(other.svg#paint)"/>"#, "other.svg#paint"),
        (#"<style>@import url(#x);</style>"#, "@import"),
    ])
    func anSVGReachingOutsideItselfIsRefused(element: String, reference: String) throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 8">"#
            + element + "</svg>"
        let error = try Self.refusal(image: "outside.svg", Data(svg.utf8))
        guard case let .svgExternalReference(_, found)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(found == reference)
    }

    @Test func otherBrokenImagesAreRefusedByName() throws {
        // Not an image at all.
        guard case .unknownFormat? = try Self.refusal(Data("GIF89a".utf8)) else { Issue.record("gif"); return }
        // A JPEG with no frame header before its image data.
        guard case .malformed(_, "JPEG", _)? = try Self.refusal(Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])) else {
            Issue.record("no SOF"); return
        }
        // Missing, and over the size cap.
        guard case .unreadable? = try Self.refusal(image: "absent.jpg", Data()) else { Issue.record("absent"); return }
        guard case .unreadable(_, let reason)? = try Self.refusal(Data(count: BoardTexture.maximumFileSize + 1)) else {
            Issue.record("huge"); return
        }
        #expect(reason.contains("over the 8 MiB limit"), "\(reason)")
        // A path rather than a file beside the theme.
        #expect(try Self.refusal(image: "../x.jpg", Data()) == .notAFileName("../x.jpg"))
    }
}
