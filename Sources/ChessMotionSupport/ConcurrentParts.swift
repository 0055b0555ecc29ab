import Dispatch
import Synchronization

/// Work cut into parts that run at once, on as many threads as Dispatch gives them: the game
/// GIF's sprite sheet and runs of frames, and a PNG's rows, each collect their results and
/// errors this one way.
package enum ConcurrentParts {
    /// `body` of every part in `0..<count`, in part order. If any part throws, the error of the
    /// lowest-numbered part that threw, once every part has ended.
    package static func results<Value: Sendable, Failure: Error>(_ count: Int, _ body: @Sendable (Int) throws(Failure) -> Value) throws(Failure) -> [Value] {
        let stored = Mutex<[Result<Value, Failure>?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { part in
            let result = Result { () throws(Failure) -> Value in try body(part) }
            stored.withLock { $0[part] = result }
        }
        var results: [Value] = []
        results.reserveCapacity(count)
        // Every part has stored its result once `concurrentPerform` returns.
        for result in stored.withLock({ $0 }) { results.append(try result!.get()) }
        return results
    }

    /// `0..<count` cut into `parts` ranges as even as they come, in order.
    package static func ranges(of count: Int, parts: Int) -> [Range<Int>] {
        (0..<parts).map { part in (count * part / parts)..<(count * (part + 1) / parts) }
    }
}
