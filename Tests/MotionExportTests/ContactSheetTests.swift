import MotionExport
import Foundation
import TestSupport
import MotionKit
import Testing

@Suite("ContactSheet: the scene's frames in a labelled grid")
struct ContactSheetTests {
    @Test func framesEveryIntervalWithTheStillAddedInOrder() throws {
        let sheet = try ContactSheet(duration: 6, stillTime: 4.4, every: 0.5, frameSize: PixelSize(width: 36, height: 28))
        #expect(sheet.entries.map(\.time) == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.4, 4.5, 5, 5.5])
        #expect(sheet.entries.filter(\.isStill).map(\.time) == [4.4])
        #expect(sheet.columns == 4 && sheet.rows == 4)
        #expect(sheet.label(for: sheet.entries[9]) == "t = 4.4 s  ·  still")
        #expect(sheet.label(for: sheet.entries[3]) == "t = 1.5 s")
    }

    @Test func aStillOnTheGridIsMarkedNotRepeated() throws {
        let sheet = try ContactSheet(duration: 6, stillTime: 4.5, every: 0.5, frameSize: PixelSize(width: 36, height: 28), columns: 5)
        #expect(sheet.entries.count == 12)
        #expect(sheet.entries.filter(\.isStill).map(\.time) == [4.5])
        #expect(sheet.columns == 5 && sheet.rows == 3)
    }

    @Test func theGridIsWholePixelsLeftToRightThenDown() throws {
        let sheet = try ContactSheet(duration: 2, stillTime: 1.5, every: 0.5, frameSize: PixelSize(width: 90, height: 70), columns: 3)
        // 4 frames on the grid (0, 0.5, 1, 1.5 with the still among them): 3 + 1.
        #expect(sheet.entries.count == 4 && sheet.rows == 2)
        #expect(sheet.size == PixelSize(width: 24 * 2 + 3 * 90 + 2 * 16, height: 40 + 24 * 2 + 2 * (70 + 26) + 16))
        #expect(sheet.frameRect(at: 0) == Rect(x: 24, y: 64, width: 90, height: 70))
        #expect(sheet.frameRect(at: 2) == Rect(x: 24 + 2 * 106, y: 64, width: 90, height: 70))
        #expect(sheet.frameRect(at: 3) == Rect(x: 24, y: 64 + 70 + 26 + 16, width: 90, height: 70))
    }

    /// The drawn sheet holds each frame pixel for pixel in its cell, and outlines only the still.
    @Test func eachCellIsItsFrameAndOnlyTheStillIsMarked() throws {
        let renderer = try ExportFixtures.renderer()
        let scene = ExportTestScene()
        let sheet = try ContactSheet(duration: scene.duration, stillTime: scene.stillTime, every: 0.4,
                                     frameSize: PixelSize(width: 90, height: 70), columns: 3)
        let drawing = try sheet.drawing(rendering: renderer, title: "test", parallel: ParallelFrameRenderer(workers: 2))
        let image = try FrameRenderer(scene: drawing, palettes: renderer.palettes).raster(at: 0, size: sheet.size)
        #expect(image.width == sheet.size.width && image.height == sheet.size.height)
        let accent = try TestAssetsPalette.light().accent
        for (index, entry) in sheet.entries.enumerated() {
            let rect = sheet.frameRect(at: index)
            let frame = try renderer.raster(at: entry.time, size: sheet.frameSize)
            for y in 0..<frame.height {
                let row = ((Int(rect.minY) + y) * image.width + Int(rect.minX)) * 4
                let cell = Array(image.pixels[row..<row + frame.width * 4])
                #expect(cell == Array(frame.pixels[y * frame.width * 4..<(y + 1) * frame.width * 4]),
                        "cell \(index) (t = \(entry.time)) row \(y) is not its frame")
                if cell != Array(frame.pixels[y * frame.width * 4..<(y + 1) * frame.width * 4]) { break }
            }
            // The outline sits 3 px outside the frame's left edge, halfway down.
            let outline = image.color(x: Int(rect.minX) - 3, y: Int(rect.center.y))
            #expect(outline.isClose(to: accent) == entry.isStill, "cell \(index) outline: \(outline)")
        }
    }

    @Test(arguments: [
        (0.0, nil, "a frame every 0 s is not possible"),
        (-1, nil, "a frame every -1 s is not possible"),
        (.nan, nil, "a frame every nan s"),
        (0.01, nil, "more than the 400 frames a sheet holds"),
        (0.5, 0, "0 columns is not possible: use 1 to 40"),
    ] as [(Double, Int?, String)])
    func impossibleSheetsAreNamed(every: Double, columns: Int?, message: String) {
        do {
            _ = try ContactSheet(duration: 6, stillTime: 4.4, every: every, frameSize: PixelSize(width: 36, height: 28), columns: columns)
            Issue.record("expected '\(message)'")
        } catch {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func aSheetLargerThanAnImageMayBeIsRefused() {
        #expect(throws: ContactSheetError.self) {
            try ContactSheet(duration: 6, stillTime: 4.4, every: 0.5, frameSize: PixelSize(width: 3000, height: 2000), columns: 13)
        }
    }
}

enum TestAssetsPalette {
    static func light() throws -> Palette { try ExportFixtures.renderer().palettes.light }
}

extension Color {
    /// Within two 8-bit steps per channel: what anti-aliasing-free solid fills come out as.
    func isClose(to other: Color) -> Bool {
        abs(red - other.red) <= 2 / 255 && abs(green - other.green) <= 2 / 255
            && abs(blue - other.blue) <= 2 / 255 && abs(alpha - other.alpha) <= 2 / 255
    }
}
