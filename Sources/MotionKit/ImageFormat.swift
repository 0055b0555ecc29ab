/// The still formats. PNG, JPEG and WebP are pixels; SVG and PDF keep every shape, text and piece
/// as vectors.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, webp, svg, pdf

    /// The format named by a file's extension, case-insensitively (`.jpg` is JPEG); nil for anything else.
    public init?(pathExtension: String) {
        let name = pathExtension.lowercased()
        self.init(rawValue: name == "jpg" ? "jpeg" : name)
    }

    /// The extensions that name a still, for messages that list them.
    public static var extensions: [String] { ["png", "jpg", "jpeg", "webp", "svg", "pdf"] }

    /// The format's name as people write it: "PNG", "JPEG", "WebP".
    public var displayName: String { self == .webp ? "WebP" : rawValue.uppercased() }

    public var isVector: Bool { self == .svg || self == .pdf }

    /// Whether a transparent background survives in this format: JPEG has no alpha channel.
    public var carriesAlpha: Bool { self != .jpeg }

    /// The `quality` values the format takes (higher is better and bigger); nil where there is no
    /// such trade (PNG is lossless, SVG and PDF are vectors).
    public var qualityRange: ClosedRange<Int>? {
        switch self {
        case .jpeg: 1...100  // libjpeg's scale
        case .webp: 0...100  // libwebp's
        case .png, .svg, .pdf: nil
        }
    }

    /// High enough that a board's flat colours and thin outlines show no ringing.
    public var defaultQuality: Int? { qualityRange == nil ? nil : 90 }

    /// `quality`, or the default when nil, once it is known to be on this format's scale.
    func checkedQuality(_ quality: Int?) throws(RenderError) -> Int {
        guard let range = qualityRange, let value = quality ?? defaultQuality else {
            throw .lossyEncoding(format: displayName, reason: "the format has no quality setting")
        }
        guard range.contains(value) else { throw .qualityOutOfRange(format: displayName, quality: value, allowed: range) }
        return value
    }
}
