/// A number of bytes as a person reads it, every size any message prints: a limit or a budget
/// in binary units to one decimal ("1.5 MiB"), a data file's limit exactly ("4 MiB"), a written
/// file's size in decimal units as `ls -h --si` would ("45.2 kB").
package enum ByteCount {
    /// "512 bytes", "64 KiB", "1.5 MiB".
    package static func text(_ bytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return plain(bytes) }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return number + " " + units[unit]
    }

    /// "4 MiB", "512 KiB", "1234 bytes": binary units only where they divide exactly.
    package static func exact(_ count: Int) -> String {
        let kib = 1024, mib = 1024 * 1024
        if count >= mib, count % mib == 0 { return "\(count / mib) MiB" }
        if count >= kib, count % kib == 0 { return "\(count / kib) KiB" }
        return plain(count)
    }

    /// Decimal units, one decimal place: "812 bytes", "45.2 kB", "3.1 MB".
    package static func rounded(_ count: Int) -> String {
        let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
        for (size, unit) in units where Double(count) >= size {
            let tenths = (Double(count) / size * 10).rounded() / 10
            return "\(tenths.trimmed) \(unit)"
        }
        return plain(count)
    }

    private static func plain(_ count: Int) -> String { count == 1 ? "1 byte" : "\(count) bytes" }
}
