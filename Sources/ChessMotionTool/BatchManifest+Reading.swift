import ChessMotion
import ChessCore
import ChessMotionSupport
import ChessScenes
import Foundation
import MotionExport
import MotionKit
import SceneScripts

/// Reads a manifest's matrices and jobs into `BatchJob`s, checking every value where it stands
/// so a refusal names the file, key path, line and column.
struct BatchManifestReading {
    /// Relative paths are read from here.
    let folder: URL
    /// `folder`'s path, asked of the URL once.
    let folderPath: String

    init(folder: URL) {
        self.folder = folder
        folderPath = folder.path
    }

    /// What a job sets besides its axes.
    static let settingKeys = ["output", "t", "width", "scale", "playback", "fps", "reduceMotion", "game", "sound"]
    /// A PGN job's `game` object: `render`'s --game, --every, --duration, --flip, --as, --comments.
    static let gameKeys = ["number", "plies", "every", "duration", "flip", "as", "comments"]
    static var keys: [String] { BatchAxis.allCases.map(\.rawValue) + settingKeys }

    /// `text` as a path: absolute as written, relative from the manifest's folder. Said whether
    /// it is a folder (by its trailing '/'), so that Foundation does not ask the disk: once per job
    /// of 100,000, that was a good part of listing them.
    func path(_ text: String) -> String {
        text.hasPrefix("/") ? text : folder.appendingPathComponent(text, isDirectory: text.hasSuffix("/")).path
    }

    /// `text` as an absolute path, spelled as written after the folder's (a folder's trailing
    /// '/' kept): an output's, made once per job, so text rather than a URL.
    func absolute(_ text: String) -> String {
        text.hasPrefix("/") ? text : folderPath + "/" + text
    }

    /// Every job of the manifest's `matrix` (one object or a list) and `jobs`, in expansion order.
    func jobs(in top: JSONReader) throws -> [BatchJob] {
        var jobs: [BatchJob] = []
        if let matrix = try top.optionalMember("matrix") {
            let entries: [JSONReader]
            if case .array = matrix.value { entries = try matrix.elements() } else { entries = [matrix] }
            for entry in entries { jobs += try expand(entry, allowsLists: true, before: jobs.count) }
        }
        for entry in try top.optionalArray(at: "jobs") ?? [] {
            jobs += try expand(entry, allowsLists: false, before: jobs.count)
        }
        if jobs.isEmpty { throw BatchManifestError.noJobs(file: top.location.file) }
        return jobs
    }

    /// One matrix entry's cross product, or one job (`allowsLists` false: one value per axis).
    func expand(_ reader: JSONReader, allowsLists: Bool, before: Int) throws -> [BatchJob] {
        let entry = try reader.object(keys: Self.keys)
        _ = try entry.member(BatchAxis.scene.rawValue) // every job draws a scene
        var axes: [(axis: BatchAxis, values: [String])] = []
        for axis in BatchAxis.allCases {
            guard let member = try entry.optionalMember(axis.rawValue) else { continue }
            axes.append((axis, try values(member, of: axis, allowsLists: allowsLists)))
        }

        let outputReader = try entry.member("output")
        let template: BatchOutputTemplate
        do { template = try BatchOutputTemplate(try outputReader.nonBlankString()) } catch let problem as BatchOutputTemplate.Problem {
            throw outputReader.invalid(expected: BatchOutputTemplate.describe(problem))
        }
        for axis in template.axes where !axes.contains(where: { $0.axis == axis }) {
            throw outputReader.invalid(expected: "a path naming only axes this entry sets ({\(axis.rawValue)} is not set here)")
        }

        let t = try entry.optionalMember("t").map { try $0.number(in: 0...86_400) }
        let width = try entry.optionalMember("width").map { try $0.integer(in: SceneSize.widths) }
        let scaleReader = try entry.optionalMember("scale")
        let scale = try scaleReader.map { try $0.number(in: 0.01...Double(PixelSize.maximumSide) / Size.sceneBox.width) }
        if width != nil, let scaleReader { throw scaleReader.invalid(expected: "allowed with \"width\" (one size rule at a time)") }
        let playback = try entry.optionalMember("playback").map { try $0.choice(ClipPlayback.self) }
        let fps = try entry.optionalMember("fps").map { try $0.number(in: FrameSchedule.fpsRange) }
        let reduceMotion = try entry.optionalMember("reduceMotion").map { try $0.bool() }
        let game = try entry.optionalMember("game").map { try Self.gameChoice($0) }
        let sound = try entry.optionalMember("sound").map { try Self.soundChoice($0) } ?? .fromSettings

        var count = 1
        for (_, values) in axes {
            let (product, overflow) = count.multipliedReportingOverflow(by: values.count)
            if overflow || before + product > BatchManifest.maximumJobs {
                throw reader.invalid(expected: "a matrix of at most \(BatchManifest.maximumJobs) jobs in all", found: "a larger one")
            }
            count = product
        }

        var jobs: [BatchJob] = []
        jobs.reserveCapacity(count)
        for combination in Self.crossProduct(axes) {
            var values: [BatchAxis: String] = [:]
            var overrides = SceneOverrides(reduceMotion: reduceMotion)
            overrides.origin = reader.keyPath
            if let game { overrides.game = game }
            for (axis, value) in combination {
                values[axis] = value
                axis.apply(value, to: &overrides)
            }
            let written = template.filled(with: values)
            let outputPath = absolute(written)
            let kind = try Self.kind(of: written, at: outputPath, entry: entry, output: outputReader, t: t, playback: playback, fps: fps)
            let scene = combination[0].value
            let label = "\(reader.keyPath) (" + combination.map { "\($0.axis.rawValue) \($0.value)" }.joined(separator: ", ") + ")"
            jobs.append(BatchJob(label: label, location: reader.location,
                                 scene: ScriptFile.isScriptPath(scene) || GameFile.isGamePath(scene) ? path(scene) : scene,
                                 overrides: overrides, width: width, scale: scale, outputPath: outputPath, kind: kind,
                                 sound: sound))
        }
        return jobs
    }

    /// `"sound"`: a sound set's name, or false for a silent video (render's --mute).
    static func soundChoice(_ reader: JSONReader) throws -> ClipSoundChoice {
        if case .bool = reader.value {
            guard try !reader.bool() else { throw reader.invalid(expected: "a sound set's name, or false for no sound") }
            return .mute
        }
        return .set(try reader.nonBlankString())
    }

    /// Which game of a PGN file, and how it is drawn, with the command line's limits.
    static func gameChoice(_ reader: JSONReader) throws -> GameChoice {
        let object = try reader.object(keys: gameKeys)
        // Seconds between moves, or "real": the players' own pace.
        let every = try object.optionalMember("every").map { reader throws -> GameTiming in
            if case .string = reader.value {
                guard try reader.string() == "real" else { throw reader.invalid(expected: "seconds or \"real\"") }
                return .real
            }
            return .every(try reader.number(in: GameChoice.everyRange))
        }
        let plies = try object.optionalMember("plies").map { reader throws -> PlyRange in
            guard let range = PlyRange(try reader.string(expected: "plies as a string such as \"12-30\" or \"12-\"")) else {
                throw reader.invalid(expected: "FIRST-LAST plies counted from 1 (\"12-30\"), or \"FIRST-\" to the end")
            }
            return range
        }
        let durationReader = try object.optionalMember("duration")
        let duration = try durationReader.map { try $0.number(in: GameChoice.durationRange) }
        if every != nil, let durationReader {
            throw durationReader.invalid(expected: "allowed with \"every\" (one timing at a time)")
        }
        return GameChoice(number: try object.optionalMember("number").map { try $0.integer(in: GameChoice.numbers) } ?? 1,
                          plies: plies, timing: duration.map { .clocks(duration: $0) } ?? every,
                          flip: try object.optionalMember("flip").map { try $0.bool() } ?? false,
                          asPlayer: try object.optionalMember("as").map { try $0.nonBlankString() },
                          showsComments: try object.optionalMember("comments").map { try $0.bool() } ?? false)
    }

    /// Every choice of one value per axis, the first axis varying slowest.
    static func crossProduct(_ axes: [(axis: BatchAxis, values: [String])]) -> [[(axis: BatchAxis, value: String)]] {
        axes.reduce([[]]) { partial, axis in
            partial.flatMap { prefix in axis.values.map { prefix + [(axis.axis, $0)] } }
        }
    }

    /// What the output's path names (`RenderOutput`, as `render -o` reads it), or a PNG sequence
    /// for a folder (a trailing '/'); the keys of another kind are refused.
    static func kind(of written: String, at path: String, entry: JSONReader, output outputReader: JSONReader, t: Double?,
                     playback: ClipPlayback?, fps: Double?) throws -> BatchJob.Kind {
        if written.hasSuffix("/") {
            try refuseStillKeys(in: entry, written: written)
            return .sequence(playback: playback ?? .live, fps: fps)
        }
        // Not a folder (that ended in '/'), so said to be a file: Foundation need not ask the disk.
        let output = URL(fileURLWithPath: path, isDirectory: false)
        switch RenderOutput(fileExtension: output.pathExtension) {
        case .still(let image)?:
            for key in ["playback", "fps", "sound"] {
                if let member = try entry.optionalMember(key) {
                    throw member.invalid(expected: "allowed here: \"\(key)\" is for clips and Lottie, and \(JSONValue.quoted(written)) is a still")
                }
            }
            return .still(image, t: t)
        case .clip(let video)?:
            try refuseStillKeys(in: entry, written: written)
            return .video(video, playback: playback ?? .live, fps: fps)
        case .lottie(let archive)?:
            try refuseStillKeys(in: entry, written: written)
            if let member = try entry.optionalMember("playback") {
                throw member.invalid(expected: "allowed here: a Lottie file is one loop, with markers, and \(JSONValue.quoted(written)) is Lottie")
            }
            return .lottie(archive: archive, fps: fps)
        case .frames?, nil:
            throw outputReader.invalid(expected: "a file ending in \(RenderOutput.fileExtensionsListed), or a folder ending in / (PNG frames)",
                                       found: JSONValue.quoted(written))
        }
    }

    private static func refuseStillKeys(in entry: JSONReader, written: String) throws {
        if let member = try entry.optionalMember("t") {
            throw member.invalid(expected: "allowed here: \"t\" is for stills and \(JSONValue.quoted(written)) is not one")
        }
    }

    /// An axis's values: one string, or in a matrix a non-empty list of distinct strings.
    func values(_ member: JSONReader, of axis: BatchAxis, allowsLists: Bool) throws -> [String] {
        guard case .array = member.value else {
            if allowsLists, case .string = member.value { return [try value(member, of: axis)] }
            guard case .string = member.value else {
                throw member.wrongType(expected: allowsLists ? "a string or a list of strings" : "a string (lists belong in a \"matrix\")")
            }
            return [try value(member, of: axis)]
        }
        guard allowsLists else { throw member.wrongType(expected: "a string (lists belong in a \"matrix\")") }
        let elements = try member.elements()
        if elements.isEmpty { throw member.invalid(expected: "a non-empty list") }
        var seen: Set<String> = []
        var values: [String] = []
        for element in elements {
            let text = try value(element, of: axis)
            if !seen.insert(text).inserted { throw element.invalid(expected: "new to the list (it is listed twice)") }
            values.append(text)
        }
        return values
    }

    /// One value, checked as far as can be without loading assets: a fixed choice among its
    /// cases, a scene among the built-in ones or a script or game path, a name free of '/'.
    func value(_ reader: JSONReader, of axis: BatchAxis) throws -> String {
        let text = try reader.nonBlankString()
        if let choices = axis.fixedChoices {
            guard choices.contains(text) else { throw reader.invalid(expected: "one of: " + choices.joined(separator: ", ")) }
            return text
        }
        if axis == .scene {
            guard ScriptFile.isScriptPath(text) || GameFile.isGamePath(text) || SceneCatalogue.names.contains(text) else {
                throw reader.invalid(expected: "a built-in scene (" + SceneCatalogue.names.joined(separator: ", ")
                                     + ") or the path of a .scene script or a .pgn file")
            }
            return text
        }
        guard !text.contains("/"), !text.hasPrefix(".") else { throw reader.invalid(expected: "a name without '/' or a leading '.'") }
        return text
    }
}
