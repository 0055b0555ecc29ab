/// The still formats. PNG is pixels; SVG and PDF keep every shape, text and piece as vectors.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg, pdf

    /// The format named by a file's extension, case-insensitively; nil for anything else.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
