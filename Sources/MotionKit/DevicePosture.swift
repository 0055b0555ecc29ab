/// The device a scene is shown on. A foldable's posture decides the screen's shape and whether a
/// hinge crosses it, so that scenes can keep important things off the fold.
///
/// The box is always fitted and centred on the screen, so the hinge — which runs through the
/// screen's middle — runs through the box's middle too, at every output size.
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

    /// The parts of the box a scene can use whole: the box itself on a phone or a closed
    /// foldable, or the two panels either side of the hinge (left then right, or top then
    /// bottom), each stopping `Hinge.clearance` short of the hinge's edge.
    public func panels(in box: Size) -> [Rect] {
        guard let hinge = hinge(in: box) else { return [Rect(x: 0, y: 0, width: box.width, height: box.height)] }
        let gap = hinge.thickness / 2 + Hinge.clearance
        switch hinge.axis {
        case .vertical:
            return [Rect(x: 0, y: 0, width: hinge.position - gap, height: box.height),
                    Rect(x: hinge.position + gap, y: 0, width: box.width - hinge.position - gap, height: box.height)]
        case .horizontal:
            return [Rect(x: 0, y: 0, width: box.width, height: hinge.position - gap),
                    Rect(x: 0, y: hinge.position + gap, width: box.width, height: box.height - hinge.position - gap)]
        }
    }

    /// Width over height of the default output: how the screen is shaped.
    public var aspectRatio: Double {
        Double(defaultPixelSize.width) / Double(defaultPixelSize.height)
    }

    /// One line for help texts and listings.
    public var summary: String {
        switch self {
        case .phone: "a phone in portrait, no hinge"
        case .open: "a foldable opened flat: two panels, the hinge upright between them"
        case .closed: "a foldable closed: the narrow cover screen, no hinge"
        case .tabletop: "a foldable half-folded: top panel upright, bottom flat, the hinge across"
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
    /// Extra room kept between anything important and the hinge's edge, so nothing seems to
    /// touch the fold.
    public static let clearance = 4.0

    /// True when `rect` (in box coordinates) touches the hinge's band.
    public func crosses(_ rect: Rect, in box: Size) -> Bool {
        self.rect(in: box).intersects(rect)
    }

    public func rect(in box: Size) -> Rect {
        switch axis {
        case .vertical: Rect(x: position - thickness / 2, y: 0, width: thickness, height: box.height)
        case .horizontal: Rect(x: 0, y: position - thickness / 2, width: box.width, height: thickness)
        }
    }
}
