import ChessMotion
import ChessMotionSupport
import Foundation
import HTTPServer
import MotionExport
import MotionKit

/// `GET /scenes/{name}.{gif,mp4,webm,mov}`, `POST /render.{ext}` (a script body) and
/// `POST /game.{mp4,webm}` (a PGN body): a clip written by `PreparedScene.writeClip`, the
/// exporter `batch` uses, into a private temporary folder. The file is opened and its folder
/// removed before the answer streams it, so no file outlives its request, answered or failed.
enum ClipRequest {
    /// The scene routes' parameters but `t`, with the clip's `playback` and `fps`.
    static let names = ["avatars", "posture", "locale", "reduceMotion", "playback", "fps",
                        "theme", "pieces", "scheme", "width", "quality", "transparent", "sound", "mute"]
    /// The game options of `POST /game.gif` that a video takes, with the clip's.
    static let gameNames = ["game", "every", "flip", "as", "comments", "annotations", "check", "playback", "fps", "locale", "theme", "pieces", "scheme", "width",
                            "quality", "sound", "mute"]

    /// The parameters every clip reads, checked against the format before anything is drawn.
    struct Options {
        var width: Int?
        var quality: Int?
        var transparent: Bool
        var playback: ClipPlayback
        var fps: Double
        /// `sound=NAME` (a sound set) or `mute`; the settings' set when neither is.
        var sound: ClipSoundChoice

        init(_ query: QueryParameters, format: VideoFormat) throws(ServiceError) {
            width = try query.integer("width", in: SceneSize.widths)
            let (asked, clear) = (try query.integer("quality"), try query.flag("transparent"))
            let choices: OutputChoices
            do throws(OutputChoiceError) { choices = try OutputChoices(quality: asked, transparent: clear, for: .clip(format)) } catch {
                throw ServiceError(error)
            }
            quality = choices.quality
            transparent = choices.transparent
            playback = try query.choice("playback", as: ClipPlayback.self) ?? .live
            fps = try query.number("fps", in: FrameSchedule.fpsRange) ?? format.defaultFPS
            let muted = try query.flag("mute")
            if muted, query.text("sound") != nil { throw .badParameter(name: "mute", reason: "a clip is muted or has a sound set, not both") }
            sound = ClipSoundChoice(set: query.text("sound"), mute: muted)
        }
    }

    /// `checkedOnly` (a HEAD) stops once every check has passed, before ffmpeg or a frame: the
    /// answer's headers come from the request, so the clip need not exist to be described.
    static func scene(named name: String, _ query: QueryParameters, format: VideoFormat, configuration: ServiceConfiguration,
                      settings: (SceneOverrides) throws -> ResolvedSettings, deadline: RenderDeadline,
                      checkedOnly: Bool = false) throws -> HTTPResponse.Body {
        let overrides = try SceneRequest.overrides(query, look: StillOptions.look(query))
        let prepared = try PreparedScene(name, settings: try settings(overrides), overrides: overrides)
        return try write(prepared, query, format: format, configuration: configuration, postureChosen: overrides.posture != nil,
                         deadline: deadline, checkedOnly: checkedOnly)
    }

    static func script(_ body: Data, _ query: QueryParameters, format: VideoFormat, configuration: ServiceConfiguration,
                       settings: (SceneOverrides) throws -> ResolvedSettings, deadline: RenderDeadline) throws -> HTTPResponse.Body {
        let overrides = try SceneRequest.overrides(query, look: StillOptions.look(query))
        let resolved = try settings(overrides)
        let file = try ScriptRequest.file(body, assets: resolved.installed.sceneAssetNames)
        guard file.check.isValid else { throw ScriptRequest.firstError(of: file.check) }
        let scene = try SceneSource.scriptedScene(file, settings: resolved, overrides: overrides)
        return try write(try PreparedScene(scene: scene, settings: resolved), query, format: format, configuration: configuration,
                         postureChosen: overrides.posture != nil, deadline: deadline)
    }

    static func game(_ body: Data, _ query: QueryParameters, format: VideoFormat, configuration: ServiceConfiguration,
                     settings: (SceneOverrides) throws -> ResolvedSettings, deadline: RenderDeadline) throws -> HTTPResponse.Body {
        let (scene, resolved) = try GameRequest.scene(body, query, settings: settings)
        return try write(try PreparedScene(scene: scene, settings: resolved), query, format: format, configuration: configuration,
                         postureChosen: false, deadline: deadline)
    }

    /// The caps (pixels, frames = the schedule's count) before a frame is drawn; then the clip.
    private static func write(_ prepared: PreparedScene, _ query: QueryParameters, format: VideoFormat,
                              configuration: ServiceConfiguration, postureChosen: Bool,
                              deadline: RenderDeadline, checkedOnly: Bool = false) throws -> HTTPResponse.Body {
        let options = try Options(query, format: format)
        if case .set(let name) = options.sound, format != .gif, !prepared.settings.installed.soundSets.names.contains(name) {
            throw ServiceError.badParameter(name: "sound", reason: "no sound set named '\(name)'; sets: "
                + prepared.settings.installed.soundSets.names.joined(separator: ", "))
        }
        let size = format.encodedSize(for: try prepared.pixelSize(width: options.width, scale: nil, postureChosen: postureChosen))
        guard size.width * size.height <= configuration.pixelLimit else {
            throw ServiceError.tooManyPixels(width: size.width, height: size.height, limit: configuration.pixelLimit)
        }
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: prepared.scene), playback: options.playback,
                                         fps: options.fps, reduceMotion: prepared.reduceMotion)
        guard schedule.count <= configuration.frameLimit else {
            throw ServiceError.tooManyFrames(count: schedule.count, limit: configuration.frameLimit)
        }
        // One worker per request: the service already renders several requests at once.
        let priority = format == .gif ? GIFEncoder.workerPriority : VideoEncoder.workerPriority
        var parallel = try RenderMemoryBudget.standard.plan(frameSize: size, workers: 1, priority: priority)
        // A HEAD stops here, after every check its GET makes before a frame: the encoder's memory
        // too, which a GET meets as ffmpeg is about to start.
        if checkedOnly {
            _ = try EncoderMemory.settings(for: format, size: size, transparent: options.transparent, budget: .standard)
            return .unmeasured
        }
        // Past the cap the frames stop and ffmpeg is stopped and reaped (`VideoEncoder.abandon`).
        parallel.deadline = deadline
        return try written(named: "clip.\(format.rawValue)", configuration: configuration) { output in
            _ = try prepared.writeClip(format, schedule: schedule, size: size, parallel: parallel, quality: options.quality,
                                       transparent: options.transparent, sound: options.sound, to: output,
                                       ffmpeg: { try FFmpeg.locate() })
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
