#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from a descriptor (standard input by default), each at most `maximumLength` bytes.
/// `readLine()` keeps reading until a newline, so `moves - < /dev/zero` would grow without end;
/// this reader refuses the first line that runs past the cap after reading at most that much.
package struct InputLines {
    package let descriptor: Int32
    package let maximumLength: Int
    /// The name messages give the input, `<stdin>` by default.
    package let source: String
    /// The number of the line last returned, counting from 1.
    package private(set) var lineNumber = 0

    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    package init(descriptor: Int32 = STDIN_FILENO, maximumLength: Int, source: String = "<stdin>") {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
        self.source = source
    }

    /// The next line without its newline (and without a CR before it), or nil at the end.
    package mutating func next() throws(InputFileError) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[start..<newline]
                start = newline + 1
                lineNumber += 1
                if line.count > maximumLength {
                    throw .lineTooLong(path: source, line: lineNumber, limit: maximumLength)
                }
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if buffer.count - start > maximumLength {
                throw .lineTooLong(path: source, line: lineNumber + 1, limit: maximumLength)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return String(decoding: line, as: UTF8.self)
            }
            try fill()
        }
    }

    private mutating func fill() throws(InputFileError) {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: source, reason: ErrorReason.text(errno))
            }
            if count == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[0..<count]) }
            return
        }
    }
}

/// The whole of standard input, capped like a file (for `validate -`).
package enum StandardInput {
    package static func readAll(limit: Int) throws(InputFileError) -> [UInt8] {
        try InputFile.readAll(STDIN_FILENO, limit: limit, source: name)
    }

    /// How messages name standard input.
    package static let name = "<stdin>"

    /// A command's file argument: `-` is standard input, anything else a path; either capped.
    package static func readArgument(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        path == "-" ? try readAll(limit: limit) : try InputFile.read(path, limit: limit)
    }

    /// The same, with the reader's error turned into the caller's own.
    package static func readArgument<E: Error>(_ path: String, limit: Int,
                                              mapError: (InputFileError) -> E) throws(E) -> [UInt8] {
        do { return try readArgument(path, limit: limit) } catch { throw mapError(error) }
    }

    /// The name messages give a file argument: the path as typed, or `<stdin>`.
    package static func displayName(of path: String) -> String { path == "-" ? name : path }
}
