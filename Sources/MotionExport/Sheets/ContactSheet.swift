import MotionKit
import ChessMotionSupport
import FoundationEssentials

/// A whole scene at a glance: frames every `every` seconds laid out in a grid, each labelled with
/// its time, and the still frame (the one Reduce Motion shows) added where it falls and marked.
///
/// The layout is in pixels and the sheet is drawn at scale 1, so each frame is copied into its
/// cell pixel for pixel.
package struct ContactSheet: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var time: Double
        package var isStill: Bool
    }

    package let entries: [Entry]
    package let frameSize: PixelSize
    package let columns: Int

    package static let maximumFrames = 400
    package static let maximumColumns = 40

    // The grid, in pixels.
    static let margin = 24
    static let gap = 16
    static let labelHeight = 26
    static let titleHeight = 40

    package init(duration: Double, stillTime: Double, every: Double, frameSize: PixelSize,
                columns: Int? = nil) throws(ContactSheetError) {
        guard every.isFinite, every > 0 else { throw .interval(every) }
        guard duration.isFinite, duration > 0 else { throw .duration(duration) }
        let count = Int((duration / every - 1e-9).rounded(.up))
        guard count + 1 <= Self.maximumFrames else {
            throw .tooManyFrames(every: every, duration: duration, maximum: Self.maximumFrames)
        }
        entries = Self.entries(duration: duration, stillTime: stillTime, every: every)
        if let columns, !(1...Self.maximumColumns).contains(columns) {
            throw .columns(columns, maximum: Self.maximumColumns)
        }
        self.columns = min(columns ?? Int(Double(entries.count).squareRoot().rounded(.up)), entries.count)
        self.frameSize = frameSize
        do { _ = try size.validated() } catch {
            throw .tooLarge(size, maximum: PixelSize.maximumSide)
        }
    }

    /// Times 0, every, 2 every, ... before the loop's end, with the still time added in order
    /// (or marked, when it is already one of them).
    static func entries(duration: Double, stillTime: Double, every: Double) -> [Entry] {
        var entries: [Entry] = []
        var k = 0
        while Double(k) * every < duration - 1e-9 {
            let t = Double(k) * every
            entries.append(Entry(time: t, isStill: abs(t - stillTime) < 1e-9))
            k += 1
        }
        if !entries.contains(where: \.isStill) {
            let place = entries.firstIndex { $0.time > stillTime } ?? entries.endIndex
            entries.insert(Entry(time: stillTime, isStill: true), at: place)
        }
        return entries
    }

    package var rows: Int { (entries.count + columns - 1) / columns }

    /// The whole sheet in pixels.
    package var size: PixelSize {
        PixelSize(width: 2 * Self.margin + columns * frameSize.width + (columns - 1) * Self.gap,
                  height: Self.titleHeight + 2 * Self.margin + rows * (frameSize.height + Self.labelHeight) + (rows - 1) * Self.gap)
    }

    /// Where entry `index`'s frame goes: whole pixels, left to right, then top to bottom.
    package func frameRect(at index: Int) -> Rect {
        let column = index % columns, row = index / columns
        let x = Self.margin + column * (frameSize.width + Self.gap)
        let y = Self.margin + Self.titleHeight + row * (frameSize.height + Self.labelHeight + Self.gap)
        return Rect(x: Double(x), y: Double(y), width: Double(frameSize.width), height: Double(frameSize.height))
    }

    package func label(for entry: Entry) -> String {
        "t = \(entry.time.trimmed) s" + (entry.isStill ? "  ·  still" : "")
    }

    /// The sheet as a drawing, given one frame per entry (in entry order).
    package func drawing(frames: [BitmapImage], title: String) throws(ContactSheetError) -> ContactSheetDrawing {
        guard frames.count == entries.count else { throw .frameCount(frames.count, expected: entries.count) }
        return ContactSheetDrawing(sheet: self, frames: frames, title: title)
    }
}

/// Draws a contact sheet. It is a still picture: it ignores `t`, and is a `MotionScene` only so
/// that the ordinary renderer turns it into PNG, SVG or PDF in either colour scheme.
package struct ContactSheetDrawing: MotionScene {
    package let sheet: ContactSheet
    package let frames: [BitmapImage]
    package let title: String

    package var duration: Double { 1 }
    package var stillTime: Double { 0 }
    package var box: Size { Size(Double(sheet.size.width), Double(sheet.size.height)) }

    package func draw(_ canvas: inout MotionCanvas, t: Double) {
        let c = canvas
        let margin = Double(ContactSheet.margin)
        c.text(title, at: Point(margin, margin + Double(ContactSheet.titleHeight) / 2 - 6), style: .title(17),
               color: c.palette.text, anchor: .leading)
        for (index, entry) in sheet.entries.enumerated() {
            let rect = sheet.frameRect(at: index)
            if entry.isStill {
                c.fillRoundedRect(rect.insetBy(-5), radius: 6, c.palette.accent)
            } else {
                c.fillRect(rect.insetBy(-1), c.palette[.border])
            }
            c.image(frames[index], in: rect)
            let labelCenter = Point(rect.center.x, rect.maxY + Double(ContactSheet.labelHeight) / 2 + 2)
            let style = entry.isStill ? TextStyle(size: 12, weight: .bold) : TextStyle(size: 12)
            c.text(sheet.label(for: entry), at: labelCenter, style: style,
                   color: entry.isStill ? c.palette.accent : c.palette.secondaryText)
        }
    }
}

/// Why a contact sheet cannot be laid out.
package enum ContactSheetError: Error, Equatable, Sendable, CustomStringConvertible {
    case interval(Double)
    case duration(Double)
    case tooManyFrames(every: Double, duration: Double, maximum: Int)
    case columns(Int, maximum: Int)
    case tooLarge(PixelSize, maximum: Int)
    case frameCount(Int, expected: Int)

    package var description: String {
        switch self {
        case .interval(let every):
            "a frame every \(every.trimmed) s is not possible: the interval must be a positive number of seconds"
        case .duration(let duration):
            "a scene of \(duration.trimmed) s cannot be laid out"
        case .tooManyFrames(let every, let duration, let maximum):
            "a frame every \(every.trimmed) s over \(duration.trimmed) s is more than the \(maximum) frames a sheet holds; choose a longer interval"
        case .columns(let columns, let maximum):
            "\(columns) columns is not possible: use 1 to \(maximum)"
        case .tooLarge(let size, let maximum):
            "the sheet would be \(size) pixels, more than \(maximum) on a side; use fewer columns or smaller frames (--width)"
        case .frameCount(let count, let expected):
            "the sheet has \(expected) cells but \(count) frames were drawn"
        }
    }
}
