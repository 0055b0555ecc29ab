import FoundationEssentials
import Glibc

/// Why a file call failed, in the system's words: the errno behind FileManager's `CocoaError`
/// ("Permission denied", "No such file or directory"), as the tool's own system calls say it.
/// FoundationEssentials has no localized descriptions, and the tool does not load Foundation.
package enum ErrorReason {
    package static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return text(posix.code.rawValue) }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return text(posix.code.rawValue) }
            return "file error \(cocoa.code.rawValue)"
        }
        return String(describing: error)
    }

    /// errno's text (the current errno when none is given): every message of the tool that
    /// quotes a system call's failure says it through here.
    package static func text(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
