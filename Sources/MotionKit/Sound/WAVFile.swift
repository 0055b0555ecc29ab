import FoundationEssentials

/// 16-bit PCM WAV, the one audio file format sound sets are written in: read (any channel count,
/// mixed down to mono) and written (mono), with no dependency. A file is a RIFF header, a `fmt `
/// chunk and a `data` chunk of little-endian samples; other chunks are skipped when read.
package enum WAVFile {
    /// The bytes of a mono 16-bit file of `samples` at `sampleRate`.
    package static func bytes(samples: [Int16], sampleRate: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(44 + 2 * samples.count)
        func text(_ s: String) { out += Array(s.utf8) }
        func u32(_ v: Int) { out += withUnsafeBytes(of: UInt32(v).littleEndian, Array.init) }
        func u16(_ v: Int) { out += withUnsafeBytes(of: UInt16(v).littleEndian, Array.init) }
        let dataBytes = 2 * samples.count
        text("RIFF"); u32(36 + dataBytes); text("WAVE")
        text("fmt "); u32(16); u16(1); u16(1); u32(sampleRate); u32(2 * sampleRate); u16(2); u16(16)
        text("data"); u32(dataBytes)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            out.append(UInt8(truncatingIfNeeded: bits))
            out.append(UInt8(truncatingIfNeeded: bits >> 8))
        }
        return out
    }

    /// The samples of a 16-bit PCM file, channels averaged to mono, and its sample rate.
    package static func read(_ bytes: [UInt8], path: String) throws(SoundSetError) -> (samples: [Int16], sampleRate: Int) {
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw .notWAV(path: path, reason: "no RIFF WAVE header")
        }
        var at = 12
        var format: (channels: Int, rate: Int, bits: Int, code: Int)?
        while at + 8 <= bytes.count {
            let id = String(decoding: bytes[at..<at + 4], as: UTF8.self), size = u32(at + 4)
            let body = at + 8
            guard body + size <= bytes.count else { throw .notWAV(path: path, reason: "the \(id) chunk runs past the file's end") }
            if id == "fmt ", size >= 16 {
                format = (u16(body + 2), u32(body + 4), u16(body + 14), u16(body))
            } else if id == "data" {
                guard let format else { throw .notWAV(path: path, reason: "the data chunk comes before the fmt chunk") }
                guard format.code == 1, format.bits == 16, format.channels >= 1 else {
                    throw .notWAV(path: path, reason: "\(format.bits)-bit samples of format \(format.code); sound sets are 16-bit PCM")
                }
                let frames = size / (2 * format.channels)
                var samples = [Int16](repeating: 0, count: frames)
                for frame in 0..<frames {
                    var sum = 0
                    for channel in 0..<format.channels {
                        sum += Int(Int16(bitPattern: UInt16(u16(body + 2 * (frame * format.channels + channel)))))
                    }
                    samples[frame] = Int16(sum / format.channels)
                }
                return (samples, format.rate)
            }
            at = body + size + size % 2
        }
        throw .notWAV(path: path, reason: "no data chunk")
    }
}
