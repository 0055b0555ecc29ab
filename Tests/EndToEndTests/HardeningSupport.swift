import Foundation

/// What the hardening tests need beyond `ToolRunner`: waiting on a started tool, and the id of
/// a process that is gone.
enum HardeningRunner {
    /// Waits up to `timeout` seconds for `condition`.
    static func wait(upTo timeout: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// The id of a process that has exited and been reaped.
    static func deadProcessIdentifier() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
