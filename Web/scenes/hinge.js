// The fold of a foldable drawn as hardware, ported from Sources/ChessScenes/HingeDrawing.swift.
import { P, Rect, Posture, Color } from "../motion.js";

export function drawHinge(hinge, c) {
  const band = Posture.hingeRect(hinge, c.box);
  const color = c.palette.hinge;
  c.fillRect(band, color);
  const highlight = c.palette.border.withAlpha(0.55);
  if (hinge.axis === "horizontal") {
    c.line(P(band.minX, band.minY + 0.5), P(band.maxX, band.minY + 0.5), highlight, 1, "butt");
    const count = 6;
    const length = band.width / count * 0.62;
    for (let i = 0; i < count; i++) {
      const x = band.minX + (i + 0.5) * band.width / count;
      c.fillRoundedRect(Rect.centered(P(x, band.center.y), length, band.height * 0.5), band.height * 0.25, color.mixed(Color.white, 0.14));
    }
  } else {
    c.line(P(band.minX + 0.5, band.minY), P(band.minX + 0.5, band.maxY), highlight, 1, "butt");
    const count = 4;
    const length = band.height / count * 0.62;
    for (let i = 0; i < count; i++) {
      const y = band.minY + (i + 0.5) * band.height / count;
      c.fillRoundedRect(Rect.centered(P(band.center.x, y), band.width * 0.5, length), band.width * 0.25, color.mixed(Color.white, 0.14));
    }
  }
}
