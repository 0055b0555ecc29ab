import Foundation
import TestSupport
import MotionKit

/// The pixels the Swift scene tests probe (Tests/ChessScenesTests: CoinsSceneTests,
/// BotsSceneProbeTests, ClockSceneTests, PostureTests), restated in box units so that the kit's
/// parity test can ask of both renderers' frames what those tests ask of Cairo's: each point
/// must land on the same colour, each region hold as many pixels of a colour.
struct ParityProbes {
    enum Kind {
        /// One pixel, in box units: the colours must be within 3% per channel (the scene tests' isClose).
        case point(Point)
        /// Pixels within 3% of a colour, in a region in box units (nil: the whole frame): the
        /// counts must agree within 3% or 64 pixels — what the outline of a piece or a glyph,
        /// anti-aliased by librsvg and Pango on one side and Skia on the other, amounts to.
        case count(Color, Rect?)
    }

    struct Probe {
        var name: String
        var scene: String
        var t: Double?
        var posture: String
        var schemes: Set<String>
        var kind: Kind
    }

    let probes: [Probe]

    init() throws {
        let data = try DataFiles()
        var probes: [Probe] = []
        func add(_ name: String, _ scene: String, t: Double?, posture: String = "phone", schemes: Set<String> = ["light", "dark"],
                 _ kind: (String) throws -> Kind) rethrows {
            for scheme in schemes {
                probes.append(Probe(name: name, scene: scene, t: t, posture: posture, schemes: [scheme], kind: try kind(scheme)))
            }
        }
        // CoinsSceneTests: the badge's rim, the emptied coin places, every coin on the ring at 2.7.
        for (dx, dy) in [(0.0, -40.0), (40.0, 0.0), (0.0, 40.0), (-40.0, 0.0)] {
            add("badge rim (\(dx), \(dy))", "coins", t: 4.4) { _ in .point(Point(180 + dx, 124 + dy)) }
        }
        add("coin place at the top, empty", "coins", t: 4.4) { _ in .point(Point(180, 36)) }
        try add("gold of the badge", "coins", t: 4.4) { .count(try data.palette($0, "gold"), nil) }
        try add("deep gold of the badge", "coins", t: 4.4) { .count(try data.palette($0, "goldDeep"), nil) }
        for i in 0..<10 {
            let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 10
            add("coin \(i) landed", "coins", t: 2.7) { _ in .point(Point(180 + 88 * cos(angle) + 5.8, 124 + 88 * sin(angle))) }
        }
        // BotsSceneProbeTests: each card's header tint, the pick badge, Sofía's rest, the board.
        for bot in ["pip", "sofia", "viktor"] {
            for t in [1.34, 1.8, 2.7, 3.6, 4.6] {
                try add("\(bot)'s card", "bots", t: t) { .count(try data.bot(bot, $0, "soft"), nil) }
            }
        }
        for t in [1.34, 1.8] { add("Sofía's pick badge", "bots", t: t) { _ in .point(Point(215, 64)) } }
        try add("Sofía's header at rest", "bots", t: 4.6) { .count(try data.bot("sofia", $0, "soft"), Rect(x: 17, y: 62, width: 15, height: 8)) }
        for t in [2.7, 3.6, 4.6] {
            for square in ["e2", "e4", "e5", "e7", "d7", "f7", "e6", "d5"] {
                let file = Double(square.unicodeScalars.first!.value - 97), rank = Double(square.unicodeScalars.last!.value - 49)
                let isLight = (Int(file) + Int(rank)) % 2 == 1
                let region = Rect(x: 132 + file * 25 + 3, y: 40 + (7 - rank) * 25 + 3, width: 19, height: 19)
                add("\(square)'s corner", "bots", t: t) { _ in .point(Point(region.minX + 0.5, region.minY + 0.5)) }
                try add("\(square) plain", "bots", t: t) { .count(try data.theme($0, isLight ? "lightSquare" : "darkSquare"), region) }
                try add("\(square) lit", "bots", t: t) { .count(try data.theme($0, isLight ? "lastMoveLight" : "lastMoveDark"), region) }
            }
        }
        // ClockSceneTests: the lit face follows the move; the hinge drawn across in tabletop.
        let displays: [String: [Point]] = ["phone": [Point(58, 106), Point(190, 106)], "open": [Point(30, 106), Point(218, 106)],
                                           "tabletop": [Point(42, 29), Point(190, 29)]]
        for (posture, corners) in displays {
            for t in [1.5, 2.0, 4.6] {
                for (side, corner) in zip(["White's", "Black's"], corners) {
                    add("\(side) display", "clock", t: t, posture: posture) { _ in .point(Point(corner.x + 6, corner.y + 6)) }
                }
            }
        }
        try add("the hinge's band", "clock", t: 4.6, posture: "tabletop") { .count(try data.palette($0, "hinge"), Rect(x: 0, y: 137, width: 360, height: 1)) }
        // PostureTests: nothing but the background on the hinge's band.
        for scene in ["coins", "bots", "clock"] {
            try add("the open hinge clear", scene, t: nil, posture: "open") { .count(try data.palette($0, "background"), Rect(x: 176, y: 0, width: 8, height: 280)) }
            if scene != "clock" {
                try add("the tabletop hinge clear", scene, t: nil, posture: "tabletop") {
                    .count(try data.palette($0, "background"), Rect(x: 0, y: 136, width: 360, height: 8))
                }
            }
        }
        self.probes = probes
    }

    /// Every probe of `frame` on which the two images disagree, described.
    func check(frame: KitParityTests.Frame, chromium: RasterImage, cairo: RasterImage) -> [String] {
        let fit = Fit(width: cairo.width, height: cairo.height)
        var failures: [String] = []
        for probe in probes where probe.scene == frame.scene && probe.posture == frame.posture && probe.schemes.contains(frame.scheme)
            && (probe.t.map { abs($0 - frame.t) < 1e-9 } ?? true) {
            switch probe.kind {
            case .point(let point):
                let (x, y) = fit.pixel(point)
                let a = chromium.color(x: x, y: y), b = cairo.color(x: x, y: y)
                if !Self.isClose(a, b) { failures.append("probe '\(probe.name)' at (\(x), \(y)): Chromium \(a.hexString), Cairo \(b.hexString)") }
            case .count(let color, let rect):
                let region = rect.map(fit.region)
                let a = Self.count(color, in: chromium, region: region), b = Self.count(color, in: cairo, region: region)
                if abs(a - b) > max(64, max(a, b) * 3 / 100) {
                    failures.append("probe '\(probe.name)': \(a) pixels of \(color.hexString) in Chromium's frame, \(b) in Cairo's")
                }
            }
        }
        return failures
    }

    /// The box fitted into the frame as FrameRenderer fits it.
    struct Fit {
        var scale: Double, dx: Double, dy: Double
        init(width: Int, height: Int) {
            scale = min(Double(width) / 360, Double(height) / 280)
            dx = (Double(width) - 360 * scale) / 2
            dy = (Double(height) - 280 * scale) / 2
        }
        func pixel(_ p: Point) -> (Int, Int) { (Int(dx + p.x * scale), Int(dy + p.y * scale)) }
        func region(_ r: Rect) -> (x: Range<Int>, y: Range<Int>) {
            (Int(dx + r.minX * scale)..<Int(dx + r.maxX * scale), Int(dy + r.minY * scale)..<Int(dy + r.maxY * scale))
        }
    }

    static func isClose(_ a: Color, _ b: Color, tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
    }

    static func count(_ color: Color, in image: RasterImage, region: (x: Range<Int>, y: Range<Int>)?) -> Int {
        let xs = region?.x.clamped(to: 0..<image.width) ?? 0..<image.width
        let ys = region?.y.clamped(to: 0..<image.height) ?? 0..<image.height
        let limit = Int(0.03 * 255)
        let b = Int((color.blue * 255).rounded()), g = Int((color.green * 255).rounded()), r = Int((color.red * 255).rounded())
        return image.pixels.withUnsafeBufferPointer { p in
            var n = 0
            for y in ys {
                for x in xs {
                    let i = (y * image.width + x) * 4
                    if abs(Int(p[i]) - b) < limit, abs(Int(p[i + 1]) - g) < limit, abs(Int(p[i + 2]) - r) < limit { n += 1 }
                }
            }
            return n
        }
    }
}

/// Colours from the checkout's data files, read as plain JSON (the test target links no loader).
struct DataFiles {
    let palettes: [String: Any], bots: [[String: Any]], theme: [String: Any]

    init() throws {
        func read(_ path: String) throws -> Any {
            try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path)))
        }
        palettes = try read("Palettes/default.json") as? [String: Any] ?? [:]
        bots = (try read("Bots/bots.json") as? [String: Any])?["bots"] as? [[String: Any]] ?? []
        theme = try read("BoardThemes/green.json") as? [String: Any] ?? [:]
    }

    func palette(_ scheme: String, _ token: String) throws -> Color {
        try Color(hex: (palettes[scheme] as? [String: Any])?[token] as? String ?? "")
    }

    func bot(_ id: String, _ scheme: String, _ key: String) throws -> Color {
        let bot = bots.first { $0["id"] as? String == id }
        return try Color(hex: ((bot?["colors"] as? [String: Any])?[scheme] as? [String: Any])?[key] as? String ?? "")
    }

    func theme(_ scheme: String, _ key: String) throws -> Color {
        let own = (theme[scheme] as? [String: Any])?[key] as? String
        return try Color(hex: own ?? ((theme["light"] as? [String: Any])?[key] as? String ?? ""))
    }
}
