import Testing
import TestSupport

extension ProcessRunner.Result {
    /// The check every "bad request" table makes of a run: it failed, and what it printed to
    /// stderr names the problem. Failures are reported at the caller's line, so a table's row
    /// is still the place a failure points at.
    func expectRefusal(naming message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status != 0, "exit status \(status); stderr was: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.contains(message), "stderr was: \(stderr)", sourceLocation: sourceLocation)
    }
}
