#if canImport(Glibc)
import Glibc
#endif

/// The open-file limit a server sizes its connections by. The soft limit is raised to the hard
/// one (often 1,024 against 1,048,576), then the connections are what is left after a reserve
/// for everything else a render opens: files, pipes, ffmpeg's streams, the libraries.
enum DescriptorLimit {
    /// Descriptors kept for what is not a connection.
    static let reserve = 256

    /// `wanted` connections, or as many as the raised limit allows.
    static func connections(wanted: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return wanted }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        let available = UInt64(limit.rlim_cur)  // RLIM_INFINITY is UInt64.max: capped below
        return max(1, min(wanted, Int(min(available, UInt64(Int32.max))) - reserve))
    }
}
