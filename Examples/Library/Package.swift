// swift-tools-version: 6.0
import PackageDescription

// A caller of the ChessMotion library, as an app's build tool would be: it depends on the
// checkout by path and renders the bots scene with a settings file of its choosing.
let package = Package(
    name: "RenderBots",
    dependencies: [.package(name: "ChessMotion", path: "../..")],
    targets: [
        .executableTarget(name: "RenderBots", dependencies: [.product(name: "ChessMotion", package: "ChessMotion")]),
    ],
    swiftLanguageModes: [.v6]
)
