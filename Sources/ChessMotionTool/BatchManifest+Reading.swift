import ChessMotion
import ChessCore
import ChessMotionSupport
import ChessScenes
import FoundationEssentials
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
    static let settingKeys = ["output", "t", "width", "scale", "playback", "hold", "fps", "from", "to", "quality", "transparent",
                              "captions", "reduceMotion", "game", "sound"]
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

        // Ranges and which output takes what are `RenderSpec.check`'s, made once a job's output is known.
        let t = try entry.optionalMember("t").map { try $0.number() }
        let width = try entry.optionalMember("width").map { try $0.integer() }
        let scale = try entry.optionalMember("scale").map { try $0.number() }
        let playback = try entry.optionalMember("playback").map { try $0.choice(ClipPlayback.self) }
        let fps = try entry.optionalMember("fps").map { try $0.number() }
        let hold = try entry.optionalMember("hold").map { try $0.number() }
        let from = try entry.optionalMember("from").map { try $0.number() }
        let to = try entry.optionalMember("to").map { try $0.number() }
        let quality = try entry.optionalMember("quality").map { try $0.integer() }
        let transparent = try entry.optionalMember("transparent").map { try $0.bool() } ?? false
        let captions = try entry.optionalMember("captions").map { try $0.bool() } ?? false
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
            var spec = RenderSpec(output: try Self.output(of: written, output: outputReader), overrides: overrides)
            (spec.width, spec.scale, spec.time, spec.playback, spec.fps, spec.hold, spec.from, spec.to) = (width, scale, t, playback, fps, hold, from, to)
            (spec.quality, spec.transparent, spec.captions) = (quality, transparent, captions)
            if case .set(let name) = sound { spec.sound = name }
            spec.mute = sound == .mute
            do throws(RenderSpecError) { try spec.check() } catch { throw try Self.refusal(error, in: entry, written: written) }
            let scene = combination[0].value
            let label = "\(reader.keyPath) (" + combination.map { "\($0.axis.rawValue) \($0.value)" }.joined(separator: ", ") + ")"
            jobs.append(BatchJob(label: label, location: reader.location,
                                 scene: ScriptFile.isScriptPath(scene) || GameFile.isGamePath(scene) ? path(scene) : scene,
                                 outputPath: outputPath, spec: spec))
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

    /// What the output's path names (`RenderOutput`, as `render -o` reads it), or PNG frames for a
    /// folder (a trailing '/').
    static func output(of written: String, output outputReader: JSONReader) throws -> RenderOutput {
        if written.hasSuffix("/") { return .frames }
        // Not a folder (that ended in '/'), so said to be a file: the URL need not ask the disk.
        switch RenderOutput(fileExtension: URL(fileURLWithPath: written, isDirectory: false).pathExtension) {
        case .frames?, nil:
            throw outputReader.invalid(expected: "a file ending in \(RenderOutput.fileExtensionsListed), or a folder ending in / (PNG frames)",
                                       found: JSONValue.quoted(written))
        case let output?: return output
        }
    }

    /// The library's refusal of a job's choices, at the member it names, in a manifest's words.
    static func refusal(_ error: RenderSpecError, in entry: JSONReader, written: String) throws -> DataFileError {
        let key: (RenderSpec.Field) -> String = { $0 == .mute ? "sound" : $0.rawValue }
        guard let member = try entry.optionalMember(key(error.field)) else { return entry.invalid(expected: error.reason(naming: { "\"\(key($0))\"" })) }
        let expected: String
        switch error {
        case let .notForOutput(field, output, takers):
            expected = "allowed here: \"\(key(field))\" is for \(RenderOutput.described(takers)), and \(JSONValue.quoted(written)) is \(output.name)"
        case let .conflicting(first, _):
            expected = "allowed with \"\(key(first))\" (one \(first == .width ? "size rule" : "choice") at a time)"
        case .holdNeedsLive(let playback):
            expected = "allowed with \"playback\": \"\(playback.rawValue)\" (a hold is live playback's)"
        case let .outOfRange(_, _, allowed):
            expected = "within \(allowed.lowerBound.trimmed)...\(allowed.upperBound.trimmed)"
        case .outputChoice:
            expected = "taken: " + error.reason(naming: { "\"\(key($0))\"" })
        }
        return member.invalid(expected: expected)
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
