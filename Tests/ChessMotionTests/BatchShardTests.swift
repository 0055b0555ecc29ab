import ChessMotion
import ChessMotionTool
import Foundation
import Testing

@Suite("Batch shards")
struct BatchShardTests {
    static func jobs(_ count: Int) throws -> [BatchJob] {
        let scenes = (0..<count).map { "{\"scene\": \"coins\", \"output\": \"j\($0).png\"}" }.joined(separator: ",")
        return try BatchManifest(parsing: Array("{\"jobs\": [\(scenes)]}".utf8), file: "m.json", folder: URL(fileURLWithPath: "/")).jobs
    }

    /// Every job in exactly one shard, in order, and no shard more than one job heavier than another.
    @Test(arguments: [1, 2, 3, 7, 10])
    func theShardsPartitionTheJobsEvenly(count: Int) throws {
        let all = try Self.jobs(23)
        let parts = try (0..<count).map { try BatchShard(index: $0, count: count).jobs(of: all) }
        let union = parts.flatMap { $0 }.map(\.output.path)
        #expect(union.sorted() == all.map(\.output.path).sorted())
        #expect(Set(union).count == all.count)
        for part in parts {
            let positions = part.map { job in all.firstIndex(of: job) ?? -1 }
            #expect(positions == positions.sorted(), "a shard keeps the manifest's order")
        }
        let sizes = parts.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        #expect(try BatchShard(index: 1, count: 3).jobs(of: all).map(\.output.lastPathComponent).prefix(3) == ["j1.png", "j4.png", "j7.png"])
    }

    /// `auto/0` is a wrong N whatever the environment holds: the count is blamed, not a
    /// missing JOB_COMPLETION_INDEX.
    @Test func autoWithAnImpossibleCountBlamesTheCount() {
        #expect(throws: BatchShardError.countOutOfRange(0)) { try BatchShard(parsing: "auto/0", environment: [:]) }
        #expect(throws: BatchShardError.countOutOfRange(0)) {
            try BatchShard(parsing: "auto/0", environment: ["JOB_COMPLETION_INDEX": "x"])
        }
        #expect(throws: BatchShardError.countOutOfRange(100_001)) { try BatchShard(parsing: "auto/100001", environment: [:]) }
    }

    @Test func parsingTakesKOverNOrTheIndexFromTheEnvironment() throws {
        #expect(try BatchShard(parsing: "2/5", environment: [:]) == BatchShard(index: 2, count: 5))
        #expect(try BatchShard(parsing: "auto/5", environment: ["JOB_COMPLETION_INDEX": "4"]) == BatchShard(index: 4, count: 5))
        #expect(throws: BatchShardError.noIndexInEnvironment(count: 5)) { try BatchShard(parsing: "auto/5", environment: [:]) }
        #expect(throws: BatchShardError.indexInEnvironmentNotANumber("x")) {
            try BatchShard(parsing: "auto/5", environment: ["JOB_COMPLETION_INDEX": "x"])
        }
        #expect(throws: BatchShardError.indexOutOfRange(5, count: 5)) {
            try BatchShard(parsing: "auto/5", environment: ["JOB_COMPLETION_INDEX": "5"])
        }
        for text in ["2", "2/", "/3", "a/3", "1/2/3", "", "1 /3"] {
            #expect(throws: BatchShardError.malformed(text)) { try BatchShard(parsing: text, environment: [:]) }
        }
        #expect(throws: BatchShardError.indexOutOfRange(-1, count: 3)) { try BatchShard(parsing: "-1/3", environment: [:]) }
        #expect(throws: BatchShardError.countOutOfRange(0)) { try BatchShard(parsing: "0/0", environment: [:]) }
        #expect(BatchShard.whole.jobs(of: try Self.jobs(3)).count == 3)
    }
}
