import MotionKit
import Synchronization

/// Measures text with Pango exactly as a canvas will draw it, before any frame is drawn, so the
/// validator can tell whether a caption fits in the box. MotionKit measures only through a
/// canvas, so this draws one tiny frame whose scene does nothing but measure.
public enum TextMeasurer {
    /// The logical size of each text in box units, in order.
    public static func sizes(of texts: [(text: String, style: TextStyle)]) -> [Size] {
        guard !texts.isEmpty else { return [] }
        let sink = MeasurementSink()
        let scene = MeasuringScene(texts: texts, sink: sink)
        // The colours never reach the eye; a palette is only needed to make a canvas.
        guard let palette = try? Palette(colors: Dictionary(uniqueKeysWithValues: PaletteToken.allCases.map { ($0, Color.black) })),
              let size = try? PixelSize(width: Int(Size.sceneBox.width), height: Int(Size.sceneBox.height)).validated() else {
            return texts.map { estimate($0.text, style: $0.style) }
        }
        let renderer = FrameRenderer(scene: scene, palettes: PaletteSet(light: palette, dark: palette))
        guard (try? renderer.raster(at: 0, size: size)) != nil else {
            return texts.map { estimate($0.text, style: $0.style) }
        }
        let measured = sink.sizes.withLock { $0 }
        return measured.count == texts.count ? measured : texts.map { estimate($0.text, style: $0.style) }
    }

    /// A generous guess (DejaVu Sans averages about 0.6 em a character) for when no surface can
    /// be made: better to warn of a caption that might not fit than to miss one that does not.
    static func estimate(_ text: String, style: TextStyle) -> Size {
        Size(Double(text.count) * style.size * 0.62, style.size * 1.17)
    }
}

/// Where the measuring scene leaves its results. A class so the scene (a value, copied into the
/// renderer) and the caller share it; the mutex makes it Sendable.
private final class MeasurementSink: Sendable {
    let sizes = Mutex<[Size]>([])
}

private struct MeasuringScene: MotionScene {
    let texts: [(text: String, style: TextStyle)]
    let sink: MeasurementSink
    let duration = 1.0
    let stillTime = 0.0

    func draw(_ canvas: inout MotionCanvas, t: Double) {
        let sizes = texts.map { canvas.measure($0.text, style: $0.style) }
        sink.sizes.withLock { $0 = sizes }
    }
}
