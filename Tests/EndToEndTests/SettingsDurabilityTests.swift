import Foundation
import TestSupport
import Synchronization
import Testing

/// The store under real processes: concurrent writers, and writers killed mid-write.
@Suite("Settings durability", .serialized)
struct SettingsDurabilityTests {
    /// Five processes at a time, one per key, each setting its key many times. The file is a
    /// read-modify-write of the whole object, so without the lock a writer would put back another
    /// key's older value; every key must end with its writer's last value, and the unknown key
    /// seeded at the start must survive every rewrite.
    @Test func concurrentWritersToDifferentKeysLoseNothing() throws {
        let rounds = 24
        let sandbox = try SettingsSandbox(themes: (0..<rounds).map { "t\($0)" }, pieceSets: (0..<rounds).map { "p\($0)" })
        try sandbox.writeFile("{\"version\": 1, \"seededByANewerTool\": {\"keep\": [1, 2, 3]}}")

        let avatars = ["illustrated", "monogram", "glyph"]
        let writers: [(key: String, value: @Sendable (Int) -> String)] = [
            ("theme", { "t\($0)" }),
            ("pieces", { "p\($0)" }),
            ("avatars", { avatars[$0 % avatars.count] }),
            ("scheme", { $0 % 2 == 0 ? "dark" : "light" }),
            ("reduceMotion", { $0 % 2 == 0 ? "true" : "false" }),
        ]
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for writer in writers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                for round in 0..<rounds {
                    do {
                        let result = try sandbox.run(["settings", "set", writer.key, writer.value(round)])
                        if result.status != 0 { failures.withLock { $0.append("\(writer.key) #\(round): \(result.stderr)") } }
                    } catch {
                        failures.withLock { $0.append("\(writer.key) #\(round): \(error)") }
                    }
                }
            }
            thread.start()
        }
        #expect(group.wait(timeout: .now() + 120) == .success, "the writers did not finish")
        let failed = failures.withLock { $0 }
        #expect(failed.isEmpty, "\(failed.count) writes failed, the first: \(failed.prefix(3).joined(separator: "; "))")

        let file = try sandbox.fileObject()
        let last = rounds - 1
        #expect(file["theme"] as? String == "t\(last)")
        #expect(file["pieces"] as? String == "p\(last)")
        #expect(file["avatars"] as? String == avatars[last % avatars.count])
        #expect(file["scheme"] as? String == (last % 2 == 0 ? "dark" : "light"))
        #expect(file["reduceMotion"] as? Bool == (last % 2 == 0))
        #expect((file["seededByANewerTool"] as? [String: Any])?["keep"] as? [Int] == [1, 2, 3])
        #expect(try sandbox.folderEntries() == ["settings.json", "settings.json.lock"], "no temporary file is left")
    }

    /// Writers killed with SIGKILL at random instants, from start-up to after their rename. After
    /// each kill the file must be exactly the state before that writer or the state it wrote:
    /// never torn, never empty, never a mixture.
    @Test func writersKilledAtRandomMomentsNeverTearTheFile() throws {
        let attempts = 40
        let sandbox = try SettingsSandbox(themes: (0...attempts).map { "t\($0)" })
        // A bulky unknown key: the file spans many pages, so a partial write could not pass for a
        // whole state, and the unknown key must survive every rewrite.
        let padding = String(repeating: "abcdefghij", count: 20_000)
        try sandbox.writeFile("{\"version\": 1, \"theme\": \"t0\", \"padding\": \"\(padding)\"}")
        // How long one unhindered writer lives, so that the kills spread over its whole life.
        var lifetimes: [Double] = []
        for _ in 0..<3 {
            let start = Date()
            let process = try ToolRunner.start(["settings", "set", "theme", "t0", "--settings", sandbox.settingsFile.path],
                                               environment: sandbox.environment)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            lifetimes.append(Date().timeIntervalSince(start))
        }
        let lifetime = lifetimes.sorted()[1]
        let template = try sandbox.fileText()
        func state(_ theme: String) -> String {
            template.replacingOccurrences(of: "\"theme\": \"t0\"", with: "\"theme\": \"\(theme)\"")
        }

        var current = state("t0")
        var killedBeforeDone = 0
        var generator = SystemRandomNumberGenerator()
        for attempt in 1...attempts {
            let next = state("t\(attempt)")
            let process = try ToolRunner.start(["settings", "set", "theme", "t\(attempt)", "--settings", sandbox.settingsFile.path],
                                               environment: sandbox.environment)
            usleep(UInt32(Double.random(in: 0...(lifetime * 1.2), using: &generator) * 1_000_000))
            // Only a child still running is signalled, so a reaped child's pid is never reused by mistake.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()

            let text = try sandbox.fileText()
            #expect(text == current || text == next, "attempt \(attempt): the file is neither the old nor the new state")
            #expect(throws: Never.self) { try sandbox.fileObject() }
            if process.terminationReason == .exit {
                #expect(process.terminationStatus == 0)
                #expect(text == next, "a writer that finished must have written its state")
            } else if text == current {
                killedBeforeDone += 1
            }
            current = text
        }
        #expect(killedBeforeDone > 0, "no kill landed before a write completed; the test exercised nothing")

        // The next writer clears what the killed ones left and finds the lock free.
        #expect(try sandbox.run(["settings", "set", "theme", "t0"]).status == 0)
        #expect(try sandbox.fileText() == state("t0"))
        #expect(try sandbox.folderEntries() == ["settings.json", "settings.json.lock"])
    }
}
