import Foundation

/// What the hardening tests need beyond `ToolRunner`: waiting on a started tool.
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
}
