// swift-tools-version: 6.0
import PackageDescription

/// The module graph of Docs/Design.md: dependencies point one way, from the tool down to the shims.
///
///     chess-motion ─▶ ChessMotionCLI ─▶ ChessMotion ─▶ SceneScripts ─▶ ChessScenes ─▶ BoardKit ─▶ ChessCore
///                                          │                                            └──────▶ MotionKit ─▶ C shims
///                                          ├─▶ MotionExport ─▶ MotionKit
///                                          └─▶ SceneSettings
///     ChessMotionCLI ─▶ RenderService ─▶ HTTPServer ─▶ CMicroHTTPD, and RenderService ─▶ ChessMotion: `serve`.
///     ChessMotionCLI and RenderService ─▶ ChessMotionTool ─▶ ChessMotion, HTTPServer: the tool's plumbing.
///     ChessMotionSupport sits under all but ChessCore: what several modules share.
///     PNGCodec and GIFCodec sit under MotionKit and MotionExport: the encoders, which see only bytes.
///
/// Two library products: ChessMotion (the kit, re-exporting the chosen types of the modules it
/// composes) and ChessCore (the rules). What no product exports is `package` access, so callers
/// never depend on plumbing that may change.
///
/// ChessCore needs FoundationEssentials only and never sees Cairo; MotionKit draws but knows nothing of chess.
/// Reference images beside the snapshot suites: data, not sources.
let snapshotFolders = ["__Snapshots__"]

let package = Package(
    name: "ChessMotion",
    products: [
        .executable(name: "chess-motion", targets: ["chess-motion"]),
        // The whole kit behind one import: its chosen types of each module below are re-exported
        // (Sources/ChessMotion/Exports.swift); everything else is `package`.
        .library(name: "ChessMotion", targets: ["ChessMotion"]),
        // The rules alone.
        .library(name: "ChessCore", targets: ["ChessCore"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // librsvg and libmicrohttpd are opened with dlopen on first use, never linked: most runs
        // need neither, and linking them maps their whole trees into every run (Docs/Design.md).
        .target(name: "CLazyLibrary", linkerSettings: [.linkedLibrary("dl")]),
        // librsvg's four drawing calls, forwarded to librsvg-2.so.2 once loaded; GLib is linked
        // anyway for Pango (g_object_unref, g_error_free).
        .target(name: "CRsvg", dependencies: ["CLazyLibrary"],
                linkerSettings: [.linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        // H.264 encoded in process: libx264's calls, taken from libx264.so once loaded (x264.h
        // from libx264-dev at build time only).
        .target(name: "CX264", dependencies: ["CLazyLibrary"],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=memalign"])]),
        .systemLibrary(name: "CPangoCairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // JPEG and WebP stills, encoded in process (see JPEGEncoder for why not ffmpeg).
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // renameat2, syncfs and posix_spawn's closefrom, which glibc declares only for _GNU_SOURCE
        // (a folder of frames moved into place whole; ffmpeg started with only its three streams).
        .systemLibrary(name: "CLinuxCalls"),
        // The loops Swift cannot make fast enough: a video frame's bt709 conversion and an opaque
        // PNG's rows, in C so they can be compiled for each vector width and chosen when the tool runs.
        .target(name: "CPixelKernels"),
        // libmicrohttpd, started from C (its options are varargs), with the per-request deadline
        // MHD lacks; everything HTTP is parsed by MHD, never by hand. Loaded on `serve`'s start.
        // MHD_queue_response is exported so the loaded library's own error pages pass through
        // ours and leave as JSON (refusal_page.c).
        .target(name: "CMicroHTTPD", dependencies: ["CLazyLibrary"],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=MHD_queue_response"])]),

        // What several modules share (asset names and search path, the one JSON reader for every
        // data file, number and name formatting): `package` access, never a product. The only
        // public types are the data-file error and its location, which public loader errors carry.
        .target(name: "ChessMotionSupport", dependencies: ["CLinuxCalls"]),

        .target(name: "ChessCore"),
        // The codecs the tool writes with, below the drawing kit: they see sizes and bytes only.
        .target(name: "PNGCodec", dependencies: ["CDeflate", "CPixelKernels", "ChessMotionSupport"]),
        .target(name: "GIFCodec", dependencies: ["ChessMotionSupport"]),
        .target(name: "MotionKit", dependencies: ["PNGCodec", "CCairo", "CRsvg", "CPangoCairo", "CJPEG", "CWebP", "ChessMotionSupport"]),
        .target(name: "MotionExport", dependencies: ["MotionKit", "GIFCodec", "CCairo", "CLinuxCalls", "CPixelKernels", "CX264", "ChessMotionSupport"]),
        // Scenes as Lottie and dotLottie files: the canvas's vector recording made layers and keyframes.
        .target(name: "LottieExport", dependencies: ["MotionKit", "PNGCodec", "CDeflate", "ChessMotionSupport"]),
        .target(name: "BoardKit", dependencies: ["ChessCore", "MotionKit", "ChessMotionSupport"]),
        .target(name: "SceneSettings", dependencies: ["ChessMotionSupport"]),
        .target(name: "ChessScenes", dependencies: ["ChessCore", "MotionKit", "BoardKit", "ChessMotionSupport"]),
        // Game GIFs in lila-gif's manner: squares pre-drawn once per style, frames composed in the palette.
        .target(name: "GameGIF", dependencies: ["ChessCore", "MotionKit", "BoardKit", "ChessScenes", "GIFCodec", "ChessMotionSupport"]),
        .target(name: "SceneScripts", dependencies: ["ChessCore", "MotionKit", "BoardKit", "ChessScenes", "ChessMotionSupport"]),
        .target(
            name: "ChessMotion",
            dependencies: ["ChessCore", "MotionKit", "MotionExport", "PNGCodec", "GIFCodec", "BoardKit", "ChessScenes",
                           "GameGIF", "SceneScripts", "SceneSettings", "ChessMotionSupport", "CLinuxCalls", "LottieExport"]
        ),
        // The tool's plumbing over the kit, never a product: batch manifests and their runner,
        // the kit page and its local server, `validate --json`'s document, the perft estimate.
        // Apart from ChessMotion so that `import ChessMotion` brings no HTTP server.
        .target(
            name: "ChessMotionTool",
            dependencies: ["ChessMotion", "ChessCore", "MotionKit", "MotionExport", "BoardKit", "ChessScenes", "GameGIF",
                           "SceneScripts", "SceneSettings", "ChessMotionSupport", "HTTPServer", "CLinuxCalls", "LottieExport"]
        ),
        // Whole requests in, answers out, over CMicroHTTPD: knows HTTP, nothing of chess.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "ChessMotionSupport"]),
        // `chess-motion serve`: every render behind an HTTP route, a bounded queue and caps.
        .target(
            name: "RenderService",
            dependencies: ["HTTPServer", "ChessMotion", "ChessMotionTool", "CLinuxCalls", "ChessCore", "MotionKit", "MotionExport", "BoardKit", "ChessScenes",
                           "GameGIF", "SceneScripts", "SceneSettings", "ChessMotionSupport"]
        ),
        .target(
            name: "ChessMotionCLI",
            dependencies: ["RenderService", "HTTPServer", "ChessMotion", "ChessMotionTool", "ChessCore", "MotionKit", "MotionExport", "BoardKit", "ChessScenes",
                           "SceneScripts", "SceneSettings", "ChessMotionSupport", "LottieExport"]
        ),
        // The release tool carries the Swift runtime and FoundationEssentials (with the two
        // libraries it calls into, which -static-stdlib does not name), so it runs where no
        // toolchain is installed and every process skips loading and binding Swift's shared
        // libraries: a whole game GIF takes 0.91-0.93 of the time it took with them (paired whole
        // processes). Debug builds link them as usual. lld, as GNU gold warns that the static
        // Foundation calls mktemp (for its own file names).
        .executableTarget(
            name: "chess-motion", dependencies: ["ChessMotionCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_FoundationCShims", "-l_FoundationCollections", "-use-ld=lld"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "chess-motion-bench",
            dependencies: ["ChessMotion", "ChessMotionTool", "ChessCore", "MotionKit", "MotionExport", "BoardKit", "ChessScenes", "GameGIF",
                           "SceneScripts", "SceneSettings", "ChessMotionSupport", "PNGCodec", "GIFCodec"],
            path: "Benchmarks/chess-motion-bench"
        ),

        // The tests' shared support is itself a test target, so only `--build-tests` builds it and
        // the test list's libraries (giflib, libpng, rlottie) are never needed by `swift build`:
        // snapshots, the self-deleting temporary folder, the process runner, the fixture loader, the
        // seeded generator, and `.requires(.ffmpeg)` for tests that need a program `make test` installs.
        .testTarget(name: "TestSupport", dependencies: ["MotionKit", "CCairo", "CGIFLib", "CPNGLib"], path: "Tests/TestSupport"),
        // giflib and libpng read every GIF and PNG the codec tests check, so the encoders are
        // judged by someone else's decoders.
        .systemLibrary(name: "CGIFLib", path: "Tests/CGIFLib", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CPNGLib", path: "Tests/CPNGLib", providers: [.apt(["libpng-dev"])]),
        // rlottie plays the exported Lottie files, so the exporter is judged by someone else's player.
        .systemLibrary(name: "CRlottie", path: "Tests/CRlottie", providers: [.apt(["librlottie-dev"])]),

        .testTarget(name: "ChessCoreTests", dependencies: ["ChessCore", "TestSupport"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CPixelKernels", "CDeflate", "MotionKit", "TestSupport"]),
        .testTarget(name: "GIFCodecTests", dependencies: ["GIFCodec", "TestSupport"]),
        .testTarget(
            name: "MotionKitTests", dependencies: ["MotionKit", "CCairo", "CPangoCairo", "TestSupport"], exclude: snapshotFolders
        ),
        .testTarget(name: "MotionExportTests", dependencies: ["MotionExport", "GIFCodec", "MotionKit", "PNGCodec", "ChessMotionSupport", "CLinuxCalls", "TestSupport"]),
        .testTarget(
            name: "BoardKitTests", dependencies: ["BoardKit", "ChessCore", "MotionKit", "ChessMotionSupport", "TestSupport"], exclude: snapshotFolders
        ),
        .testTarget(name: "ChessMotionSupportTests", dependencies: ["ChessMotionSupport", "TestSupport"]),
        .testTarget(name: "SceneSettingsTests", dependencies: ["SceneSettings", "ChessMotionSupport", "TestSupport"]),
        // The checkout's themes, pieces, bots and words loaded as the tool loads them, for the scene
        // and script suites.
        .testTarget(name: "SceneTestSupport", dependencies: ["ChessScenes", "SceneScripts", "BoardKit", "MotionKit", "TestSupport"],
                path: "Tests/SceneTestSupport"),
        .testTarget(
            name: "ChessScenesTests",
            dependencies: ["ChessScenes", "SceneScripts", "BoardKit", "ChessCore", "MotionKit", "ChessMotionSupport", "TestSupport",
                           "SceneTestSupport"],
            exclude: snapshotFolders
        ),
        .testTarget(
            name: "SceneScriptsTests",
            dependencies: ["SceneScripts", "ChessScenes", "BoardKit", "ChessCore", "MotionKit", "ChessMotionSupport", "TestSupport",
                           "SceneTestSupport"],
            exclude: snapshotFolders
        ),
        .testTarget(
            name: "GameGIFTests",
            dependencies: ["GameGIF", "ChessScenes", "BoardKit", "ChessCore", "MotionKit", "GIFCodec", "ChessMotionSupport",
                           "TestSupport", "SceneTestSupport"]
        ),
        .testTarget(name: "ChessMotionTests", dependencies: ["ChessMotion", "ChessMotionTool", "ChessCore", "ChessScenes", "MotionExport", "MotionKit", "TestSupport",
                                                     "CLinuxCalls"]),
        .testTarget(name: "ChessMotionCLITests", dependencies: ["ChessMotionCLI", "ChessMotion", "ChessCore", "SceneSettings", "TestSupport"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"]),
        .testTarget(name: "RenderServiceTests", dependencies: ["RenderService", "HTTPServer", "ChessMotion", "MotionKit", "TestSupport"]),
        // Dockerfile, Deploy/kubernetes and Deploy/haproxy.cfg, checked by kubernetes-validate
        // (in a venv of its own under .build), haproxy -c and by reading them against the tree.
        .testTarget(name: "DeployTests", dependencies: ["ChessMotionSupport", "RenderService", "TestSupport"]),
        .testTarget(name: "LottieExportTests", dependencies: ["LottieExport", "ChessMotion", "MotionKit", "ChessMotionSupport", "CRlottie", "TestSupport"],
                    exclude: ["Schema"]),
        .testTarget(name: "LazyLibraryTests", dependencies: ["CLazyLibrary"]),
        .testTarget(name: "EndToEndTests", dependencies: ["chess-motion", "ChessMotion", "ChessMotionTool", "ChessCore", "MotionExport", "MotionKit", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

/// Fuzz targets for the readers no product exports: the batch manifest (`BatchManifest`), the
/// kit's plans (`kitPlan`) and SVG drawings read without librsvg (`SVGDrawing`), all `package`. The fuzz package (Fuzz/) sees only the public
/// products, so these live here, and exist only when Fuzz/run asks for them with
/// CHESS_MOTION_FUZZ_PACKAGE_TARGETS=1 (built sanitized into Fuzz/.build, never by `swift build`
/// or `make test`). Docs/Design.md says why this beats widening the public face.
if Context.environment["CHESS_MOTION_FUZZ_PACKAGE_TARGETS"] == "1" {
    package.targets += [
        .target(name: "CLibFuzzer", path: "Fuzz/Targets/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "ChessCore"], path: "Fuzz/Targets/FuzzSupport"),
        .executableTarget(name: "fuzz-batch-manifest", dependencies: ["ChessMotion", "ChessMotionTool", "ChessMotionSupport", "FuzzSupport"],
                          path: "Fuzz/PackageTargets/fuzz-batch-manifest"),
        .executableTarget(name: "fuzz-kit-plan",
                          dependencies: ["ChessMotion", "ChessMotionTool", "ChessMotionSupport", "BoardKit", "ChessScenes", "SceneScripts", "FuzzSupport"],
                          path: "Fuzz/PackageTargets/fuzz-kit-plan"),
        .executableTarget(name: "fuzz-svg-drawing", dependencies: ["MotionKit", "FuzzSupport"],
                          path: "Fuzz/PackageTargets/fuzz-svg-drawing"),
    ]
    package.products += ["fuzz-batch-manifest", "fuzz-kit-plan", "fuzz-svg-drawing"].map { .executable(name: $0, targets: [$0]) }
}

