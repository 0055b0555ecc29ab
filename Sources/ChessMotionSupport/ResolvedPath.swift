import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path as the file system will follow it: symbolic links in the part that exists resolved
/// (realpath(3)), `.` and `..` applied, the part still to be made appended as written. Two
/// outputs that name one file through different spellings (`out/a.png` and `link/a.png`, where
/// `link` points at `out`) resolve alike, so a check for "the same file" or "inside this
/// folder" compares what will really be written rather than the text.
package enum ResolvedPath {
    /// `url`'s path resolved as far as it exists; the rest, not yet on disk, follows as written
    /// (with `..` taken lexically: nothing there to follow).
    package static func of(_ url: URL) -> String {
        var pending: [String] = []
        var existing = url.standardizedFileURL.path
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                return join(String(cString: real), pending.reversed())
            }
            // A standardized path: absolute, no trailing or doubled slash.
            guard let slash = existing.lastIndex(of: "/") else { return join(existing, pending.reversed()) }
            let parent = slash == existing.startIndex ? "/" : String(existing[..<slash])
            if parent == existing { return join(existing, pending.reversed()) }
            pending.append(String(existing[existing.index(after: slash)...]))
            existing = parent
        }
    }

    /// An absolute path with `.`, `..` and trailing slashes taken lexically, as `URL.standardized`
    /// takes them, without making a URL; a doubled slash is one, as the file system reads it
    /// (Foundation keeps it, and lets `..` remove the empty name inside it). A path already
    /// standard (the usual case) comes back as it is, checked in one pass over its bytes.
    package static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        guard needsStandardizing(path) else { return path }
        return join("/", path.split(separator: "/").map(String.init))
    }

    /// Whether `path` has an empty, `.` or `..` component, or a trailing '/' (the root's aside).
    private static func needsStandardizing(_ path: String) -> Bool {
        let bytes = path.utf8
        var run = 0 // bytes of the current component, or -1 once it is not all dots
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if run >= 0 && run <= 2 { return true }
                run = 0
            } else if byte == UInt8(ascii: "."), run >= 0 {
                run += 1
            } else {
                run = -1
            }
        }
        return bytes.count > 1 && run >= 0 && run <= 2
    }

    /// Whether `path` is `folder` or a folder holding it (both resolved).
    package static func path(_ path: String, isOrHolds folder: String) -> Bool {
        path == folder || path == "/" || folder.hasPrefix(path + "/")
    }

    private static func join(_ base: String, _ rest: [String]) -> String {
        var components = base.split(separator: "/").map(String.init)
        for part in rest {
            switch part {
            case ".", "": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(part)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
