import MotionExport
import Foundation
import TestSupport
import Testing

@Suite("chess-motion sheet and curve")
struct SheetAndCurveCommandTests {
    @Test func everySceneHasASheetWithItsGrid() throws {
        let sheets = try ExportProbe.outputsForEveryScene("png") { ["sheet", $0, "--every", "1", "--width", "90", "-o", $1] }
        for (scene, sheet) in sheets {
            #expect(try ExportProbe.pngSize(at: sheet).width > 0, "\(scene)")
        }
    }

    /// coins every 0.5 s: 12 frames plus the still at 4.4 s is 13, four to a row in four rows of
    /// 90 x 70 frames with 24-pixel margins, 16-pixel gaps, 26-pixel labels and a 40-pixel title.
    @Test func theSheetsSizeFollowsItsGrid() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("sheet.png")
        let result = try ToolRunner.run(["sheet", "coins", "--every", "0.5", "--width", "90", "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try ExportProbe.pngSize(at: url)
        #expect(size.width == 2 * 24 + 4 * 90 + 3 * 16 && size.height == 40 + 2 * 24 + 4 * (70 + 26) + 3 * 16)
        let wide = folder.appendingPathComponent("wide.png")
        #expect(try ToolRunner.run(["sheet", "coins", "--columns", "7", "--width", "90", "-o", wide.path]).status == 0)
        let wideSize = try ExportProbe.pngSize(at: wide)
        #expect(wideSize.width == 2 * 24 + 7 * 90 + 6 * 16 && wideSize.height == 40 + 2 * 24 + 2 * (70 + 26) + 16)
    }

    @Test func everySceneNamesAMainSpringToPlot() throws {
        let plots = try ExportProbe.outputsForEveryScene("png") { ["curve", "spring", "--scene", $0, "--t", "2", "--width", "320", "-o", $1] }
        for (scene, plot) in plots {
            #expect(try ExportProbe.pngSize(at: plot).width == 320, "\(scene)")
        }
    }

    @Test func curvesArePlottedForEachKindAndForTheScenesSpring() throws {
        let folder = try TemporaryFolder()
        for arguments in [["spring"], ["spring", "--w", "9", "--damping", "0.5"], ["smooth", "--len", "0.5"], ["bump"],
                          ["spring", "--scene", "coins", "--t", "0.5"], ["spring", "--t", "0.2", "--scheme", "dark"]] {
            let url = folder.appendingPathComponent(arguments.joined(separator: "_") + ".png")
            let result = try ToolRunner.run(["curve"] + arguments + ["-o", url.path])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let size = try ExportProbe.pngSize(at: url)
            #expect(size.width == 1280 && size.height == 800)
        }
        let svg = folder.appendingPathComponent("spring.svg")
        #expect(try ToolRunner.run(["curve", "spring", "-o", svg.path]).status == 0)
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("<svg"))
    }
}

@Suite("export commands' help")
struct ExportHelpTests {
    @Test(arguments: ["render", "sheet", "preview", "curve"])
    func everyExportCommandHasHelpAndIsListed(name: String) throws {
        let help = try ToolRunner.run([name, "--help"])
        #expect(help.status == 0 && help.stdout.contains("Usage: chess-motion \(name)"))
        #expect(help.stdout.contains("Examples:"))
        let overview = try ToolRunner.run(["--help"])
        #expect(overview.stdout.contains("  \(name) "))
    }
}
