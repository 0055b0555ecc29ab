import MotionKit
/// Why a clip could not be written; each case names the file or program involved.
package enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ffmpeg is needed for video output but is not on the search path.
    case ffmpegMissing(searched: [String])
    /// ffmpeg could not be started at all.
    case ffmpegUnstartable(path: String, reason: String)
    /// ffmpeg stopped with a failure; `message` is the end of what it printed.
    case ffmpegFailed(status: Int32, message: String, output: String)
    /// ffmpeg exited 0 but printed errors (ffmpeg 5.1 does so when the disk fills while it
    /// writes the trailer); the output was not used.
    case ffmpegReportedErrors(message: String, output: String)
    /// The encoder in this process (`encoder`, such as libx264) failed on frame `frame`.
    case encodingFailed(encoder: String, frame: Int, output: String)
    /// The encoded file is not a whole video (`reason` says what is missing); it was not used.
    case incompleteVideo(path: String, reason: String)
    case unknownOutput(path: String, known: [String])
    case unwritable(path: String, reason: String)
    /// The render's frames cannot fit in the memory budget (see `RenderMemoryBudget`).
    case overMemoryBudget(RenderMemoryBudget.Refusal)
    /// ffmpeg would need more than the memory budget even with its leanest settings (see `EncoderMemory`).
    case encoderOverMemoryBudget(EncoderMemory.Refusal)
    /// A CRF outside the format's scale, or one for a format that has none (`allowed` nil).
    case qualityOutOfRange(format: String, quality: Int, allowed: ClosedRange<Int>?)
    /// A transparent background asked of a format with no alpha channel.
    case noAlpha(format: String, formats: [String])

    package var description: String {
        switch self {
        case .ffmpegMissing(let searched):
            "ffmpeg is needed for .webm and .mov output and for an .mp4 with sound or captions, but was not found"
                + (searched.isEmpty ? " (PATH is empty)" : " in \(searched.joined(separator: ":"))")
                + ". Install it with 'sudo apt-get install ffmpeg' (make demo and make test install it),"
                + " or write a silent .mp4 (--mute), or give -o a folder to write a PNG sequence instead"
        case .ffmpegUnstartable(let path, let reason):
            "cannot start \(path): \(reason)"
        case .ffmpegFailed(let status, let message, let output):
            "ffmpeg failed (exit status \(status)) while writing \(output)"
                + (message.isEmpty ? "" : ":\n\(message)")
        case .ffmpegReportedErrors(let message, let output):
            "ffmpeg reported errors while writing \(output), though it exited with status 0; the new video "
                + "was discarded and any earlier \(output) was left as it was:\n\(message)"
        case .encodingFailed(let encoder, let frame, let output):
            "\(encoder) failed on frame \(frame) while writing \(output); any earlier \(output) was left as it was"
        case .incompleteVideo(let path, let reason):
            "the video ffmpeg wrote for \(path) is incomplete: \(reason). It was discarded and any earlier "
                + "\(path) was left as it was (is the disk full?)"
        case .overMemoryBudget(let refusal):
            refusal.description
        case .encoderOverMemoryBudget(let refusal):
            refusal.description
        case .unknownOutput(let path, let known):
            "\(path): unknown output format; use one of the extensions \(known.map { "." + $0 }.joined(separator: ", ")), or a folder for a PNG sequence"
        case .unwritable(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .qualityOutOfRange(let format, let quality, let allowed):
            allowed.map { ".\(format) quality (CRF) \(quality) is out of range: use \($0.lowerBound) to \($0.upperBound), lower is better and bigger" }
                ?? ".\(format) has no quality (CRF) setting"
        case .noAlpha(let format, let formats):
            ".\(format) cannot be transparent: it has no alpha channel; use \(formats.map { "." + $0 }.joined(separator: " or "))"
        }
    }
}
