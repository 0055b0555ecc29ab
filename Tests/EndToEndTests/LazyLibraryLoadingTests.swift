import Foundation
import MotionKit
import TestSupport
import Testing

/// librsvg and libmicrohttpd are opened on first use, never linked (Docs/Design.md): a run that
/// draws no SVG and serves nothing never maps them or the libraries they bring. The dynamic
/// loader's own log (LD_DEBUG=files) says which files a run opened.
@Suite("chess-motion loads librsvg and libmicrohttpd only when used")
struct LazyLibraryLoadingTests {
    static let rsvg = "librsvg-2.so.2"
    static let microhttpd = "libmicrohttpd.so.12"

    /// The shared libraries the run of `arguments` opened, by the names the loader looked for.
    static func loadedLibraries(_ arguments: [String]) throws -> (result: ToolRunner.Result, loaded: Set<String>) {
        let result = try ToolRunner.run(arguments, environment: ["LD_DEBUG": "files"])
        var loaded: Set<String> = []
        for line in result.stderr.split(separator: "\n") {
            // "  1234:\tfile=libcairo.so.2 [0];  needed by ..." or "...;  dynamically loaded by ..."
            guard let start = line.range(of: "file=") else { continue }
            let name = line[start.upperBound...].prefix { $0 != " " && $0 != "[" && $0 != ";" }
            loaded.insert(String(name))
        }
        // The log was read at all: every run maps Cairo.
        #expect(loaded.contains("libcairo.so.2"), "no loader log in: \(result.stderr.prefix(2000))")
        return (result, loaded)
    }

    @Test func theVersionOpensNeither() throws {
        let (result, loaded) = try Self.loadedLibraries(["--version"])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        #expect(!loaded.contains(Self.rsvg))
        #expect(!loaded.contains(Self.microhttpd))
    }

    @Test func theRenderHelpOpensNeither() throws {
        let (result, loaded) = try Self.loadedLibraries(["render", "--help"])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        #expect(!loaded.contains(Self.rsvg))
        #expect(!loaded.contains(Self.microhttpd))
    }

    /// The built-in pieces are drawn without librsvg (SVGDrawing), so a game GIF needs neither.
    @Test func aGameGIFOpensNeither() throws {
        let folder = try TemporaryFolder()
        let gif = folder.appendingPathComponent("opera.gif")
        let (result, loaded) = try Self.loadedLibraries(
            ["render", "Examples/Games/opera-game.pgn", "--frames", "moves", "--quiet", "-o", gif.path])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        #expect(!loaded.contains(Self.rsvg))
        #expect(!loaded.contains(Self.microhttpd))
        let decoded = try DecodedGIF(contentsOf: gif)
        #expect(decoded.frames.count > 1 && decoded.width > 0)
    }

    /// The marble theme's board is an SVG: the still needs librsvg, opens it, and draws the
    /// texture.
    @Test func anSVGBoardOpensLibrsvgAndDrawsIt() throws {
        let folder = try TemporaryFolder()
        func still(theme: String) throws -> (RasterImage, Set<String>) {
            let png = folder.appendingPathComponent("\(theme).png")
            let (result, loaded) = try Self.loadedLibraries(
                ["still", "Examples/Games/opera-game.pgn", "--theme", theme, "--width", "400", "-o", png.path])
            #expect(result.status == 0, "\(theme): \(result.stderr.suffix(2000))")
            return (try LibPNG.decode(Data(contentsOf: png)), loaded)
        }
        let (marble, marbleLoaded) = try still(theme: "marble")
        #expect(marbleLoaded.contains(Self.rsvg))
        #expect(!marbleLoaded.contains(Self.microhttpd))
        let (flat, _) = try still(theme: "green")
        #expect(marble.width == flat.width && marble.height == flat.height)
        // Pixels unlike their right-hand neighbour: only edges on flat squares, most of a veined one.
        func changes(_ image: RasterImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 1..<image.width {
                    let offset = (y * image.width + x) * 4
                    if image.pixels[offset..<offset + 4] != image.pixels[offset - 4..<offset] { count += 1 }
                }
            }
            return count
        }
        #expect(changes(marble) > 2 * changes(flat), "marble \(changes(marble)), green \(changes(flat))")
    }

    @Test func serveOpensTheHTTPLibraryAndAnswers() throws {
        let stderr = Pipe()
        let process = try ToolRunner.start(["serve", "--host", "127.0.0.1", "--port", "0"],
                                           environment: ["LD_DEBUG": "files"], stderr: stderr)
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        var log = ""
        let deadline = Date().addingTimeInterval(30)
        while !log.contains("listening on http://"), Date() < deadline, process.isRunning {
            log += String(decoding: stderr.fileHandleForReading.availableData, as: UTF8.self)
        }
        #expect(log.contains("file=\(Self.microhttpd)"), "\(log.suffix(2000))")
        let digits = log.split(separator: "listening on http://127.0.0.1:").dropFirst().first?.prefix { $0.isNumber }
        let port = try #require(digits.flatMap { UInt16($0) }, "\(log.suffix(2000))")
        let answer = try LoopbackHTTP.get(port: port, "/healthz")
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
    }

    /// Runs `chess-motion ARGS` with the files behind `sonames` hidden (each bound over by
    /// /dev/null in a private mount namespace), so dlopen finds them and fails as it would on a
    /// machine without them.
    static func withoutLibraries(_ sonames: [String], _ arguments: [String]) throws -> ToolRunner.Result {
        // Where the loader finds each, by its cache ("\tlibfoo.so.1 (libc6,x86-64) => /lib/.../libfoo.so.1").
        let cache = try ProcessRunner(path: "/usr/sbin/ldconfig").run(["-p"]).stdout.split(separator: "\n")
        let files = try sonames.map { soname in
            let line = try #require(cache.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ") },
                                    "\(soname) is not in ldconfig -p")
            let path = try #require(line.components(separatedBy: " => ").last)
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
        let hide = files.map { "mount --bind /dev/null '\($0)'" }.joined(separator: " && ")
        let script = hide + " && exec \"$0\" \"$@\""
        return try ProcessRunner(path: "/usr/bin/unshare", environment: ToolRunner.environment(), directory: Fixtures.repositoryRoot)
            .run(["-m", "--propagation", "private", "sh", "-c", script, ToolRunner.executable.path] + arguments, timeout: 120)
    }

    /// Hiding a library needs a mount namespace: root with CAP_SYS_ADMIN, as in the project's
    /// own container, not in every CI runner.
    static let canHideLibraries = (try? ProcessRunner(path: "/usr/bin/unshare").run(["-m", "--propagation", "private", "true"]).status) == 0

    @Test(.enabled(if: canHideLibraries, "needs `unshare -m` (root with CAP_SYS_ADMIN) to hide a library"))
    func withoutLibmicrohttpdServeSaysWhyAndAGIFNeedsNeither() throws {
        let refused = try Self.withoutLibraries([Self.microhttpd], ["serve", "--host", "127.0.0.1", "--port", "0"])
        #expect(refused.stderr.contains("libmicrohttpd.so.12 could not be loaded: "), "\(refused.stderr)")
        // The same exit as the server's other start-up failures (here, an address that is no address).
        let badHost = try ToolRunner.run(["serve", "--host", "nowhere", "--port", "0"])
        #expect(badHost.status != 0 && refused.status == badHost.status, "\(refused.status) vs \(badHost.status)")

        let folder = try TemporaryFolder()
        let gif = folder.appendingPathComponent("opera.gif")
        let rendered = try Self.withoutLibraries(
            [Self.microhttpd, Self.rsvg], ["render", "Examples/Games/opera-game.pgn", "--frames", "moves", "--quiet", "-o", gif.path])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(try DecodedGIF(contentsOf: gif).frames.count > 1)
    }

    @Test(.enabled(if: canHideLibraries, "needs `unshare -m` (root with CAP_SYS_ADMIN) to hide a library"))
    func withoutLibrsvgAnSVGBoardSaysWhy() throws {
        let folder = try TemporaryFolder()
        let png = folder.appendingPathComponent("marble.png")
        let refused = try Self.withoutLibraries(
            [Self.rsvg], ["still", "Examples/Games/opera-game.pgn", "--theme", "marble", "-o", png.path])
        #expect(refused.status == 1 && !refused.timedOut, "\(refused.status) \(refused.stderr)")
        #expect(refused.stderr.contains("marble.svg"), "\(refused.stderr)")
        #expect(refused.stderr.contains("librsvg-2.so.2 could not be loaded: "), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    /// Neither library is a DT_NEEDED of the binary or of anything it links.
    @Test func theBinaryLinksNeither() throws {
        let ldd = try ProcessRunner(path: "/usr/bin/ldd").run([ToolRunner.executable.path])
        #expect(ldd.status == 0, "\(ldd.stderr)")
        #expect(ldd.stdout.contains("libcairo.so.2"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("librsvg"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("libmicrohttpd"), "\(ldd.stdout)")
    }

    /// The tool loads FoundationEssentials, never Foundation and its ICU: their relocations and
    /// first locale set-up were a twentieth of a one-game GIF's whole run. One `import Foundation`
    /// in any module the tool links brings all three back, so this fails.
    @Test func theBinaryLinksNoFoundationInternationalisation() throws {
        let ldd = try ProcessRunner(path: "/usr/bin/ldd").run([ToolRunner.executable.path])
        #expect(ldd.status == 0, "\(ldd.stderr)")
        // "\tlibFoundationEssentials.so => /opt/swift/.../libFoundationEssentials.so (0x...)"
        let names = ldd.stdout.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        #expect(names.contains("libFoundationEssentials.so"), "\(ldd.stdout)")
        #expect(!names.contains("libFoundation.so"), "\(ldd.stdout)")
        #expect(!names.contains("libFoundationInternationalization.so"), "\(ldd.stdout)")
        #expect(!names.contains("lib_FoundationICU.so"), "\(ldd.stdout)")
    }

    /// The forwarders that bear librsvg's and MHD's own names are not exported, so the loaded
    /// library's calls to its own functions are never bound to them; but one, on purpose:
    /// `MHD_queue_response`, through which MHD's own error pages leave as our JSON.
    @Test func theForwardersAreNotExportedButTheOneThatReplacesMHDsPages() throws {
        let symbols = try ProcessRunner(path: "/usr/bin/readelf").run(["--dyn-syms", "--wide", ToolRunner.executable.path])
        #expect(symbols.status == 0, "\(symbols.stderr)")
        // "  1416: 0000000000986220     0 NOTYPE  GLOBAL DEFAULT   35 _edata"; UND where only used.
        let entries = symbols.stdout.split(separator: "\n").map { $0.split(separator: " ") }
            .filter { $0.count >= 8 && $0[0].hasSuffix(":") && $0[6] != "UND" }
        let defined = entries.map { String($0[7]) }
        #expect(defined.contains("_end"), "\(symbols.stdout.prefix(500))")
        #expect(defined.filter { $0.hasPrefix("rsvg_") || $0.hasPrefix("MHD_") } == ["MHD_queue_response"])
    }
}
