import ChessMotionSupport
import FoundationEssentials
import Glibc
import Synchronization

/// Hidden folders inside a PNG sequence's folder, where the render workers write each frame's
/// file whole before delivery names it: one lane for each worker writing at that moment, made
/// when first needed and used again after.
///
/// Creating a file holds its folder's lock while the file system finds the file an inode. On
/// this machine's disk (ext4 without a journal, which looks past every inode freed in the last
/// minutes before it hands one out again) that search can take longer than encoding the frame,
/// and two workers creating frames in the one folder waited on each other's, spinning in the
/// kernel: two workers spent 5–16% more CPU than one on the same frames. A lane is in one
/// worker's hands at a time, so no two creations share a lock. Delivery renames each file out
/// of its lane, one frame at a time, as it renamed within the folder before.
///
/// A lane's name, `.frame-lane.partial-PID-RANDOM`, is hidden, and tells a later render which
/// process made it: one left by a killed render is cleared with the other partial files
/// (`PNGSequenceWriter.partialOwner`). Inside it only this process writes (mode 0700), and
/// every file is created exclusively, never through a link.
final class PreparedFrameLanes: Sendable {
    static let namePrefix = "." + PNGSequenceWriter.prefix + "lane.partial-"

    /// The sequence's folder, the lanes' parent.
    let folder: String

    private struct State {
        var idle: [String] = []
        var made: [String] = []
        var filesNamed = 0
    }

    private let state = Mutex(State())

    init(folder: String) {
        self.folder = folder
    }

    /// Writes `bytes` to a new file in a lane no other thread is writing in, and returns its
    /// path. A failure names the sequence's folder, and leaves no file behind.
    func write(_ bytes: Data) throws(ExportError) -> String {
        try withLane { lane throws(ExportError) in try Self.write(bytes, in: lane, name: nextFileName(), folder: folder) }
    }

    /// Runs `body` with a lane that is in no one else's hands until `body` returns.
    func withLane<Result>(_ body: (String) throws(ExportError) -> Result) throws(ExportError) -> Result {
        let lane: String
        if let idle = state.withLock({ $0.idle.popLast() }) { lane = idle } else { lane = try makeLane() }
        defer { state.withLock { $0.idle.append(lane) } }
        return try body(lane)
    }

    /// A name no file of this sequence's had before.
    private func nextFileName() -> String {
        state.withLock { state in
            state.filesNamed += 1
            return "\(state.filesNamed).png"
        }
    }

    private static func write(_ bytes: Data, in lane: String, name: String, folder: String) throws(ExportError) -> String {
        let path = lane + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: folder, reason: ErrorReason.text(errno)) }
        var failure = bytes.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(path)
            throw .unwritable(path: folder, reason: ErrorReason.text(failure))
        }
        return path
    }

    /// Removes every lane with whatever is still in it (frames written and never named). Only
    /// once no worker is writing: a signal's clean-up uses `PartialOutput.discardFolder`.
    func removeAll() {
        let lanes = state.withLock { state in
            defer { state.idle = []; state.made = [] }
            return state.made
        }
        for lane in lanes { PartialOutput.removeFolder(lane) }
    }

    private func makeLane() throws(ExportError) -> String {
        while true {
            let path = folder + "/" + Self.namePrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            if mkdir(path, 0o700) == 0 {
                state.withLock { $0.made.append(path) }
                return path
            }
            // A name another lane drew already: draw again.
            guard errno == EEXIST else { throw .unwritable(path: folder, reason: ErrorReason.text(errno)) }
        }
    }
}
