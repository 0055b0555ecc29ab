import FoundationEssentials
import Glibc

/// A large table that starts as zeros without being written: `calloc` hands back pages the
/// kernel maps only when first touched, so a 16 MB colour table of which a game's few hundred
/// colours touch a few hundred pages costs those pages, not 16 MB of faults and zeroing (a fifth
/// of a per-move GIF's time in `perf` while the tables were Swift arrays filled with zeros).
///
/// A value with copy-on-write: a copy shares the storage until either side writes.
struct ZeroedStorage<Element: BitwiseCopyable> {
    private final class Box {
        let base: UnsafeMutablePointer<Element>
        let count: Int

        init(count: Int) {
            self.count = count
            guard let raw = calloc(count, MemoryLayout<Element>.stride) else {
                fatalError("out of memory for a \(count)-entry table")
            }
            base = raw.bindMemory(to: Element.self, capacity: count)
        }

        init(copying other: Box) {
            self.count = other.count
            let raw = malloc(count * MemoryLayout<Element>.stride)!
            base = raw.bindMemory(to: Element.self, capacity: count)
            base.update(from: other.base, count: count)
        }

        deinit { free(base) }
    }

    private var box: Box

    init(count: Int) {
        box = Box(count: count)
    }

    var count: Int { box.count }

    /// Reads the whole table.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: box.base, count: box.count))
    }

    /// Writes the table, copying it first if another value shares it.
    mutating func withUnsafeMutableBufferPointer<Result>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> Result) rethrows -> Result {
        if !isKnownUniquelyReferenced(&box) { box = Box(copying: box) }
        return try body(UnsafeMutableBufferPointer(start: box.base, count: box.count))
    }

    subscript(index: Int) -> Element {
        box.base[index]
    }
}
