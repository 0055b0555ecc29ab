import FoundationEssentials

/// One drawing call as a vector: what was drawn, in the coordinates the scene drew it in, and
/// the transform and opacity it was drawn through. The exporters that rebuild a scene elsewhere
/// (Lottie) read frames as lists of these, drawn bottom first.
package struct VectorDraw: Sendable, Hashable {
    package var shape: VectorShape
    /// The call's coordinates to device pixels of the recorded size.
    package var transform: AffineTransform
    /// The canvas opacity the call was drawn at (the colour's own alpha is in `shape`).
    package var opacity: Double
}

/// What a call draws. Text is already its glyph outlines (`.glyphs`), so nothing downstream
/// needs the font; images stay images, placed in the unit square (the transform carries the
/// rectangle they were drawn into).
package enum VectorShape: Sendable, Hashable {
    case fill(Path, Color)
    case stroke(Path, Color, width: Double, cap: LineCap)
    /// A path filled with a radial gradient, in the call's coordinates like the path.
    case radialFill(Path, RadialGradient)
    /// A text's outlines with its layout's top-left at the origin; `text` and `style` name it,
    /// so the same label drawn again is recognised as the same element.
    case glyphs(Path, Color, text: String, style: TextStyle)
    case image(VectorImage)
}

/// An image drawn by a scene, kept by identity so each is embedded once however often it is drawn.
package struct VectorImage: Sendable, Hashable {
    package enum Source: Sendable {
        case svg(SVGImage)
        case bitmap(BitmapImage)
    }

    package let source: Source
    private let identity: ObjectIdentifier

    init(_ source: Source) {
        self.source = source
        identity = switch source {
        case .svg(let svg): ObjectIdentifier(svg.document)
        case .bitmap(let bitmap): ObjectIdentifier(bitmap.source)
        }
    }

    package var name: String {
        switch source {
        case .svg(let svg): svg.name
        case .bitmap(let bitmap): bitmap.name
        }
    }

    package static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// Collects a frame's calls as `VectorDraw`s instead of drawing them. Glyph outlines are kept
/// by text and style for the recorder's life, since a label is drawn on every frame.
final class VectorRecorder {
    private(set) var draws: [VectorDraw] = []
    var outlines: [TextOutlineKey: (path: Path, size: Size)] = [:]

    func append(_ draw: VectorDraw) { draws.append(draw) }

    func startFrame() { draws.removeAll(keepingCapacity: true) }
}

struct TextOutlineKey: Hashable {
    let text: String
    let style: TextStyle
}

extension MotionCanvas {
    /// Records `shape` when the frame is a vector recording; true when it was recorded (and so
    /// must not also be drawn).
    func recordVector(_ shape: @autoclosure () -> VectorShape, transform: AffineTransform? = nil) -> Bool {
        guard let recorder = context.vectorRecorder else { return false }
        recorder.append(VectorDraw(shape: shape(), transform: transform ?? self.transform, opacity: opacity))
        return true
    }

    /// True while drawing into a vector recording, where groups are drawn call by call.
    var isRecordingVectors: Bool { context.vectorRecorder != nil }
}
