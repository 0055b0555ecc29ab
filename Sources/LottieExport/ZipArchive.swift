internal import CDeflate
import FoundationEssentials

/// A zip file written whole in memory: each entry raw-deflated by libdeflate (or stored when
/// that does not shrink it), with the local headers, central directory and end record the
/// format asks for. Enough for a dotLottie; no zip64, so entries stay under 4 GiB.
struct ZipArchive {
    private var body = Data()
    private var directory = Data()
    private var entryCount = 0

    enum Failure: Error { case compressorUnavailable, tooLarge }

    mutating func add(path: String, contents: Data) throws(Failure) {
        guard contents.count < Int(UInt32.max) / 2, body.count < Int(UInt32.max) / 2 else { throw .tooLarge }
        let crc = contents.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        let deflated = try Self.deflate(contents)
        let (method, stored): (UInt16, Data) = deflated.count < contents.count ? (8, deflated) : (0, contents)
        let name = Data(path.utf8)
        let offset = UInt32(body.count)
        // DOS time and date of 1980-01-01 00:00: the archive is the same bytes on every run.
        let time: UInt16 = 0, date: UInt16 = (0 << 9) | (1 << 5) | 1

        var local = Data()
        local.append(le32: 0x0403_4b50)
        local.append(le16: 20); local.append(le16: 0x0800); local.append(le16: method)
        local.append(le16: time); local.append(le16: date)
        local.append(le32: crc); local.append(le32: UInt32(stored.count)); local.append(le32: UInt32(contents.count))
        local.append(le16: UInt16(name.count)); local.append(le16: 0)
        body.append(local); body.append(name); body.append(stored)

        var central = Data()
        central.append(le32: 0x0201_4b50)
        central.append(le16: 20); central.append(le16: 20); central.append(le16: 0x0800); central.append(le16: method)
        central.append(le16: time); central.append(le16: date)
        central.append(le32: crc); central.append(le32: UInt32(stored.count)); central.append(le32: UInt32(contents.count))
        central.append(le16: UInt16(name.count)); central.append(le16: 0); central.append(le16: 0)
        central.append(le16: 0); central.append(le16: 0); central.append(le32: 0)
        central.append(le32: offset)
        directory.append(central); directory.append(name)
        entryCount += 1
    }

    /// The whole archive.
    var data: Data {
        var end = Data()
        end.append(le32: 0x0605_4b50)
        end.append(le16: 0); end.append(le16: 0)
        end.append(le16: UInt16(entryCount)); end.append(le16: UInt16(entryCount))
        end.append(le32: UInt32(directory.count)); end.append(le32: UInt32(body.count))
        end.append(le16: 0)
        return body + directory + end
    }

    private static func deflate(_ contents: Data) throws(Failure) -> Data {
        guard let compressor = libdeflate_alloc_compressor(9) else { throw .compressorUnavailable }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, contents.count)
        var output = Data(count: bound)
        let written = output.withUnsafeMutableBytes { out in
            contents.withUnsafeBytes { input in
                libdeflate_deflate_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
        }
        return written > 0 ? output.prefix(written) : contents
    }
}

extension Data {
    fileprivate mutating func append(le16 value: UInt16) {
        append(UInt8(value & 0xff)); append(UInt8(value >> 8))
    }

    fileprivate mutating func append(le32 value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xff)) }
    }
}
