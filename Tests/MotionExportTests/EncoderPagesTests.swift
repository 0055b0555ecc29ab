import CLinuxCalls
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The memory libx264 allocates in this process (CX264's `memalign`) is zeroed for determinism,
/// and the zeroing must not cost x264 what its own first touch would not: its big buffers
/// advised into huge pages before any page exists, the others made present in one call.
@Suite("Encoder pages: x264's memory zeroed as it would touch it")
struct EncoderPagesTests {
    static let hugePage = 2 << 20

    /// The `VmFlags` of the mapping that holds `address`, from the kernel's own account.
    static func mappingFlags(holding address: UnsafeRawPointer) throws -> [Substring] {
        // Read to its end: /proc gives its files no size for a whole-file read to go by.
        let smaps = String(decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() ?? Data(),
                           as: UTF8.self)
        let target = UInt(bitPattern: address)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let ends = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = ends.count == 2 && ends[0] <= target && target < ends[1]
            } else if inside, fields.first == "VmFlags:" {
                return Array(fields.dropFirst())
            }
        }
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "no mapping holds \(address)"])
    }

    static func isZero(_ memory: UnsafeMutableRawPointer, _ count: Int) -> Bool {
        UnsafeRawBufferPointer(start: memory, count: count).allSatisfy { $0 == 0 }
    }

    /// Pages of `memory` that are present, by mincore(2).
    static func presentPages(_ memory: UnsafeMutableRawPointer, _ count: Int) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var present = [UInt8](repeating: 0, count: (count + page - 1) / page)
        guard mincore(memory, count, &present) == 0 else { return -1 }
        return present.filter { $0 & 1 == 1 }.count
    }

    @Test func aHugePageBufferIsAdvisedBeforeItIsZeroed() throws {
        // As x264 asks for a buffer of 7/8 of a huge page or more: 2 MB aligned.
        let size = 3 * Self.hugePage + 4096
        let memory = try #require(memalign(Self.hugePage, size))
        defer { free(memory) }
        #expect(Self.isZero(memory, size))
        // "hg": the kernel was told MADV_HUGEPAGE for this range.
        #expect(try Self.mappingFlags(holding: memory).contains("hg"))
    }

    @Test func aSmallAlignmentIsNotAdvisedIntoHugePages() throws {
        let size = 1 << 20
        let memory = try #require(memalign(64, size))
        defer { free(memory) }
        #expect(Self.isZero(memory, size))
        #expect(try !Self.mappingFlags(holding: memory).contains("hg"))
    }

    @Test func prefaultMakesEveryWholePageOfAFreshMappingPresent() throws {
        let size = 64 * 4096
        let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let memory = try #require(mapping == MAP_FAILED ? nil : mapping)
        defer { munmap(memory, size) }
        #expect(Self.presentPages(memory, size) == 0)
        // A range that starts and ends inside pages: only the pages wholly inside are its.
        clinux_prefault(memory + 100, size - 200)
        #expect(Self.presentPages(memory, size) == 62)
        #expect(Self.isZero(memory, size))
    }
}
