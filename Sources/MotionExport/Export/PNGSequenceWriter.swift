import ChessMotionSupport
import MotionKit
import FoundationEssentials
import Glibc

/// Writes a clip as numbered PNG files in a folder: `frame-00000.png`, `frame-00001.png`, ...
/// (frame k shows clip time k / fps). The render workers encode each frame and write it into a
/// hidden folder of the sequence's, a lane of their own (`PreparedFrameLanes`), created
/// exclusively (never through a planted link); delivery, in clip order, only renames it into
/// place. So a frame's name appears once its file is whole, and creating and filling files — on
/// some disks as slow as drawing the frame — is spread over the workers instead of done one
/// after another, without two workers ever creating files in one folder at once. Lanes left by
/// a killed render are cleared by the next render into the folder once its process is gone;
/// `finish` removes this render's lanes, and `abandon` them with the frames prepared and never
/// delivered (it failed).
/// Frames left over from an earlier, longer render into the same folder are removed at the end,
/// since they would silently extend the new sequence; only files with exactly this tool's frame
/// names are touched.
package struct PNGSequenceWriter: FrameSink {
    /// A frame's PNG, written whole to a hidden file in the folder and waiting for its name.
    package struct Frame: Sendable {
        let temporary: String
        let bytes: Int
    }

    package let folder: URL
    package let count: Int
    /// Runs on the render workers: encodes the frame and writes its file in the worker's lane.
    package let prepare: @Sendable (RasterImage) throws -> Frame
    /// Where the workers write frames until delivery names them.
    private let lanes: PreparedFrameLanes
    /// Bytes of the frames written so far, counted as they are written: what the summary line
    /// reports, with no second pass over the files.
    package private(set) var bytesWritten = 0
    /// Stale frames from an earlier render that `finish` removed.
    package private(set) var removedStaleFrames = 0
    /// Half-written frames of killed renders that `init` removed.
    package let clearedStalePartials: Int

    package static let prefix = "frame-"
    /// Frames a second when a render names no rate: as smooth as the app plays the scene.
    package static let defaultFPS = 60.0

    /// Creates the folder if it does not exist (its parent must).
    package init(folder: URL, count: Int) throws(ExportError) {
        self.folder = folder
        self.count = count
        let manager = FileManager.default
        try Self.checkNotAFile(folder)
        if !manager.fileExists(atPath: folder.path) {
            var isDirectory = false
            let parent = folder.deletingLastPathComponent()
            guard manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory else {
                throw .unwritable(path: folder.path, reason: "the folder \(parent.path) does not exist")
            }
            do { try manager.createDirectory(at: folder, withIntermediateDirectories: false) } catch {
                throw .unwritable(path: folder.path, reason: ErrorReason.of(error))
            }
        }
        guard manager.isWritableFile(atPath: folder.path) else {
            throw .unwritable(path: folder.path, reason: "the folder is not writable")
        }
        clearedStalePartials = PartialOutput.clearStale(in: folder.path, owner: Self.partialOwner)
        let lanes = PreparedFrameLanes(folder: folder.path)
        self.lanes = lanes
        prepare = { image in
            let png = try image.pngData()
            return Frame(temporary: try lanes.write(png), bytes: png.count)
        }
    }

    /// Frames go into a folder, never over a file of the user's (a regular file, a FIFO, a
    /// device): refused before anything is drawn.
    package static func checkNotAFile(_ folder: URL) throws(ExportError) {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory {
            throw .unwritable(path: folder.path, reason: "it is a file, not a folder")
        }
    }

    /// For a lane, `.frame-lane.partial-PID-RANDOM`, or an older version's hidden frame,
    /// `.frame-NNNNN.png.partial-PID-RANDOM`, the text from the PID on.
    static func partialOwner(_ name: String) -> Substring? {
        let marker = ".partial-"
        guard name.hasPrefix("." + prefix), let range = name.firstRange(of: marker) else { return nil }
        return name[range.upperBound...]
    }

    /// What a signal handler runs: removes this process's lanes, with the frames in them that
    /// were never named, while the workers may still be writing there.
    package var interruptionCleanup: @Sendable () -> Void {
        let path = folder.path
        return {
            let mine = "\(getpid())-"
            for name in PartialOutput.entries(of: path) where Self.partialOwner(name)?.hasPrefix(mine) == true {
                var status = stat()
                guard lstat(path + "/" + name, &status) == 0 else { continue }
                PartialOutput.remove(path + "/" + name, status: status)
            }
        }
    }

    /// Enough digits for every frame of the clip, and at least five so names sort at a glance.
    package var digits: Int { max(5, String(max(0, count - 1)).count) }

    package func url(ofFrame index: Int) -> URL {
        let number = String(index)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        return folder.appendingPathComponent(Self.prefix + padded + ".png")
    }

    package mutating func write(_ frame: Frame, index: Int) throws {
        let url = url(ofFrame: index)
        guard rename(frame.temporary, url.path) == 0 else {
            let failure = errno
            throw ExportError.unwritable(path: url.path, reason: ErrorReason.text(failure))
        }
        bytesWritten += frame.bytes
    }

    package mutating func finish() throws {
        lanes.removeAll()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            guard let index = Self.frameIndex(inName: name), index >= count else { continue }
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil {
                removedStaleFrames += 1
            }
        }
    }

    /// Frames already written are complete files and stay; the lanes go, with the frames
    /// prepared in them and never delivered.
    package mutating func abandon() {
        lanes.removeAll()
    }

    /// Whether `name` is one this writer gives a frame (`frame-00042.png`): the only names a
    /// sequence written over an existing folder may replace or remove there.
    package static func isFrameName(_ name: String) -> Bool { frameIndex(inName: name) != nil }

    /// The number in a name of the form `frame-NNNNN.png` (five or more digits), else nil.
    static func frameIndex(inName name: String) -> Int? {
        guard name.hasPrefix(prefix), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(prefix.count).dropLast(4)
        guard digits.count >= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
