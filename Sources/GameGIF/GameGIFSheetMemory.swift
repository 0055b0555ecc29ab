import Synchronization

/// Sprite sheets kept in a service's memory: `POST /game.gif` in a theme, pieces, scheme, side
/// and size asked for before composes its frames over the sheet drawn then, as lila-gif's
/// routes keep their renderers. Bounded: past `capacity` sheets (4.5 MB each at the largest
/// squares), the one used longest ago goes.
package final class GameGIFSheetMemory: Sendable {
    package let capacity: Int
    /// The sheets by name, the one used last at the end.
    private let kept = Mutex<[(name: String, sheet: GameGIFSpriteSheet)]>([])

    package init(capacity: Int = 8) {
        self.capacity = max(1, capacity)
    }

    package var count: Int { kept.withLock { $0.count } }

    /// The sheet kept under `name` (`GameGIFSpriteSheet.storedName`), now the one used last.
    func sheet(named name: String) -> GameGIFSpriteSheet? {
        kept.withLock { kept in
            guard let index = kept.firstIndex(where: { $0.name == name }) else { return nil }
            let entry = kept.remove(at: index)
            kept.append(entry)
            return entry.sheet
        }
    }

    func keep(_ sheet: GameGIFSpriteSheet, named name: String) {
        // The sheets let go are released outside the lock.
        let dropped = kept.withLock { kept in
            kept.removeAll { $0.name == name }
            kept.append((name, sheet))
            let gone = Array(kept.prefix(max(0, kept.count - capacity)))
            kept.removeFirst(gone.count)
            return gone
        }
        _ = dropped
    }
}
