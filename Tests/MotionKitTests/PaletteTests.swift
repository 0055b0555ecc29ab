import Foundation
import MotionKit
import SnapshotSupport
import Testing

@Suite("Palettes")
struct PaletteTests {
    @Test func theShippedPaletteHasEveryTokenInBothSchemes() throws {
        let palettes = try TestAssets.palettes()
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

    @Test func aBadColourNamesTheFileSchemeAndKey() throws {
        let json = try String(contentsOf: TestAssets.url("Palettes/default.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"#5CC08E\"", with: "\"#5CC08\"")
        #expect(throws: PaletteError.badColor(file: "p.json", scheme: "dark", token: "accent",
                                              reason: ColorParseError.wrongLength("#5CC08").description)) {
            try PaletteSet.decode(Data(json.utf8), file: "p.json")
        }
    }

    @Test func missingAndUnknownTokensAreNamed() throws {
        let missing = ##"{"light": {"background": "#FFFFFF"}, "dark": {}}"##
        #expect(throws: PaletteError.self) { try PaletteSet.decode(Data(missing.utf8), file: "p.json") }
        do {
            _ = try PaletteSet.decode(Data(missing.utf8), file: "p.json")
        } catch {
            #expect(error.description.hasPrefix("p.json: light: no colour for"))
        }
        let unknown = ##"{"light": {"backgrnd": "#FFFFFF"}, "dark": {}}"##
        do {
            _ = try PaletteSet.decode(Data(unknown.utf8), file: "p.json")
            Issue.record("an unknown token must be refused")
        } catch {
            #expect(error.description.contains("light.backgrnd: unknown token"))
        }
        #expect(throws: PaletteError.missingScheme(file: "p.json", scheme: "light")) {
            try PaletteSet.decode(Data(#"{"dark": {}}"#.utf8), file: "p.json")
        }
    }

    @Test func malformedJSONIsReportedWithTheFile() {
        do {
            _ = try PaletteSet.decode(Data("{ \"light\": ".utf8), file: "broken.json")
            Issue.record("malformed JSON must be refused")
        } catch {
            #expect(error.description.hasPrefix("broken.json: not a palette file"))
        }
    }
}
