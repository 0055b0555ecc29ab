import Foundation
import TestSupport
import Testing

@Suite("chess-motion scenes and still")
struct StillCommandTests {
    @Test func scenesListsCoinsWithItsTimings() throws {
        let result = try ToolRunner.run(["scenes"])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("coins") })
        #expect(line.contains("6 s") && line.contains("4.4 s"))
    }

    @Test func stillWritesA720x560PNGByDefault() throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("x.png")
        let result = try ToolRunner.run(["still", "coins", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try ExportProbe.pngSize(at: output)   // also checks the PNG signature
        #expect(size.width == 720 && size.height == 560)
    }

    @Test func vectorFormatsAreVectorDocuments() throws {
        let folder = try TemporaryFolder()
        let svg = folder.appendingPathComponent("x.svg"), pdf = folder.appendingPathComponent("x.pdf")
        #expect(try ToolRunner.run(["still", "coins", "-o", svg.path]).status == 0)
        #expect(try ToolRunner.run(["still", "coins", "-o", pdf.path]).status == 0)
        let svgText = try String(contentsOf: svg, encoding: .utf8)
        #expect(svgText.contains("<svg") && svgText.contains("<path"))
        #expect(!svgText.contains("<image"), "the still must stay vector, not embed a bitmap")
        #expect(try Data(contentsOf: pdf).prefix(5) == Data("%PDF-".utf8))
    }

    @Test(arguments: [
        (["still", "nosuch", "-o", "/tmp/x.png"], "unknown scene 'nosuch'", Int32(1)),
        (["still", "coins", "--width", "-5", "-o", "/tmp/x.png"], "--width -5 is out of range", 2),
        (["still", "coins", "--width", "100000", "-o", "/tmp/x.png"], "--width 100000 is out of range", 2),
        (["still", "coins", "--t", "soon", "-o", "/tmp/x.png"], "--t takes a number, not 'soon'", 2),
        (["still", "coins", "-o", "/nonexistent-folder/x.png"], "does not exist", 1),
        (["still", "coins", "-o", "/tmp/x.gif"], "unknown image format", 1),
        (["still", "coins"], "missing -o FILE", 2),
        (["still", "coins", "--scheme", "sepia", "-o", "/tmp/x.png"], "'sepia' is not one of: light, dark", 2),
        (["stil", "coins"], "did you mean 'still'", 2),
    ])
    func badInputIsAClearErrorNotACrash(arguments: [String], message: String, status: Int32) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }

    @Test func everyCommandHasHelp() throws {
        let overview = try ToolRunner.run(["--help"])
        #expect(overview.status == 0)
        for name in ["scenes", "still"] {
            let help = try ToolRunner.run([name, "--help"])
            #expect(help.status == 0 && help.stdout.contains("Usage: chess-motion \(name)"))
        }
    }
}
