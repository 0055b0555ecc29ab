@testable import BoardKit
import ChessCore
import Foundation
import MotionKit
import TestSupport
import Testing

/// The glow under a king in check is a true radial gradient: the theme's check colour, nearly
/// full in the middle, falling off smoothly to nothing at the square's edge, and written as a
/// gradient in SVG and PDF.
@Suite("check glow")
struct CheckGlowTests {
    static let side = 80.0, scale = 2.0

    /// One square's board with a checked king's glow and nothing on it, so the whole radius shows.
    struct GlowOnly: MotionScene {
        let theme: BoardTheme
        let pieces: PieceSet
        let strength: Double
        let duration = 1.0
        let stillTime = 0.0
        var box: Size { Size(8 * CheckGlowTests.side, 8 * CheckGlowTests.side) }
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            let picture = BoardPicture(lastMove: nil, check: strength > 0 ? (.e4, strength) : nil, pieces: [])
            picture.draw(on: canvas, geometry: BoardGeometry(origin: .zero, side: CheckGlowTests.side), theme: theme, pieces: pieces,
                         coordinates: false)
        }
    }

    /// The board drawn to PNG and decoded again, as a file reader sees it.
    static func png(strength: Double, scheme: ColorScheme = .light) throws -> RasterImage {
        let scene = GlowOnly(theme: try BoardFixtures.theme(), pieces: try BoardFixtures.pieces(), strength: strength)
        let renderer = FrameRenderer(scene: scene, palettes: try BoardFixtures.palettes.get(), environment: MotionEnvironment(colorScheme: scheme))
        let size = PixelSize(width: Int(scene.box.width * scale), height: Int(scene.box.height * scale))
        return try RasterImage.decodePNG(try renderer.raster(at: 0, size: size).pngData())
    }

    /// How much of the check colour each pixel holds along a ray from e4's centre, pixel by
    /// pixel to the square's edge: read on the channel where the colour and the square differ most.
    static func profile(_ image: RasterImage, colors: BoardColors, dx: Int, dy: Int) -> [Double] {
        let ground = colors.square(isLight: Square.e4.isLight), glow = colors.check
        let channels: [(Color) -> Double] = [{ $0.red }, { $0.green }, { $0.blue }]
        let channel = channels.max { abs($0(glow) - $0(ground)) < abs($1(glow) - $1(ground)) }!
        let center = BoardGeometry(origin: .zero, side: side).center(of: .e4)
        let cx = Int(center.x * scale), cy = Int(center.y * scale), radius = Int(side * scale / 2)
        let steps = dx != 0 && dy != 0 ? radius : radius - 1
        return (0...steps).map { i in
            (channel(image.color(x: cx + i * dx, y: cy + i * dy)) - channel(ground)) / (channel(glow) - channel(ground))
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func theGlowFallsOffSmoothlyFromTheCentreToTheEdge(scheme: ColorScheme) throws {
        let colors = try BoardFixtures.theme()[scheme]
        let image = try Self.png(strength: 1, scheme: scheme)
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let shares = Self.profile(image, colors: colors, dx: dx, dy: dy)
            let ray = "ray (\(dx), \(dy))"
            #expect(shares[0] > 0.95, "\(ray): the centre holds \(shares[0]) of the check colour")
            #expect(shares[shares.count - 1] < 0.05, "\(ray): the edge holds \(shares[shares.count - 1])")
            #expect(shares[shares.count / 2] > 0.3 && shares[shares.count / 2] < 0.8, "\(ray): half way holds \(shares[shares.count / 2])")
            for (i, (inner, outer)) in zip(shares, shares.dropFirst()).enumerated() {
                // Never brighter further out (beyond a level's rounding), and never a step: the
                // six stacked discs this replaced jumped by 0.07 to 0.2 at each disc's rim.
                #expect(outer <= inner + 0.012, "\(ray): the glow grows at pixel \(i + 1): \(inner) then \(outer)")
                #expect(inner - outer < 0.03, "\(ray): a step of \(inner - outer) at pixel \(i + 1)")
            }
        }
        // Past the edge, the next square is its own colour.
        let beyond = BoardGeometry(origin: .zero, side: Self.side).center(of: .f4)
        #expect(image.color(x: Int(beyond.x * Self.scale), y: Int(beyond.y * Self.scale)) == colors.square(isLight: Square.f4.isLight))
    }

    /// Strength scales the glow's alpha everywhere: a check fading in is the same glow, fainter.
    @Test func strengthScalesTheWholeGlow() throws {
        let colors = try BoardFixtures.theme()[.light]
        let full = Self.profile(try Self.png(strength: 1), colors: colors, dx: 1, dy: 0)
        let half = Self.profile(try Self.png(strength: 0.5), colors: colors, dx: 1, dy: 0)
        for (i, (a, b)) in zip(full, half).enumerated() {
            #expect(abs(b - a / 2) < 0.02, "pixel \(i): \(b) at half strength, \(a) at full")
        }
    }

    static func document(_ format: ImageFormat) throws -> String {
        let timeline = try BoardTimeline(start: try Position(fen: "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"), moves: [])
        let scene = try BoardFixtures.scene(timeline)
        let renderer = FrameRenderer(scene: scene, palettes: try BoardFixtures.palettes.get(), environment: MotionEnvironment())
        let size = PixelSize(width: Int(scene.box.width * 2), height: Int(scene.box.height * 2))
        return String(decoding: try renderer.vectorDocument(at: 0, size: size, format: format), as: UTF8.self)
    }

    /// SVG keeps the glow a gradient — one `<radialGradient>` in the check colour, its opacity
    /// the stops' from full to none — not a stack of discs.
    @Test func svgWritesTheGlowAsARadialGradient() throws {
        let svg = try Self.document(.svg)
        let gradients = svg.components(separatedBy: "<radialGradient").dropFirst()
        try #require(gradients.count == 1, "\(gradients.count) radial gradients")
        let gradient = gradients.first!.components(separatedBy: "</radialGradient>")[0]
        // Cairo writes each stop as <stop offset="0.25" style="stop-color:rgb(89.8%,22.3%,23.1%);stop-opacity:0.9;"/>.
        let stop = /<stop offset="([0-9.]+)" style="stop-color:rgb\(([0-9.]+)%,([0-9.]+)%,([0-9.]+)%\);stop-opacity:([0-9.]+);"/
        let stops = gradient.matches(of: stop).map { match in
            (offset: Double(match.1)!, color: Color(red: Double(match.2)! / 100, green: Double(match.3)! / 100, blue: Double(match.4)! / 100,
                                                    alpha: Double(match.5)!))
        }
        let check = try BoardFixtures.theme()[.light].check
        #expect(stops.map(\.offset) == BoardPicture.checkGlow.map(\.offset), "\(gradient.prefix(600))")
        #expect(stops.map(\.color.alpha) == BoardPicture.checkGlow.map { $0.alpha * check.alpha }, "\(gradient.prefix(600))")
        #expect(stops.allSatisfy { abs($0.color.red - check.red) < 1e-4 && abs($0.color.green - check.green) < 1e-4
                    && abs($0.color.blue - check.blue) < 1e-4 }, "\(gradient.prefix(600))")
    }

    /// PDF keeps it a gradient too: a radial shading (type 3).
    @Test func pdfWritesTheGlowAsARadialShading() throws {
        let pdf = try Self.document(.pdf)
        #expect(pdf.contains("/ShadingType 3"))
    }
}
