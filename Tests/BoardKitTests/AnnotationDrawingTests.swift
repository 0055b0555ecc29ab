import BoardKit
import ChessCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MotionKit
import TestSupport
import Testing

/// Where marks land and how they are drawn: a translucent arrow over the squares it crosses,
/// under the pieces; a knight's arrow bent once; arrows in SVG kept as paths; check marked
/// unless asked not to be.
@Suite("annotations")
struct AnnotationDrawingTests {
    static let bareKings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    static var scale: Double { BoardFixtures.scale }

    static func render(_ fen: String = bareKings, marks: BoardAnnotations, options: BoardOptions = BoardOptions(),
                       scheme: ColorScheme = .light) throws -> RasterImage {
        let timeline = try BoardTimeline(start: try Position(fen: fen), moves: [])
        return try BoardFixtures.render(try BoardFixtures.scene(timeline, options: options, annotations: marks), t: 0, scheme: scheme)
    }

    /// The device pixel at a square's centre, offset by (dx, dy) squares.
    static func pixel(_ image: RasterImage, _ square: Square, dx: Double = 0, dy: Double = 0) -> Color {
        let geometry = BoardGeometry(origin: Point(BoardFixtures.margin, BoardFixtures.margin), side: BoardFixtures.squareSide)
        let c = geometry.center(of: square)
        return image.color(x: Int((c.x + dx * geometry.side) * scale), y: Int((c.y + dy * geometry.side) * scale))
    }

    static func over(_ top: Color, _ ground: Color) -> Color {
        Color(red: top.red * top.alpha + ground.red * (1 - top.alpha), green: top.green * top.alpha + ground.green * (1 - top.alpha),
              blue: top.blue * top.alpha + ground.blue * (1 - top.alpha))
    }

    static func close(_ a: Color, _ b: Color, within: Double = 2.5 / 255) -> Bool {
        abs(a.red - b.red) <= within && abs(a.green - b.green) <= within && abs(a.blue - b.blue) <= within
    }

    @Test(arguments: [AnnotationColor.green, .red, .blue, .yellow], ColorScheme.allCases)
    func anArrowShowsItsColourOverEverySquareItCrosses(color: AnnotationColor, scheme: ColorScheme) throws {
        let colors = try BoardFixtures.theme()[scheme]
        let image = try Self.render(marks: BoardAnnotations(arrows: [.init(from: .a1, to: .a8, color: color)]), scheme: scheme)
        let brush = color.resolved(in: colors)
        for rank in 1...6 {
            let square = Square(file: 0, rank: rank)!
            let expected = Self.over(brush, colors.square(isLight: square.isLight))
            #expect(Self.close(Self.pixel(image, square), expected), "\(square.name): \(Self.pixel(image, square)) not \(expected)")
            // Beside the shaft the square is its own colour.
            #expect(Self.close(Self.pixel(image, square, dx: 0.4), colors.square(isLight: square.isLight)))
        }
        // The next file is untouched.
        #expect(Self.close(Self.pixel(image, .b4), colors.square(isLight: Square.b4.isLight)))
    }

    @Test func aKnightArrowTurnsOnceAtTheEndOfItsLongLeg() throws {
        let colors = try BoardFixtures.theme()[.light]
        // g1 to f3: up the g-file to g3, then left to f3. g2 and g3 are crossed; f2 is not.
        let image = try Self.render(marks: BoardAnnotations(arrows: [.init(from: .g1, to: .f3, color: .red)]))
        let brush = AnnotationColor.red.resolved(in: colors)
        for square in [Square.g2, .g3] {
            #expect(Self.close(Self.pixel(image, square), Self.over(brush, colors.square(isLight: square.isLight))), "\(square.name)")
        }
        #expect(Self.close(Self.pixel(image, .f2), colors.square(isLight: Square.f2.isLight)))
        #expect(Self.close(Self.pixel(image, .h2), colors.square(isLight: Square.h2.isLight)))
        // The second leg runs along rank 3, from g3 towards f3, not up the f-file.
        #expect(Self.close(Self.pixel(image, .f3, dx: 0.3), Self.over(brush, colors.square(isLight: Square.f3.isLight))))
        #expect(Self.close(Self.pixel(image, .f3, dy: -0.45), colors.square(isLight: Square.f3.isLight)))
    }

    @Test func marksLieUnderThePieces() throws {
        let colors = try BoardFixtures.theme()[.light]
        // A fill on the white king's square leaves the king's pixels as they were.
        let plain = try Self.render(marks: .none)
        let filled = try Self.render(marks: BoardAnnotations(fills: [.init(square: .e1, color: .blue)]))
        let geometry = BoardGeometry(origin: Point(BoardFixtures.margin, BoardFixtures.margin), side: BoardFixtures.squareSide)
        let cell = geometry.rect(of: .e1)
        var inkPixels = 0, ground = 0
        let squareColor = colors.square(isLight: Square.e1.isLight)
        for y in Int(cell.minY * Self.scale)..<Int(cell.maxY * Self.scale) {
            for x in Int(cell.minX * Self.scale)..<Int(cell.maxX * Self.scale) {
                let before = plain.color(x: x, y: y)
                // Exactly the square's colour: not an antialiased pixel on the king's edge.
                if Self.close(before, squareColor, within: 0.5 / 255) {
                    ground += 1
                    #expect(Self.close(filled.color(x: x, y: y), Self.over(AnnotationColor.blue.resolved(in: colors), squareColor)))
                } else if before.alpha == 1, Self.close(before, Color(red: 1, green: 1, blue: 1), within: 0.25) {
                    // The king's opaque light body: drawn over the fill, so unchanged.
                    inkPixels += 1
                    #expect(Self.close(filled.color(x: x, y: y), before), "(\(x), \(y))")
                }
            }
        }
        #expect(ground > 50 && inkPixels > 50, "ground \(ground), ink \(inkPixels)")
    }

    @Test func checkIsMarkedUnlessAskedNotToBe() throws {
        // Black's king on e8 in check from the rook on e1.
        let fen = "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"
        let colors = try BoardFixtures.theme()[.light]
        let marked = try Self.render(fen, marks: .none)
        let unmarked = try Self.render(fen, marks: .none, options: BoardOptions(showsCheck: false))
        // Inside the square, off the king: the corner region the glow reaches.
        let ground = colors.square(isLight: Square.e8.isLight)
        #expect(Self.close(Self.pixel(unmarked, .e8, dx: -0.38, dy: 0.1), ground))
        #expect(!Self.close(Self.pixel(marked, .e8, dx: -0.38, dy: 0.1), ground))
    }

    /// Cairo's SVG writes each fill as a `<path>` with its colour in `style` and its outline in
    /// device coordinates in `d`.
    final class PathCollector: NSObject, XMLParserDelegate {
        var paths: [(style: String, d: String)] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "path", let style = attributes["style"], let d = attributes["d"] { paths.append((style, d)) }
        }
    }

    /// The points of a `d` made of M, L and Z, the closing move after Z left out.
    static func vertices(_ d: String) -> [Point] {
        let words = d.split(separator: " ")
        var points: [Point] = []
        var i = 0
        while i < words.count {
            if words[i] == "Z" { break }
            if (words[i] == "M" || words[i] == "L"), i + 2 < words.count, let x = Double(words[i + 1]), let y = Double(words[i + 2]) {
                points.append(Point(x, y))
                i += 3
            } else {
                i += 1
            }
        }
        return points
    }

    static func styleColor(_ style: String) -> Color? {
        guard let open = style.range(of: "fill:rgb("), let close = style[open.upperBound...].firstIndex(of: ")") else { return nil }
        let parts = style[open.upperBound..<close].split(separator: ",").compactMap { Double($0.dropLast()) }
        guard parts.count == 3, let opacityRange = style.range(of: "fill-opacity:") else { return nil }
        let opacity = Double(style[opacityRange.upperBound...].prefix { $0 != ";" }) ?? 1
        return Color(red: parts[0] / 100, green: parts[1] / 100, blue: parts[2] / 100, alpha: opacity)
    }

    @Test func svgKeepsEachArrowAsOnePath() throws {
        let timeline = try BoardTimeline(start: try Position(fen: Self.bareKings), moves: [])
        let marks = BoardAnnotations(arrows: [.init(from: .e2, to: .e4, color: .green), .init(from: .g1, to: .f3, color: .blue)])
        let scene = try BoardFixtures.scene(timeline, annotations: marks)
        let renderer = FrameRenderer(scene: scene, palettes: try BoardFixtures.palettes.get(), environment: MotionEnvironment())
        let size = PixelSize(width: Int(scene.box.width * 2), height: Int(scene.box.height * 2))
        let svg = try renderer.vectorDocument(at: 0, size: size, format: .svg)
        let collector = PathCollector()
        let parser = XMLParser(data: svg)
        parser.delegate = collector
        try #require(parser.parse())
        let colors = try BoardFixtures.theme()[.light]
        func arrowPaths(_ color: AnnotationColor) -> [[Point]] {
            let brush = color.resolved(in: colors)
            return collector.paths.filter { path in
                guard let c = Self.styleColor(path.style) else { return false }
                return Self.close(c, brush, within: 0.002) && abs(c.alpha - brush.alpha) < 0.002
            }.map { Self.vertices($0.d) }
        }
        let geometry = BoardGeometry(origin: Point(BoardFixtures.margin * 2, BoardFixtures.margin * 2), side: BoardFixtures.squareSide * 2)
        func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }

        // The straight arrow: tail, head and tip, seven corners; its tip just short of e4's centre.
        let straight = arrowPaths(.green)
        try #require(straight.count == 1)
        #expect(straight[0].count == 7)
        let e4 = geometry.center(of: .e4), e2 = geometry.center(of: .e2)
        #expect(straight[0].contains { near($0, Point(e4.x, e4.y + 0.1 * geometry.side)) }, "\(straight[0])")
        #expect(straight[0].allSatisfy { $0.y >= e4.y && $0.y <= e2.y })

        // The knight's arrow: nine corners, two of them the mitred corner of the L around g3's centre.
        let knight = arrowPaths(.blue)
        try #require(knight.count == 1)
        #expect(knight[0].count == 9)
        let g3 = geometry.center(of: .g3)
        let w = 0.08 * geometry.side
        #expect(knight[0].contains { near($0, Point(g3.x + w, g3.y - w)) } && knight[0].contains { near($0, Point(g3.x - w, g3.y + w)) },
                "\(knight[0])")
    }
}
