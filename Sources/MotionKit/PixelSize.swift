/// An output size in device pixels, validated so that an absurd request fails with a message
/// instead of asking Cairo for gigabytes.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The largest side accepted: 8K is more than any screen the scenes are made for.
    public static let maximumSide = 8192

    public func validated() throws(RenderError) -> PixelSize {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw .absurdSize(width: width, height: height, maximum: Self.maximumSide)
        }
        return self
    }

    /// The size with the given width and the box's aspect ratio.
    public static func fitting(box: Size, width: Int) -> PixelSize {
        PixelSize(width: width, height: Int((Double(width) * box.height / box.width).rounded()))
    }

    public var description: String { "\(width)x\(height)" }
}
