import ChessCore
import ChessScenes
import MotionKit

/// A line of text shown from one instant to another, centred on `position` (by default near the
/// bottom of the box, under a centred board). Its words are written in the script (with
/// translations per locale) or named by a key of the strings files.
public struct ScriptCaption: Sendable, Hashable {
    public var span: TimeSpan
    /// The text as written, drawn in any locale without a translation; for a caption that names
    /// a string key, the key.
    public var text: String
    /// Set when the caption names a key of the strings files (`caption 1-2 key bots.headline`).
    public var key: String?
    /// The text in other locales, by locale (`es "Enroca pronto"`).
    public var translations: [String: String]
    /// The caption's anchor in box units; nil for the default place.
    public var position: Point?
    /// The font size in box units.
    public var size: Double
    /// Which of the text's edges sits on the anchor.
    public var alignment: CaptionAlignment
    /// Where the `caption` statement starts.
    public var location: TextLocation

    public static let defaultSize = 13.0
    /// How far above the box's bottom edge a caption sits by default.
    public static let defaultBottomMargin = 18.0
    /// How far from the box's side a caption aligned to its start or end sits by default.
    public static let defaultSideMargin = 12.0

    public init(span: TimeSpan, text: String, key: String? = nil, translations: [String: String] = [:], position: Point? = nil,
                size: Double = defaultSize, alignment: CaptionAlignment = .center, location: TextLocation) {
        self.span = span
        self.text = text
        self.key = key
        self.translations = translations
        self.position = position
        self.size = size
        self.alignment = alignment
        self.location = location
    }

    /// The words drawn in `words`' locale: the named key's text, else the translation for the
    /// locale, else the text as written.
    public func text(in words: Localizer?) -> String {
        if let key { return words?.text(key) ?? key }
        guard let words else { return text }
        return translations[words.locale] ?? text
    }

    /// Every text this caption can draw, for checks that must hold in any locale.
    public func variants(in words: Localizer?) -> [String] {
        if let key {
            guard let words else { return [key] }
            var texts = [words.text(key)]
            if let fallback = words.fallback[key], fallback != texts[0] { texts.append(fallback) }
            return texts
        }
        return [text] + translations.keys.sorted().compactMap { translations[$0] }
    }

    /// The anchor point in a box of `box`'s size for a text running in `direction`, and which
    /// of the text's edges sits on it. `start` is the left edge of left-to-right text and the
    /// right edge of right-to-left text (Arabic, Hebrew), so a caption aligned to its start
    /// reads from the edge a reader of its language starts at.
    package func anchor(in box: Size, direction: TextDirection) -> (point: Point, anchor: TextAnchor) {
        let y = position?.y ?? box.height - Self.defaultBottomMargin
        let anchor: TextAnchor = switch (alignment, direction) {
        case (.center, _): .center
        case (.start, .leftToRight), (.end, .rightToLeft): .leading
        case (.start, .rightToLeft), (.end, .leftToRight): .trailing
        }
        let standardX = switch anchor {
        case .center: box.width / 2
        case .leading: Self.defaultSideMargin
        case .trailing: box.width - Self.defaultSideMargin
        }
        return (Point(position?.x ?? standardX, y), anchor)
    }

    /// The anchor of a centred caption (or of left-to-right text): where the text sits.
    public func center(in box: Size) -> Point {
        anchor(in: box, direction: .leftToRight).point
    }

    /// The box the text `text` covers, measured at `size`.
    package func frame(of size: Size, in box: Size, direction: TextDirection) -> Rect {
        let (point, anchor) = anchor(in: box, direction: direction)
        let minX = switch anchor {
        case .center: point.x - size.width / 2
        case .leading: point.x
        case .trailing: point.x - size.width
        }
        return Rect(x: minX, y: point.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The style captions are drawn in; the validator measures with the same one.
    public var style: TextStyle { TextStyle(size: size, weight: .semibold) }

    /// How long a caption takes to appear and to go: short, and never more than half its span.
    public var fadeLength: Double { min(0.2, max(0, span.length) / 2) }
}

/// `align start|center|end`: which edge of a caption's text sits on its anchor.
public enum CaptionAlignment: String, Sendable, Hashable, CaseIterable {
    case start, center, end
}
