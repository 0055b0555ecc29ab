import Foundation
@testable import MotionKit
import TestSupport
import Testing

/// Piece sets are drawn without librsvg when they stay within `SVGDrawing`'s subset: the pixels
/// must be librsvg's, and anything outside the subset must go to librsvg whole, never drawn in
/// part or crash.
@Suite("SVG drawings read without librsvg")
struct SVGDrawingTests {
    static let pieceFiles: [URL] = {
        let sets = Fixtures.url("PieceSets")
        let folders = (try? FileManager.default.contentsOfDirectory(at: sets, includingPropertiesForKeys: nil)) ?? []
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "svg" }
        }.sorted { $0.path < $1.path }
    }()

    static func raster(_ image: SVGImage, side: Int) -> RasterImage {
        let raster = image.raster(width: side, height: side)
        return withExtendedLifetime(raster) { RasterImage(copying: raster.surface) }
    }

    /// The largest difference of any channel (alpha included) and how many pixels differ by
    /// more than 2 levels.
    static func difference(_ a: RasterImage, _ b: RasterImage) -> (largest: Int, off: Int) {
        var largest = 0, off = 0
        for pixel in 0..<(a.width * a.height) {
            var worst = 0
            for channel in 0..<4 { worst = max(worst, abs(Int(a.pixels[pixel * 4 + channel]) - Int(b.pixels[pixel * 4 + channel]))) }
            largest = max(largest, worst)
            if worst > 2 { off += 1 }
        }
        return (largest, off)
    }

    @Test func everyBuiltInPieceIsReadWithoutLibrsvg() throws {
        #expect(Self.pieceFiles.count == 24)
        for file in Self.pieceFiles {
            let image = try SVGImage(data: Data(contentsOf: file), name: file.lastPathComponent)
            #expect(image.isDrawnWithoutLibrsvg, "\(file.lastPathComponent)")
            #expect(image.intrinsicSize == Size(45, 45))
        }
    }

    /// Every built-in piece at a board's square sizes, against librsvg drawing the same file:
    /// the same outlines (arcs cut into the same cubics) through the same Cairo, so the same
    /// pixels. A level or two is allowed for another Cairo's rounding; measured here: none.
    @Test(arguments: [45, 90, 131])
    func everyPieceLooksAsLibrsvgDrawsIt(side: Int) throws {
        var worst = (largest: 0, off: 0, file: "")
        for file in Self.pieceFiles {
            let data = try Data(contentsOf: file)
            let mine = Self.raster(try SVGImage(data: data, name: file.lastPathComponent), side: side)
            let theirs = Self.raster(try SVGImage(librsvgData: data, name: file.lastPathComponent), side: side)
            #expect(mine.pixels.contains { $0 != 0 }, "\(file.lastPathComponent) drew nothing")
            let difference = Self.difference(mine, theirs)
            if difference.largest >= worst.largest { worst = (difference.largest, difference.off, file.lastPathComponent) }
            #expect(difference.off == 0,
                    "\(file.lastPathComponent) at \(side) px: \(difference.off) pixels off by more than 2, largest \(difference.largest)")
        }
        print("SVGDrawing at \(side) px: largest difference from librsvg \(worst.largest) (\(worst.file))")
    }

    /// Board textures paint with filters and patterns: outside the subset, so librsvg draws
    /// them, and the miss names what and where.
    @Test func filtersAndPatternsGoToLibrsvg() throws {
        let data = try Data(contentsOf: Fixtures.url("BoardThemes/marble.svg"))
        #expect(try !SVGImage(data: data, name: "marble.svg").isDrawnWithoutLibrsvg)
        #expect(throws: SVGSubsetMiss.self) { try SVGDrawing(reading: Array(data)) }
    }

    static func miss(_ text: String) -> SVGSubsetMiss? {
        do {
            _ = try SVGDrawing(reading: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    static func document(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n\(body)\n</svg>"
    }

    @Test func whatIsOutsideTheSubsetIsNamedWithItsLine() {
        #expect(Self.miss(Self.document("<path d=\"M0 0L1 1\" style=\"fill:red\"/>")) == .attribute("style", element: "path", line: 2))
        #expect(Self.miss(Self.document("<path d=\"M0 0L1 1\" class=\"a\"/>")) == .attribute("class", element: "path", line: 2))
        #expect(Self.miss(Self.document("<text>a</text>")) == .element("text", line: 2))
        #expect(Self.miss(Self.document("<path d=\"M0 0L1 1\" fill=\"url(#g)\"/>")) == .value("url(#g)", attribute: "fill", line: 2))
        #expect(Self.miss(Self.document("<path d=\"M0 0L1 1\" fill=\"red\"/>")) == .value("red", attribute: "fill", line: 2))
        #expect(Self.miss(Self.document("\n<path d=\"M0 0 L\"/>")) == .value("M0 0 L", attribute: "d", line: 3))
        #expect(Self.miss(Self.document("<g transform=\"skewX(3)\"/>")) == .value("skewX(3)", attribute: "transform", line: 2))
        #expect(Self.miss(Self.document("<use href=\"#nowhere\"/>")) == .value("#nowhere", attribute: "href", line: 2))
        #expect(Self.miss("<!DOCTYPE svg>" + Self.document("")) == .markup("a DOCTYPE or CDATA section", line: 1))
        #expect(Self.miss(Self.document("<title>a &amp; b</title>")) == .markup("an entity reference", line: 2))
        #expect(Self.miss(Self.document("<g><path d=\"M0 0\"/>")) == .malformed("the end tag </svg> closes nothing open", line: 3))
        #expect(Self.miss("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"/>") == .attribute("viewBox", element: "svg", line: 1))
        #expect(Self.miss("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\" width=\"10\"/>") == .attribute("height", element: "svg", line: 1))
        // Editors' own attributes draw nothing and are passed over.
        #expect(Self.miss(Self.document("<path d=\"M0 0L1 1\" inkscape:label=\"a\" sodipodi:nodetypes=\"cc\"/>")) == nil)
    }

    @Test func loopsAndDepthAreBounded() {
        let loop = Self.document("<defs><g id=\"a\"><use href=\"#a\"/></g></defs><use href=\"#a\"/>")
        #expect(Self.miss(loop) == .malformed("use refers deeper than 8 levels", line: 2))
        let deep = Self.document(String(repeating: "<g>", count: 80) + String(repeating: "</g>", count: 80))
        #expect(Self.miss(deep) == .malformed("elements nested deeper than 64", line: 2))
        #expect(Self.miss(Self.document("<g id=\"a\"/><g id=\"a\"/>")) == .value("a", attribute: "id", line: 2))
        // Ten uses of ten uses of ... a path, five deep: a hundred thousand shapes from a few lines.
        var levels = "<defs><path id=\"l0\" d=\"M0 0L1 1\" stroke=\"#000000\"/>"
        for level in 1...5 { levels += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>" }
        levels += "</defs><use href=\"#l5\"/>"
        #expect(Self.miss(Self.document(levels)) == .malformed("more than \(SVGDrawing.mostElements) elements drawn", line: 2))
        // The same with nothing painted (no fill, no stroke): the walk alone is bounded, so the
        // file is refused rather than walked a billion times.
        var unpainted = "<defs><path id=\"u0\" d=\"M0 0L1 1\" fill=\"none\"/>"
        for level in 1...7 { unpainted += "<g id=\"u\(level)\">" + String(repeating: "<use href=\"#u\(level - 1)\"/>", count: 20) + "</g>" }
        unpainted += "</defs><use href=\"#u7\"/>"
        #expect(Self.miss(Self.document(unpainted)) == .malformed("more than \(SVGDrawing.mostElements) elements drawn", line: 2))
    }

    /// Styles inherit through groups and `use`, a child's own value wins, and `inherit` keeps
    /// the parent's.
    @Test func stylesInheritThroughGroupsAndUse() throws {
        let text = Self.document("""
        <defs><g id="shape"><path d="M0 0H4V4Z"/><path d="M5 5H9V9Z" fill="#00FF00" stroke="inherit"/></g></defs>
        <use href="#shape" x="1" fill="#FF0000" stroke="#0000FF" stroke-width="2" stroke-linejoin="round"/>
        <g fill="none" stroke="#FFFFFF" stroke-linecap="square"><path d="M0 0L1 1"/></g>
        """)
        let drawing = try SVGDrawing(reading: Array(text.utf8))
        try #require(drawing.shapes.count == 3)
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(drawing.shapes[0].fill == red && drawing.shapes[0].stroke?.color == blue && drawing.shapes[0].stroke?.width == 2)
        #expect(drawing.shapes[0].stroke?.join == .round && drawing.shapes[0].stroke?.miterLimit == 4)
        #expect(drawing.shapes[1].fill == green && drawing.shapes[1].stroke?.color == blue)
        #expect(drawing.shapes[0].transform.apply(Point(0, 0)) == Point(1, 0), "use's x moves what it draws")
        #expect(drawing.shapes[2].fill == nil && drawing.shapes[2].stroke?.cap == .square && drawing.shapes[2].stroke?.width == 1)
    }

    /// Transforms, rectangles and circles drawn as librsvg draws them.
    @Test func transformsAndPrimitivesMatchLibrsvg() throws {
        let text = Self.document("""
        <g transform="translate(5 0) rotate(30, 2 2) scale(0.5)"><rect x="1" y="1" width="6" height="3" fill="#336699"/></g>
        <circle cx="3" cy="7" r="2" fill="none" stroke="#AA3300" stroke-width="0.7"/>
        <path transform="matrix(1 0 0 1 0.5 0.25)" d="m6 6 q2 -2 3 0 t1 2 s-1 1 -2 0 c0 0 -1 1 -2 0 a1.5 1 20 1 0 1 -2z" fill-rule="evenodd" fill-opacity="0.5"/>
        """)
        let data = Data(text.utf8)
        let mine = try SVGImage(data: data, name: "shapes.svg")
        #expect(mine.isDrawnWithoutLibrsvg)
        let difference = Self.difference(Self.raster(mine, side: 120), Self.raster(try SVGImage(librsvgData: data, name: "shapes.svg"), side: 120))
        #expect(difference.off <= 30, "\(difference.off) pixels off by more than 2, largest \(difference.largest)")
    }

    /// Changed bytes anywhere in a piece file: the image is read (by either reader) or refused
    /// with an `ImageError`, never a crash or a hang.
    @Test func mangledPieceFilesAreReadOrRefused() throws {
        let original = try [UInt8](Data(contentsOf: try #require(Self.pieceFiles.first)))
        var generator = SeededGenerator(seed: 0x5EED_5A6D)
        var readWithout = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: at)
                default: bytes.insert(Array("<>\"'&/=#-.0eMAZ".utf8).randomElement(using: &generator)!, at: at)
                }
            }
            if let drawing = try? SVGDrawing(reading: bytes) {
                readWithout += 1
                let image = SVGImage(drawing: drawing, name: "mangled.svg")
                _ = Self.raster(image, side: 45)
            } else {
                do { _ = try SVGImage(librsvgData: Data(bytes), name: "mangled.svg") } catch {
                    #expect(error.description.hasPrefix("mangled.svg: not a usable image"))
                }
            }
        }
        #expect(readWithout > 0 && readWithout < 300)
    }
}
