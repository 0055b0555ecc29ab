import BoardKit
import Foundation
import MotionKit
import TestSupport
import Testing

@Suite("Piece sets")
struct PieceSetLoadingTests {
    static let library = PieceSetLibrary(folders: [Fixtures.url("PieceSets")])

    @Test func theTwoOriginalSetsLoadWithTheirManifests() throws {
        for name in ["staunton", "geometric"] {
            let set = try Self.library.pieceSet(named: name)
            #expect(set.manifest.license == "CC0-1.0")
            #expect(set.manifest.author?.isEmpty == false)
            for assetName in PieceSet.assetNames {
                let image = try #require(set.image(named: assetName))
                #expect(image.intrinsicSize.width > 0)
            }
        }
    }

    /// A folder of twelve conventionally named SVGs and nothing else loads as a set.
    @Test func aDroppedInFolderLoadsWithoutAManifest() throws {
        let root = try TemporaryFolder()
        let folder = root.appendingPathComponent("dropped", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (i, name) in PieceSet.assetNames.enumerated() {
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 45 45\"><circle cx=\"22.5\" cy=\"22.5\" r=\"\(5 + i)\"/></svg>"
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
        let library = PieceSetLibrary(folders: [root.url, Fixtures.url("PieceSets")])
        #expect(library.names.contains("dropped") && library.names.contains("staunton"))
        let set = try library.pieceSet(named: "dropped")
        #expect(set.manifest.displayName == "dropped")
        #expect(set.manifest.license == nil)
    }

    private func copyOfStaunton() throws -> (root: TemporaryFolder, folder: URL) {
        let root = try TemporaryFolder()
        let folder = root.appendingPathComponent("broken", isDirectory: true)
        try FileManager.default.copyItem(at: Fixtures.url("PieceSets/staunton"), to: folder)
        return (root, folder)
    }

    @Test func aMissingPieceNamesTheSetAndTheFile() throws {
        let (root, folder) = try copyOfStaunton()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("bN.svg"))
        let error = try #require(throws: PieceSetError.self) { try PieceSetLibrary(folders: [root.url]).pieceSet(named: "broken") }
        #expect(error == .missingPiece(set: "broken", file: "bN.svg", folder: folder.path))
        #expect(error.description.contains("'broken'") && error.description.contains("bN.svg"))
    }

    @Test func anUnparsablePieceNamesTheSetAndTheFile() throws {
        let (root, folder) = try copyOfStaunton()
        try Data("<svg><g>not closed".utf8).write(to: folder.appendingPathComponent("wQ.svg"))
        let error = try #require(throws: PieceSetError.self) { try PieceSetLibrary(folders: [root.url]).pieceSet(named: "broken") }
        guard case .unparsablePiece(let set, let file, _) = error else {
            Issue.record("expected unparsablePiece, got \(error)"); return
        }
        #expect(set == "broken" && file.hasSuffix("broken/wQ.svg"))
    }

    @Test func aFIFOInPlaceOfAPieceIsRefusedNotWaitedOn() throws {
        let (root, folder) = try copyOfStaunton()
        let piece = folder.appendingPathComponent("wK.svg")
        try FileManager.default.removeItem(at: piece)
        #expect(mkfifo(piece.path, 0o600) == 0)
        #expect(throws: PieceSetError.unreadablePiece(set: "broken", .notARegularFile(file: piece.path, kind: "a FIFO (named pipe)"))) {
            try PieceSetLibrary(folders: [root.url]).pieceSet(named: "broken")
        }
    }

    @Test func aBadManifestNamesTheFileAndTheKey() throws {
        let (root, folder) = try copyOfStaunton()
        try Data("{\"displayName\": \"B\", \"licence\": \"MIT\"}".utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let error = try #require(throws: PieceSetError.self) { try PieceSetLibrary(folders: [root.url]).pieceSet(named: "broken") }
        let manifest = folder.appendingPathComponent("manifest.json").path
        #expect(error.description == "piece set 'broken': \(manifest):1:22: licence: unknown key (known: displayName, author, license, description)")
    }

    @Test func aManifestValueOfTheWrongTypeIsPlaced() throws {
        let (root, folder) = try copyOfStaunton()
        let json = "{\n  \"displayName\": \"B\",\n  \"author\": [\"me\"]\n}\n"
        try Data(json.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let error = try #require(throws: PieceSetError.self) { try PieceSetLibrary(folders: [root.url]).pieceSet(named: "broken") }
        guard case .badManifest("broken", .wrongType(let location, "a string", "an array")) = error else {
            Issue.record("expected a wrong type in the manifest, got \(error)"); return
        }
        #expect(location.file.hasSuffix("broken/manifest.json") && location.keyPath == "author")
        #expect(location.line == 3 && location.column == 13)
    }

    @Test(arguments: ["../staunton", "x/y", "..", ".git"])
    func namesAreNeverPaths(name: String) {
        #expect(throws: PieceSetError.lookup(.invalidName(name, kind: .pieceSet))) { try Self.library.pieceSet(named: name) }
    }

    @Test func anUnknownSetListsTheKnownOnes() {
        let error = #expect(throws: PieceSetError.self) { try Self.library.pieceSet(named: "glass") }
        #expect(error?.description.contains("staunton") == true)
    }
}
