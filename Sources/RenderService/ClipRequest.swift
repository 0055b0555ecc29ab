import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import Glibc
import HTTPServer
import MotionExport
import MotionKit

/// `GET /scenes/{name}.{gif,mp4,webm,mov}`, `POST /render.{ext}` (a script body) and
/// `POST /game.{mp4,webm}` (a PGN body): a clip written by `PreparedScene.writeClip`, the
/// exporter `batch` uses, into a private temporary folder. The file is opened and its folder
/// removed before the answer streams it, so no file outlives its request, answered or failed.
enum ClipRequest {
    /// The scene routes' parameters but `t`, with the clip's `playback` and `fps`.
    static let names = ["avatars", "posture", "locale", "reduceMotion", "playback", "hold", "fps", "from", "to",
                        "theme", "pieces", "scheme", "width", "scale", "quality", "transparent", "sound", "mute"]
    /// The game options of `POST /game.gif` that a video takes, with the clip's.
    static let gameNames = ["game", "every", "flip", "as", "comments", "annotations", "check", "playback", "fps", "locale", "theme", "pieces", "scheme", "width",
                            "quality", "sound", "mute"]

    /// `GET /scenes/NAME.EXT`, `POST /render.EXT` and `POST /game.EXT`: the subject's clip.
    /// `checkedOnly` (a HEAD) stops once every check has passed, before ffmpeg or a frame: the
    /// answer's headers come from the request, so the clip need not exist to be described.
    static func clip(_ subject: RenderSubject, _ query: QueryParameters, format: VideoFormat, configuration: ServiceConfiguration,
                     settings: (SceneOverrides) throws -> ResolvedSettings, deadline: RenderDeadline,
                     checkedOnly: Bool = false) throws -> HTTPResponse.Body {
        let plan = try ServiceRender(subject, output: .clip(format), query, names: names, gameNames: gameNames).plan(settings: settings)
        return try write(plan, configuration: configuration, deadline: deadline, checkedOnly: checkedOnly)
    }

    /// The caps (pixels, frames) before a frame is drawn; then the clip.
    private static func write(_ plan: RenderPlan, configuration: ServiceConfiguration, deadline: RenderDeadline,
                              checkedOnly: Bool = false) throws -> HTTPResponse.Body {
        guard case .clip(let format) = plan.spec.output else { preconditionFailure("a clip's plan") }
        let installedSets = plan.scene.settings.installed.soundSets.names
        if let name = plan.spec.sound, format != .gif, !installedSets.contains(name) {
            throw ServiceError.badParameter(name: "sound", reason: "no sound set named '\(name)'; sets: " + installedSets.joined(separator: ", "))
        }
        try configuration.checkCaps(plan)
        // One worker per request: the service already renders several requests at once.
        var parallel = try plan.parallel(workers: 1, budget: .standard)
        // A HEAD stops here, after every check its GET makes before a frame: the encoder's memory
        // too, which a GET meets as ffmpeg is about to start.
        if checkedOnly {
            _ = try EncoderMemory.settings(for: format, size: plan.size, transparent: plan.spec.transparent, budget: .standard)
            return .unmeasured
        }
        // Past the cap the frames stop and ffmpeg is stopped and reaped (`VideoEncoder.abandon`).
        parallel.deadline = deadline
        return try written(named: "clip.\(format.rawValue)", configuration: configuration) { output in
            _ = try plan.write(to: output, parallel: parallel, ffmpeg: FFmpeg.locate)
        }
    }

    /// What `write` puts at the URL it is given, in a private folder under the scratch folder:
    /// opened, then the folder removed (the descriptor keeps the bytes until MHD has sent them
    /// and closes it), so no file outlives its request, answered, failed or dropped.
    static func written(named name: String, configuration: ServiceConfiguration,
                        _ write: (URL) throws -> Void) throws -> HTTPResponse.Body {
        let folder = configuration.scratchFolder.appendingPathComponent(ScratchSpace.folderName())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(name)
        try write(output)
        let descriptor = open(output.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ServiceError.renderFailed("the clip written could not be opened (errno \(errno))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw ServiceError.renderFailed("the clip written could not be measured (errno \(errno))")
        }
        return .file(descriptor: descriptor, size: UInt64(status.st_size))
    }

    static func contentType(of format: VideoFormat) -> String {
        switch format {
        case .gif: "image/gif"
        case .mp4: "video/mp4"
        case .webm: "video/webm"
        case .mov: "video/quicktime"
        }
    }
}
