import FoundationEssentials

/// What a board image's first bytes say it is, and the checks each format gets before any
/// decoder sees it: the size its header declares (against `BoardTexture.maximumPixels`), its
/// proper end, and for SVG nothing that reaches outside the file or expands entities.
enum BoardImageFormat {
    case png, jpeg, svg

    init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if let text = String(validating: bytes.prefix(4096), as: UTF8.self) ?? String(validating: bytes, as: UTF8.self),
                  text.contains("<svg") {
            self = .svg
        } else {
            return nil
        }
    }

    /// Width and height from the IHDR chunk, which the format puts first; the file must end
    /// with IEND.
    static func pngSize(_ bytes: [UInt8], path: String) throws(BoardTextureError) -> (width: Int, height: Int) {
        guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw bytes.count < 33 ? .truncated(path: path, format: "PNG") : .malformed(path: path, format: "PNG", reason: "no IHDR chunk first")
        }
        let width = bigEndian(bytes, at: 16, count: 4), height = bigEndian(bytes, at: 20, count: 4)
        try check(width: width, height: height, format: "PNG", path: path)
        guard Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8) else { throw .truncated(path: path, format: "PNG") }
        return (width, height)
    }

    /// Width and height from the first start-of-frame marker; the scan after it must reach the
    /// end-of-image marker (a 0xFF in the compressed data is always followed by 0x00, so
    /// 0xFF 0xD9 there is the end).
    static func jpegSize(_ bytes: [UInt8], path: String) throws(BoardTextureError) -> (width: Int, height: Int) {
        var index = 2
        var size: (Int, Int)?
        while size == nil {
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { throw .truncated(path: path, format: "JPEG") }
            let marker = bytes[index]
            index += 1
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
            guard index + 2 <= bytes.count else { throw .truncated(path: path, format: "JPEG") }
            let length = bigEndian(bytes, at: index, count: 2)
            guard length >= 2 else { throw .malformed(path: path, format: "JPEG", reason: "a segment of length \(length)") }
            guard index + length <= bytes.count else { throw .truncated(path: path, format: "JPEG") }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7 else { throw .malformed(path: path, format: "JPEG", reason: "a frame header too short") }
                size = (bigEndian(bytes, at: index + 5, count: 2), bigEndian(bytes, at: index + 3, count: 2))
            } else if marker == 0xDA || marker == 0xD9 {
                throw .malformed(path: path, format: "JPEG", reason: "no frame header before the image data")
            }
            index += length
        }
        let (width, height) = size!
        try check(width: width, height: height, format: "JPEG", path: path)
        var end = false
        var scan = index
        while scan + 1 < bytes.count {
            if bytes[scan] == 0xFF, bytes[scan + 1] == 0xD9 { end = true; break }
            scan += 1
        }
        guard end else { throw .truncated(path: path, format: "JPEG") }
        return (width, height)
    }

    static func check(width: Int, height: Int, format: String, path: String) throws(BoardTextureError) {
        guard width > 0, height > 0 else {
            throw .malformed(path: path, format: format, reason: "a size of \(width) x \(height)")
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= BoardTexture.maximumPixels,
              width <= BoardTexture.maximumPixels, height <= BoardTexture.maximumPixels else {
            throw .tooManyPixels(path: path, width: width, height: height, limit: BoardTexture.maximumPixels)
        }
    }

    /// An SVG board may hold only itself: no entity declarations (nor an internal DTD subset,
    /// where they live), no link or `url()` but to its own `#fragments` or `data:`, no
    /// `@import`, no XInclude.
    static func checkSelfContained(svg bytes: [UInt8], path: String) throws(BoardTextureError) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .malformed(path: path, format: "SVG", reason: "not UTF-8 text")
        }
        let lowered = text.lowercased()
        if lowered.contains("<!entity") || (lowered.contains("<!doctype") && lowered.contains("[")) {
            throw .svgEntities(path: path)
        }
        for pattern in [#/(?:href|src)\s*=\s*["']\s*([^"']*)/#, #/url\(\s*["']?\s*([^)"']*)/#] {
            for match in lowered.matches(of: pattern) where !isInternal(String(match.1)) {
                throw .svgExternalReference(path: path, reference: String(match.1))
            }
        }
        for word in ["@import", "xinclude", "xi:include"] where lowered.contains(word) {
            throw .svgExternalReference(path: path, reference: word)
        }
    }

    static func isInternal(_ reference: String) -> Bool {
        reference.hasPrefix("#") || reference.hasPrefix("data:")
    }

    static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<(index + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
