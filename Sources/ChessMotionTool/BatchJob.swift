import ChessMotion
import ChessMotionSupport
import Foundation
import MotionExport
import MotionKit

/// One output of a batch: a scene drawn with one choice on each axis, written to one file.
/// Jobs come from a `BatchManifest`, already expanded and checked, in the manifest's order.
package struct BatchJob: Sendable, Hashable {
    /// What the file holds, from its extension (a folder: a trailing '/').
    package enum Kind: Sendable, Hashable {
        /// One frame; `t` nil draws the scene's still time.
        case still(ImageFormat, t: Double?)
        /// A clip through ffmpeg; `fps` nil is the format's own rate.
        case video(VideoFormat, playback: ClipPlayback, fps: Double?)
        /// A clip as numbered PNG frames in a folder, as `render FOLDER/` writes them; `fps` nil
        /// is `PNGSequenceWriter.defaultFPS`.
        case sequence(playback: ClipPlayback, fps: Double?)
        /// One loop as Lottie JSON or a dotLottie archive, as `render NAME.json` writes it;
        /// `fps` nil is `LottieOutput.defaultFPS`.
        case lottie(archive: Bool, fps: Double?)
    }

    /// Where the job was declared and what it chose, for every message about it:
    /// `matrix[0] (scene coins, theme wood, scheme dark)`.
    package let label: String
    /// The place of the matrix entry or job in the manifest.
    package let location: DataFileLocation
    /// A built-in scene's name, or the path of a `.scene` script or `.pgn` file (relative paths
    /// already resolved against the manifest's folder).
    package let scene: String
    /// The job's axes as a render's overrides: what it does not set comes from the settings.
    package let overrides: SceneOverrides
    package let width: Int?
    package let scale: Double?
    /// The file written (relative paths resolved against the manifest's folder).
    package let output: URL
    /// `output`'s path with `.` and `..` applied (`ResolvedPath.standardized`), kept as text:
    /// checking and listing 100,000 outputs through `URL.standardized` and `URL.path` took
    /// about half of `batch --list`.
    package let outputPath: String
    package let kind: Kind
    /// A video's sound track (`"sound"`: a set's name, or false for none; the settings' set when absent).
    package let sound: ClipSoundChoice

    /// True when the output is a folder of frames rather than one file.
    package var writesFolder: Bool {
        if case .sequence = kind { return true }
        return false
    }

    /// `outputPath` is the absolute path written to, as spelled (a folder's with its '/').
    package init(label: String, location: DataFileLocation, scene: String, overrides: SceneOverrides, width: Int?,
                scale: Double?, outputPath: String, kind: Kind, sound: ClipSoundChoice = .fromSettings) {
        self.label = label
        self.location = location
        self.scene = scene
        self.overrides = overrides
        self.width = width
        self.scale = scale
        self.outputPath = ResolvedPath.standardized(outputPath)
        self.output = URL(fileURLWithPath: self.outputPath, isDirectory: outputPath.hasSuffix("/"))
        self.kind = kind
        self.sound = sound
    }
}
