import Foundation
import MotionKit
import SceneSettings

/// Finds and loads the data files every rendering command needs.
enum AssetLoading {
    static let paletteFile = "Palettes/default.json"

    static func palettes(searchPath: AssetSearchPath = .standard()) throws -> PaletteSet {
        guard let url = searchPath.file(paletteFile) else {
            throw AssetError.notFound(paletteFile, searched: searchPath.roots.map(\.path))
        }
        return try PaletteSet.load(from: url)
    }
}

enum AssetError: Error, CustomStringConvertible {
    case notFound(String, searched: [String])

    var description: String {
        switch self {
        case .notFound(let file, let searched):
            "cannot find \(file); looked in: \(searched.joined(separator: ", ")) (set CHESS_MOTION_ASSETS to the folder that holds it)"
        }
    }
}

enum SceneLookupError: Error, CustomStringConvertible {
    case unknownScene(String, known: [String])

    var description: String {
        switch self {
        case .unknownScene(let name, let known):
            "unknown scene '\(name)'; the scenes are: \(known.joined(separator: ", "))"
        }
    }
}
