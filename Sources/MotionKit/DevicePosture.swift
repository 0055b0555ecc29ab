/// The device a scene is shown on. A foldable's posture decides the screen's shape and whether a
/// hinge crosses it, so that scenes can keep important things off the fold.
public enum DevicePosture: String, Sendable, Hashable, CaseIterable, Codable {
    /// A phone in portrait, the scene shown in its usual card.
    case phone
    /// A foldable opened flat: two panels side by side, the hinge a vertical line between them.
    case open
    /// A foldable closed: only the tall, narrow cover screen.
    case closed
    /// A foldable half-folded on a table: the top panel upright, the bottom flat, the hinge across.
    case tabletop

    /// The hinge as it crosses the scene's box, or nil where the screen has none.
    public func hinge(in box: Size) -> Hinge? {
        switch self {
        case .phone, .closed:
            nil
        case .open:
            Hinge(axis: .vertical, position: box.width / 2, thickness: Hinge.thickness)
        case .tabletop:
            Hinge(axis: .horizontal, position: box.height / 2, thickness: Hinge.thickness)
        }
    }

    /// The output's default pixel size at scale 1: the screen area the scene occupies.
    public var defaultPixelSize: PixelSize {
        switch self {
        case .phone: PixelSize(width: 720, height: 560)
        case .open: PixelSize(width: 1000, height: 560)
        case .closed: PixelSize(width: 560, height: 720)
        case .tabletop: PixelSize(width: 720, height: 720)
        }
    }
}

/// Where the fold runs, in box coordinates.
public struct Hinge: Sendable, Hashable {
    public enum Axis: Sendable, Hashable { case vertical, horizontal }
    public var axis: Axis
    /// x for a vertical hinge, y for a horizontal one.
    public var position: Double
    public var thickness: Double

    /// A hinge's visible width in box units: what a scene must keep clear.
    public static let thickness = 8.0

    public func rect(in box: Size) -> Rect {
        switch axis {
        case .vertical: Rect(x: position - thickness / 2, y: 0, width: thickness, height: box.height)
        case .horizontal: Rect(x: 0, y: position - thickness / 2, width: box.width, height: thickness)
        }
    }
}
