import Foundation

/// A minimal GIF89a reader for tests, written from the specification and independent of the
/// encoder it checks: blocks, the NETSCAPE2.0 loop count, comments, each frame's delay and
/// rectangle, LZW decoding, and frames composited as a viewer shows them (disposal "keep",
/// transparent pixels showing what was below).
public struct DecodedGIF: Sendable {
    public struct Frame: Sendable {
        /// Hundredths of a second.
        public var delay: Int
        public var x: Int, y: Int, width: Int, height: Int
        public var transparentIndex: Int?
        /// The whole picture after this frame, RGB bytes row by row.
        public var canvas: [UInt8]
    }

    public var width: Int
    public var height: Int
    /// nil when there is no NETSCAPE2.0 block (the GIF plays once).
    public var loopCount: Int?
    public var comments: [String]
    public var colorTableSize: Int
    public var frames: [Frame]

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](Data(contentsOf: url)))
    }

    public init(bytes: [UInt8]) throws {
        var i = 0
        func fail(_ why: String) -> Failure { Failure(description: "byte \(i): \(why)") }
        func byte() throws -> Int {
            guard i < bytes.count else { throw fail("the file ends early") }
            defer { i += 1 }
            return Int(bytes[i])
        }
        func word() throws -> Int { try byte() | (try byte() << 8) }
        func subBlocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let length = try byte()
                if length == 0 { return data }
                guard i + length <= bytes.count else { throw fail("a sub-block runs past the end") }
                data += bytes[i..<(i + length)]
                i += length
            }
        }
        func table(_ packed: Int) throws -> [UInt8] {
            let size = 3 << ((packed & 7) + 1)
            guard i + size <= bytes.count else { throw fail("a colour table runs past the end") }
            defer { i += size }
            return Array(bytes[i..<(i + size)])
        }

        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { throw Failure(description: "not a GIF89a file") }
        i = 6
        width = try word()
        height = try word()
        let screen = try byte()
        i += 2
        let global = screen & 0x80 != 0 ? try table(screen) : []
        colorTableSize = global.count / 3
        loopCount = nil
        comments = []
        frames = []
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        var delay = 0, transparent: Int?
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let data = try subBlocks()
                if label == 0xF9, data.count == 4 {
                    delay = Int(data[1]) | Int(data[2]) << 8
                    transparent = data[0] & 1 != 0 ? Int(data[3]) : nil
                } else if label == 0xFF, data.count == 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8), data[11] == 1 {
                    loopCount = Int(data[12]) | Int(data[13]) << 8
                } else if label == 0xFE {
                    comments.append(String(decoding: data, as: UTF8.self))
                }
            case 0x2C:
                let x = try word(), y = try word(), w = try word(), h = try word()
                let packed = try byte()
                let colors = packed & 0x80 != 0 ? try table(packed) : global
                guard packed & 0x40 == 0 else { throw fail("interlaced frames are not read here") }
                let minimum = try byte()
                let indices = try Self.lzwDecode(subBlocks(), minimumCodeSize: minimum, count: w * h)
                guard x + w <= width, y + h <= height else { throw fail("frame \(frames.count) lies outside the screen") }
                for row in 0..<h {
                    for column in 0..<w {
                        let index = Int(indices[row * w + column])
                        if index == transparent { continue }
                        guard 3 * index + 2 < colors.count else { throw fail("index \(index) is past the colour table") }
                        let target = ((y + row) * width + x + column) * 3
                        canvas[target] = colors[3 * index]
                        canvas[target + 1] = colors[3 * index + 1]
                        canvas[target + 2] = colors[3 * index + 2]
                    }
                }
                frames.append(Frame(delay: delay, x: x, y: y, width: w, height: h, transparentIndex: transparent, canvas: canvas))
                delay = 0
                transparent = nil
            case 0x3B:
                return
            case let other:
                throw fail("unexpected block 0x\(String(other, radix: 16))")
            }
        }
    }

    /// The colour at (x, y) after frame `frame`.
    public func rgb(frame: Int, x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 3
        let canvas = frames[frame].canvas
        return (Int(canvas[i]), Int(canvas[i + 1]), Int(canvas[i + 2]))
    }

    /// Variable-length LZW as GIF uses it (codes packed least significant bit first).
    public static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        guard (2...8).contains(minimumCodeSize) else { throw Failure(description: "minimum code size \(minimumCodeSize)") }
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096), suffixes = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 1, count: 4096)
        for k in 0..<clear { suffixes[k] = UInt8(truncatingIfNeeded: k) }
        var size = minimumCodeSize + 1, next = clear + 2, previous = -1
        var output: [UInt8] = []
        var bitPosition = 0
        func string(_ code: Int) -> [UInt8] {
            var result = [UInt8](repeating: 0, count: lengths[code])
            var c = code
            for position in stride(from: lengths[code] - 1, through: 0, by: -1) {
                result[position] = suffixes[c]
                c = prefixes[c]
            }
            return result
        }
        while true {
            guard bitPosition + size <= data.count * 8 else { throw Failure(description: "the LZW data ends without an end code") }
            var code = 0
            for bit in 0..<size where data[(bitPosition + bit) >> 3] & (1 << ((bitPosition + bit) & 7)) != 0 {
                code |= 1 << bit
            }
            bitPosition += size
            if code == clear {
                size = minimumCodeSize + 1
                next = clear + 2
                previous = -1
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if previous < 0 {
                guard code < clear else { throw Failure(description: "code \(code) right after a clear") }
                entry = string(code)
            } else {
                if code < next {
                    entry = string(code)
                } else if code == next {
                    let before = string(previous)
                    entry = before + [before[0]]
                } else {
                    throw Failure(description: "code \(code) is past the table's \(next)")
                }
                if next < 4096 {
                    prefixes[next] = previous
                    suffixes[next] = entry[0]
                    lengths[next] = lengths[previous] + 1
                    next += 1
                    if next == 1 << size, size < 12 { size += 1 }
                }
            }
            output += entry
            previous = code
        }
        guard output.count == count else { throw Failure(description: "\(output.count) pixels decoded, not \(count)") }
        return output
    }
}
