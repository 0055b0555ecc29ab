import FoundationEssentials

/// Everything a drawing call's pixels depend on. Two calls with equal fingerprints paint the same
/// pixels over the same destination, which is what lets `FrameSequence` keep a pixel from the
/// frame before when every call that touches it is the same, in the same order.
///
/// Canvas state is part of each case (transform, opacity), so a card that moved by a thousandth
/// of a pixel is a different call. Images are compared by the identity of the raster painted:
/// the fingerprint holds it, so it cannot be freed and its address reused while compared.
enum DrawFingerprint: Hashable, Sendable {
    case fill(Path, Color, AffineTransform, opacity: Double)
    case stroke(Path, Color, width: Double, LineCap, AffineTransform, opacity: Double)
    case radialFill(Path, RadialGradient, AffineTransform, opacity: Double)
    case text(String, TextStyle, Color, at: Point, TextAnchor, AffineTransform, rest: AffineTransform, opacity: Double)
    case image(RasterIdentity, in: Rect, AffineTransform, opacity: Double)
    case shadow(Rect, radius: Double, offsetY: Double, spread: Double, color: Color, AffineTransform, opacity: Double)
    /// A picture's calls at its drawing transform, and the whole pixel it is painted at.
    case picture(KeptPicture.Calls, x: Int, y: Int)
    case shadowUnderFace(shadow: Rect, radius: Double, offsetY: Double, spread: Double, face: Rect, faceRadius: Double,
                         faceColor: Color, shadowColor: Color, AffineTransform, opacity: Double)
}

/// A raster source compared by identity.
struct RasterIdentity: Hashable, Sendable {
    let source: CairoSourceSurface

    static func == (a: Self, b: Self) -> Bool { a.source === b.source }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(source)) }
}

/// The device pixels a drawing call may change: whole pixels, `x0..<x1` by `y0..<y1`, with a
/// pixel to spare on every side for antialiasing and image filtering.
struct DeviceBox: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    /// Far beyond any frame, and still safe to hand cairo as an int.
    static let limit = 1 << 24
    static let everything = DeviceBox(x0: -limit, y0: -limit, x1: limit, y1: limit)

    /// The box holding user-space rectangle `rect` grown by `margin` user units on every side,
    /// once `transform` has taken it to the device. Anything not finite covers everything.
    init(covering rect: Rect, margin: Double = 0, transform m: AffineTransform) {
        let left = rect.minX - margin, right = rect.maxX + margin, top = rect.minY - margin, bottom = rect.maxY + margin
        // Each device coordinate is least and greatest at one of the corners: per term, the
        // smaller and larger of the two products.
        let xs = (min(m.a * left, m.a * right), max(m.a * left, m.a * right))
        let ys = (min(m.c * top, m.c * bottom), max(m.c * top, m.c * bottom))
        let xt = (min(m.b * left, m.b * right), max(m.b * left, m.b * right))
        let yt = (min(m.d * top, m.d * bottom), max(m.d * top, m.d * bottom))
        let minX = xs.0 + ys.0 + m.tx, maxX = xs.1 + ys.1 + m.tx
        let minY = xt.0 + yt.0 + m.ty, maxY = xt.1 + yt.1 + m.ty
        let limit = Double(Self.limit)
        let finite = left.isFinite && right.isFinite && top.isFinite && bottom.isFinite
            && m.a.isFinite && m.b.isFinite && m.c.isFinite && m.d.isFinite && m.tx.isFinite && m.ty.isFinite
        guard finite, minX > -limit, maxX < limit, minY > -limit, maxY < limit else {
            self = .everything
            return
        }
        self.init(x0: Int(minX.rounded(.down)) - 1, y0: Int(minY.rounded(.down)) - 1,
                  x1: Int(maxX.rounded(.up)) + 1, y1: Int(maxY.rounded(.up)) + 1)
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    func union(_ other: DeviceBox) -> DeviceBox {
        DeviceBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func clipped(width: Int, height: Int) -> DeviceBox {
        DeviceBox(x0: max(0, x0), y0: max(0, y0), x1: min(width, x1), y1: min(height, y1))
    }
}

/// What a drawing call draws and where it can reach, with the fingerprint's hash worked out
/// once: a kept frame's calls are compared with the next frame's, and hashed, only by it.
struct DrawSummary: Sendable {
    let fingerprint: DrawFingerprint
    let hash: Int
    let box: DeviceBox

    init(_ fingerprint: DrawFingerprint, box: DeviceBox) {
        self.fingerprint = fingerprint
        hash = fingerprint.hashValue
        self.box = box
    }

    func matches(_ other: DrawSummary) -> Bool { hash == other.hash && fingerprint == other.fingerprint }
}

/// One drawing call of a recorded frame: what it draws, where it can reach, and the call itself.
struct RecordedDraw {
    let summary: DrawSummary
    let run: () -> Void
}

/// Collects a frame's drawing calls instead of running them, while `FrameSequence` works out
/// which pixels changed since the frame before. Used by one frame, on one thread.
final class DrawRecorder {
    private(set) var draws: [RecordedDraw] = []

    func append(_ draw: RecordedDraw) { draws.append(draw) }
}

extension MotionCanvas {
    /// Runs a drawing call now, or records it when the frame is being recorded. The fingerprint
    /// and box are only worked out for a recording.
    func perform(_ fingerprint: @autoclosure () -> DrawFingerprint, box: @autoclosure () -> DeviceBox,
                 _ draw: @escaping () -> Void) {
        guard let recorder = context.recorder else { return draw() }
        recorder.append(RecordedDraw(summary: DrawSummary(fingerprint(), box: box()), run: draw))
    }
}

extension Path {
    /// A rectangle holding every point the outline can reach: its points, curve control points
    /// and whole circles for arcs. Nil for an empty path; not finite if any coordinate is not.
    package var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var finite = true
        func include(_ p: Point, _ r: Double = 0) {
            finite = finite && p.x.isFinite && p.y.isFinite && r.isFinite
            minX = min(minX, p.x - r); maxX = max(maxX, p.x + r)
            minY = min(minY, p.y - r); maxY = max(maxY, p.y + r)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .curve(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .arc(let c, let r, _, _): include(c, abs(r))
            case .close: break
            }
        }
        guard finite else { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
