import MotionKit

/// The fold of a foldable drawn as hardware: a dark band with a lit edge and the barrel's
/// knuckles, so a still of the tabletop posture shows where the device bends.
enum HingeDrawing {
    static func draw(_ hinge: Hinge, on c: MotionCanvas) {
        let band = hinge.rect(in: c.box)
        let color = c.palette[.hinge]
        c.fillRect(band, color)
        let highlight = c.palette[.border].withAlpha(0.55)
        switch hinge.axis {
        case .horizontal:
            c.line(from: Point(band.minX, band.minY + 0.5), to: Point(band.maxX, band.minY + 0.5), highlight, width: 1, cap: .butt)
            // Knuckles: short rounded segments along the barrel, a touch lighter than the band.
            let count = 6
            let length = band.width / Double(count) * 0.62
            for i in 0..<count {
                let x = band.minX + (Double(i) + 0.5) * band.width / Double(count)
                c.fillRoundedRect(Rect(center: Point(x, band.center.y), size: Size(length, band.height * 0.5)),
                                  radius: band.height * 0.25, color.mixed(with: .white, 0.14))
            }
        case .vertical:
            c.line(from: Point(band.minX + 0.5, band.minY), to: Point(band.minX + 0.5, band.maxY), highlight, width: 1, cap: .butt)
            let count = 4
            let length = band.height / Double(count) * 0.62
            for i in 0..<count {
                let y = band.minY + (Double(i) + 0.5) * band.height / Double(count)
                c.fillRoundedRect(Rect(center: Point(band.center.x, y), size: Size(band.width * 0.5, length)),
                                  radius: band.width * 0.25, color.mixed(with: .white, 0.14))
            }
        }
    }
}
