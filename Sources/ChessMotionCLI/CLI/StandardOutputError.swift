#if canImport(Glibc)
import ChessMotionSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output refused what the tool wrote (`-o - >/dev/full`: ENOSPC; a closed pipe:
/// EPIPE). Said as an error with exit status 1, never as success: a picture or a result that did
/// not arrive must not be reported as written.
struct StandardOutputError: Error, Equatable, CustomStringConvertible {
    /// The errno of the write(2) or close(2) that failed.
    let code: Int32

    var description: String { "cannot write to standard output: \(ErrorReason.text(code))" }
}
