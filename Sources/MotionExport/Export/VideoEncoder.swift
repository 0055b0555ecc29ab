import MotionKit
import Foundation

/// Streams frames into an ffmpeg process as raw BGRA on its standard input: no temporary images,
/// and ffmpeg encodes while the next frames are drawn. ffmpeg writes into a private folder
/// beside the destination (`PartialOutput`), and the file is moved into place only once the
/// encode is known good: ffmpeg exited 0, printed no error, and the file's container is whole
/// (`VideoFileCheck`). A failed, interrupted or out-of-space render never replaces the user's
/// earlier video with a broken one.
///
/// The frames are premultiplied BGRA and ffmpeg reads straight alpha; they agree because every
/// frame is painted over the palette's opaque background.
public final class VideoEncoder: FrameSink {
    public typealias Frame = RasterImage

    public let format: VideoFormat
    /// The frame size ffmpeg expects: `format.encodedSize` of the requested size.
    public let size: PixelSize
    public let destination: URL
    public let prepare: @Sendable (RasterImage) throws -> RasterImage = { $0 }
    /// The file ffmpeg writes until the encode succeeds (inside a private folder).
    public var partialOutput: URL { partial.file }
    /// ffmpeg's process id, so that an interrupted tool can stop it before removing the partial file.
    public var processIdentifier: Int32 { process.processIdentifier }
    /// Partial outputs of earlier, killed renders of the same destination that were cleared.
    public let clearedStalePartials: Int

    private let partial: PartialOutput
    private let process: Process
    private let input: FileHandle
    private let log: OutputCollector
    private var isOpen = true

    /// Starts ffmpeg. `size` must already be `format.encodedSize(for:)` of the frames' size.
    /// `repeats` makes a GIF loop forever (for a seamless loop); otherwise it plays once.
    public init(format: VideoFormat, size: PixelSize, fps: Double, repeats: Bool, to destination: URL,
                ffmpeg: URL) throws(ExportError) {
        do { try StillWriter.checkWritable(destination) } catch {
            if case .unwritable(let path, let reason) = error { throw .unwritable(path: path, reason: reason) }
            throw .unwritable(path: destination.path, reason: error.description)
        }
        self.format = format
        self.size = size
        self.destination = destination
        clearedStalePartials = PartialOutput.clearStale(besides: destination)
        partial = try PartialOutput.create(for: destination)

        // A closed pipe must come back as an error from write(2), not kill the tool: that is how
        // an ffmpeg that gave up is noticed, and its message reported.
        signal(SIGPIPE, SIG_IGN)

        let process = Process()
        process.executableURL = ffmpeg
        // `file:` so that no part of the path is read as another ffmpeg protocol.
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostats",
                             "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(size.width)x\(size.height)",
                             "-r", Self.rateArgument(fps), "-i", "-"]
            + format.encoderArguments(repeats: repeats)
            + ["-y", "file:" + partial.file.path]
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            partial.discard()
            throw .ffmpegUnstartable(path: ffmpeg.path, reason: error.localizedDescription)
        }
        self.process = process
        input = stdin.fileHandleForWriting
        log = OutputCollector(reading: stderr.fileHandleForReading)
    }

    deinit {
        if isOpen { abandon() }
    }

    /// What a signal handler runs to undo this encode: stop ffmpeg, remove the partial folder.
    public var interruptionCleanup: @Sendable () -> Void {
        let pid = process.processIdentifier, discard = partial.discarding
        return {
            if pid > 0 { kill(pid, SIGKILL) }
            discard()
        }
    }

    public func write(_ frame: RasterImage, index: Int) throws {
        guard frame.width == size.width, frame.height == size.height else {
            throw ExportError.unwritable(path: destination.path,
                                         reason: "frame \(index) is \(frame.width)x\(frame.height), the video is \(size)")
        }
        let fd = input.fileDescriptor
        let failure: Int32? = frame.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(fd, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            // ffmpeg closed its input: it has failed, and says why on stderr.
            let status = waitForExit()
            partial.discard()
            isOpen = false
            throw ExportError.ffmpegFailed(status: status == 0 ? -1 : status,
                                           message: log.tail(orElse: String(cString: strerror(failure))),
                                           output: destination.path)
        }
    }

    public func finish() throws {
        guard isOpen else { return }
        isOpen = false
        let status = waitForExit()
        do {
            guard status == 0 else {
                throw ExportError.ffmpegFailed(status: status, message: log.tail(orElse: ""), output: destination.path)
            }
            // With `-loglevel error` ffmpeg prints only errors; any at all mean the file is suspect
            // even when the exit status is 0 (a full disk while writing the trailer is one).
            let errors = log.tail(orElse: "")
            guard errors.isEmpty else { throw ExportError.ffmpegReportedErrors(message: errors, output: destination.path) }
            if let problem = VideoFileCheck.problem(in: partial.file.path, format: format) {
                throw ExportError.incompleteVideo(path: destination.path, reason: problem)
            }
            try partial.commit()
        } catch {
            partial.discard()
            throw error
        }
    }

    public func abandon() {
        guard isOpen else { return }
        isOpen = false
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        partial.discard()
    }

    /// Closes ffmpeg's input (the end of the clip) and waits for it to finish writing.
    private func waitForExit() -> Int32 {
        try? input.close()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// `-r` as ffmpeg reads it: "60", or "29.97" for a fractional rate.
    static func rateArgument(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }
}
