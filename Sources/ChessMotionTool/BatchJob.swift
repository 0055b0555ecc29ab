import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionExport
import MotionKit

/// One output of a batch: a scene drawn with one choice on each axis, written to one file.
/// Jobs come from a `BatchManifest`, already expanded and checked, in the manifest's order.
package struct BatchJob: Sendable, Hashable {
    /// Where the job was declared and what it chose, for every message about it:
    /// `matrix[0] (scene coins, theme wood, scheme dark)`.
    package let label: String
    /// The place of the matrix entry or job in the manifest.
    package let location: DataFileLocation
    /// A built-in scene's name, or the path of a `.scene` script or `.pgn` file (relative paths
    /// already resolved against the manifest's folder).
    package let scene: String
    /// The file written (relative paths resolved against the manifest's folder).
    package let output: URL
    /// `output`'s path with `.` and `..` applied (`ResolvedPath.standardized`), kept as text:
    /// checking and listing 100,000 outputs through `URL.standardized` and `URL.path` took
    /// about half of `batch --list`.
    package let outputPath: String
    /// What is written and how: the job's axes as the render's overrides, its size, instant or
    /// playback, as `render` and `still` describe theirs.
    package let spec: RenderSpec

    /// The job's axes as a render's overrides: what it does not set comes from the settings.
    package var overrides: SceneOverrides { spec.overrides }

    /// True when the output is a folder of frames rather than one file.
    package var writesFolder: Bool {
        spec.output == .frames
    }

    /// `outputPath` is the absolute path written to, as spelled (a folder's with its '/').
    package init(label: String, location: DataFileLocation, scene: String, outputPath: String, spec: RenderSpec) {
        self.label = label
        self.location = location
        self.scene = scene
        self.outputPath = ResolvedPath.standardized(outputPath)
        self.output = URL(fileURLWithPath: self.outputPath, isDirectory: outputPath.hasSuffix("/"))
        self.spec = spec
    }
}
