// swift-tools-version: 6.0
import PackageDescription

/// The module graph of DESIGN.md: dependencies point one way, from the tool down to the shims.
/// ChessCore and SceneSettings need Foundation only; MotionKit knows Cairo but not chess.
/// Reference images beside the snapshot suites: data, not sources.
let snapshotFolders = ["__Snapshots__"]

let package = Package(
    name: "ChessMotion",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "chess-motion", targets: ["chess-motion"]),
        .library(name: "ChessCore", targets: ["ChessCore"]),
        .library(name: "MotionKit", targets: ["MotionKit"]),
        .library(name: "BoardKit", targets: ["BoardKit"]),
        .library(name: "ChessScenes", targets: ["ChessScenes"]),
        .library(name: "SceneSettings", targets: ["SceneSettings"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),

        .target(name: "ChessCore"),
        .target(name: "MotionKit", dependencies: ["CCairo", "CRsvg", "CPangoCairo", "CDeflate"]),
        .target(name: "BoardKit", dependencies: ["ChessCore", "MotionKit"]),
        .target(name: "SceneSettings"),
        .target(name: "ChessScenes", dependencies: ["ChessCore", "MotionKit", "BoardKit"]),
        .executableTarget(
            name: "chess-motion",
            dependencies: ["ChessCore", "MotionKit", "BoardKit", "ChessScenes", "SceneSettings"]
        ),
        .executableTarget(
            name: "chess-motion-bench",
            dependencies: ["ChessCore", "MotionKit", "BoardKit", "ChessScenes", "SceneSettings"],
            path: "Benchmarks/chess-motion-bench"
        ),

        // Snapshot harness shared by the rendering test suites (compares against committed PNGs).
        .target(name: "SnapshotSupport", dependencies: ["MotionKit", "CCairo"], path: "Tests/SnapshotSupport"),

        .testTarget(name: "ChessCoreTests", dependencies: ["ChessCore"]),
        .testTarget(name: "MotionKitTests", dependencies: ["MotionKit", "SnapshotSupport"], exclude: snapshotFolders),
        .testTarget(
            name: "BoardKitTests", dependencies: ["BoardKit", "ChessCore", "MotionKit", "SnapshotSupport"], exclude: snapshotFolders
        ),
        .testTarget(name: "SceneSettingsTests", dependencies: ["SceneSettings"]),
        .testTarget(
            name: "ChessScenesTests",
            dependencies: ["ChessScenes", "BoardKit", "ChessCore", "MotionKit", "SnapshotSupport"],
            exclude: snapshotFolders
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["chess-motion", "SnapshotSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
