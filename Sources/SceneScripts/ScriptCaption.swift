import MotionKit

/// A line of text shown from one instant to another, centred on `position` (by default near the
/// bottom of the box, under a centred board).
public struct ScriptCaption: Sendable, Hashable {
    public var span: TimeSpan
    public var text: String
    /// The caption's centre in box units; nil for the default place.
    public var position: Point?
    /// The font size in box units.
    public var size: Double
    /// Where the `caption` statement starts.
    public var location: SourceLocation

    public static let defaultSize = 13.0
    /// How far above the box's bottom edge a caption sits by default.
    public static let defaultBottomMargin = 18.0

    public init(span: TimeSpan, text: String, position: Point? = nil, size: Double = defaultSize, location: SourceLocation) {
        self.span = span
        self.text = text
        self.position = position
        self.size = size
        self.location = location
    }

    /// The caption's centre in a box of `box`'s size.
    public func center(in box: Size) -> Point {
        position ?? Point(box.width / 2, box.height - Self.defaultBottomMargin)
    }

    /// The style captions are drawn in; the validator measures with the same one.
    public var style: TextStyle { TextStyle(size: size, weight: .semibold) }

    /// How long a caption takes to appear and to go: short, and never more than half its span.
    public var fadeLength: Double { min(0.2, max(0, span.length) / 2) }
}
