import Foundation
import MotionKit
import TestSupport
import Testing

@Suite("Palettes")
struct PaletteTests {
    @Test func theShippedPaletteHasEveryTokenInBothSchemes() throws {
        let palettes = try Fixtures.palettes()
        for token in PaletteToken.allCases {
            #expect(palettes.light[token] != palettes.dark[token],
                    "\(token) should differ between light and dark")
        }
    }

    @Test func colourParsing() throws {
        #expect(try Color(hex: "#fff") == .white)
        #expect(try Color(hex: "#00000000") == .clear)
        #expect(throws: ColorParseError.missingHash("123456")) { try Color(hex: "123456") }
        #expect(throws: ColorParseError.notHexadecimal("#12345g")) { try Color(hex: "#12345g") }
        #expect(throws: ColorParseError.wrongLength("#1234")) { try Color(hex: "#1234") }
    }

    @Test func aBadColourNamesTheFileKeyPathAndPosition() throws {
        let json = try String(contentsOf: Fixtures.url("Palettes/default.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"#5CC08E\"", with: "\"#5CC08\"")
        let error = try #require(throws: PaletteError.self) { try PaletteSet.decode(Data(json.utf8), file: "p.json") }
        guard case .dataFile(.badValue(let location, let expected, let found)) = error else {
            Issue.record("expected a bad value, got \(error)"); return
        }
        let written = try #require(TextLocator.position(of: "\"#5CC08\"", in: json))
        #expect(location.file == "p.json" && location.keyPath == "dark.accent")
        #expect(location.line == written.line && location.column == written.column)
        #expect(found == "\"#5CC08\"")
        #expect(expected == "a colour: " + ColorParseError.wrongLength("#5CC08").rule)
        #expect(error.description == "p.json:\(written.line):\(written.column): dark.accent: \"#5CC08\" is not a colour: use #RGB, #RRGGBB or #RRGGBBAA")
    }

    @Test func aColourOfTheWrongTypeSaysWhatItFound() throws {
        let json = try String(contentsOf: Fixtures.url("Palettes/default.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"#E3A92B\"", with: "12")
        let error = try #require(throws: PaletteError.self) { try PaletteSet.decode(Data(json.utf8), file: "p.json") }
        let written = try #require(TextLocator.position(of: ": 12", in: json))
        #expect(error.description == "p.json:\(written.line):\(written.column + 2): light.gold: must be a string such as \"#1E88E5\", not a number")
    }

    @Test func missingAndUnknownTokensAreNamed() throws {
        let missing = ##"{"light": {"background": "#FFFFFF"}, "dark": {}}"##
        let absent = try #require(throws: PaletteError.self) { try PaletteSet.decode(Data(missing.utf8), file: "p.json") }
        // A missing key is placed at the object that should hold it.
        #expect(absent.description == "p.json:1:11: light.surface: missing")
        let unknown = ##"{"light": {"backgrnd": "#FFFFFF"}, "dark": {}}"##
        let misspelt = try #require(throws: PaletteError.self) { try PaletteSet.decode(Data(unknown.utf8), file: "p.json") }
        #expect(misspelt.description.hasPrefix("p.json:1:12: light.backgrnd: unknown key (known: background, surface"),
                "\(misspelt)")
        let error = try #require(throws: PaletteError.self) { try PaletteSet.decode(Data(#"{"dark": {}}"#.utf8), file: "p.json") }
        guard case .dataFile(.missingKey(let location)) = error else { Issue.record("\(error)"); return }
        #expect(location.keyPath == "light" && location.line == 1 && location.column == 1)
    }

    @Test func aFIFOInPlaceOfThePaletteIsRefusedNotWaitedOn() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.appendingPathComponent("default.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: PaletteError.dataFile(.notARegularFile(file: fifo.path, kind: "a FIFO (named pipe)"))) {
            try PaletteSet.load(from: fifo)
        }
    }

    @Test func malformedJSONIsReportedWithTheFileAndPosition() {
        #expect(throws: PaletteError.dataFile(.notJSON(file: "broken.json", line: 1, column: 12,
                                                       reason: "unexpected end of file; expected a value"))) {
            try PaletteSet.decode(Data("{ \"light\": ".utf8), file: "broken.json")
        }
    }
}
