import ChessMotion

/// Which part of a batch this machine runs: shard `index` of `count`, both known up front, so
/// N machines given the same manifest split it with no coordinator.
///
/// Job i (in the manifest's expansion order) belongs to shard i mod N. Round-robin rather than a
/// hash of each output path: every shard reads the same manifest, so stability under edits buys
/// nothing, while round-robin makes the shards' job counts differ by at most one (a hash leaves
/// some shards heavier, and the whole batch waits for the slowest) and spreads neighbouring
/// jobs, such as one scene's variants, across machines.
package struct BatchShard: Sendable, Hashable, CustomStringConvertible {
    /// From 0, as Kubernetes numbers an Indexed Job's pods.
    package let index: Int
    package let count: Int

    /// Where a Kubernetes Indexed Job puts each pod's index (0 to completions - 1).
    package static let indexVariable = "JOB_COMPLETION_INDEX"
    /// The word that takes the index from `indexVariable`: `--shard auto/4`.
    package static let automaticIndex = "auto"
    package static let maximumCount = 100_000

    /// The whole batch, as one shard.
    package static let whole = BatchShard(uncheckedIndex: 0, count: 1)

    package init(index: Int, count: Int) throws(BatchShardError) {
        guard (1...Self.maximumCount).contains(count) else { throw .countOutOfRange(count) }
        guard (0..<count).contains(index) else { throw .indexOutOfRange(index, count: count) }
        self.init(uncheckedIndex: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N`, or `auto/N` with K read from `JOB_COMPLETION_INDEX` in `environment`.
    package init(parsing text: String, environment: [String: String]) throws(BatchShardError) {
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, let count = Int(halves[1]) else { throw .malformed(text) }
        // N is judged first: `auto/0` is wrong whatever the environment holds.
        guard (1...Self.maximumCount).contains(count) else { throw .countOutOfRange(count) }
        let index: Int
        if halves[0] == Self.automaticIndex {
            guard let value = environment[Self.indexVariable] else { throw .noIndexInEnvironment(count: count) }
            guard let number = Int(value) else { throw .indexInEnvironmentNotANumber(value) }
            index = number
        } else {
            guard let number = Int(halves[0]) else { throw .malformed(text) }
            index = number
        }
        try self.init(index: index, count: count)
    }

    /// Whether the job at `position` of the expansion order is this shard's.
    package func contains(position: Int) -> Bool { position % count == index }

    /// This shard's jobs, in expansion order.
    package func jobs(of all: [BatchJob]) -> [BatchJob] {
        all.indices.filter(contains(position:)).map { all[$0] }
    }

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }
}

package enum BatchShardError: Error, Sendable, Hashable, CustomStringConvertible {
    case malformed(String)
    case countOutOfRange(Int)
    case indexOutOfRange(Int, count: Int)
    case noIndexInEnvironment(count: Int)
    case indexInEnvironmentNotANumber(String)

    /// What is wrong, in words that follow the value (`--shard '4': ...`).
    package var description: String {
        let auto = BatchShard.automaticIndex, variable = BatchShard.indexVariable
        switch self {
        case .malformed:
            return "not K/N or \(auto)/N (shard K of N, K from 0 to N - 1; \(auto) reads K from \(variable))"
        case .countOutOfRange(let count):
            return "\(count) shards is out of range: 1 to \(BatchShard.maximumCount)"
        case .indexOutOfRange(let index, let count):
            return "there is no shard \(index) of \(count): shards are numbered 0 to \(count - 1)"
        case .noIndexInEnvironment(let count):
            return "\(variable) is not set (a Kubernetes Indexed Job sets it; elsewhere give the index: K/\(count))"
        case .indexInEnvironmentNotANumber(let value):
            return "\(variable) is '\(value)', not a shard number"
        }
    }
}
