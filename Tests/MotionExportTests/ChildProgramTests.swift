@testable import MotionExport
import ChessMotionSupport
import Foundation
import Testing

/// What ffmpeg is started with (issue 12): exactly its three streams, default signal actions, a
/// process group of its own, and an exit seen the moment it happens.
@Suite("Child programs: spawned with three streams, waited for exactly")
struct ChildProgramTests {
    /// Everything the child writes on its standard error, once it has closed it.
    private func errorText(of child: ChildProgram) -> String {
        guard let descriptor = child.errorOutput else { return "" }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        close(descriptor)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func shell(_ script: String, input: ChildProgram.Stream = .null) throws -> ChildProgram {
        try ChildProgram(executable: "/bin/sh", arguments: ["-c", script], standardInput: input, standardError: .pipe)
    }

    @Test func theExitStatusAndAKillingSignalAreReported() throws {
        #expect(try shell("exit 3").wait() == .exited(status: 3))
        let killed = try shell("kill -TERM $$")
        #expect(killed.wait() == .killed(signal: SIGTERM))
        #expect(killed.wait().shellStatus == 128 + SIGTERM, "asked again, the same answer")
    }

    @Test func whatIsWrittenToItsInputArrivesAndClosingItEndsTheInput() throws {
        let child = try shell("wc -c >&2", input: .pipe)
        let text = Array("twelve bytes".utf8)
        #expect(DescriptorWriter.writeAll(text, to: try #require(child.input)) == nil)
        child.closeInput()
        #expect(child.input == nil)
        #expect(errorText(of: child).trimmingCharacters(in: .whitespacesAndNewlines) == "12")
        #expect(child.wait() == .exited(status: 0))
    }

    /// A descriptor this process opened without close-on-exec (as a C library might) must not
    /// reach ffmpeg: one left open on a pipe's write end would keep its reader from ever ending.
    @Test func onlyTheThreeStandardStreamsAreInherited() throws {
        let opened = open("/dev/null", O_RDONLY)
        defer { close(opened) }
        // At a number of its own, not one the shell might pick for itself.
        let leaked: Int32 = 77
        #expect(dup2(opened, leaked) == leaked)
        defer { close(leaked) }
        // The shell's own descriptors, listed by ls from outside it.
        let child = try shell("ls /proc/$$/fd >&2")
        let descriptors = Set(errorText(of: child).split(separator: "\n").compactMap { Int32($0) })
        #expect(child.wait() == .exited(status: 0))
        #expect(descriptors.isSuperset(of: [0, 1, 2]))
        #expect(!descriptors.contains(leaked))
    }

    /// The tool ignores SIGPIPE so that a dead ffmpeg shows as a write error; ffmpeg itself must
    /// keep the default, or it would not stop when its own output goes away.
    @Test func ignoredSignalsAreNotInheritedAndTheChildHasItsOwnGroup() throws {
        let before = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, before) }
        let child = try shell("grep SigIgn /proc/self/status >&2; cut -d ' ' -f 5 /proc/$$/stat >&2")
        let lines = errorText(of: child).split(separator: "\n")
        #expect(child.wait() == .exited(status: 0))
        let ignored = try #require(lines.first?.split(separator: "\t").last.flatMap { UInt64($0, radix: 16) })
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SIGPIPE is back to its default in the child")
        #expect(lines.last.flatMap { Int32($0) } == child.processIdentifier, "the child leads a process group of its own")
    }

    @Test func aProgramThatCannotStartIsATypedErrorNamingIt() {
        #expect(throws: ChildProgramError.unstartable(path: "/nonexistent/ffmpeg", errno: ENOENT)) {
            try ChildProgram(executable: "/nonexistent/ffmpeg", arguments: [], standardInput: .pipe, standardError: .pipe)
        }
        let error = ChildProgramError.unstartable(path: "/nonexistent/ffmpeg", errno: ENOENT)
        #expect(error.description == "cannot start /nonexistent/ffmpeg: No such file or directory")
    }

    /// An interrupted render holds only ffmpeg's id: killed, it must be reaped too, or it stays a
    /// zombie under an init that never reaps.
    @Test func killingByIdentifierReapsTheChild() throws {
        let child = try shell("sleep 30")
        ChildProgram.killAndReap(child.processIdentifier)
        #expect(kill(child.processIdentifier, 0) == -1 && errno == ESRCH, "no process, not even a zombie, is left")
        #expect(child.wait() == .unobserved(errno: ECHILD), "the owner learns it was reaped elsewhere")
    }

    /// A child given up on is killed and reaped when its owner lets go, never left a zombie.
    @Test func aChildLetGoOfIsKilledAndReaped() throws {
        var child: ChildProgram? = try shell("sleep 30")
        let pid = try #require(child?.processIdentifier)
        child = nil
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "no process, not even a zombie, is left")
    }
}
