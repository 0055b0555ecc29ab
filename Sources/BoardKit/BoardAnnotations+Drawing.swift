import MotionKit

extension BoardAnnotations {
    /// A circle's ring width, in squares: thin enough that the piece inside still reads.
    static let ringWidth = 0.07

    /// Draws the annotations in their layers — fills, circles, arrows — in `colors`' theme. The
    /// one routine every output uses: stills, games, GIFs and vector files alike.
    func draw(on canvas: MotionCanvas, geometry: BoardGeometry, colors: BoardColors) {
        for fill in fills {
            canvas.fillRect(geometry.rect(of: fill.square), fill.color.resolved(in: colors))
        }
        let ring = Self.ringWidth * geometry.side
        for circle in circles {
            canvas.strokeCircle(geometry.center(of: circle.square), radius: (geometry.side - ring) / 2,
                                circle.color.resolved(in: colors), width: ring)
        }
        for arrow in arrows {
            canvas.fill(arrow.outline(on: geometry), arrow.color.resolved(in: colors))
        }
    }
}
