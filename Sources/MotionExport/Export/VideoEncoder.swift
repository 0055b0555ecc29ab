import ChessMotionSupport
import MotionKit
import FoundationEssentials
import Glibc

/// Streams frames into an ffmpeg process as raw pixels on its standard input: no temporary images,
/// and ffmpeg encodes while the next frames are drawn. ffmpeg writes into a private folder
/// beside the destination (`PartialOutput`), and the file is moved into place only once the
/// encode is known good: ffmpeg exited 0, printed no error, and the file's container is whole
/// (`VideoFileCheck`). A failed, interrupted or out-of-space render never replaces the user's
/// earlier video with a broken one.
///
/// Each frame is turned into the pipe's layout (`RawVideoInput`) on the render workers by
/// `prepare`: planar bt709 YUV for MP4 and opaque WebM, so that ffmpeg only encodes; straight
/// BGRA where alpha matters (transparent WebM, ProRes 4444) or for GIF's palette.
///
/// An MP4's frames are encoded here instead, by libx264 set up as ffmpeg sets it up
/// (`H264Encoder`). An MP4 of frames alone is then written here too (`MP4H264Writer`), with no
/// ffmpeg at all; with sound or captions ffmpeg muxes the stream (`MatroskaH264Stream`) with
/// them, and the pipe carries a few hundred kilobytes instead of every frame's pixels. Where
/// libx264 cannot be loaded, ffmpeg encodes the frames itself, into the same stream.
package final class VideoEncoder: FrameSink {
    /// One frame's bytes, already in `input`'s layout.
    package typealias Frame = [UInt8]

    package let format: VideoFormat
    /// The frame size ffmpeg expects: `format.encodedSize` of the requested size.
    package let size: PixelSize
    package let destination: URL
    /// What the pipe carries.
    package let input: RawVideoInput
    package let prepare: @Sendable (RasterImage) throws -> [UInt8]
    /// ffmpeg encodes while the next frames are drawn, and the encode is the critical path.
    package static var workerPriority: WorkerPriority { .yieldingToEncoder }
    /// The file the encode writes until it succeeds (inside a private folder).
    package var partialOutput: URL { partial.file }
    /// Partial outputs of earlier, killed renders of the same destination that were cleared.
    package let clearedStalePartials: Int
    /// The encoder's options chosen to fit the memory budget (`EncoderMemory`).
    package let encoderSettings: EncoderMemory.Settings
    /// ffmpeg's peak resident memory, once the encode has ended; nil where no ffmpeg ran.
    package var encoderPeakBytes: Int? { route.ffmpeg?.program.peakResidentBytes }

    /// Whether this process encodes the frames (an MP4 where libx264 loads) or ffmpeg does.
    package var encodesInProcess: Bool { route.encoder != nil }

    /// Whether ffmpeg runs for this encode at all: not for an MP4 of frames alone encoded here.
    package var runsFFmpeg: Bool { route.ffmpeg != nil }

    private let partial: PartialOutput
    private let route: Route
    /// The Matroska header, sent with the first frame rather than by `init`: an ffmpeg that fails
    /// at once is then reported by `write` or `finish`, as when it encodes the frames itself.
    private var unsentHeader: [UInt8]?
    private let spares: SpareBuffers?
    private var isOpen = true
    /// The sound track's WAV in the private folder, removed once ffmpeg has read it.
    private let soundFile: URL?
    /// What the sound track's WAV is called inside the private folder.
    static let soundFileName = "sound.wav"
    /// The captions' WebVTT in the private folder, removed once ffmpeg has read it.
    private let captionsFile: URL?
    /// What the captions' WebVTT is called inside the private folder.
    static let captionsFileName = "captions.vtt"

    /// Where the frames go.
    private enum Route {
        /// ffmpeg reads the frames from the pipe and encodes them.
        case ffmpegEncodes(FFmpegRun)
        /// x264 encodes them here, and ffmpeg muxes its stream with the sound and captions.
        case ffmpegMuxes(H264Encoder, MatroskaH264Stream, FFmpegRun)
        /// x264 encodes them here, and the MP4 is written here.
        case writtenHere(H264Encoder, MP4H264Writer)

        var encoder: H264Encoder? {
            switch self {
            case .ffmpegEncodes: nil
            case .ffmpegMuxes(let encoder, _, _), .writtenHere(let encoder, _): encoder
            }
        }

        var ffmpeg: FFmpegRun? {
            switch self {
            case .ffmpegEncodes(let run), .ffmpegMuxes(_, _, let run): run
            case .writtenHere: nil
            }
        }
    }

    /// ffmpeg's process and what it prints.
    private struct FFmpegRun {
        let program: ChildProgram
        let log: OutputCollector
    }

    /// Starts ffmpeg, or, for an MP4 of frames alone encoded here, the file written here.
    /// `size` must already be `format.encodedSize(for:)` of the frames' size.
    /// `repeats` makes a GIF loop forever (for a seamless loop); otherwise it plays once.
    /// `quality` is the CRF for MP4 and WebM (`format.qualityRange`; the format's default when
    /// nil); `transparent` keeps alpha in WebM and ProRes. `input` is the pipe's layout, the
    /// preferred one unless a benchmark compares them. ffmpeg's settings are chosen to fit `budget`
    /// (`EncoderMemory`); an encode that cannot is refused before ffmpeg starts. `sound` is the
    /// clip's sound track, mono 16-bit samples at `SoundSet.sampleRate`, muxed in as the format's
    /// audio (`VideoFormat.audioEncoderArguments`); without it the file is exactly what it was
    /// before videos had sound. `captions` become the format's subtitle track
    /// (`VideoFormat.subtitleCodec`); without them (or without a cue) there is none. `inProcess`
    /// false has ffmpeg encode an MP4 too, as where libx264 cannot be loaded: the tests compare the two.
    /// `ffmpeg` is asked for only when this encode runs it: an MP4 of frames alone encoded here
    /// is written on a machine without ffmpeg.
    package init(format: VideoFormat, size: PixelSize, fps: Double, repeats: Bool, quality: Int? = nil,
                transparent: Bool = false, input: RawVideoInput? = nil, budget: RenderMemoryBudget = .standard,
                sound: [Int16]? = nil, captions: ClipCaptions? = nil, inProcess: Bool = true, to destination: URL,
                ffmpeg: () throws(ExportError) -> URL) throws(ExportError) {
        if let quality {
            guard let range = format.qualityRange, range.contains(quality) else {
                throw .qualityOutOfRange(format: format.rawValue, quality: quality, allowed: format.qualityRange)
            }
        }
        guard !transparent || format.carriesAlpha else {
            throw .noAlpha(format: format.rawValue, formats: VideoFormat.allCases.filter(\.carriesAlpha).map(\.rawValue))
        }
        let encoderSettings = try EncoderMemory.settings(for: format, size: size, transparent: transparent, budget: budget)
        self.encoderSettings = encoderSettings
        let input = input ?? RawVideoInput.preferred(for: format, transparent: transparent)
        self.input = input
        let spares = input.fillsGivenBuffer ? SpareBuffers(limit: 32) : nil
        self.spares = spares
        prepare = { frame in
            var bytes = spares?.take() ?? []
            try input.write(frame, into: &bytes)
            return bytes
        }
        do { try StillWriter.checkWritable(destination) } catch {
            if case .unwritable(let path, let reason) = error { throw .unwritable(path: path, reason: reason) }
            throw .unwritable(path: destination.path, reason: error.description)
        }
        self.format = format
        self.size = size
        self.destination = destination
        clearedStalePartials = PartialOutput.clearStale(besides: destination)
        partial = try PartialOutput.create(for: destination)
        // The track goes to ffmpeg as a WAV file in the private folder, read beside the frames.
        var soundFile: URL?
        if let sound, format.audioEncoderArguments != nil {
            let file = partial.folder.appendingPathComponent(Self.soundFileName)
            if let failure = Self.write(WAVFile.bytes(samples: sound, sampleRate: SoundSet.sampleRate), to: file) {
                partial.discard()
                throw .unwritable(path: destination.path, reason: ErrorReason.text(failure))
            }
            soundFile = file
        }
        self.soundFile = soundFile
        var captionsFile: URL?
        if let captions, !captions.cues.isEmpty, format.subtitleCodec != nil {
            let file = partial.folder.appendingPathComponent(Self.captionsFileName)
            if let failure = Self.write(Array(captions.webVTT.utf8), to: file) {
                partial.discard()
                throw .unwritable(path: destination.path, reason: ErrorReason.text(failure))
            }
            captionsFile = file
        }
        self.captionsFile = captionsFile

        // A closed pipe must come back as an error from write(2), not kill the tool: that is how
        // an ffmpeg that gave up is noticed, and its message reported.
        signal(SIGPIPE, SIG_IGN)

        let encoder = inProcess ? Self.inProcessEncoder(format: format, size: size, fps: fps, quality: quality, input: input,
                                                        settings: encoderSettings) : nil
        if let encoder, soundFile == nil, captionsFile == nil {
            let (timescale, rate) = (Self.mp4TrackTimescale(fps), Self.rate(fps))
            let index = MP4H264Index(size: size, timescale: timescale, frameDuration: timescale * rate.denominator / rate.numerator,
                                     decoderConfiguration: encoder.decoderConfiguration)
            do { route = .writtenHere(encoder, try MP4H264Writer(index: index, folder: partial.folder, destination: destination)) } catch {
                partial.discard()
                throw error
            }
            return
        }
        let sound = soundFile?.path, subtitles = captionsFile.map { ($0.path, captions?.language) }
        let arguments = encoder == nil
            ? Self.arguments(format: format, size: size, fps: fps, repeats: repeats, quality: quality, transparent: transparent,
                             input: input, encoderSettings: encoderSettings, from: "-", sound: sound, subtitles: subtitles,
                             to: partial.file.path)
            : Self.muxingArguments(fps: fps, sound: sound, subtitles: subtitles, to: partial.file.path)
        let program: ChildProgram
        let executable: URL
        do { executable = try ffmpeg() } catch {
            partial.discard()
            throw error
        }
        do {
            program = try ChildProgram(executable: executable.path, arguments: arguments, standardInput: .pipe, standardError: .pipe)
        } catch {
            partial.discard()
            throw .ffmpegUnstartable(path: executable.path, reason: error.reason)
        }
        if let input = program.input { PipeCapacity.enlarge(input) }
        let run = FFmpegRun(program: program, log: OutputCollector(reading: program.errorOutput ?? -1))
        if let encoder {
            let stream = MatroskaH264Stream(size: size, fps: Self.rate(fps))
            route = .ffmpegMuxes(encoder, stream, run)
            unsentHeader = stream.header(decoderConfiguration: encoder.decoderConfiguration)
        } else {
            route = .ffmpegEncodes(run)
        }
    }

    /// libx264 in this process for an MP4 of yuv420p frames, at the budget's threads and
    /// lookahead; nil for any other format, or where libx264 cannot be opened (ffmpeg encodes).
    private static func inProcessEncoder(format: VideoFormat, size: PixelSize, fps: Double, quality: Int?, input: RawVideoInput,
                                         settings: EncoderMemory.Settings) -> H264Encoder? {
        guard format == .mp4, input == .yuv420p else { return nil }
        return try? H264Encoder(size: size, fps: rate(fps), preset: VideoFormat.x264Preset,
                                crf: quality ?? format.defaultQuality ?? 0, threads: settings.threads, lookahead: settings.lookahead)
    }

    deinit {
        if isOpen { abandon() }
    }

    /// What a signal handler runs to undo this encode: stop ffmpeg, remove the partial folder.
    package var interruptionCleanup: @Sendable () -> Void {
        let pid = route.ffmpeg?.program.processIdentifier, discard = partial.discarding
        return {
            if let pid { ChildProgram.killAndReap(pid) }
            discard()
        }
    }

    package func write(_ frame: [UInt8], index: Int) throws {
        guard frame.count == input.frameBytes(size) else {
            throw ExportError.unwritable(path: destination.path,
                                         reason: "frame \(index) has \(frame.count) bytes, a \(size) \(input.rawValue) frame \(input.frameBytes(size))")
        }
        guard let encoder = route.encoder else {
            if let run = route.ffmpeg { try send(frame, to: run) }
            spares?.giveBack(frame)
            return
        }
        try sendHeader()
        let unit = try encoded(index) { () throws(H264Encoder.Failure) in try encoder.encode(frame, pts: Int64(index)) }
        spares?.giveBack(frame)
        if let unit { try deliver(unit) }
    }

    /// A unit x264 gave back, into the MP4 written here or to ffmpeg to mux; a failure to write
    /// it removes the partial file.
    private func deliver(_ unit: H264Encoder.Unit) throws(ExportError) {
        switch route {
        case .ffmpegEncodes: break
        case .ffmpegMuxes(_, let stream, let run): try send(stream.cluster(unit), to: run)
        case .writtenHere(_, let writer):
            do { try writer.append(unit) } catch {
                abandon()
                throw error
            }
        }
    }

    /// The Matroska header into the pipe's buffer, once: ffmpeg reads it when it has loaded.
    private func sendHeader() throws(ExportError) {
        guard let header = unsentHeader, let run = route.ffmpeg else { return }
        unsentHeader = nil
        try send(header, to: run)
    }

    /// Writes `bytes` into ffmpeg's input; when ffmpeg has closed it, it has failed, and says why.
    private func send(_ bytes: [UInt8], to run: FFmpegRun) throws(ExportError) {
        guard let failure = DescriptorWriter.writeAll(bytes, to: run.program.input ?? -1) else { return }
        let status = Self.waitForExit(run.program)
        partial.discard()
        isOpen = false
        throw ExportError.ffmpegFailed(status: status == 0 ? -1 : status, message: run.log.tail(orElse: ErrorReason.text(failure)),
                                       output: destination.path)
    }

    /// What `encode` gave; an encoder's failure stops ffmpeg and removes the partial file.
    private func encoded(_ frame: Int, _ encode: () throws(H264Encoder.Failure) -> H264Encoder.Unit?) throws(ExportError) -> H264Encoder.Unit? {
        do { return try encode() } catch {
            abandon()
            throw ExportError.encodingFailed(encoder: "libx264", frame: frame, output: destination.path)
        }
    }

    package func finish() throws {
        guard isOpen else { return }
        if let encoder = route.encoder {
            try sendHeader()
            // The frames x264 held for its lookahead and B-frames, as it gives them back.
            while encoder.holdsFrames {
                if let unit = try encoded(-1, { () throws(H264Encoder.Failure) in try encoder.flush() }) { try deliver(unit) }
            }
        }
        isOpen = false
        do {
            switch route {
            case .writtenHere(_, let writer): try writer.finish(into: partial.file)
            case .ffmpegEncodes(let run), .ffmpegMuxes(_, _, let run): try finished(run)
            }
            if let problem = VideoFileCheck.problem(in: partial.file.path, format: format) {
                throw ExportError.incompleteVideo(path: destination.path, reason: problem)
            }
            try partial.commit()
        } catch {
            partial.discard()
            throw error
        }
    }

    /// ffmpeg's end: its exit status and what it printed say whether its file can be trusted.
    private func finished(_ run: FFmpegRun) throws(ExportError) {
        let status = Self.waitForExit(run.program)
        if let soundFile { try? FileManager.default.removeItem(at: soundFile) }
        if let captionsFile { try? FileManager.default.removeItem(at: captionsFile) }
        guard status == 0 else {
            throw ExportError.ffmpegFailed(status: status, message: run.log.tail(orElse: ""), output: destination.path)
        }
        // With `-loglevel error` ffmpeg prints only errors; any at all mean the file is suspect
        // even when the exit status is 0 (a full disk while writing the trailer is one).
        let errors = run.log.tail(orElse: "")
        guard errors.isEmpty else { throw ExportError.ffmpegReportedErrors(message: errors, output: destination.path) }
    }

    package func abandon() {
        guard isOpen else { return }
        isOpen = false
        if let program = route.ffmpeg?.program {
            program.closeInput()
            program.send(SIGTERM)
            program.wait()
        }
        partial.discard()
    }

    /// Writes a new file with write(2), so a full disk is reported as the system says it (as the
    /// frames' pipe reports it); the errno of what failed, or nil.
    private static func write(_ bytes: [UInt8], to file: URL) -> Int32? {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return errno }
        let failure = DescriptorWriter.writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        return failure ?? closed
    }

    /// Closes ffmpeg's input (the end of the clip) and waits for it to finish writing.
    private static func waitForExit(_ program: ChildProgram) -> Int32 {
        program.closeInput()
        return program.wait().shellStatus
    }

    /// ffmpeg's whole command line: raw frames of `input`'s layout from `source` ("-" for the
    /// pipe, or a file), encoded into `destination`. The benchmark runs ffmpeg alone with exactly
    /// these arguments on a file of the same frames. `encoderSettings` are the budget's (none: the format's own).
    /// `sound` is a WAV file to mux as the audio stream; without it the arguments are those of a silent video.
    /// `subtitles` is a WebVTT file (and its ISO 639-2 language) to mux as the subtitle stream.
    package static func arguments(format: VideoFormat, size: PixelSize, fps: Double, repeats: Bool, quality: Int?,
                                 transparent: Bool, input: RawVideoInput, encoderSettings: EncoderMemory.Settings? = nil,
                                 from source: String, sound: String? = nil, subtitles: (path: String, language: String?)? = nil,
                                 to destination: String) -> [String] {
        let tracks = OtherTracks(format: format, sound: sound, subtitles: subtitles)
        return quiet + ["-f", "rawvideo"] + input.ffmpegInputArguments
            + ["-s", "\(size.width)x\(size.height)", "-r", rateArgument(fps), "-i", source == "-" ? "-" : "file:" + source]
            + tracks.inputs + format.encoderArguments(repeats: repeats, quality: quality, transparent: transparent, input: input)
            + (encoderSettings?.arguments ?? []) + tracks.outputs + ["-y", "file:" + destination]
    }

    /// ffmpeg's command line for an MP4 whose H.264 this process encodes: the stream read from
    /// the pipe as Matroska and copied, in the track units ffmpeg gives an MP4 it encodes at `fps`,
    /// with the same sound and subtitles as `arguments`.
    static func muxingArguments(fps: Double, sound: String?, subtitles: (path: String, language: String?)?,
                                to destination: String) -> [String] {
        let tracks = OtherTracks(format: .mp4, sound: sound, subtitles: subtitles)
        return quiet + ["-f", "matroska", "-i", "-"] + tracks.inputs
            + ["-c:v", "copy", "-video_track_timescale", String(mp4TrackTimescale(fps))] + VideoFormat.mp4Container
            + tracks.outputs + ["-y", "file:" + destination]
    }

    /// ffmpeg quiet but for errors, which `finish` treats as a failed encode.
    private static let quiet = ["-hide_banner", "-loglevel", "error", "-nostats"]

    /// The sound and subtitle inputs after the frames, and how the output maps them.
    private struct OtherTracks {
        var inputs: [String] = []
        var outputs: [String] = []

        init(format: VideoFormat, sound: String?, subtitles: (path: String, language: String?)?) {
            // `file:` so that no part of a path is read as another ffmpeg protocol.
            let audio = sound.flatMap { path in format.audioEncoderArguments.map { (path, $0) } }
            if let (path, encoder) = audio {
                inputs += ["-i", "file:" + path]
                outputs += ["-map", "0:v", "-map", "1:a"] + encoder
            }
            if let (file, codec) = subtitles.flatMap({ file in format.subtitleCodec.map { (file, $0) } }) {
                inputs += ["-i", "file:" + file.path]
                // The subtitles are the last input; with sound the video is mapped already.
                outputs += (audio == nil ? ["-map", "0:v"] : []) + ["-map", "\(audio == nil ? 1 : 2):s", "-c:s", codec]
                    + (file.language.map { ["-metadata:s:s:0", "language=" + $0] } ?? [])
            }
        }
    }

    /// The units of an MP4's video track as ffmpeg chooses them for frames at `fps`: the rate's
    /// numerator as `rate` reads it, doubled until it is at least 10,000 (libavformat's movenc).
    static func mp4TrackTimescale(_ fps: Double) -> Int {
        var timescale = rate(fps).numerator
        while timescale < 10_000 { timescale *= 2 }
        return timescale
    }

    /// `fps` as the fraction ffmpeg reads from `rateArgument`: 60/1, or 2997/100 for "29.97".
    static func rate(_ fps: Double) -> (numerator: Int, denominator: Int) {
        let text = rateArgument(fps)
        guard let point = text.firstIndex(of: ".") else { return (Int(text) ?? 1, 1) }
        let decimals = text[text.index(after: point)...]
        var numerator = Int(text.replacingEvery(".", with: "")) ?? 1
        var denominator = (0..<decimals.count).reduce(1) { value, _ in value * 10 }
        var (a, b) = (numerator, denominator)
        while b != 0 { (a, b) = (b, a % b) }
        numerator /= a
        denominator /= a
        return (numerator, denominator)
    }

    /// `-r` as ffmpeg reads it: "60", or "29.97" for a fractional rate.
    static func rateArgument(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }
}
