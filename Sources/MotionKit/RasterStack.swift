internal import CCairo
internal import CPangoCairo
import ChessMotionSupport
import FoundationEssentials
import Glibc

/// What decides a raster's pixels besides the drawing itself: this build of the tool, Cairo's
/// and Pango's versions, and the fonts and font settings fontconfig reads. A picture kept past
/// the process (a game GIF's sprite sheet) is named after this too, so a new build, a library
/// upgrade, or a font or font setting added since draws it afresh.
///
/// Read from a few `stat` calls and two version strings, never from the fonts themselves:
/// loading fontconfig's configuration is part of the cost a kept picture exists to avoid. A
/// font folder's time changes when a font is added to it, and `fc-cache`, which a font
/// package runs, rewrites the cache folders.
package enum RasterStack {
    package static let identity = identity(environment: ProcessInfo.processInfo.environment)

    package static func identity(environment: [String: String]) -> String {
        var parts = ["cairo " + String(cString: cairo_version_string()), "pango " + String(cString: pango_version_string())]
        parts.append("tool " + fileIdentity("/proc/self/exe"))
        var places = ["/etc/fonts", "/etc/fonts/conf.d", "/etc/fonts/fonts.conf", "/var/cache/fontconfig",
                      "/usr/share/fonts", "/usr/local/share/fonts"]
        for (base, folder) in [(XDGFolder.cache, "fontconfig"), (.data, "fonts"), (.config, "fontconfig")] {
            if let path = base.path(environment: environment) { places.append(path + "/" + folder) }
        }
        if let home = environment["HOME"], home.hasPrefix("/") { places.append(home + "/.fonts") }
        for place in places { parts.append(place + " " + fileIdentity(place)) }
        for name in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"] {
            parts.append(name + "=" + (environment[name] ?? "-"))
        }
        return parts.joined(separator: "\n")
    }

    /// The file's device, inode, size and modification time (a folder's changes when an entry
    /// is added or removed), or "-" when there is none.
    private static func fileIdentity(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "-" }
        return "\(status.st_dev):\(status.st_ino):\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
