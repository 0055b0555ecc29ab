import ChessMotionSupport
import FoundationEssentials
import MotionKit

/// Twelve piece drawings, parsed once when the set is loaded. Drawing a piece paints it from
/// the SVG's raster cache at the board's pixel size (or as vectors in SVG/PDF output), so a
/// frame never re-reads or re-parses a file.
public struct PieceSet: Sendable {
    /// The folder's name: what settings and `--pieces` refer to.
    public let name: String
    public let folder: URL
    package let manifest: PieceSetManifest
    /// In `assetNames` order.
    let images: [SVGImage]
    /// The twelve files' bytes, digested as they were read: what a picture drawn from the set
    /// and kept past the process (a game GIF's sprite sheet) is named after.
    package let drawingDigest: String

    /// The common naming convention for piece files: side letter then piece letter, the knight
    /// being `N`. Any folder of these twelve SVGs is a set.
    public static let assetNames: [String] = ["w", "b"].flatMap { side in ["K", "Q", "R", "B", "N", "P"].map { side + $0 } }

    /// The drawing stored as `NAME.svg` ("wK", "bN", ...), or nil for a name outside the twelve.
    public func image(named assetName: String) -> SVGImage? {
        Self.assetNames.firstIndex(of: assetName).map { images[$0] }
    }

    /// Loads the folder `folder` as the set `name` (its last path component unless given):
    /// all twelve pieces, then the manifest if there is one.
    public static func load(from folder: URL, name: String? = nil) throws(PieceSetError) -> PieceSet {
        let setName = name ?? folder.lastPathComponent
        var images: [SVGImage] = []
        var digest = StableDigest()
        for assetName in assetNames {
            let file = folder.appendingPathComponent("\(assetName).svg")
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw .missingPiece(set: setName, file: file.lastPathComponent, folder: folder.path)
            }
            let bytes: [UInt8]
            do { bytes = try RegularFile.read(file) } catch { throw .unreadablePiece(set: setName, error) }
            digest.add(bytes)
            do { images.append(try SVGImage(data: Data(bytes), name: file.path)) } catch {
                let reason = switch error {
                case .unparsable(_, let reason): reason
                case .missing: "cannot be read"
                case .unreadable(_, let text): text
                }
                throw .unparsablePiece(set: setName, file: file.path, reason: reason)
            }
        }
        let manifestURL = folder.appendingPathComponent(PieceSetManifest.fileName)
        var manifest = PieceSetManifest(displayName: setName)
        if FileManager.default.fileExists(atPath: manifestURL.path) {
            manifest = try PieceSetManifest.load(from: manifestURL, set: setName)
        }
        return PieceSet(name: setName, folder: folder, manifest: manifest, images: images, drawingDigest: digest.hex)
    }

    /// The set every setting falls back to (a fixed name all modules rely on).
    public static let defaultName = AssetDefaults.pieces
}
