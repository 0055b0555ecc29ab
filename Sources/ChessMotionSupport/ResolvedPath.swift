import Foundation
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
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { return join(existing, pending.reversed()) }
            pending.append((existing as NSString).lastPathComponent)
            existing = parent
        }
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
