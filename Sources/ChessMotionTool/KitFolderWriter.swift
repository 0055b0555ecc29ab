import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import Glibc

/// Writes a kit page's files under one folder, counting them for the report. Every path is
/// relative and made by `KitPage`, never taken from input, so nothing lands outside the folder.
struct KitFolderWriter {
    let folder: URL
    private(set) var files = 0
    private(set) var bytes = 0

    /// The file that marks a folder as a kit page this tool wrote, so a later `kit -o` may
    /// replace its files; a folder holding anything else is the user's (see `checkReplaceable`).
    static let marker = ".chess-motion-kit"

    /// `replacing`: write even into a folder that holds files of someone else's (`--force`).
    init(folder: URL, replacing: Bool = false) throws(KitPageError) {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory {
            throw .notAFolder(folder.path)
        }
        let parent = folder.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path) else { throw .missingParent(folder.path, parent: parent.path) }
        if !replacing { try Self.checkReplaceable(folder) }
        self.folder = folder
    }

    /// A page replaces `index.html`, `kit.json` and the rest by name, so it goes only where
    /// nothing is, or where its own marker says an earlier page of this tool's is: a folder of
    /// the user's with an `index.html` of their own is refused, naming what it holds.
    static func checkReplaceable(_ folder: URL) throws(KitPageError) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        guard !names.isEmpty else { return }
        var status = stat()
        if lstat(folder.appendingPathComponent(marker).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return }
        throw .notAKitFolder(folder.path, holds: Array(names.prefix(3)), count: names.count)
    }

    /// Writes the marker first, so a page interrupted half way is still known as this tool's.
    mutating func writeMarker() throws(KitPageError) {
        try write("A kit page written by chess-motion kit: a later 'kit -o' into this folder replaces its files.\n",
                  to: Self.marker)
    }

    /// Copies `source` to `relativePath` and returns its bytes, for the page to inline as well.
    @discardableResult
    mutating func copy(_ source: URL, to relativePath: String) throws(KitPageError) -> Data {
        let data = try read(source)
        try write(data, to: relativePath)
        return data
    }

    /// A file the page copies or inlines (a module, the palettes, the bots, a theme, a piece),
    /// read through the guarded reader with the data files' cap: the palettes, bots and themes may
    /// be a user's own, and none of them is near 4 MiB.
    func read(_ source: URL) throws(KitPageError) -> Data {
        do { return Data(try InputFile.read(source.path, limit: Self.maximumFileSize)) } catch {
            if case let .tooLarge(path, limit, size) = error { throw .tooLarge(path, size: size, limit: limit) }
            throw .unreadable(source.path, reason: error.reason)
        }
    }

    /// The most any one file of the page may hold: a data file's cap (`RegularFile.dataFileLimit`).
    static let maximumFileSize = RegularFile.dataFileLimit

    mutating func write(_ text: String, to relativePath: String) throws(KitPageError) {
        try write(Data(text.utf8), to: relativePath)
    }

    mutating func write(_ data: Data, to relativePath: String) throws(KitPageError) {
        let url = folder.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritable(url.path, reason: Self.reason(error))
        }
        files += 1
        bytes += data.count
    }

    private static func reason(_ error: any Error) -> String {
        ErrorReason.of(error)
    }
}

/// Why a kit page could not be written.
package enum KitPageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `Web/motion.js` on the asset search path: an installed copy without its browser half.
    case webSourcesMissing(searched: [String])
    case notAFolder(String)
    /// The folder holds files (`count`, the first of them named) and no marker of a kit page
    /// this tool wrote: writing would replace the user's `index.html` and the like.
    case notAKitFolder(String, holds: [String], count: Int)
    case missingParent(String, parent: String)
    case unreadable(String, reason: String)
    /// A source file over `KitFolderWriter.maximumFileSize` (`size` nil when it grew past it
    /// while being read).
    case tooLarge(String, size: Int?, limit: Int)
    case unwritable(String, reason: String)
    /// A file that resolved to a scene the page has no plan for (every script is a board or
    /// an intro today: a new kind of scene must bring its plan).
    case unsupportedScene(String, kind: String)
    /// A module of `Web/` in a form the page's inliner does not rewrite (its path and line).
    case unbundlable(String, line: Int, reason: String)
    /// `Web/kit.html` lacks the marker where the page's files or script go.
    case pageTemplate(missing: String)

    package var description: String {
        switch self {
        case .unsupportedScene(let path, let kind):
            "\(path) makes a scene of kind \(kind), which the kit page cannot draw from a plan yet"
        case .webSourcesMissing(let searched):
            "cannot find the kit's browser half (Web/motion.js); looked in: \(searched.joined(separator: ", ")) "
                + "(set CHESS_MOTION_ASSETS to the checkout that holds it)"
        case .notAFolder(let path): "\(path) is a file; a kit page is a folder: name a new or existing folder"
        case .notAKitFolder(let path, let names, let count):
            "\(path) holds \(count) file\(count == 1 ? "" : "s") (\(names.joined(separator: ", "))\(count > names.count ? ", ..." : "")) "
                + "and no kit page chess-motion wrote; a kit page replaces index.html and the like by name: "
                + "name a new or empty folder, or add --force to write over them"
        case .missingParent(let path, let parent): "cannot write \(path): the folder \(parent) does not exist"
        case .unbundlable(let path, let line, let reason): "cannot inline Web/\(path)\(line > 0 ? ":\(line)" : ""): \(reason)"
        case .pageTemplate(let marker): "Web/kit.html has no \(marker) line, where the page's inlined parts go"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let path, let size, let limit):
            "cannot read \(path): it is " + (size.map { "\(ByteCount.exact($0)), " } ?? "")
                + "more than a kit page's file may hold (\(ByteCount.exact(limit)))"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
