/// Where a streamed PGN text comes from: its UTF-8 bytes a block at a time (a file read in
/// chunks, say), so that a reader never holds more of a large file than the game at hand.
public protocol PGNByteSource: Sendable {
    /// The next bytes of the text, or nil at its end. A block may end inside a character; the
    /// next one continues it. A thrown error ends the text: the stream reports it in its place.
    mutating func nextBytes() throws(PGNStreamError) -> [UInt8]?
}

/// Why a streamed PGN text stopped before its end: the source could not be read, or its bytes
/// are not UTF-8 (the byte's offset from the start of the text).
public enum PGNStreamError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(reason: String)
    case notUTF8(byteOffset: Int)

    public var description: String {
        switch self {
        case let .unreadable(reason): reason
        case let .notUTF8(offset): "the bytes at offset \(offset) are not UTF-8 text"
        }
    }
}

/// Scalars decoded from a `PGNByteSource`, a block at a time: a character cut by the end of a
/// block is held back until the next one completes it.
struct ScalarFeed: Sendable {
    private var source: any PGNByteSource
    /// The start of a character the last block cut short.
    private var carried: [UInt8] = []
    /// Bytes decoded so far, for the offset of a bad one.
    private var offset = 0
    private(set) var failure: PGNStreamError?

    init(_ source: some PGNByteSource) {
        self.source = source
    }

    /// The next scalars (never an empty block), or nil at the end of the text or at a failure.
    mutating func nextScalars() -> [Unicode.Scalar]? {
        while failure == nil {
            let block: [UInt8]?
            do { block = try source.nextBytes() } catch {
                failure = error
                return nil
            }
            guard let block else {
                if !carried.isEmpty { failure = .notUTF8(byteOffset: offset) }
                return nil
            }
            let bytes = carried + block
            let complete = Self.completeLength(of: bytes)
            carried = Array(bytes[complete...])
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(complete)
            var decoder = UTF8()
            var iterator = bytes[..<complete].makeIterator()
            var decoded = 0
            decoding: while true {
                switch decoder.decode(&iterator) {
                case let .scalarValue(scalar):
                    scalars.append(scalar)
                    decoded += UTF8.width(scalar)
                case .emptyInput:
                    break decoding
                case .error:
                    failure = .notUTF8(byteOffset: offset + decoded)
                    break decoding
                }
            }
            offset += decoded
            if !scalars.isEmpty { return scalars }
        }
        return nil
    }

    /// How many bytes of `bytes` end on a character's boundary: a lead byte whose sequence runs
    /// past the end is left for the next block (a bad byte is left for the decoder to refuse).
    private static func completeLength(of bytes: [UInt8]) -> Int {
        var start = bytes.count
        // A character is at most 4 bytes: look back past up to 3 continuation bytes for its lead.
        while start > 0, bytes.count - start < 4 {
            start -= 1
            let byte = bytes[start]
            guard byte & 0xC0 == 0x80 else {
                let width = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return start + width > bytes.count ? start : bytes.count
            }
        }
        return bytes.count
    }
}
