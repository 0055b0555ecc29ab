// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// libFuzzer targets for ChessMotion's readers of untrusted text, built against the main package
/// by path. Build and run them with `make fuzz` (see Fuzz/README.md); they are a separate package
/// so that the sanitizer flags never touch the main build.
///
/// A path dependency is known by its folder's name, which differs between checkouts
/// (/work/main, a CI clone...): read it here rather than spelling it.
let main = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let mainIdentity = main.lastPathComponent.lowercased()

func product(_ name: String) -> Target.Dependency {
    .product(name: name, package: mainIdentity)
}

/// One fuzz target: `Targets/NAME/main.swift`, an executable that hands its test function to
/// libFuzzer's driver.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(name: name, dependencies: products.map(product) + ["FuzzSupport"], path: "Targets/\(name)")
}

let package = Package(
    name: "ChessMotionFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "CLibFuzzer", path: "Targets/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", product("ChessCore")], path: "Targets/FuzzSupport"),
        fuzzTarget("fuzz-fen", ["ChessCore"]),
        fuzzTarget("fuzz-san", ["ChessCore"]),
        fuzzTarget("fuzz-uci", ["ChessCore"]),
        fuzzTarget("fuzz-pgn", ["ChessCore"]),
        // The rest read through the library's public face, as any caller does.
        fuzzTarget("fuzz-scene-script", ["ChessMotion"]),
        fuzzTarget("fuzz-settings-json", ["ChessMotion"]),
        fuzzTarget("fuzz-data-file", ["ChessMotion"]),
        fuzzTarget("fuzz-strings", ["ChessMotion"]),
    ],
    swiftLanguageModes: [.v6]
)
