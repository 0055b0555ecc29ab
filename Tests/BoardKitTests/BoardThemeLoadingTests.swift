import BoardKit
import Foundation
import MotionKit
import TestSupport
import Testing

@Suite("Board themes")
struct BoardThemeLoadingTests {
    static let library = BoardThemeLibrary(folders: [Fixtures.url("BoardThemes")])
    static let required = ["green", "wood", "blue", "midnight", "contrast"]

    @Test func theFiveNamedThemesShipAndLoad() throws {
        let names = Self.library.names
        for name in Self.required { #expect(names.contains(name), "missing theme \(name)") }
        let themes = try Self.library.themes()
        #expect(themes.count == names.count)
        for theme in themes {
            #expect(!theme.displayName.isEmpty)
            // The squares of every theme must be told apart in both schemes.
            for scheme in ColorScheme.allCases {
                let colors = theme[scheme]
                #expect(colors.lightSquare != colors.darkSquare, "\(theme.name) \(scheme)")
            }
        }
    }

    @Test func theDefaultThemeHighlightsTheLastMoveInYellow() throws {
        let green = try Self.library.theme(named: BoardTheme.defaultName)
        for highlight in [green.light.lastMoveLight, green.light.lastMoveDark] {
            // Yellow: red and green high, blue well below both.
            #expect(highlight.red > 0.6 && highlight.green > 0.6 && highlight.blue < 0.5 * min(highlight.red, highlight.green))
        }
    }

    @Test func darkInheritsWhatItDoesNotOverride() throws {
        let contrast = try Self.library.theme(named: "contrast")
        #expect(contrast.dark.lightSquare == contrast.light.lightSquare)
        #expect(contrast.dark.frame != contrast.light.frame)
    }

    @Test func theHighContrastThemeHasStrongContrast() throws {
        let theme = try Self.library.theme(named: "contrast")
        let ratio = WCAGContrast.ratio(theme.light.lightSquare, theme.light.darkSquare)
        #expect(ratio >= 3.5, "square contrast \(ratio)")
        #expect(WCAGContrast.ratio(theme.light.coordinateOnDark, theme.light.darkSquare) >= 3.5)
    }

    static let validLight = """
    "lightSquare": "#EEEED2", "darkSquare": "#769656", "lastMoveLight": "#F6F669", "lastMoveDark": "#BACA2B",
    "check": "#E5393B", "coordinateOnLight": "#769656", "coordinateOnDark": "#EEEED2", "frame": "#00000000"
    """

    @Test(arguments: [
        ("{\"displayName\": \"X\", \"light\": {\(validLight)}, \"dark\": {\"check\": \"red\"}}", "dark.check", "must start with '#'"),
        ("{\"displayName\": \"X\", \"light\": {\(validLight.replacingOccurrences(of: "\"#769656\"", with: "\"#76965\""))}}", "light.darkSquare", "use #RGB"),
        ("{\"displayName\": \"X\", \"light\": {\(validLight.replacingOccurrences(of: "\"frame\"", with: "\"fram\""))}}", "light.fram", "unknown key"),
        ("{\"displayName\": \"X\", \"light\": {\"lightSquare\": \"#fff\"}}", "light.darkSquare", "missing"),
        ("{\"light\": {\(validLight)}}", "displayName", "missing"),
        ("{\"displayName\": \"X\", \"light\": {\(validLight)}, \"colours\": {}}", "colours", "unknown key"),
        ("{\"displayName\": \"X\", \"light\": {\(validLight)}, \"dark\": {\"check\": 3}}", "dark.check", "must be a string"),
        ("{\"displayName\": \"X\", \"light\": [1]}", "light", "must be an object"),
        ("{\"displayName\": \"X\", ", "not valid JSON", "end of file"),
    ])
    func aBadThemeNamesTheFileAndTheKey(json: String, key: String, reason: String) throws {
        let folder = try TemporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("broken.json"))
        let library = BoardThemeLibrary(folders: [folder.url])
        let error = try #require(throws: BoardThemeError.self) { try library.theme(named: "broken") }
        let message = error.description
        #expect(message.contains(folder.appendingPathComponent("broken.json").path), "\(message)")
        #expect(message.contains(key), "\(message)")
        #expect(message.contains(reason), "\(message)")
    }

    @Test func aBadThemeGivesTheLineAndColumnOfTheValue() throws {
        let json = """
        {
          "displayName": "X",
          "light": {\(Self.validLight)},
          "dark": {
            "lastMoveDark": "#BACA2"
          }
        }
        """
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("broken.json")
        try Data(json.utf8).write(to: file)
        let error = try #require(throws: BoardThemeError.self) { try BoardThemeLibrary(folders: [folder.url]).theme(named: "broken") }
        let written = try #require(TextLocator.position(of: "\"#BACA2\"", in: json))
        #expect(error.description == "\(file.path):\(written.line):\(written.column): dark.lastMoveDark: \"#BACA2\" is not a colour: use #RGB, #RRGGBB or #RRGGBBAA")
    }

    @Test func earlierFoldersWinAndLaterOnesAddNames() throws {
        let user = try TemporaryFolder()
        let mine = "{\"displayName\": \"My green\", \"light\": {\(Self.validLight)}}"
        try Data(mine.utf8).write(to: user.appendingPathComponent("green.json"))
        try Data(mine.replacingOccurrences(of: "My green", with: "Mint").utf8).write(to: user.appendingPathComponent("mint.json"))
        let library = BoardThemeLibrary(folders: [user.url, Fixtures.url("BoardThemes")])
        #expect(try library.theme(named: "green").displayName == "My green")
        #expect(try library.theme(named: "mint").displayName == "Mint")
        #expect(try library.theme(named: "wood").displayName == "Wood")
        #expect(library.names.filter { $0 == "green" }.count == 1)
    }

    @Test(arguments: ["../green", "a/b", "..", ".hidden", ""])
    func namesAreNeverPaths(name: String) {
        #expect(throws: BoardThemeError.lookup(.invalidName(name, kind: .boardTheme))) { try Self.library.theme(named: name) }
    }

    @Test func anUnknownThemeListsTheKnownOnes() {
        let error = #expect(throws: BoardThemeError.self) { try Self.library.theme(named: "plaid") }
        #expect(error?.description.contains("green") == true)
        #expect(error?.description.contains("no board theme 'plaid'") == true)
    }
}
