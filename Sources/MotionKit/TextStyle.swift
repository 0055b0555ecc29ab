/// A font request. Families are named explicitly so that installing more fonts on a machine
/// never changes which face a snapshot uses.
public struct TextStyle: Sendable, Hashable {
    public enum Weight: Int, Sendable, Hashable {
        case regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800
    }

    public var family: String
    /// In box units: the em size at scale 1.
    public var size: Double
    public var weight: Weight
    public var italic: Bool

    public init(family: String = TextStyle.defaultFamily, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// DejaVu Sans ships with every Debian install the Makefile sets up and covers accented Latin.
    public static let defaultFamily = "DejaVu Sans"

    public static func body(_ size: Double = 12) -> TextStyle { TextStyle(size: size) }
    public static func title(_ size: Double = 16) -> TextStyle { TextStyle(size: size, weight: .bold) }
    public static func caption(_ size: Double = 9) -> TextStyle { TextStyle(size: size, weight: .medium) }
}

/// Where a text's anchor point sits on the text's logical box.
public enum TextAnchor: Sendable, Hashable {
    case center, leading, trailing
}
