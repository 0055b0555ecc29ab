import MotionKit

/// Measures text with Pango exactly as a canvas will draw it, before any frame is drawn, so the
/// validator can tell whether a caption fits in the box.
package enum TextMeasurer {
    /// The logical size of each text in box units, in order.
    package static func sizes(of texts: [(text: String, style: TextStyle)]) -> [Size] {
        texts.map { TextMetrics.size(of: $0.text, style: $0.style) }
    }
}
